import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeValue,
  encodeValue,
  fileTimestamp,
  isSafeMediaPath,
  rewriteMediaPaths,
  rewriteStrings,
} from "./archive-format";
import { siteTables } from "./site-tables";

const KEY = "site-2/library/3f2b8c1e-9a4d-4e1f-8b7a-0c6d5e4f3a21";

describe("media paths of the site's folder, moved to the new site's", () => {
  it("rewrites a key, a public address, a variant, a srcset and a CSS url", () => {
    expect(rewriteMediaPaths(`${KEY}.jpg`, 2, 7)).toBe(
      `site-7/library/3f2b8c1e-9a4d-4e1f-8b7a-0c6d5e4f3a21.jpg`,
    );
    const html = `<img src="/api/media/file/${KEY}.jpg" srcset="/api/media/file/${KEY}-480.webp 480w, /api/media/file/${KEY}-960.webp 960w" style="background:url(&quot;/api/media/file/${KEY}.png&quot;)">`;
    const moved = rewriteMediaPaths(html, 2, 7);
    expect(moved).not.toContain("site-2/");
    expect(moved.match(/site-7\//g)).toHaveLength(4);
  });

  it("leaves alone another site's paths, words that look alike and a path of another shape", () => {
    const text = `site-12/library/${KEY.slice(15)}.jpg, mysite-2/library/x, "site-2/ is our second site", site-2/library/not-a-uuid.jpg, site-22/layouts/3f2b8c1e-9a4d-4e1f-8b7a-0c6d5e4f3a21.png`;
    expect(rewriteMediaPaths(text, 2, 7)).toBe(text);
  });

  it("only ever changes the media paths of the site it moves (any text around them)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 9999 }), (before, after, to) => {
        const text = `${before}/api/media/file/${KEY}.webp${after}`;
        const moved = rewriteMediaPaths(text, 2, to);
        // put back, the text is what it was: nothing else was touched
        expect(moved.replace(`site-${to}/library/3f2b8c1e`, "site-2/library/3f2b8c1e")).toBe(text);
        expect(moved).toContain(`/api/media/file/site-${to}/library/`);
      }),
    );
  });

  it("walks JSON (a layout's project, a setting) without touching its keys", () => {
    const project = { "site-2/x": [{ src: `/api/media/file/${KEY}.jpg`, n: 2, ok: true }], label: "site-2" };
    expect(rewriteStrings(project, (t) => rewriteMediaPaths(t, 2, 5))).toEqual({
      "site-2/x": [{ src: `/api/media/file/${KEY.replace("site-2", "site-5")}.jpg`, n: 2, ok: true }],
      label: "site-2",
    });
  });
});

describe("values in JSON", () => {
  const column = (table: string, name: string) => {
    const found = siteTables.find((t) => t.name === table)?.columns.find((c) => c.name === name);
    if (!found) throw new Error(`${table}.${name}`);
    return found;
  };

  it("writes a timestamp as ISO text and bytes as base64, and reads them back", () => {
    const at = new Date("2026-11-27T06:30:00.123Z");
    const createdAt = column("orders", "created_at");
    expect(encodeValue(createdAt, at)).toBe("2026-11-27T06:30:00.123Z");
    expect(decodeValue(createdAt, "2026-11-27T06:30:00.123Z")).toEqual({ ok: true, value: at });
    const data = column("form_submission_files", "data");
    expect(data.encoding).toBe("bytes");
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    expect(decodeValue(data, encodeValue(data, bytes))).toEqual({ ok: true, value: bytes });
  });

  it("refuses what a column cannot hold", () => {
    expect(decodeValue(column("orders", "created_at"), "yesterday").ok).toBe(false);
    expect(decodeValue(column("orders", "created_at"), 12).ok).toBe(false);
    expect(decodeValue(column("form_submission_files", "data"), "not base64!").ok).toBe(false);
  });
});

describe("names inside the archive", () => {
  it("accepts a media path of plain segments only", () => {
    expect(isSafeMediaPath("library/3f2b8c1e-9a4d-4e1f-8b7a-0c6d5e4f3a21-960.webp")).toBe(true);
    for (const bad of [
      "../site-1/x.jpg",
      "library/../../etc/passwd",
      "/etc/passwd",
      "a\\b.jpg",
      "",
      "a//b",
      "..",
    ]) {
      expect(isSafeMediaPath(bad), bad).toBe(false);
    }
  });

  it("names an export by its UTC time, sortable", () => {
    expect(fileTimestamp(new Date("2026-11-27T06:30:00.123Z"))).toBe("20261127T063000123Z");
  });
});
