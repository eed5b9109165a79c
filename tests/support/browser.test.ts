import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { findBrowser, missingBrowserHelp } from "./browser";

const run = promisify(execFile);
const fakeBrowser = path.join(mkdtempSync(path.join(tmpdir(), "browser-")), "chrome");
writeFileSync(fakeBrowser, "");

describe("the end-to-end tests' browser", () => {
  it("is CHROMIUM_PATH when it names a file", () => {
    expect(findBrowser({ CHROMIUM_PATH: fakeBrowser }, "linux")).toBe(fakeBrowser);
  });

  it("is none when CHROMIUM_PATH names nothing, and the help line names the variable", () => {
    const env = { CHROMIUM_PATH: `${fakeBrowser}-gone` };
    expect(findBrowser(env, "linux")).toBeNull();
    expect(missingBrowserHelp(env, "linux")).toContain(`CHROMIUM_PATH=${fakeBrowser}-gone`);
  });

  it("tells each system what to install", () => {
    expect(missingBrowserHelp({}, "linux")).toContain("apt-get install -y chromium");
    expect(missingBrowserHelp({}, "darwin")).toContain("brew install --cask chromium");
    expect(missingBrowserHelp({}, "linux")).toContain("npx playwright install chromium");
  });

  it("stops `npm test` first, with one line, when there is none", async () => {
    const script = path.join(import.meta.dirname, "browser.ts");
    const failed = await run(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, CHROMIUM_PATH: `${fakeBrowser}-gone` },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim().split("\n")).toHaveLength(1);
    await expect(
      run(process.execPath, ["--import", "tsx", script], {
        env: { ...process.env, CHROMIUM_PATH: fakeBrowser },
      }),
    ).resolves.toBeDefined();
  });
});
