import { defineConfig } from "@playwright/test";
import { findBrowser } from "./tests/support/browser";
import { e2eOperator } from "./tests/support/platform-operator";

// End-to-end tests in the machine's Chromium (no browser download) against the real server, started
// on a fresh database. Both demo sites answer on *.localhost, which Chromium maps to loopback.
const port = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // one retry in CI only: a shared machine can starve a browser journey (the report names a retried test)
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Budgets, not speed checks (speed is measured by `npm run bench`): a journey may take three
  // minutes and an assertion 30 s before it fails, so that a busy machine (the build, the unit
  // suite or another job next to it) slows the suite down without failing it (issue 17 §7).
  timeout: 180_000,
  // password hashing (scrypt) is slow by design; a busy machine must not fail a journey on it
  expect: {
    timeout: 30_000,
    // issue 18 §8, the visual suite (tests/e2e/visual.spec.ts, decision 119): one baseline per page
    // and width whatever the OS, a tolerance for antialiasing only, no animation, no caret
    toHaveScreenshot: {
      pathTemplate: "{testDir}/{testFileName}-snapshots/{arg}{ext}",
      maxDiffPixelRatio: 0.001,
      threshold: 0.02,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    // no entrance animation (REPEAT_ANIMATION, docs/decisions/116) hides a section from axe or a
    // screenshot; tests/e2e/dark-theme.spec.ts turns motion back on for the animations' own tests
    reducedMotion: "reduce",
    launchOptions: {
      // CHROMIUM_PATH, the system's Chromium or Chrome, or one Playwright installed (issue 17 §8)
      executablePath: findBrowser() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // the compiled server, as `npm start` runs it (npm test builds it first: `npm run build`)
    command: `rm -rf .tmp/e2e-data-${port} && node src/server/start.mjs`,
    url: `http://localhost:${port}/api/countries`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `.tmp/e2e-data-${port}`,
      SKIP_BUILD: "1",
      LOG_LEVEL: "warn",
      // issue 19: the platform operator the specs log in with, on platform.localhost
      PLATFORM_OPERATOR_EMAIL: e2eOperator.email,
      PLATFORM_OPERATOR_PASSWORD: e2eOperator.password,
    },
  },
});
