// Which browser the end-to-end tests drive (issue 17 §8). Nothing downloads one: the test command
// finds a Chromium or Chrome that the machine has, in this order, and stops before the suite with
// one line saying what to run when there is none. The unit and integration tests never need it.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

const candidates: Record<string, string[]> = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/snap/bin/chromium",
    "/usr/bin/google-chrome-stable",
    "/usr/bin/google-chrome",
  ],
  darwin: [
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ],
};

/** CHROMIUM_PATH, else the system's Chromium or Chrome, else a browser Playwright has installed. */
export function findBrowser(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string | null {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  const found = (candidates[platform] ?? []).find((p) => existsSync(p));
  if (found) return found;
  const installed = chromium.executablePath();
  return installed && existsSync(installed) ? installed : null;
}

/** The one line a newcomer reads when no browser is found. */
export function missingBrowserHelp(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string {
  if (env.CHROMIUM_PATH) {
    return `No browser at CHROMIUM_PATH=${env.CHROMIUM_PATH}: point it at a Chromium or Chrome binary, or unset it.`;
  }
  const system =
    platform === "darwin"
      ? "`brew install --cask chromium`"
      : "`sudo apt-get install -y chromium` (Debian/Ubuntu)";
  return `No Chromium or Chrome found for the end-to-end tests: run ${system} or \`npx playwright install chromium\`, or set CHROMIUM_PATH to a browser binary.`;
}

// `node --import tsx tests/support/browser.ts`: the first step of `npm test`.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findBrowser()) {
    console.error(missingBrowserHelp());
    process.exit(1);
  }
}
