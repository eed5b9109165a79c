import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { formFieldSchema } from "../../../../../schemas/content";
import { mediaTypeOf } from "../../../../runtime/media-type";
import { idOrSlugOf } from "../../../modules/content/content-common";
import type { StoredImage } from "../../schema";
import { demoContent } from "../seed-content";
import type { SeedDemoContent } from "./demo-content-types";

const publicDir = fileURLToPath(new URL("../../../../../public", import.meta.url));
const purify = createDOMPurify(new JSDOM("").window);

function htmlOf(c: SeedDemoContent): string[] {
  return [
    ...c.articles.map((a) => a.html),
    ...c.news.map((n) => n.html),
    ...c.services.map((s) => s.html),
    ...c.elementLists.flatMap((l) => l.elements.map((e) => e.html)),
    ...c.forms.map((f) => f.description),
  ];
}

function imagesOf(c: SeedDemoContent): StoredImage[] {
  return [
    ...c.articles.map((a) => a.image),
    ...c.news.map((n) => n.image),
    ...c.services.map((s) => s.image),
    ...c.albums.flatMap((a) => a.media),
    ...c.elementLists.flatMap((l) => l.elements.map((e) => e.image)),
  ].filter((i): i is StoredImage => i !== null);
}

function textsOf(c: SeedDemoContent): string[] {
  return [
    ...htmlOf(c),
    ...c.blogFolders.flatMap((f) => [f.name, f.description]),
    ...c.articles.flatMap((a) => [a.title, a.summary, a.metaDescription]),
    ...c.news.flatMap((n) => [n.title, n.summary, n.metaDescription]),
    ...c.albums.flatMap((a) => [a.title, a.description]),
    ...c.services.flatMap((s) => [s.title, s.summary, s.price ?? ""]),
    ...c.elementLists.flatMap((l) => [
      l.title,
      l.description,
      ...l.elements.flatMap((e) => [e.title, e.summary]),
    ]),
    ...c.forms.flatMap((f) => [f.title, f.successMessage, ...f.fields.map((x) => x.label)]),
    ...c.reviews.map((r) => r.text),
    ...imagesOf(c).map((i) => i.alt),
  ];
}

describe.each(Object.entries(demoContent))("demo content of site %s", (_id, content) => {
  it("writes French with typographic apostrophes", () => {
    for (const text of textsOf(content)) expect(text).not.toContain("'");
  });

  it("comes out of the sanitizer unchanged", () => {
    for (const html of htmlOf(content)) {
      purify.sanitize(html);
      expect(purify.removed, html).toEqual([]);
    }
  });

  it("shows only existing images, with alt text, dimensions and a known media type", () => {
    for (const image of imagesOf(content)) {
      expect(existsSync(join(publicDir, image.src)), image.src).toBe(true);
      expect(image.alt.length, image.src).toBeGreaterThan(3);
      expect(image.width && image.height, image.src).toBeTruthy();
      expect(mediaTypeOf(image.src)).toBe("image");
    }
  });

  it("has slugs that URLs can carry, unique within their kind", () => {
    const kinds = [
      content.blogFolders.map((f) => f.slug),
      content.articles.map((a) => a.slug),
      content.news.map((n) => n.slug),
      content.albums.map((a) => a.slug),
      content.services.map((s) => s.slug),
      content.forms.map((f) => f.slug),
      ...content.elementLists.map((l) => l.elements.map((e) => e.slug)),
    ];
    for (const slugs of kinds) {
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(idOrSlugOf(slug), slug).toEqual({ slug });
    }
    // the last segment of a blog URL names a folder or an article, never both
    const folders = new Set(content.blogFolders.map((f) => f.slug));
    for (const a of content.articles) expect(folders.has(a.slug), a.slug).toBe(false);
  });

  it("has forms whose fields the platform accepts, tied to existing calendars", () => {
    const calendars = new Set(content.calendars.map((c) => c.key));
    for (const form of content.forms) {
      for (const { calendarKey, ...field } of form.fields) {
        expect(formFieldSchema.safeParse(field).success, `${form.slug}.${field.name}`).toBe(true);
        if (calendarKey) expect(calendars.has(calendarKey)).toBe(true);
      }
    }
  });

  it("was published in the past, and plans its events ahead", () => {
    const now = Date.now();
    for (const d of [...content.articles, ...content.news, ...content.albums].map((x) => x.publishedAt))
      expect(Date.parse(d)).toBeLessThan(now);
    for (const e of content.elementLists.flatMap((l) => l.elements))
      expect(e.startsInDays).toBeGreaterThan(0);
    for (const r of content.reviews) expect(r.rating >= 1 && r.rating <= 5).toBe(true);
  });
});

describe("demo content of both sites", () => {
  it("fills more than one page of the blog (12) on site 1 and of the news (10) on site 2", () => {
    expect(demoContent[1]?.articles.length).toBeGreaterThan(12);
    expect(demoContent[2]?.news.length).toBeGreaterThan(10);
  });

  it("gives both sites a blog, news, albums, services, an element list, a form and reviews", () => {
    for (const content of Object.values(demoContent)) {
      expect(content.articles.length).toBeGreaterThan(0);
      expect(content.news.length).toBeGreaterThan(0);
      expect(content.albums.length).toBeGreaterThan(0);
      expect(content.services.length).toBeGreaterThan(0);
      expect(content.elementLists[0]?.elements.some((e) => e.registrations.length)).toBe(true);
      expect(content.forms.some((f) => f.fields.some((x) => x.type === "file"))).toBe(true);
      expect(content.reviews.length).toBeGreaterThan(0);
    }
  });
});
