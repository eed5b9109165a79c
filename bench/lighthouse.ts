// Lighthouse's default run (mobile, simulated throttling) of a page in Debian's Chromium, offline
// (DESIGN.md §8; flags of STACK.md). Lighthouse is a development dependency that may be missing:
// then the row says so instead of failing the whole benchmark.
// Standalone: `tsx bench/lighthouse.ts http://127.0.0.1:3000/`.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { findBrowser } from "../tests/support/browser";

const root = path.resolve(import.meta.dirname, "..");
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export type LighthouseScores = Record<Category, number> & {
  /** Bytes the page transferred (Lighthouse's total byte weight) and its requests. */
  transfer: { bytes: number; requests: number };
  /** The performance metrics that cost points: "LCP 2.6 s (0.88)", those scoring under 1. */
  losses: string[];
};

// the metrics of Lighthouse 12's performance score, with their short names
const metrics: Record<string, string> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};

const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

/** The Lighthouse command line, or null when it is not installed. */
export function lighthouseCli(): string | null {
  const local = path.join(root, "node_modules/lighthouse/cli/index.js");
  return existsSync(local) ? local : null;
}

/** The page cache's state of a page and the encoding it was sent in, asked as a browser asks. */
function cacheStateOf(url: URL): Promise<{ cache: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    // *.localhost is loopback to Chromium, not always to the system's resolver
    const req = request(
      {
        host: url.hostname.endsWith(".localhost") ? "127.0.0.1" : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, "accept-encoding": "gzip, deflate, br, zstd" },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            cache: String(res.headers["x-page-cache"] ?? ""),
            encoding: String(res.headers["content-encoding"] ?? ""),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * The page as its visitors get it once it has been asked for (decision 129): rendered, in the page
 * cache, and its brotli copy made. That copy is made after the first answer, off the event loop, and
 * on this machine the browser shares the server's two cores: a Lighthouse run during it saw no frame
 * drawn for one to two seconds, in one run of four (a first paint at 2.3 s instead of 0.2 s). A
 * visitor's browser does not share the server's processor; the run waits for the copy, at most 3 s.
 */
async function settle(url: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const { cache, encoding } = await cacheStateOf(new URL(url));
    if (cache === "" || (cache === "HIT" && encoding === "br")) return;
    await sleep(100);
  }
}

/** Scores out of 100 of each category, or null when Lighthouse is not installed. */
export async function lighthouseScores(url: string): Promise<LighthouseScores | null> {
  const cli = lighthouseCli();
  if (!cli) return null;
  await settle(url);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${categories.join(",")}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: findBrowser() ?? "" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<Category, { score: number | null }>;
    audits: Record<
      string,
      { score: number | null; numericValue?: number; displayValue?: string; details?: { items?: unknown[] } }
    >;
  };
  const losses = Object.entries(metrics).flatMap(([id, name]) => {
    const audit = report.audits[id];
    return audit && (audit.score ?? 0) < 1 ? [`${name} ${audit.displayValue ?? "?"} (${audit.score})`] : [];
  });
  const scores: LighthouseScores = {
    performance: 0,
    accessibility: 0,
    "best-practices": 0,
    seo: 0,
    transfer: {
      bytes: report.audits["total-byte-weight"]?.numericValue ?? 0,
      requests: report.audits["network-requests"]?.details?.items?.length ?? 0,
    },
    losses,
  };
  for (const category of categories)
    scores[category] = Math.round((report.categories[category].score ?? 0) * 100);
  return scores;
}

export function formatScores(scores: LighthouseScores | null): string {
  if (!scores) return "not installed (npm install lighthouse@12.8.2 --save-dev)";
  const where = scores.losses.length ? `; points lost to ${scores.losses.join(", ")}` : "";
  return `${categories.map((c) => `${c} ${scores[c]}`).join(", ")}${where}`;
}

/** "205.1 KB in 18 requests". */
export function formatTransfer(scores: LighthouseScores): string {
  return `${(scores.transfer.bytes / 1000).toFixed(1)} KB in ${scores.transfer.requests} requests`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000/";
  const scores = await lighthouseScores(url);
  console.log(`${url}: ${formatScores(scores)}`);
  if (scores) console.log(`transfer ${formatTransfer(scores)}`);
}
