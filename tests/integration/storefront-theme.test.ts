// The theme and menu settings of issue 18 §1 in the server's HTML (docs/decisions/116): what each
// one changes in the page, before any browser runs (tests/e2e/dark-theme.spec.ts drives them).
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { changeFeedCaughtUp, createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const page = async (path: string, host = "localhost:3000") =>
  (await server.fetch(new Request(`http://${host}${path}`, { headers: { host } }))).text();

async function setParameter(type: string, value: string | boolean | null, idSite = 1) {
  const since = platform.cache.version(idSite);
  await withSite(platform.db, idSite, (tx) =>
    tx
      .update(parameters)
      .set({ value })
      .where(and(eq(parameters.siteId, idSite), eq(parameters.type, type))),
  );
  await changeFeedCaughtUp(platform, idSite, since);
}

const themeCss = (html: string) => /<style id="vs-theme">([^<]*)<\/style>/.exec(html)?.[1] ?? "";
const variable = (html: string, name: string) =>
  new RegExp(`${name}:([^;}]+)`).exec(themeCss(html))?.[1] ?? null;
const headerOf = (html: string) => /<header id="vs-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";

describe("DARK_THEME", () => {
  it("writes a dark palette derived from the site's colours, and the dark-background logo", async () => {
    const light = await page("/");
    expect(variable(light, "--vs-background-color")).toBe("#FFFFFFFF");
    expect(variable(light, "--vs-color-scheme")).toBe("light");
    // LOGO, the header's logo (decision 116)
    expect(headerOf(light)).toMatch(/<img[^>]*src="[^"]*\/logo\.svg"/);
    await setParameter("DARK_THEME", true);
    try {
      const dark = await page("/");
      expect(dark).toMatch(/<html[^>]*class="dark"/);
      expect(variable(dark, "--vs-color-scheme")).toBe("dark");
      expect(variable(dark, "--vs-background-color")).toBe("#0D0D0DFF");
      // teal, made light enough to read on it
      expect(variable(dark, "--vs-primary-color")).toBe("#4A838BFF");
      expect(headerOf(dark)).toMatch(/<img[^>]*src="[^"]*\/logo-dark\.svg"/);
      expect(headerOf(dark)).not.toContain("logo-light.svg");
    } finally {
      await setParameter("DARK_THEME", false);
    }
  });
});

describe("the menu's colours and MENU_TYPE ABSOLUTE", () => {
  it("compiles BACKGROUND_MENU_COLOR, MENU_COLOR_ON_TOP and its inverse into the theme", async () => {
    await setParameter("BACKGROUND_MENU_COLOR", "#F4E9D8FF");
    await setParameter("MENU_COLOR_ON_TOP", "#FBF7EFFF");
    try {
      const html = await page("/");
      expect(variable(html, "--vs-background-menu-color")).toBe("#F4E9D8FF");
      expect(variable(html, "--vs-menu-on-top-color")).toBe("#FBF7EFFF");
      await setParameter("INVERSE_ABSOLUTE_MENU_COLOR", true);
      const inverse = variable(await page("/"), "--vs-menu-on-top-color") as string;
      expect(inverse).toMatch(/^#[0-9A-F]{6}FF$/);
      expect(Number.parseInt(inverse.slice(1, 3), 16)).toBeLessThan(40);
    } finally {
      await setParameter("BACKGROUND_MENU_COLOR", "#FFFFFFFF");
      await setParameter("MENU_COLOR_ON_TOP", "#FFFFFFFF");
      await setParameter("INVERSE_ABSOLUTE_MENU_COLOR", false);
    }
  });

  it("lays the header over the first section with its script, and the logo for a dark section", async () => {
    const relative = await page("/");
    expect(headerOf(relative)).not.toContain("vs-header--overlay");
    expect(relative).not.toContain("--vs-header-height");
    await setParameter("MENU_TYPE", "ABSOLUTE");
    try {
      const html = await page("/");
      const header = headerOf(html);
      expect(header).toMatch(/class="[^"]*vs-header--overlay/);
      // MENU_COLOR_ON_TOP is white: over the section, the logo made for dark backgrounds
      expect(header).toMatch(/<img[^>]*src="[^"]*\/logo\.svg"[^>]*class="vs-logo-default vs-logo--swap/);
      expect(header).toMatch(/<img[^>]*src="[^"]*\/logo-dark\.svg"[^>]*class="vs-logo-on-top/);
      // the measuring script comes right after the header, with the page's nonce
      expect(html).toMatch(/<\/header><script nonce="[^"]+">\(\(\)=>\{const d=document\.documentElement/);
    } finally {
      await setParameter("MENU_TYPE", "RELATIVE");
    }
  });
});

describe("IS_INDEPENDENT", () => {
  it("puts the Vignerons Indépendants' mark in the footer", async () => {
    expect(await page("/", "domaine.localhost:3000")).not.toContain("vs-independent");
    await setParameter("IS_INDEPENDENT", true, 2);
    const html = await page("/", "domaine.localhost:3000");
    expect(html).toMatch(/<a href="https:\/\/www\.vigneron-independant\.com\/"[^>]*vs-independent/);
    expect(html).toContain("Vigneron indépendant");
  });
});

describe("the fonts the head preloads", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  it("are the faces every page draws: the fonts' regular ones and the layout's semibold", async () => {
    const face = (href: string) => /\/assets\/([a-z-]+-latin-\d+-normal)-/.exec(href)?.[1];
    // the consultant writes everything in Inter: its text at 400, its headings and buttons at 600
    expect(preloads(await page("/")).map(face)).toEqual(["inter-latin-400-normal", "inter-latin-600-normal"]);
    // the domaine's titles are Playfair Display, drawn at 600 (not the 700 its TITLE font names,
    // nor 400: those files would be fetched for nothing); its text is Inter
    expect(preloads(await page("/shop", "domaine.localhost:3000")).map(face)).toEqual([
      "inter-latin-400-normal",
      "playfair-display-latin-600-normal",
      "inter-latin-600-normal",
    ]);
  });
});
