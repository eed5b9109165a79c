import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVIL_HOST, openRedirectCorpus, sameSiteTargets } from "../../tests/fixtures/open-redirect-corpus";
import { safeRedirectPath } from "./safe-redirect";

const ORIGIN = "http://localhost:3000";

/** What a Location header may carry and a browser then follows: a path of ORIGIN, nothing else. */
function expectLocalPath(out: string, input: string) {
  const label = JSON.stringify(input);
  expect(out.startsWith("/"), label).toBe(true);
  expect(out.startsWith("//") || out.startsWith("/\\"), label).toBe(false);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  expect(out, label).not.toMatch(/[\u0000-\u0020\u007f]/);
  const followed = new URL(out, ORIGIN);
  expect(followed.origin, label).toBe(ORIGIN);
  expect(followed.hostname, label).not.toContain(EVIL_HOST);
}

/** Pieces attackers combine: the corpus's tricks, cut into parts, and characters the parser drops. */
const piece = fc.oneof(
  fc.constantFrom(
    "/",
    "//",
    "\\",
    "/\\",
    ".",
    "..",
    "%2F",
    "%2f",
    "%5C",
    "%2e",
    "%09",
    "%0A",
    "%00",
    "@",
    "#",
    "?",
    ":",
    "\t",
    "\n",
    "\r",
    "\u0000",
    " ",
    "\u3002",
    "\uff0f",
    "\ud800",
    "http:",
    "https:",
    "javascript:",
    "data:",
    EVIL_HOST,
    "localhost",
    "localhost:3000",
  ),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: "binary", maxLength: 4 }),
);

describe("safeRedirectPath (issue 11 §2)", () => {
  it("keeps none of the open-redirect corpus off the site", () => {
    expect(openRedirectCorpus.length).toBeGreaterThanOrEqual(40);
    for (const target of openRedirectCorpus) expectLocalPath(safeRedirectPath(target, ORIGIN), target);
  });

  it("sends the corpus's cross-site targets to the fallback", () => {
    for (const target of ["//evil.example", "/\t/evil.example/x", "/\n/evil.example", "https:evil.example"])
      expect(safeRedirectPath(target, ORIGIN, "/account"), JSON.stringify(target)).toBe("/account");
    expect(safeRedirectPath("javascript:alert(1)", ORIGIN)).toBe("/");
    expect(safeRedirectPath(null, ORIGIN, "/account")).toBe("/account");
    expect(safeRedirectPath(undefined, ORIGIN)).toBe("/");
  });

  it("keeps paths of the site, rebuilt by the URL parser", () => {
    for (const [target, expected] of sameSiteTargets) expect(safeRedirectPath(target, ORIGIN)).toBe(expected);
    // dot segments that collapse into "//" keep one slash: still a path of the site
    expect(safeRedirectPath("/.//evil.example", ORIGIN)).toBe("/evil.example");
  });

  it("judges against a placeholder when the site's origin is unknown", () => {
    expect(safeRedirectPath("/account", undefined)).toBe("/account");
    expect(safeRedirectPath("//evil.example", "not a url")).toBe("/");
  });

  it("answers a path of the site for any input", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
        const target = parts.join("");
        expectLocalPath(safeRedirectPath(target, ORIGIN), target);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (target) => {
        expectLocalPath(safeRedirectPath(target, ORIGIN), target);
      }),
      { numRuns: 1000 },
    );
  });
});
