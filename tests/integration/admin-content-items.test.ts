// The owner's albums, services, popups and footer lists (issue 14 §2, decision 104) on the demo
// domaine (site 2): each call for the site's admins only, validation, stale versions, slugs that
// leave a 301, unpublished items hidden from visitors, popups' content through the XSS corpus.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAlbum, AdminFooterElement, AdminPopup, AdminService } from "../../schemas/content-desk";
import type { FooterLink } from "../../schemas/site";
import { allXssPayloads, scriptVectorsIn } from "../fixtures/xss-corpus";
import { type TestUser, userWithSession } from "../support/admin-session";
import { apiCaller, changeFeedCaughtUp, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, unknown[]> }).errors;
const PHOTO = "/api/media/file/site-2/library/vendanges.jpg";
const VIDEO = "/api/media/file/site-2/library/pressoir.mp4";

let admin: TestUser;
let customer: TestUser;
let otherAdmin: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
  customer = await userWithSession(platform.db, 2, "CUSTOMER");
  otherAdmin = await userWithSession(platform.db, 1, "ADMIN");
});

async function written<T>(write: () => Promise<T>): Promise<T> {
  const since = platform.cache.version(2);
  const result = await write();
  await changeFeedCaughtUp(platform, 2, since);
  return result;
}

const unique = () => Math.random().toString(36).slice(2, 8);

/** The calls every kind answers alike: roles, tenancy, 422, 409, delete. */
function commonCalls<T extends { id: number; version: number }>(
  noun: string,
  valid: () => Record<string, unknown>,
) {
  describe(`/api/admin/${noun}: roles, tenancy, versions`, () => {
    it("answers 401 to visitors, 403 to customers, and hides the rows from another site's admin", async () => {
      expect((await call(`/admin/${noun}`)).status).toBe(401);
      expect((await call(`/admin/${noun}`, { as: customer })).status).toBe(403);
      expect((await call(`/admin/${noun}`, { method: "POST", as: customer, json: valid() })).status).toBe(
        403,
      );
      const made = await call<T>(`/admin/${noun}`, { method: "POST", as: admin, json: valid() });
      expect(made.status, made.body.message).toBe(201);
      const id = made.data.id;
      expect((await call(`/admin/${noun}/${id}`, { as: otherAdmin, site: 1 })).status).toBe(404);
      const put = await call(`/admin/${noun}/${id}`, {
        method: "PUT",
        as: otherAdmin,
        site: 1,
        json: { ...valid(), version: made.data.version },
      });
      expect(put.status).toBe(404);
      expect((await call(`/admin/${noun}/${id}`, { method: "DELETE", as: otherAdmin, site: 1 })).status).toBe(
        404,
      );
      const theirs = await call<{ items: T[] }>(`/admin/${noun}`, { as: otherAdmin, site: 1 });
      expect(theirs.data.items.some((i) => i.id === id)).toBe(false);
      expect((await call(`/admin/${noun}/${id}`, { as: admin })).status).toBe(200);
    });

    it("refuses a stale version with the current object, then deletes", async () => {
      const made = await call<T>(`/admin/${noun}`, { method: "POST", as: admin, json: valid() });
      const body = { ...valid(), version: made.data.version };
      const saved = await call<T>(`/admin/${noun}/${made.data.id}`, { method: "PUT", as: admin, json: body });
      expect(saved.status, saved.body.message).toBe(200);
      expect(saved.data.version).toBe(made.data.version + 1);
      const stale = await call<{ current: T }>(`/admin/${noun}/${made.data.id}`, {
        method: "PUT",
        as: admin,
        json: body,
      });
      expect(stale.status).toBe(409);
      expect(stale.data.current.version).toBe(saved.data.version);
      expect((await call(`/admin/${noun}/${made.data.id}`, { method: "DELETE", as: admin })).status).toBe(
        200,
      );
      expect((await call(`/admin/${noun}/${made.data.id}`, { as: admin })).status).toBe(404);
      expect((await call(`/admin/${noun}/abc`, { as: admin })).status).toBe(404);
    });
  });
}

const album = () => ({
  title: `Vendanges ${unique()}`,
  slug: `vendanges-${unique()}`,
  description: "Les vendanges au domaine",
  items: [
    { src: PHOTO, alt: "Les vendangeurs", caption: "Septembre" },
    { src: VIDEO, alt: "Le pressoir" },
  ],
  coverSrc: PHOTO,
});
const service = () => ({
  title: `Dégustation ${unique()}`,
  slug: `degustation-${unique()}`,
  summary: "Une heure au caveau",
  html: "<p>Cinq vins <strong>commentés</strong></p>",
  price: "25 €",
  duration: "1 h",
  tags: ["Visite", "caveau", "visite"],
  pageStyle: "LIST",
});
const popup = () => ({ title: `Avis ${unique()}`, html: "<p>Fermé le lundi</p>", pages: ["/", "/contact/"] });
const footerLink = () => ({
  kind: "LINK",
  label: `Partenaire ${unique()}`,
  url: "https://www.vins-de-loire.fr",
});

commonCalls<AdminAlbum>("album", album);
commonCalls<AdminService>("service", service);
commonCalls<AdminPopup>("popup", popup);
commonCalls<AdminFooterElement>("footer", footerLink);

describe("albums", () => {
  it("keeps photos and videos in their order with captions and cover; visitors see it at once", async () => {
    const input = album();
    const made = await written(() =>
      call<AdminAlbum>("/admin/album", { method: "POST", as: admin, json: input }),
    );
    expect(made.data.items).toEqual([
      { src: PHOTO, alt: "Les vendangeurs", caption: "Septembre", type: "IMAGE" },
      { src: VIDEO, alt: "Le pressoir", caption: null, type: "VIDEO" },
    ]);
    const seen = await call<{ title: string; media: { src: string; caption: string | null }[] }>(
      `/album/${input.slug}`,
    );
    expect(seen.status).toBe(200);
    expect(seen.data.media.map((m) => [m.src, m.caption])).toEqual([
      [PHOTO, "Septembre"],
      [VIDEO, null],
    ]);
  });

  it("answers 404 to visitors once unpublished, and 301s from a former slug", async () => {
    const input = album();
    const made = await call<AdminAlbum>("/admin/album", { method: "POST", as: admin, json: input });
    const newSlug = `${input.slug}-bis`;
    const renamed = await written(() =>
      call<AdminAlbum>(`/admin/album/${made.data.id}`, {
        method: "PUT",
        as: admin,
        json: { ...input, slug: newSlug, version: made.data.version },
      }),
    );
    expect(renamed.status).toBe(200);
    const old = await call<{ movedTo: string }>(`/album/${input.slug}`);
    expect(old.status).toBe(404);
    expect(old.data.movedTo).toBe(newSlug);
    await written(() =>
      call(`/admin/album/${made.data.id}`, {
        method: "PUT",
        as: admin,
        json: { ...input, slug: newSlug, isValid: false, version: renamed.data.version },
      }),
    );
    expect((await call(`/album/${newSlug}`)).status).toBe(404);
    // the site's admins still see it, marked, in an answer no cache shares (issue 14 §7)
    const preview = await call<{ title: string; unpublished?: boolean }>(`/album/${newSlug}`, { as: admin });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ title: input.title, unpublished: true });
    expect((await call(`/album/${newSlug}`)).status).toBe(404);
    const listed = await call<{ items: AdminAlbum[] }>("/admin/album", { as: admin });
    expect(listed.data.items.find((a) => a.id === made.data.id)?.isValid).toBe(false);
  });

  it("refuses a bad slug, a file that is not a media, another site's media, a cover outside the album", async () => {
    const bad = await call("/admin/album", {
      method: "POST",
      as: admin,
      json: { ...album(), slug: "Pas Bon", items: [{ src: "javascript:alert(1)", alt: "" }], coverSrc: null },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad.data)).sort()).toEqual(["items.0.src", "slug"]);
    const foreign = await call("/admin/album", {
      method: "POST",
      as: admin,
      json: { ...album(), items: [{ src: "/api/media/file/site-1/library/x.jpg", alt: "" }], coverSrc: null },
    });
    expect(foreign.status).toBe(422);
    const cover = await call("/admin/album", {
      method: "POST",
      as: admin,
      json: { ...album(), coverSrc: "/api/media/file/site-2/library/autre.jpg" },
    });
    expect(errorsOf(cover.data).coverSrc).toBeDefined();
    const taken = album();
    await call("/admin/album", { method: "POST", as: admin, json: taken });
    const twice = await call("/admin/album", {
      method: "POST",
      as: admin,
      json: { ...album(), slug: taken.slug },
    });
    expect(twice.status).toBe(422);
    expect(errorsOf(twice.data).slug).toBeDefined();
  });
});

describe("services", () => {
  it("sanitizes the rich text, keeps tags once, and 301s from a former slug", async () => {
    const input = { ...service(), html: '<p onclick="__xss(1)">Visite<script>__xss(2)</script></p>' };
    const made = await written(() =>
      call<AdminService>("/admin/service", { method: "POST", as: admin, json: input }),
    );
    expect(made.data.html).toBe("<p>Visite</p>");
    expect(made.data.tags).toEqual(["visite", "caveau"]);
    expect(made.data.pageStyle).toBe("LIST");
    expect((await call(`/service/${input.slug}`)).status).toBe(200);
    const renamed = await written(() =>
      call<AdminService>(`/admin/service/${made.data.id}`, {
        method: "PUT",
        as: admin,
        json: { ...input, slug: `${input.slug}-2`, isValid: false, version: made.data.version },
      }),
    );
    expect(renamed.status).toBe(200);
    // unpublished: 404 to visitors, and no 301 towards it either
    const old = await call<{ movedTo?: string } | null>(`/service/${input.slug}`);
    expect(old.status).toBe(404);
    expect(old.data?.movedTo).toBeUndefined();
    const preview = await call<{ unpublished?: boolean }>(`/service/${input.slug}-2`, { as: admin });
    expect(preview.status).toBe(200);
    expect(preview.data.unpublished).toBe(true);
    expect((await call(`/service/${input.slug}-2`)).status).toBe(404);
    await written(() =>
      call(`/admin/service/${made.data.id}`, {
        method: "PUT",
        as: admin,
        json: { ...input, slug: `${input.slug}-2`, isValid: true, version: renamed.data.version },
      }),
    );
    expect((await call<{ movedTo: string }>(`/service/${input.slug}`)).data.movedTo).toBe(`${input.slug}-2`);
  });

  it("refuses a page style outside SERVICE_PAGE_STYLE's options and bad tags", async () => {
    const bad = await call("/admin/service", {
      method: "POST",
      as: admin,
      json: { ...service(), pageStyle: "GRID", tags: ["<b>"] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad.data)).sort()).toEqual(["pageStyle", "tags.0"]);
  });
});

describe("popups", () => {
  it("opens on the pages the owner picked, and only there", async () => {
    const made = await written(() =>
      call<AdminPopup>("/admin/popup", { method: "POST", as: admin, json: popup() }),
    );
    expect(made.data.pages).toEqual(["/", "/contact"]);
    const onLoad = await call<{ popups: { id: number; pages: string[] }[] }>("/popup");
    expect(onLoad.data.popups.find((p) => p.id === made.data.id)?.pages).toEqual(["/", "/contact"]);
    const bad = await call("/admin/popup", {
      method: "POST",
      as: admin,
      json: { ...popup(), pages: ["https://evil.example"] },
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.data)["pages.0"]).toBeDefined();
    await written(() =>
      call(`/admin/popup/${made.data.id}`, {
        method: "PUT",
        as: admin,
        json: { ...popup(), isValid: false, version: made.data.version },
      }),
    );
    expect((await call(`/popup/${made.data.id}`)).status).toBe(404);
    const after = await call<{ popups: { id: number }[] }>("/popup");
    expect(after.data.popups.some((p) => p.id === made.data.id)).toBe(false);
  });

  it("stores no script vector of the XSS corpus in a popup's content", { timeout: 240_000 }, async () => {
    const corpus = allXssPayloads.filter((p) => ["html", "mutation", "attribute", "url"].includes(p.context));
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    for (const payload of corpus) {
      const made = await call<AdminPopup>("/admin/popup", {
        method: "POST",
        as: admin,
        json: { title: `xss ${payload.id}`, html: `<p>Avant</p>${payload.text}<p>Après</p>` },
      });
      expect(made.status, payload.text).toBe(201);
      expect({ payload: payload.text, vectors: scriptVectorsIn(made.data.html) }).toEqual({
        payload: payload.text,
        vectors: [],
      });
      const served = await call<{ html: string }>(`/popup/${made.data.id}`);
      expect(scriptVectorsIn(served.data.html)).toEqual([]);
    }
  });
});

describe("footer lists", () => {
  it("serves the owner's links and logos in their order through the spec's calls", async () => {
    const link = await written(() =>
      call<AdminFooterElement>("/admin/footer", {
        method: "POST",
        as: admin,
        json: { kind: "LINK", label: "Interloire", url: "/visites-degustations", order: 0 },
      }),
    );
    expect(link.status, link.body.message).toBe(201);
    const links = await call<{ items: FooterLink[] }>("/element/link-footer");
    const first = links.data.items.findIndex((l) => l.id === link.data.id);
    expect(links.data.items[first]).toMatchObject({
      label: "Interloire",
      url: "/visites-degustations",
      order: 0,
    });
    // order 0 comes before the seeded links (1, 2…)
    expect(links.data.items.slice(first + 1).every((l) => l.order >= 0)).toBe(true);
    expect(links.data.items.findIndex((l) => l.label === "Mentions légales")).toBeGreaterThan(first);
    const logo = await written(() =>
      call<AdminFooterElement>("/admin/footer", {
        method: "POST",
        as: admin,
        json: { kind: "LOGO", label: "Terra Vitis", image: PHOTO, url: "https://www.terravitis.com" },
      }),
    );
    const logos = await call<{ items: { id: number; image: string; alt: string }[] }>("/element/logo-footer");
    expect(logos.data.items.find((l) => l.id === logo.data.id)).toMatchObject({
      image: PHOTO,
      alt: "Terra Vitis",
    });
  });

  it("takes http(s) or local links only, and a logo from the media library", async () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "ftp://x.example", " "]) {
      const bad = await call("/admin/footer", {
        method: "POST",
        as: admin,
        json: { kind: "LINK", label: "x", url },
      });
      expect(bad.status, url).toBe(422);
      expect(errorsOf(bad.data).url, url).toBeDefined();
    }
    const noImage = await call("/admin/footer", {
      method: "POST",
      as: admin,
      json: { kind: "LOGO", label: "x" },
    });
    expect(errorsOf(noImage.data).image).toBeDefined();
    const noLabel = await call("/admin/footer", {
      method: "POST",
      as: admin,
      json: { kind: "LINK", url: "/" },
    });
    expect(errorsOf(noLabel.data).label).toBeDefined();
  });
});
