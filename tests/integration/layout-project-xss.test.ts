// Issue 11 item 1: no script through the GrapesJS project of a layout. Every hostile project of
// tests/fixtures/project-xss-corpus.ts goes through the editor's preview call as an ADMIN; what is
// stored must hold no key outside the allow-list and nothing GrapesJS would run. Projects stored
// before the allow-list are cleaned by the start-up data migration.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminLayout } from "../../schemas/admin";
import type { PageDetail, PageNode } from "../../schemas/site";
import { queryRows, withSite } from "../../src/server/db/client";
import { dataMigrations, runDataMigrations } from "../../src/server/db/data-migrations";
import { layoutDrafts, layoutVersions, pageLayouts } from "../../src/server/db/schema";
import { layoutsSanitized } from "../../src/server/modules/admin/layout-project-migration";
import { layoutHash } from "../../src/server/modules/site/layout-hash";
import { projectScriptVectors, projectXssCorpus } from "../fixtures/project-xss-corpus";
import { type TestUser, userWithSession } from "../support/admin-session";
import { createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let admin: TestUser;
let home: PageDetail;

async function homePage(): Promise<PageDetail> {
  const tree = (await envelopeOf(await platform.call("/api/page"))).data as PageNode[];
  const node = tree.find((p) => p.url === "");
  if (!node) throw new Error("no home page");
  return (await envelopeOf(await platform.call(`/api/page/${node.id}`))).data as PageDetail;
}

async function call(path: string, init: Parameters<typeof platform.call>[1] = {}) {
  const response = await platform.call(path, { ...init, headers: { ...admin.headers } });
  return { status: response.status, body: await envelopeOf(response) };
}

function previewForm(projectData: string, baseHash: string) {
  const form = new FormData();
  form.set("html", "<p>Mise en page</p>");
  form.set("css", "");
  form.set("projectData", projectData);
  form.set("baseHash", baseHash);
  return form;
}

/** The project the draft row holds, as stored (not as the API shows it). */
async function storedDraftProject(idLayout: number): Promise<unknown> {
  return withSite(platform.db, 1, async (tx) => {
    const [row] = await tx
      .select({ projectData: layoutDrafts.projectData })
      .from(layoutDrafts)
      .where(and(eq(layoutDrafts.siteId, 1), eq(layoutDrafts.layoutId, idLayout)));
    return row?.projectData ?? null;
  });
}

beforeAll(async () => {
  admin = await userWithSession(platform.db, 1, "ADMIN");
  home = await homePage();
});

describe("the layout preview stores no script through the project (corpus)", () => {
  it("stores each hostile project rebuilt from the allow-list, or refuses it whole", async () => {
    const created = await call(`/api/admin/page/${home.id}/layout`, { method: "POST" });
    expect(created.status).toBe(201);
    const layout = created.body.data as AdminLayout;
    let baseHash = layout.storedHash;
    const outcomes: Record<string, number> = {};
    for (const { name, project } of projectXssCorpus) {
      const before = await storedDraftProject(layout.id);
      const saved = await call(`/api/admin/page/${home.id}/layout/${layout.id}/preview`, {
        method: "PUT",
        body: previewForm(JSON.stringify(project), baseHash),
      });
      outcomes[name] = saved.status;
      // a project that cannot be read (junk, too deep) is refused with the reason, nothing written
      if (saved.status === 422) {
        expect(saved.body.message, name).toMatch(/projet|profonde|JSON/i);
        expect(await storedDraftProject(layout.id), name).toEqual(before);
        continue;
      }
      expect(saved.status, `${name}: ${saved.body.message}`).toBe(200);
      const view = saved.body.data as AdminLayout;
      baseHash = view.storedHash;
      const stored = await storedDraftProject(layout.id);
      expect({ name, vectors: projectScriptVectors(stored) }).toEqual({ name, vectors: [] });
      // what the editor is handed is what is stored
      expect(view.draft?.projectData, name).toEqual(stored);
    }
    expect(Object.values(outcomes).filter((status) => status === 200).length).toBeGreaterThanOrEqual(20);
    // the report is stored, cleaned: not merely refused
    const report = projectXssCorpus[0]?.name ?? "";
    expect(outcomes[report]).toBe(200);
    expect(outcomes["a structure 200 levels deep"]).toBe(422);
    expect(outcomes["junk: a string"]).toBe(422);
  });

  it("keeps the wrapper's head empty: what the issue's report sent is gone", async () => {
    const created = (await call(`/api/admin/page/${home.id}/layout`, { method: "POST" })).body
      .data as AdminLayout;
    const report = projectXssCorpus[0];
    if (!report) throw new Error("empty corpus");
    const saved = await call(`/api/admin/page/${home.id}/layout/${created.id}/preview`, {
      method: "PUT",
      body: previewForm(JSON.stringify(report.project), created.storedHash),
    });
    expect(saved.status).toBe(200);
    expect(await storedDraftProject(created.id)).toEqual({
      version: 1,
      project: {
        pages: [
          {
            id: "page-1",
            frames: [
              {
                id: "frame-1",
                component: {
                  type: "wrapper",
                  components: [{ tagName: "p", components: [{ type: "textnode", content: "Bonjour" }] }],
                  head: { type: "head" },
                },
              },
            ],
          },
        ],
      },
    });
  });
});

describe("the start-up data migration cleans the projects stored before", () => {
  const hostile = {
    version: 1,
    project: {
      pages: [
        {
          frames: [
            {
              component: {
                type: "wrapper",
                head: {
                  type: "head",
                  components: [{ tagName: "img", attributes: { src: "x", onerror: "__xss(1)" } }],
                },
                components: [
                  {
                    tagName: "p",
                    script: "__xss(2)",
                    attributes: { onclick: "__xss(3)" },
                    content: "Bonjour",
                  },
                ],
              },
            },
          ],
        },
      ],
      styles: [{ selectors: ["#a"], style: { color: "red}</style><script>__xss(4)</script>" } }],
    },
  };
  const cleaned = {
    version: 1,
    project: {
      pages: [
        {
          frames: [
            {
              component: {
                type: "wrapper",
                head: { type: "head" },
                components: [{ tagName: "p", attributes: {}, content: "Bonjour" }],
              },
            },
          ],
        },
      ],
      styles: [{ selectors: ["#a"], style: {} }],
    },
  };

  it("rewrites published layouts, drafts and every version, once", async () => {
    const page = await homePage();
    const [first, second] = page.layouts;
    if (!first || !second) throw new Error("the home page has two layouts");
    const oldHtml = `<p data-gjs-script="__xss(5)" data-vs-form="contact">Bonjour</p>`;
    const seeded = await withSite(platform.db, 1, (tx) =>
      tx.select({ id: pageLayouts.id, html: pageLayouts.html, hash: pageLayouts.hash }).from(pageLayouts),
    );
    // stored as an older server stored them: as sent, straight into the rows
    const ids = await withSite(platform.db, 1, async (tx) => {
      await tx.update(pageLayouts).set({ projectData: hostile }).where(eq(pageLayouts.id, first.id));
      await tx
        .insert(layoutDrafts)
        .values({
          siteId: 1,
          layoutId: first.id,
          html: "<p>x</p>",
          projectData: hostile,
          hash: layoutHash("<p>x</p>"),
        })
        .onConflictDoUpdate({ target: layoutDrafts.layoutId, set: { projectData: hostile } });
      const versions = await tx
        .insert(layoutVersions)
        .values([
          {
            siteId: 1,
            layoutId: second.id,
            version: 900,
            // html and css written under the earlier rules: GrapesJS parses this html when the
            // layout has no project (data-gjs-script would be a script of the canvas)
            html: oldHtml,
            css: "#a{background:url(javajavascript:script:__xss(7))}",
            projectData: hostile,
            hash: layoutHash(oldHtml),
            publishedByEmail: "",
          },
          // a project no reader understands any more (a newer editor's): dropped, the html is kept
          {
            siteId: 1,
            layoutId: second.id,
            version: 901,
            html: "",
            projectData: { version: 99 },
            hash: "h",
            publishedByEmail: "",
          },
          {
            siteId: 1,
            layoutId: second.id,
            version: 902,
            html: "",
            projectData: cleaned,
            hash: "h",
            publishedByEmail: "",
          },
        ])
        .returning({ id: layoutVersions.id });
      return versions.map((v) => v.id);
    });

    const ran = await runDataMigrations(platform.db);
    expect(ran).toEqual([layoutsSanitized.name]);
    expect(dataMigrations).toContain(layoutsSanitized);

    await withSite(platform.db, 1, async (tx) => {
      const [layout] = await tx.select().from(pageLayouts).where(eq(pageLayouts.id, first.id));
      const [draft] = await tx.select().from(layoutDrafts).where(eq(layoutDrafts.layoutId, first.id));
      const versions = await tx
        .select()
        .from(layoutVersions)
        .where(sql`${layoutVersions.id} in ${ids}`)
        .orderBy(layoutVersions.version);
      expect(layout?.projectData).toEqual(cleaned);
      expect(draft?.projectData).toEqual(cleaned);
      expect(versions.map((v) => v.projectData)).toEqual([cleaned, null, cleaned]);
      expect(versions[0]).toMatchObject({
        html: `<p data-vs-form="contact">Bonjour</p>`,
        hash: layoutHash(`<p data-vs-form="contact">Bonjour</p>`),
        css: "#a{background:url(__xss(7))}",
      });
      // the seeded layouts were clean already: not rewritten
      const after = await tx
        .select({ id: pageLayouts.id, html: pageLayouts.html, hash: pageLayouts.hash })
        .from(pageLayouts);
      expect(after).toEqual(expect.arrayContaining(seeded));
      for (const stored of [layout?.projectData, draft?.projectData, versions[0]?.projectData]) {
        expect(projectScriptVectors(stored)).toEqual([]);
      }
    });

    // recorded: the next start does nothing, in one query
    const recorded = await queryRows<{ name: string }>(
      platform.db.owner,
      sql`select name from data_migrations`,
    );
    expect(recorded.map((r) => r.name)).toContain(layoutsSanitized.name);
    await withSite(platform.db, 1, (tx) =>
      tx.update(pageLayouts).set({ projectData: hostile }).where(eq(pageLayouts.id, first.id)),
    );
    expect(await runDataMigrations(platform.db)).toEqual([]);
    const [untouched] = await withSite(platform.db, 1, (tx) =>
      tx.select().from(pageLayouts).where(eq(pageLayouts.id, first.id)),
    );
    expect(untouched?.projectData).toEqual(hostile);
  });

  it("cleans each site through its own row-level-security wall, and cleans a clean project into itself", async () => {
    let calls = 0;
    const probe = {
      name: "test-probe",
      async run(tx: Parameters<typeof layoutsSanitized.run>[0], siteIds: readonly number[]) {
        calls += 1;
        expect(siteIds).toEqual(expect.arrayContaining([1, 2]));
        // the layout migration enters each site: it sees that site's layouts only
        const result = await layoutsSanitized.run(tx, [2]);
        const seen = await queryRows<{ site_id: number }>(tx, sql`select distinct site_id from page_layouts`);
        expect(seen.map((r) => r.site_id)).toEqual([2]);
        return result;
      },
    };
    expect(await runDataMigrations(platform.db, undefined, [probe])).toEqual(["test-probe"]);
    expect(await runDataMigrations(platform.db, undefined, [probe])).toEqual([]);
    expect(calls).toBe(1);
  });
});
