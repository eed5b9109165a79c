import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { parameterKeys, parameterRegistry } from "../../schemas/parameters";
import { createTestPlatform, envelopeOf, root } from "../support/test-platform";

const platform = await createTestPlatform();
/** The media folder the test platform is given (tests/support/test-platform.ts). */
const mediaRoot = path.join(root, ".tmp/media");
afterAll(() => platform.close());

async function okData(path: string, site = 1) {
  const response = await platform.call(path, { site });
  const body = await envelopeOf(response);
  expect(response.status, `${path}: ${body.message}`).toBe(200);
  expect(body.success).toBe(true);
  return body.data as never;
}

describe("site header", () => {
  it("answers 400 in the envelope when idSite is missing, not a number or unknown", async () => {
    for (const site of [null, "abc", "1; drop table", "999", "-1", ""]) {
      const response = await platform.call("/api/parameter", {
        site: null,
        headers: site === null ? {} : { idSite: site },
      });
      const body = await envelopeOf(response);
      expect(response.status, String(site)).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).not.toBe("");
    }
  });

  it("answers in the language of userLang", async () => {
    const fr = await envelopeOf(await platform.call("/api/parameter", { site: 42 }));
    const en = await envelopeOf(await platform.call("/api/parameter", { site: 42, lang: "en_GB" }));
    expect(fr.message).toBe("Site inconnu");
    expect(en.message).toBe("Unknown site");
  });
});

describe("GET /parameter", () => {
  it("lists every registry key with its kind, French label and value", async () => {
    const items: { id: number; type: string; kind: string; label: string; value: unknown }[] =
      await okData("/api/parameter");
    expect(items.map((i) => i.type)).toEqual([...parameterKeys]);
    for (const item of items) {
      const def = parameterRegistry[item.type as keyof typeof parameterRegistry];
      expect(item.kind).toBe(def.kind);
      expect(item.label).toBe(def.label);
      expect(item.id).toBeGreaterThan(0);
    }
  });

  it("serves the spec §9 defaults on site 1", async () => {
    const items: { type: string; value: unknown }[] = await okData("/api/parameter");
    const value = (type: string) => items.find((i) => i.type === type)?.value;
    expect(value("LOGO_HEIGHT")).toBe(125);
    expect(value("LOGO_HEIGHT_FOOTER")).toBe(90);
    expect(value("LOGO_HEIGHT_MOBILE")).toBe(90);
    expect(value("LOGO_MARGIN_TOP")).toBe(15);
    expect(value("LOGO_MARGIN_BOTTOM")).toBe(15);
    expect(value("SUBMENU_WIDTH")).toBe(400);
    expect(value("MENU_ICON_SIZE")).toBe(12);
    expect(value("MOBILE_MENU_POSITION")).toBe("BOTTOM");
    expect(value("MENU_ALIGNMENT")).toBe("RIGHT");
    expect(value("LOGO_POSITION")).toBe("LEFT");
    expect(value("SEE_CART_ON_HOVER")).toBe(false);
    expect(value("BASE_FONTAWESOME_ICON")).toBe("fa-solid");
    expect(value("DISPLAY_SOCIAL_ICON_IN_MENU")).toBe("NO");
    expect(value("DETAIL_PAGE_MARGIN_TOP")).toBe(28);
    expect(value("PRIMARY_COLOR")).toBe("#0E4D55FF");
    expect(value("ACCENT_COLOR")).toBe("#FA8072FF");
    expect(value("LINKEDIN_URL")).toMatch(/^https:\/\//);
    expect(value("FACEBOOK_URL")).toBeNull();
    expect(value("FREE_SHIPPING_BOTTLE")).toBeNull();
  });

  it("filters by kind with the spec's filter syntax", async () => {
    const all: { kind: string }[] = await okData("/api/parameter");
    const texts: { kind: string }[] = await okData("/api/parameter?kind=TEXT");
    const others: { kind: string }[] = await okData("/api/parameter?kind=df:TEXT");
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((i) => i.kind === "TEXT")).toBe(true);
    expect(others.every((i) => i.kind !== "TEXT")).toBe(true);
    expect(texts.length + others.length).toBe(all.length);
    expect((await platform.call("/api/parameter?kind=lk:TE")).status).toBe(400);
    expect((await platform.call("/api/parameter?kind=COLOR")).status).toBe(400);
  });

  it("keeps each site's settings apart", async () => {
    const one: { type: string; value: unknown }[] = await okData("/api/parameter", 1);
    const two: { type: string; value: unknown }[] = await okData("/api/parameter", 2);
    const primary = (items: typeof one) => items.find((i) => i.type === "PRIMARY_COLOR")?.value;
    expect(primary(one)).not.toEqual(primary(two));
  });
});

describe("GET /site/info", () => {
  it("describes site 1 as the spec's default instance", async () => {
    const info: Record<string, unknown> & {
      fonts: { type: string; size: number }[];
      logos: { type: string }[];
    } = await okData("/api/site/info");
    expect(info.isECommerce).toBe(false);
    expect(info.isWinemaker).toBe(false);
    expect(info.defaultLang).toBe("fr_FR");
    expect(info.dashboardType).toBeTruthy();
    expect(Object.fromEntries(info.fonts.map((f) => [f.type, f.size]))).toEqual({
      TITLE: 17,
      CONTENT: 14,
      MENU: 14,
    });
    expect(info.logos.map((l) => l.type).sort()).toEqual(
      ["LOGO", "LOGO_DARK_THEME", "LOGO_FAVICON", "LOGO_FOOTER", "LOGO_LIGHT_THEME"].sort(),
    );
    expect((info.urls as { dev: string[] }).dev).toContain("localhost");
  });

  it("describes site 2 as a wine shop", async () => {
    const info: { isECommerce: boolean; isWinemaker: boolean } = await okData("/api/site/info", 2);
    expect(info).toMatchObject({ isECommerce: true, isWinemaker: true });
  });
});

describe("pages", () => {
  it("GET /page returns the spec §2 tree of site 1", async () => {
    type Node = { url: string; title: string; menuTitle: string; order: number; children: Node[] };
    const tree: Node[] = await okData("/api/page");
    const shape = (nodes: Node[]): unknown[] =>
      nodes.map((n) => ({ url: n.url, children: shape(n.children) }));
    expect(shape(tree)).toEqual([
      { url: "", children: [] },
      {
        url: "services",
        children: [
          { url: "services/strategie-communication", children: [] },
          { url: "services/gestion-projet-evenementiel", children: [] },
        ],
      },
      { url: "realisations-portfolio", children: [] },
      { url: "contact", children: [] },
    ]);
    for (const node of tree) expect(node.title && node.menuTitle).toBeTruthy();
  });

  it("GET /page/{id} returns the page with its layouts; another site's page is a 404", async () => {
    const tree: { id: number; url: string }[] = await okData("/api/page");
    const home = tree.find((p) => p.url === "");
    if (!home) throw new Error("no home page");
    const page: { layouts: { html: string; hash: string }[] } = await okData(`/api/page/${home.id}`);
    expect(page.layouts.length).toBeGreaterThan(0);
    expect(page.layouts[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    const fromOtherSite = await platform.call(`/api/page/${home.id}`, { site: 2 });
    expect(fromOtherSite.status).toBe(404);
    expect((await envelopeOf(fromOtherSite)).success).toBe(false);
  });

  it("a malformed or unknown page id is a 404", async () => {
    for (const id of ["abc", "0", "-3", "99999999", "1e3", "99999999999999"]) {
      const response = await platform.call(`/api/page/${id}`);
      expect(response.status, id).toBe(404);
      expect((await envelopeOf(response)).message).toBe("Cette page est introuvable");
    }
  });
});

describe("other site calls", () => {
  it("GET /site/visit/{from} records a visit and refuses odd sources", async () => {
    expect((await platform.call("/api/site/visit/newsletter-juin")).status).toBe(200);
    const bad = await platform.call(`/api/site/visit/${encodeURIComponent("<script>")}`);
    expect(bad.status).toBe(400);
  });

  it("GET /variation lists site 2's variations with their values", async () => {
    const variations: { position: number; values: unknown[] }[] = await okData("/api/variation", 2);
    expect(variations.length).toBeGreaterThan(0);
    expect(variations[0]?.values.length).toBeGreaterThan(0);
    expect(await okData("/api/variation", 1)).toEqual([]);
  });

  it("GET /popup/{id}: a popup of the site, 404 for another site's", async () => {
    const site1 = await platform.call("/api/popup/1", { site: 1 });
    const site2 = await platform.call("/api/popup/1", { site: 2 });
    expect([site1.status, site2.status].sort()).toEqual([200, 404]);
  });

  it("GET /company/address lists the site's addresses", async () => {
    const data: { addresses: { type: { code: string }; postalCode: string }[] } = await okData(
      "/api/company/address",
      2,
    );
    expect(data.addresses.length).toBeGreaterThanOrEqual(2);
    expect(data.addresses.every((a) => a.postalCode.length > 0)).toBe(true);
  });

  it("GET /element/link-footer and /element/logo-footer page their items", async () => {
    const links: { items: unknown[]; total: number } = await okData(
      "/api/element/link-footer?page=1&nbItem=100",
    );
    expect(links.items.length).toBe(links.total);
    expect(links.total).toBeGreaterThan(0);
    const firstOnly: { items: unknown[]; total: number } = await okData(
      "/api/element/link-footer?page=1&nbItem=1",
    );
    expect(firstOnly.items.length).toBe(1);
    expect(firstOnly.total).toBe(links.total);
    const logos: { items: { image: string }[] } = await okData("/api/element/logo-footer?page=1&nbItem=100");
    expect(logos.items.every((l) => l.image.startsWith("/"))).toBe(true);
    expect((await platform.call("/api/element/link-footer?nbItem=abc")).status).toBe(400);
  });

  it("GET /component/conf/{slug} and /external-app/{app}/config/public", async () => {
    const tree: { config: unknown } = await okData("/api/external-app/plausible/config/public");
    expect(tree.config).toMatchObject({ domain: expect.any(String) });
    expect((await platform.call("/api/external-app/unknown/config/public")).status).toBe(404);
    expect((await platform.call("/api/component/conf/unknown-slug")).status).toBe(404);
  });

  it("POST /image/load-svg inlines our own SVG and never fetches a foreign URL", async () => {
    const info: { logos: { filename: string }[] } = await okData("/api/site/info");
    const svgFile = info.logos.find((l) => l.filename.endsWith(".svg"))?.filename;
    if (!svgFile) throw new Error("no svg logo seeded");
    const ok = await platform.call("/api/image/load-svg", { method: "POST", json: { url: svgFile } });
    const body = await envelopeOf(ok);
    expect(ok.status).toBe(200);
    expect((body.data as { svg: string }).svg).toMatch(/^<svg/);
    for (const url of [
      "http://169.254.169.254/latest/meta-data.svg",
      "https://example.com/logo.svg",
      "/demo/../../package.json",
      "/demo/%2e%2e/%2e%2e/etc/passwd.svg",
      "file:///etc/passwd",
      "/demo/missing.svg",
    ]) {
      const response = await platform.call("/api/image/load-svg", { method: "POST", json: { url } });
      expect([400, 404], url).toContain(response.status);
      expect((await envelopeOf(response)).success).toBe(false);
    }
  });

  it("POST /image/load-svg reads the calling site's media only, and refuses a path that walks up", async () => {
    // issue 11 item 8: /media/ used to map to the whole media folder, every site's files
    const folder = `svg-${randomUUID()}`;
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}"/></svg>`;
    for (const idSite of [1, 2]) {
      const dir = path.join(mediaRoot, `site-${idSite}`, folder);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "logo.svg"), svg(idSite === 1 ? "teal" : "crimson"));
    }
    await writeFile(path.join(mediaRoot, `${folder}.svg`), svg("black"));
    const load = (url: string, site = 1) =>
      platform.call("/api/image/load-svg", { method: "POST", json: { url }, site });
    try {
      const own = await load(`/media/site-1/${folder}/logo.svg`);
      expect(own.status).toBe(200);
      expect(((await envelopeOf(own)).data as { svg: string }).svg).toContain("teal");
      const theirs = await load(`/media/site-2/${folder}/logo.svg`, 2);
      expect(((await envelopeOf(theirs)).data as { svg: string }).svg).toContain("crimson");
      // site 1 asks for site 2's file, or for the media folder itself: nothing is read
      for (const url of [`/media/site-2/${folder}/logo.svg`, `/media/${folder}.svg`]) {
        const response = await load(url);
        expect(response.status, url).toBe(404);
        expect(JSON.stringify(await envelopeOf(response)), url).not.toContain("crimson");
      }
      // a walk up, written plainly or percent-encoded, is refused before any file is resolved
      for (const url of [
        `/media/site-1/../site-2/${folder}/logo.svg`,
        `/media/site-1/${folder}/../../site-2/${folder}/logo.svg`,
        `/media/site-1/%2e%2e/site-2/${folder}/logo.svg`,
        `/media/site-1/..%2Fsite-2%2F${folder}%2Flogo.svg`,
        `/media/site-1/..%5Csite-2%5C${folder}%5Clogo.svg`,
        `http://localhost/media/site-1/../site-2/${folder}/logo.svg`,
        `/media/../${folder}.svg`,
        "/demo/../../package.json.svg",
      ]) {
        const response = await load(url);
        expect(response.status, url).toBe(400);
        expect((await envelopeOf(response)).message, url).toBe("La requête est invalide");
      }
    } finally {
      await rm(path.join(mediaRoot, "site-1", folder), { recursive: true, force: true });
      await rm(path.join(mediaRoot, "site-2", folder), { recursive: true, force: true });
      await rm(path.join(mediaRoot, `${folder}.svg`), { force: true });
    }
  });

  it("GET /countries lists every ISO country in French", async () => {
    const countries: { id: number; alphaTwo: string; name: string }[] = await okData("/api/countries");
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.find((c) => c.alphaTwo === "FR")).toMatchObject({ id: 250, name: "France" });
  });

  it("GET /cities/{search}/{idCountry} finds French communes by name or postal code", async () => {
    const byName: { name: string; postalCode: string }[] = await okData("/api/cities/Beaune/250");
    expect(byName[0]).toMatchObject({ name: "Beaune", postalCode: "21200" });
    const byCode: { name: string }[] = await okData("/api/cities/33330/250");
    expect(byCode.map((c) => c.name)).toContain("Saint-Émilion");
    expect((await platform.call("/api/cities/Beaune/abc")).status).toBe(400);
  });
});

describe("bad input never crashes the API", () => {
  it("answers malformed JSON, wrong content type and oversized bodies in the envelope", async () => {
    const malformed = await platform.call("/api/image/load-svg", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const wrongType = await platform.call("/api/image/load-svg", { method: "POST", body: "url=/x.svg" });
    expect(wrongType.status).toBe(415);
    const wrongShape = await platform.call("/api/image/load-svg", { method: "POST", json: { url: 42 } });
    expect(wrongShape.status).toBe(400);
    expect((await envelopeOf(wrongShape)).data).toMatchObject({ errors: { url: expect.any(Array) } });
    const huge = await platform.call("/api/image/load-svg", {
      method: "POST",
      json: { url: "x".repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await envelopeOf(huge)).success).toBe(false);
  });

  it("answers unknown routes and methods with a 404 envelope", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["DELETE", "/api/parameter"],
      ["PATCH", "/api/page/1"],
    ] as const) {
      const response = await platform.call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await envelopeOf(response)).success).toBe(false);
    }
  });

  it("any method, path, headers and body get a 4xx or 2xx envelope, never a 500", async () => {
    const paths = [
      "/api/parameter",
      "/api/page/",
      "/api/popup/",
      "/api/site/visit/",
      "/api/cities/",
      "/api/image/load-svg",
      "/api/element/link-footer?nbItem=",
      "/api/component/conf/",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE"),
        fc.constantFrom(...paths),
        fc.string({ maxLength: 40 }),
        fc.option(fc.oneof(fc.string(), fc.constantFrom("1", "2", "0", "-1", "1.5")), { nil: undefined }),
        fc.option(fc.oneof(fc.string({ maxLength: 200 }), fc.json()), { nil: undefined }),
        async (method, path, suffix, idSite, body) => {
          const headers: Record<string, string> = {};
          if (idSite !== undefined && /^[\x20-\x7e]*$/.test(idSite)) headers.idSite = idSite;
          if (body !== undefined) headers["Content-Type"] = "application/json";
          const response = await platform.call(`${path}${encodeURIComponent(suffix)}`, {
            method,
            site: null,
            headers,
            body: method === "GET" || method === "DELETE" ? undefined : body,
          });
          expect(response.status).toBeLessThan(500);
          await envelopeOf(response);
        },
      ),
      { numRuns: 150 },
    );
  });
});
