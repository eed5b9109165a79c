import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminLayout, HashCheckResult, LayoutVersion } from "../../schemas/admin";
import type { PageDetail, PageNode } from "../../schemas/site";
import { layoutHash } from "../../src/server/modules/site/layout-hash";
import { scriptVectorsIn, xssCorpus } from "../fixtures/xss-corpus";
import { type TestUser, userWithSession } from "../support/admin-session";
import { changeFeedCaughtUp, createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let admin: TestUser;
let otherAdmin: TestUser;
let home: PageDetail;

// A 1×1 PNG, the smallest thumbnail the editor could send.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const project = (text: string) =>
  JSON.stringify({
    pages: [{ frames: [{ component: { type: "wrapper", components: [{ tagName: "h2", content: text }] } }] }],
    styles: [],
    assets: [],
  });

async function homePage(): Promise<PageDetail> {
  const tree = (await envelopeOf(await platform.call("/api/page"))).data as PageNode[];
  const node = tree.find((p) => p.url === "");
  if (!node) throw new Error("no home page");
  return (await envelopeOf(await platform.call(`/api/page/${node.id}`))).data as PageDetail;
}

const layoutPath = (idLayout: number, idPage = home.id) => `/api/admin/page/${idPage}/layout/${idLayout}`;

function previewForm(
  fields: { html: string; css?: string; projectData?: string; baseHash: string },
  thumbnail?: Blob,
) {
  const form = new FormData();
  form.set("html", fields.html);
  form.set("css", fields.css ?? "");
  form.set("projectData", fields.projectData ?? project("Texte"));
  form.set("baseHash", fields.baseHash);
  if (thumbnail) form.set("thumbnail", thumbnail, "apercu.png");
  return form;
}

async function call(path: string, init: Parameters<typeof platform.call>[1] & { user?: TestUser } = {}) {
  const { user = admin, ...rest } = init;
  const response = await platform.call(path, { ...rest, headers: { ...user.headers } });
  return { status: response.status, body: await envelopeOf(response) };
}

async function savePreview(idLayout: number, fields: Parameters<typeof previewForm>[0], thumbnail?: Blob) {
  return call(`${layoutPath(idLayout)}/preview`, { method: "PUT", body: previewForm(fields, thumbnail) });
}

beforeAll(async () => {
  admin = await userWithSession(platform.db, 1, "ADMIN");
  otherAdmin = await userWithSession(platform.db, 1, "SUPER_ADMIN");
  home = await homePage();
});

describe("hash check (DESIGN.md §4)", () => {
  it("says whether the html the editor holds is still the stored layout", async () => {
    const layout = home.layouts[0];
    if (!layout) throw new Error("no layout");
    const same = await call(`${layoutPath(layout.id)}/hash/check`, {
      method: "POST",
      json: { html: layout.html },
    });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ hash: layout.hash, storedHash: layout.hash, matches: true });
    // whitespace alone changes nothing (normalized html)
    const spaced = await call(`${layoutPath(layout.id)}/hash/check`, {
      method: "POST",
      json: { html: `  ${layout.html.replace(/></g, ">\n  <")}\n` },
    });
    expect((spaced.body.data as HashCheckResult).matches).toBe(true);
    const other = await call(`${layoutPath(layout.id)}/hash/check`, {
      method: "POST",
      json: { html: "<p>autre</p>" },
    });
    expect(other.body.data).toEqual({
      hash: layoutHash("<p>autre</p>"),
      storedHash: layout.hash,
      matches: false,
    });
  });

  it("answers 404 for a layout of another page and 400 for a body without html", async () => {
    const layout = home.layouts[0];
    if (!layout) throw new Error("no layout");
    expect(
      (await call(`${layoutPath(layout.id, home.id + 1)}/hash/check`, { method: "POST", json: { html: "" } }))
        .status,
    ).toBe(404);
    expect((await call(`${layoutPath(layout.id)}/hash/check`, { method: "POST", json: {} })).status).toBe(
      400,
    );
  });
});

describe("preview, publish, versions and restore (spec §7)", () => {
  it("saves a draft that visitors do not see, refuses a stale base hash, publishes and restores", async () => {
    const layout = home.layouts[1];
    if (!layout) throw new Error("no second layout");
    const original = layout.html;

    // 1. a preview from the stored hash is saved as the draft, sanitized
    const first = await savePreview(layout.id, {
      html: `<h2 class="vs-section__title">Nouveau titre</h2><script>alert(1)</script>`,
      css: "#x{color:red}",
      projectData: project("Nouveau titre"),
      baseHash: layout.hash,
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.message).toBe("Aperçu enregistré");
    const draft = first.body.data as AdminLayout;
    expect(draft.draft?.html).toBe(`<h2 class="vs-section__title">Nouveau titre</h2>`);
    expect(draft.storedHash).toBe(layoutHash(draft.draft?.html ?? ""));
    expect(draft.draft?.projectData).toMatchObject({ version: 1, project: { pages: [{}] } });
    expect(draft.html).toBe(original);
    // visitors still get the published html
    expect((await homePage()).layouts[1]?.html).toBe(original);

    // 2. another admin who started from the old hash gets a 409 with the current hash: nothing written
    const stale = await call(`${layoutPath(layout.id)}/preview`, {
      method: "PUT",
      user: otherAdmin,
      body: previewForm({ html: "<p>écrase</p>", baseHash: layout.hash }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toEqual({ storedHash: draft.storedHash, baseHash: layout.hash });
    const check = await call(`${layoutPath(layout.id)}/hash/check`, {
      method: "POST",
      json: { html: draft.draft?.html },
    });
    expect((check.body.data as HashCheckResult).matches).toBe(true);

    // 3. the editor may overwrite on purpose, with the hash the 409 gave
    const overwrite = await call(`${layoutPath(layout.id)}/preview`, {
      method: "PUT",
      user: otherAdmin,
      body: previewForm({
        html: "<h2>Version finale</h2>",
        projectData: project("Version finale"),
        baseHash: draft.storedHash,
      }),
    });
    expect(overwrite.status).toBe(200);
    const finalHash = (overwrite.body.data as AdminLayout).storedHash;

    // 4. publishing from a stale hash is refused; from the current one it goes live
    expect(
      (
        await call(`${layoutPath(layout.id)}/publish`, {
          method: "POST",
          json: { baseHash: draft.storedHash },
        })
      ).status,
    ).toBe(409);
    const since = platform.cache.version(1);
    const published = await call(`${layoutPath(layout.id)}/publish`, {
      method: "POST",
      json: { baseHash: finalHash },
    });
    expect(published.status, published.body.message).toBe(200);
    expect(published.body.data).toMatchObject({
      version: 2,
      layout: { html: "<h2>Version finale</h2>", draft: null },
    });
    await changeFeedCaughtUp(platform, 1, since);
    expect((await homePage()).layouts[1]?.html).toBe("<h2>Version finale</h2>");

    // 5. nothing left to publish
    const again = await call(`${layoutPath(layout.id)}/publish`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/brouillon/);

    // 6. every published version is kept, the original one included, and can be restored
    const list = await call(`${layoutPath(layout.id)}/versions`);
    const versions = (list.body.data as { versions: LayoutVersion[] }).versions;
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]?.publishedBy).toBe(admin.email);
    const originalVersion = versions.find((v) => v.version === 1);
    if (!originalVersion) throw new Error("no version 1");
    const since2 = platform.cache.version(1);
    const restored = await call(`${layoutPath(layout.id)}/versions/${originalVersion.id}/restore`, {
      method: "POST",
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe("Version 1 restaurée et publiée");
    expect(restored.body.data).toMatchObject({ version: 3, restored: 1 });
    await changeFeedCaughtUp(platform, 1, since2);
    expect((await homePage()).layouts[1]?.html).toBe(original);
    const after = (await call(`${layoutPath(layout.id)}/versions`)).body.data as {
      versions: LayoutVersion[];
    };
    expect(after.versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    expect((await call(`${layoutPath(layout.id)}/versions/999999/restore`, { method: "POST" })).status).toBe(
      404,
    );
  });

  it("stores a thumbnail through the media store, readable by this site's admins only", async () => {
    const layout = home.layouts[2];
    if (!layout) throw new Error("no third layout");
    const saved = await savePreview(
      layout.id,
      { html: "<p>avec aperçu</p>", baseHash: layout.hash },
      new Blob([png], { type: "image/png" }),
    );
    expect(saved.status, saved.body.message).toBe(200);
    const key = (saved.body.data as AdminLayout).draft?.thumbnail;
    expect(key).toMatch(/^site-1\/layouts\/[0-9a-f-]{36}\.png$/);
    const media = await platform.call(`/api/admin/media/${key}`, { headers: admin.headers });
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await media.arrayBuffer()).equals(png)).toBe(true);
    const site2Admin = await userWithSession(platform.db, 2, "ADMIN");
    expect(
      (await platform.call(`/api/admin/media/${key}`, { site: 2, headers: site2Admin.headers })).status,
    ).toBe(404);
    expect((await platform.call(`/api/admin/media/${key}`)).status).toBe(401);
  });

  it("refuses with a clear error a body that is not multipart, a fake image, a big file and a bad project", async () => {
    const layout = home.layouts[0];
    if (!layout) throw new Error("no layout");
    const json = await call(`${layoutPath(layout.id)}/preview`, {
      method: "PUT",
      json: { html: "<p>x</p>" },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe("La requête doit être envoyée en multipart/form-data");
    const fake = await savePreview(
      layout.id,
      { html: "<p>x</p>", baseHash: layout.hash },
      new Blob(["<script>alert(1)</script>"], { type: "image/png" }),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/thumbnail/);
    const big = await savePreview(
      layout.id,
      { html: "<p>x</p>", baseHash: layout.hash },
      new Blob([png, new Uint8Array(3 * 1024 * 1024)], { type: "image/png" }),
    );
    expect(big.status).toBe(413);
    const badProject = await savePreview(layout.id, {
      html: "<p>x</p>",
      projectData: "{oops",
      baseHash: layout.hash,
    });
    expect(badProject.status).toBe(422);
    expect(badProject.body.message).toBe("Le projet de mise en page n’est pas un JSON valide");
    const missing = await call(`${layoutPath(layout.id)}/preview`, {
      method: "PUT",
      body: (() => {
        const f = new FormData();
        f.set("html", "<p>x</p>");
        return f;
      })(),
    });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body.data as { errors: object }).errors)).toEqual(
      expect.arrayContaining(["projectData", "baseHash"]),
    );
    // nothing of this was written
    const check = await call(`${layoutPath(layout.id)}/hash/check`, {
      method: "POST",
      json: { html: layout.html },
    });
    expect((check.body.data as HashCheckResult).matches).toBe(true);
  });

  it("adds a new, empty layout at a position of the page", async () => {
    const page = await homePage();
    const since = platform.cache.version(1);
    const created = await call(`/api/admin/page/${page.id}/layout`, {
      method: "POST",
      json: { position: 1 },
    });
    expect(created.status).toBe(201);
    const layout = created.body.data as AdminLayout;
    expect(layout).toMatchObject({ html: "", pageId: page.id, draft: null });
    await changeFeedCaughtUp(platform, 1, since);
    const after = await homePage();
    expect(after.layouts.map((l) => l.id)).toEqual([
      page.layouts[0]?.id,
      layout.id,
      ...page.layouts.slice(1).map((l) => l.id),
    ]);
    expect((await call(`/api/admin/page/999999/layout`, { method: "POST" })).status).toBe(404);
  });

  it("records who did what in the audit trail", async () => {
    const audit = await call("/api/admin/audit?nbItem=100");
    const items = (audit.body.data as { items: { userEmail: string; action: string; target: string }[] })
      .items;
    expect(items.map((i) => i.action)).toEqual(
      expect.arrayContaining(["layout.preview", "layout.publish", "layout.restore", "layout.create"]),
    );
    expect(items.find((i) => i.action === "layout.publish")?.userEmail).toBe(admin.email);
  });
});

describe("the server sanitizes whatever the editor sends (XSS corpus)", () => {
  it("stores and publishes none of the corpus' script vectors", async () => {
    const page = await homePage();
    const created = (await call(`/api/admin/page/${page.id}/layout`, { method: "POST" })).body
      .data as AdminLayout;
    let baseHash = created.storedHash;
    for (const payload of xssCorpus) {
      const saved = await savePreview(created.id, {
        html: `<section class="vs-section">${payload}</section>`,
        css: `#a{color:red}</style><script>alert(1)</script>@import url(https://evil.example/x.css);`,
        projectData: project(payload),
        baseHash,
      });
      expect(saved.status, payload).toBe(200);
      const layout = saved.body.data as AdminLayout;
      expect({ payload, vectors: scriptVectorsIn(layout.draft?.html ?? "") }).toEqual({
        payload,
        vectors: [],
      });
      expect(layout.draft?.css).not.toMatch(/<\/style|@import/i);
      expect(JSON.stringify(layout.draft?.projectData)).not.toMatch(
        /<script|onerror=|javascript:(?:alert|__xss)/i,
      );
      baseHash = layout.storedHash;
    }
    const published = await call(`${layoutPath(created.id, page.id)}/publish`, { method: "POST" });
    expect(published.status).toBe(200);
    const html = (published.body.data as { layout: AdminLayout }).layout.html;
    expect(scriptVectorsIn(html)).toEqual([]);
  });
});
