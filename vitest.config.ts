import { defineConfig } from "vitest/config";

// Unit and integration tests. No React Router plugin here: routes are tested end to end.
export default defineConfig({
  test: {
    include: ["{src,schemas,themes,editor,tests/integration}/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/support/global-setup.ts"],
    // generous: password hashing (scrypt) is slow by design, and CI machines are shared
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
