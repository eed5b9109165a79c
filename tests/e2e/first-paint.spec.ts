// What a first visit fetches before it can read the page (issue 18 §7): the stylesheet, the
// preloaded faces and the images; the scripts and the visitor texts only once the first contentful
// paint is reported (src/server/page-scripts.ts); and the pages draw only the faces the head
// preloads, so no face is found late, by layout, holding the first paint (decision 129).
import { expect, type Page, test } from "@playwright/test";
import { hydrated, site1, site2 } from "./support";

const pages = [
  `${site1}/`,
  `${site1}/contact`,
  `${site1}/services`,
  `${site2}/`,
  `${site2}/shop`,
  `${site2}/shop/cabernet-d-anjou-douceur`,
  `${site2}/legal-notice`,
];

/** When each script, texts script and face was requested, and when the page first showed text. */
async function timeline(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      fcp,
      scripts: resources
        .filter((r) => /\/assets\/[^?]+\.js|\/_texts\//.test(r.name))
        .map((r) => ({ name: r.name, startTime: r.startTime })),
    };
  });
}

/** The faces the page loaded (family, weight, style) once it has been laid out to its end. */
async function loadedFaces(page: Page) {
  await page.evaluate(async () => {
    // sections out of sight are not laid out (content-visibility): bring each in
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await document.fonts.ready;
  });
  return page.evaluate(() => ({
    loaded: [...document.fonts]
      .filter((f) => f.status === "loaded")
      .map((f) => ({ family: f.family.replaceAll('"', "").toLowerCase(), weight: f.weight, style: f.style })),
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (l) => l.href,
    ),
  }));
}

for (const url of pages) {
  test(`a first visit of ${url.replace(/^http:\/\/[^/]+/, "")} (${url.includes("domaine") ? "domaine" : "consultant"}) asks for its scripts after its first paint, and draws the preloaded faces only`, async ({
    page,
  }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const { fcp, scripts } = await timeline(page);
    expect(fcp).not.toBeNull();
    // React Router's modules, the page's own and the texts: all of them, and none before
    expect(scripts.some((s) => s.name.includes("/_texts/"))).toBe(true);
    expect(scripts.some((s) => /entry\.client/.test(s.name))).toBe(true);
    for (const s of scripts) expect(s.startTime, s.name).toBeGreaterThanOrEqual(fcp ?? 0);

    const faces = await loadedFaces(page);
    const upright = faces.loaded.filter((f) => f.style === "normal");
    expect(upright.length).toBeGreaterThan(0);
    // every upright face drawn is regular or semibold, and the head asked for it first
    for (const face of upright)
      expect(["400", "600"], `${face.family} ${face.weight}`).toContain(face.weight);
    for (const face of upright) {
      const file = `/${face.family.replaceAll(" ", "-")}-latin-${face.weight}-normal-`;
      expect(
        faces.preloaded.some((href) => href.includes(file)),
        `${face.family} ${face.weight} is drawn but not preloaded`,
      ).toBe(true);
    }
  });
}
