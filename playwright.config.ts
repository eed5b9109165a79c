import { defineConfig } from "@playwright/test";

// End-to-end tests in Debian's Chromium (no browser download) against the real server, started
// on a fresh database. Both demo sites answer on *.localhost, which Chromium maps to loopback.
const port = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // one retry in CI only: a shared machine can starve a browser journey (the report names a retried test)
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // password hashing (scrypt) is slow by design; a busy machine must not fail a journey on it
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    command: `rm -rf .tmp/e2e-data-${port} && node --import tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/countries`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `.tmp/e2e-data-${port}`,
      SKIP_BUILD: "1",
      LOG_LEVEL: "warn",
    },
  },
});
