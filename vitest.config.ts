import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and integration tests. No React Router plugin here: routes are tested end to end.
// Speed (docs/decisions/086-test-loop.md): Vitest's default on two cores is ONE worker, and every
// test file re-imported the whole server in a fresh process (about 40 % of the run). Two workers at
// least, and files share their worker's module cache (`isolate: false`): each file still opens its
// own copy of the template database (tests/support/test-platform.ts), so no state is shared that
// a test could see, but the server's code is loaded once per worker instead of once per file.
export default defineConfig({
  test: {
    include: ["{src,schemas,themes,editor,tests/integration,tests/support}/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/support/global-setup.ts"],
    // generous: password hashing (scrypt) is slow by design, and CI machines are shared
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: Math.max(availableParallelism(), 2),
    isolate: false,
  },
});
