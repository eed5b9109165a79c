import { defineConfig } from "vitest/config";

// The scale test (issue 16 §4): `npm run test:scale`, after `npm run build`. It starts its own
// PostgreSQL server, two app processes and nginx, so it runs alone, once, outside the suite that
// CI runs twice (PGlite, then a PostgreSQL server).
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: 1,
  },
});
