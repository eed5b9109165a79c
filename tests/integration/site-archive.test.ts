// Export, import and deletion of a whole site (issue 19 §5) on a copy of the seeded database: the
// domaine (site 2, with an order, a credit note, a medium in its library and in a page) exported,
// imported as a new site on a new host and rendered page for page like the original; the import
// into another platform instance; the refusals that write nothing; and the isolation test: every
// row of every site table and every media file counted per site before and after a deletion.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Media } from "../../schemas/media";
import { queryRows, withSite } from "../../src/server/db/client";
import { pageLayouts, pages, platformAudit, products } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/logger";
import { deleteSite, exportSite, importSite } from "../../src/server/modules/platform/archive";
import { filesUnder } from "../../src/server/modules/platform/archive-export";
import type { Actor, PlatformDeps } from "../../src/server/modules/platform/deps";
import { archivedTables, SITE_URLS, siteTables } from "../../src/server/modules/platform/site-tables";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { domaineBasket, moveOrder, orderSix } from "../support/domaine-orders";
import {
  createTestPlatform,
  createTestServer,
  envelopeOf,
  root,
  type TestPlatform,
} from "../support/test-platform";

const actor: Actor = { kind: "cli", name: "archive-test" };
const scratch = path.join(root, `.tmp/archive-${randomBytes(4).toString("hex")}`);

async function platformIn(folder: string) {
  const mediaDir = path.join(scratch, folder, "media");
  await mkdir(mediaDir, { recursive: true });
  const platform = await createTestPlatform({ mediaDir });
  const deps: PlatformDeps = {
    db: platform.db,
    sites: platform.sites,
    cache: platform.cache,
    log: createLogger("silent"),
    mailer: platform.mailer,
    dataDir: path.dirname(mediaDir),
    mediaDir,
    mediaQuotaBytes: 1024 ** 3,
    platformHost: "platform.localhost",
    dnsTarget: "sites.example.test",
    mode: "test",
    trustProxy: [],
  };
  return { platform, deps };
}

const first = await platformIn("first");
const { platform, deps } = first;
const server = await createTestServer(platform);
afterAll(async () => {
  await platform.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Rows of every site table (site_urls included), for one site. */
async function rowCounts(p: TestPlatform, idSite: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of siteTables) {
    const [row] = await queryRows<{ n: number }>(
      p.db.owner,
      sql`select count(*)::int as n from ${sql.identifier(table.name)} where site_id = ${idSite}`,
    );
    counts[table.name] = row?.n ?? 0;
  }
  return counts;
}

const mediaFiles = async (d: PlatformDeps, idSite: number) =>
  (await filesUnder(path.join(d.mediaDir, `site-${idSite}`))).length;

/** Rows of every table of the database, all sites together (what a refusal must leave as it was). */
async function everything(p: TestPlatform) {
  const counts: Record<string, number> = {};
  for (const name of [...siteTables.map((t) => t.name), "sites", "platform_audit"]) {
    const [row] = await queryRows<{ n: number }>(
      p.db.owner,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

// ---- The domaine as an owner leaves it: a photo in its library, shown on a product and in a page,
// an order delivered, another paid then cancelled (its credit note).
const admin = await userWithSession(platform.db, 2, "SUPER_ADMIN");
const buyer = await userWithSession(platform.db, 2, "CUSTOMER", {
  firstname: "Jeanne",
  lastname: "Martin",
  birthdate: "1980-05-04",
});
const call = apiCaller(platform, { site: 2 });

const photo = new Uint8Array(
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 110, g: 30, b: 50 } } })
    .jpeg()
    .toBuffer(),
);
const form = new FormData();
form.append("file", new Blob([photo], { type: "image/jpeg" }), `chai-${randomBytes(3).toString("hex")}.jpg`);
form.append("alt", "Le chai");
const uploaded = (await envelopeOf(
  await platform.call("/api/admin/media", { site: 2, method: "POST", body: form, headers: admin.headers }),
)) as { data: Media[] };
const medium = uploaded.data[0];
if (!medium) throw new Error("no upload");

const PRODUCT_SLUG = "saumur-champigny-les-trois-coteaux";
const CMS_PAGE = "le-domaine/notre-histoire";
const [cmsPage] = await withSite(platform.db, 2, (tx) =>
  tx
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, 2), eq(pages.url, CMS_PAGE))),
);
await withSite(platform.db, 2, async (tx) => {
  await tx
    .update(products)
    .set({ image: medium.url })
    .where(and(eq(products.siteId, 2), eq(products.slug, PRODUCT_SLUG)));
  const [layout] = await tx
    .select()
    .from(pageLayouts)
    .where(eq(pageLayouts.pageId, cmsPage?.id ?? 0))
    .limit(1);
  if (!layout) throw new Error(`no layout on ${CMS_PAGE}`);
  await tx
    .update(pageLayouts)
    .set({ html: `${layout.html}<figure><img src="${medium.url}" alt="Le chai"></figure>` })
    .where(eq(pageLayouts.id, layout.id));
});
const basket = await domaineBasket(call);
const delivered = await orderSix(call, buyer.token, basket);
await moveOrder(call, admin.token, delivered.id, ["PAID", "PREPARING", "SHIPPED", "DELIVERED"]);
const cancelled = await orderSix(call, buyer.token, basket);
await moveOrder(call, admin.token, cancelled.id, ["PAID", "CANCELLED"]);

const exported = await exportSite(deps, actor, 2);
const archiveBytes = new Uint8Array(
  await import("node:fs/promises").then((fs) => fs.readFile(exported.path)),
);
const entries = unzipSync(archiveBytes);
const textOf = (name: string) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(entries[name]);

describe("export: one zip of everything the site owns", () => {
  it("is written under DATA_DIR/exports as site-<id>-<UTC timestamp>.zip and recorded in the audit", async () => {
    expect(path.dirname(exported.path)).toBe(path.join(deps.dataDir, "exports"));
    expect(path.basename(exported.path)).toMatch(/^site-2-\d{8}T\d{9}Z\.zip$/);
    expect(exported.bytes).toBe(archiveBytes.length);
    const lines = await platform.db.owner
      .select()
      .from(platformAudit)
      .where(eq(platformAudit.action, "site.export"));
    expect(lines.map((l) => [l.siteId, l.siteName])).toContainEqual([2, expect.any(String)]);
  });

  it("holds a file per site table, discovered from the schema: none is missing", () => {
    const manifest = JSON.parse(textOf("manifest.json")) as {
      formatVersion: number;
      site: { id: number };
      tables: Record<string, number>;
      omitted: string[];
      files: { path: string }[];
    };
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.site.id).toBe(2);
    const inArchive = new Set(
      Object.keys(entries)
        .filter((n) => n.startsWith("tables/"))
        .map((n) => n.slice("tables/".length, -".json".length)),
    );
    inArchive.add(SITE_URLS); // in site.json
    for (const table of siteTables) {
      expect(inArchive.has(table.name) || manifest.omitted.includes(table.name), table.name).toBe(true);
      if (!manifest.omitted.includes(table.name))
        expect(manifest.tables[table.name], table.name).toBeTypeOf("number");
    }
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      Object.keys(entries)
        .filter((n) => n !== "manifest.json")
        .sort(),
    );
  });

  it("carries the rows, the layouts with their versions, the media files and the spreadsheets", async () => {
    const counts = await rowCounts(platform, 2);
    for (const table of archivedTables) {
      const file = JSON.parse(textOf(`tables/${table.name}.json`)) as { rows: unknown[] };
      expect(file.rows.length, table.name).toBe(counts[table.name]);
    }
    expect(counts.orders).toBeGreaterThanOrEqual(2);
    expect(counts.credit_notes).toBeGreaterThanOrEqual(1);
    expect(counts.page_layouts).toBeGreaterThan(0);
    const key = medium.url.slice("/api/media/file/".length);
    const onDisk = await import("node:fs/promises").then((fs) => fs.readFile(path.join(deps.mediaDir, key)));
    expect(entries[`media/${key.slice("site-2/".length)}`]).toEqual(new Uint8Array(onDisk));
    const site = JSON.parse(textOf("site.json")) as { site: { name: string }; urls: { host: string }[] };
    expect(site.urls.map((u) => u.host)).toContain("domaine.localhost");
    for (const name of ["customers", "orders", "order_lines", "products", "invoices"]) {
      expect(textOf(`csv/${name}.csv`).startsWith("\uFEFF"), name).toBe(true);
    }
    expect(textOf("csv/orders.csv")).toContain(delivered.reference);
    expect(textOf("csv/customers.csv")).toContain(buyer.email);
    const invoices = textOf("csv/invoices.csv");
    expect(invoices).toContain(`Facture;${cancelled.reference}`);
    expect(invoices).toMatch(/Avoir;A-\d{6};/);
    expect(textOf("csv/products.csv")).toContain(PRODUCT_SLUG);
  });
});

// ---- Import on a new host, rendered like the original ----------------------------------------
const COPY_HOST = "copie-domaine.localhost";
const COPY_PROD = "copie-domaine.example.fr";
const copy = await importSite(deps, actor, archiveBytes, {
  name: "Copie du domaine",
  hosts: { dev: [COPY_HOST], prod: [COPY_PROD] },
});

const get = async (host: string, pathname: string) => {
  const response = await server.fetch(
    new Request(`http://${host}:3000${pathname}`, { headers: { host: `${host}:3000` }, redirect: "manual" }),
  );
  return { status: response.status, html: await response.text() };
};

/** The copy's ids of `table` → the original's: the import keeps the rows' order, so the nth is the nth. */
async function originalIds(table: string, idCopy: number): Promise<Map<number, number>> {
  const ids = (idSite: number) =>
    queryRows<{ id: number }>(
      platform.db.owner,
      sql`select id from ${sql.identifier(table)} where site_id = ${idSite} order by id`,
    ).then((rows) => rows.map((r) => r.id));
  const [before, after] = [await ids(2), await ids(idCopy)];
  return new Map(after.map((id, i) => [id, before[i] ?? -1]));
}

/**
 * What must differ between the two sites' pages: hosts, site ids in media paths, nonces, and the
 * ids of rows (new on import) where a page shows them — turned back into the original's. The
 * scripts go (the router's hydration data names rows by their ids): what is compared is the page
 * a visitor gets.
 */
function normalized(
  html: string,
  hosts: string[],
  idSite: number,
  ids?: Record<string, Map<number, number>>,
) {
  const back = (table: string, id: string) => String(ids?.[table]?.get(Number(id)) ?? id);
  return hosts
    .reduce((text, host, i) => text.replaceAll(`//${host}`, `//HOST${i}`), html)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script></script>")
    .replaceAll(`site-${idSite}/`, "site-N/")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/data-layout-id="(\d+)"/g, (_, id: string) => `data-layout-id="${back("page_layouts", id)}"`)
    .replace(
      /(-size" (?:checked="" )?value="|[?&]d=)(\d+)/g,
      (_, before: string, id: string) => `${before}${back("product_declinations", id)}`,
    )
    .replace(/\/e\/[0-9a-f]{10}/g, "/e/CODE")
    .replace(
      /(data-early-popup="|vs-early-popup-)(\d+)/g,
      (_, prefix: string, id: string) => `${prefix}${back("popups", id)}`,
    );
}

/** The archive with `changes` made, its manifest's list of files made to match (a consistent forgery). */
const repacked = (changes: Record<string, Uint8Array>) => {
  const files = { ...entries, ...changes };
  delete files["manifest.json"];
  const manifest = JSON.parse(textOf("manifest.json")) as { files: unknown[] };
  manifest.files = Object.entries(files).map(([name, bytes]) => ({
    path: name,
    bytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  }));
  return zipSync({ ...files, "manifest.json": strToU8(JSON.stringify(manifest)) });
};

describe("import: a new site, the same pages", () => {
  it("is a new site on the hosts given, its rows copied table for table", async () => {
    expect(copy.id).toBeGreaterThan(2);
    expect(copy.name).toBe("Copie du domaine");
    expect(copy.urls).toEqual([
      { host: COPY_HOST, env: "dev", isCanonical: true },
      { host: COPY_PROD, env: "prod", isCanonical: true },
    ]);
    expect(platform.sites.byHost(COPY_HOST)?.id).toBe(copy.id);
    const [original, imported] = [await rowCounts(platform, 2), await rowCounts(platform, copy.id)];
    for (const table of archivedTables) expect(imported[table.name], table.name).toBe(original[table.name]);
    expect(await mediaFiles(deps, copy.id)).toBe(await mediaFiles(deps, 2));
  });

  it("renders the home, the shop, a product, a CMS page and a blog article like the original", async () => {
    const ids = {
      page_layouts: await originalIds("page_layouts", copy.id),
      product_declinations: await originalIds("product_declinations", copy.id),
      popups: await originalIds("popups", copy.id),
    };
    const paths = [
      "/",
      "/shop",
      `/shop/${PRODUCT_SLUG}`,
      `/${CMS_PAGE}`,
      "/blog/a-la-vigne/vendanges-2026-le-bilan",
    ];
    for (const pathname of paths) {
      const [a, b] = [await get("domaine.localhost", pathname), await get(COPY_HOST, pathname)];
      expect(a.status, pathname).toBe(200);
      expect(b.status, pathname).toBe(200);
      const [left, right] = [
        normalized(a.html, ["domaine.localhost", "domaine.vinisite.fr"], 2),
        normalized(b.html, [COPY_HOST, COPY_PROD], copy.id, ids),
      ];
      if (process.env.ARCHIVE_DIFF) {
        const fs = await import("node:fs/promises");
        await fs.writeFile(
          `/tmp/archive-a${pathname.replaceAll("/", "_")}.html`,
          left.replaceAll(">", ">\n"),
        );
        await fs.writeFile(
          `/tmp/archive-b${pathname.replaceAll("/", "_")}.html`,
          right.replaceAll(">", ">\n"),
        );
      }
      expect(right, pathname).toBe(left);
    }
    for (const pathname of [`/${CMS_PAGE}`, `/shop/${PRODUCT_SLUG}`]) {
      const page = await get(COPY_HOST, pathname);
      expect(page.html, pathname).toContain(`/api/media/file/site-${copy.id}/`);
      expect(page.html, pathname).not.toContain("/site-2/");
    }
  });

  it("keeps the customers' password hashes and the order's papers", async () => {
    const [a] = await queryRows<{ h: string }>(
      platform.db.owner,
      sql`select password_hash as h from users where site_id = 2 and email = ${buyer.email}`,
    );
    const [b] = await queryRows<{ h: string }>(
      platform.db.owner,
      sql`select password_hash as h from users where site_id = ${copy.id} and email = ${buyer.email}`,
    );
    expect(b?.h).toBe(a?.h);
    const [note] = await queryRows<{ reference: string }>(
      platform.db.owner,
      sql`select o.reference from credit_notes c join orders o on o.id = c.order_id where c.site_id = ${copy.id}`,
    );
    expect(note?.reference).toBe(cancelled.reference);
  });

  it("cleans the html it carries as the back-office's writes do: an archive is whoever holds the file", async () => {
    const hostile = '<p>Bonjour</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
    const edit = (table: string, column: string) => {
      const file = JSON.parse(textOf(`tables/${table}.json`)) as { rows: Record<string, unknown>[] };
      for (const row of file.rows) row[column] = hostile;
      return strToU8(JSON.stringify(file));
    };
    const forged = repacked({
      "tables/blog_articles.json": edit("blog_articles", "html"),
      "tables/page_layouts.json": edit("page_layouts", "html"),
    });
    const clean = await importSite(deps, actor, forged, {
      name: "Propre",
      hosts: { dev: ["propre.localhost"], prod: [] },
    });
    for (const table of ["blog_articles", "page_layouts"]) {
      const rows = await queryRows<{ html: string }>(
        platform.db.owner,
        sql`select html from ${sql.identifier(table)} where site_id = ${clean.id}`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.html, table).toContain("Bonjour");
        expect(row.html, table).not.toMatch(/<script|onerror/);
      }
    }
  });
});

describe("refusals write nothing", () => {
  const refused = async (run: () => Promise<unknown>, key: string) => {
    const before = await everything(platform);
    const exportsBefore = await readdir(path.join(deps.dataDir, "exports"));
    await expect(run()).rejects.toMatchObject({ status: 422, key });
    expect(await everything(platform)).toEqual(before);
    expect(await readdir(path.join(deps.dataDir, "exports"))).toEqual(exportsBefore);
    expect((await readdir(deps.mediaDir)).filter((n) => n.startsWith(".import-"))).toEqual([]);
  };
  const hosts = { dev: ["nouveau.localhost"], prod: [] };

  it("a file that is not a zip", () =>
    refused(() => importSite(deps, actor, randomBytes(2000), { hosts }), "archive.malformed"));

  it("an archive of another format version", () => {
    const manifest = { ...JSON.parse(textOf("manifest.json")), formatVersion: 99 };
    const tampered = zipSync({ ...entries, "manifest.json": strToU8(JSON.stringify(manifest)) });
    return refused(() => importSite(deps, actor, tampered, { hosts }), "archive.formatVersion");
  });

  it("an archive whose table file was changed after export", () => {
    const rows = JSON.parse(textOf("tables/products.json")) as { rows: { name: string }[] };
    if (rows.rows[0]) rows.rows[0].name = "Changé";
    const tampered = zipSync({ ...entries, "tables/products.json": strToU8(JSON.stringify(rows)) });
    return refused(() => importSite(deps, actor, tampered, { hosts }), "archive.damaged");
  });

  it("a table this platform does not know, even listed in the manifest", () =>
    refused(
      () =>
        importSite(
          deps,
          actor,
          repacked({ "tables/loyalty_points.json": strToU8('{"table":"loyalty_points","rows":[]}') }),
          {
            hosts,
          },
        ),
      "archive.unknownTable",
    ));

  it("a row naming a row the archive does not hold", () => {
    const file = JSON.parse(textOf("tables/page_layouts.json")) as { rows: { page_id: number }[] };
    if (file.rows[0]) file.rows[0].page_id = 999_999;
    return refused(
      () =>
        importSite(deps, actor, repacked({ "tables/page_layouts.json": strToU8(JSON.stringify(file)) }), {
          hosts,
        }),
      "archive.brokenReference",
    );
  });

  it("a value its column cannot hold (orders, after the catalogue and the pages were written)", () => {
    const file = JSON.parse(textOf("tables/orders.json")) as { rows: { created_at: unknown }[] };
    for (const row of file.rows) row.created_at = "not a date";
    return refused(
      () =>
        importSite(deps, actor, repacked({ "tables/orders.json": strToU8(JSON.stringify(file)) }), {
          hosts,
        }),
      "archive.rowsInvalid",
    );
  });

  it("a row that breaks a constraint of the database", () => {
    const file = JSON.parse(textOf("tables/products.json")) as { rows: { slug: string }[] };
    for (const row of file.rows) row.slug = "meme-adresse";
    return refused(
      () =>
        importSite(deps, actor, repacked({ "tables/products.json": strToU8(JSON.stringify(file)) }), {
          hosts,
        }),
      "archive.rowsInvalid",
    );
  });

  it("a media file whose path walks out of the site's folder", () =>
    refused(
      () => importSite(deps, actor, repacked({ "media/../../evil.js": strToU8("alert(1)") }), { hosts }),
      "archive.damaged",
    ));

  it("a host another site uses", () =>
    refused(
      () =>
        importSite(deps, actor, archiveBytes, {
          hosts: { dev: ["nouveau.localhost", "domaine.localhost"], prod: [] },
        }),
      "archive.hostTaken",
    ));

  it("a name too long for a site", () =>
    refused(
      () => importSite(deps, actor, archiveBytes, { name: "x".repeat(121), hosts }),
      "archive.nameInvalid",
    ));

  it("no host at all", () =>
    refused(
      () => importSite(deps, actor, archiveBytes, { hosts: { dev: [], prod: [] } }),
      "archive.hostRequired",
    ));

  it("a deletion whose confirmation is not the site's name", () =>
    refused(() => deleteSite(deps, actor, copy.id, "Copie du"), "archive.confirmName"));
});

describe("deletion: that site's rows and files, and nothing of any other", () => {
  it("leaves 0 rows and 0 files of the deleted site, and every other site's counts exactly as they were", async () => {
    const ids = [1, 2, copy.id];
    const before = new Map<number, { rows: Record<string, number>; files: number }>();
    for (const id of ids)
      before.set(id, { rows: await rowCounts(platform, id), files: await mediaFiles(deps, id) });
    expect(before.get(2)?.files).toBeGreaterThan(0);
    expect(before.get(copy.id)?.files).toBeGreaterThan(0);

    const name = platform.sites.byId(2)?.name ?? "";
    const answer = await deleteSite(deps, actor, 2, name);

    const after = await rowCounts(platform, 2);
    for (const table of siteTables) expect(after[table.name], table.name).toBe(0);
    expect(await mediaFiles(deps, 2)).toBe(0);
    expect(existsSync(path.join(deps.mediaDir, "site-2"))).toBe(false);
    expect(await queryRows(platform.db.owner, sql`select id from sites where id = 2`)).toEqual([]);
    for (const id of [1, copy.id]) {
      expect(await rowCounts(platform, id), `site ${id}`).toEqual(before.get(id)?.rows);
      expect(await mediaFiles(deps, id), `site ${id}`).toBe(before.get(id)?.files);
    }
    // the answer: the export kept (orders and invoices, 10 years), the rows and files erased
    const total = Object.values(before.get(2)?.rows ?? {}).reduce((a, b) => a + b, 0) + 1;
    expect(answer.rows).toBe(total);
    expect(answer.files).toBe(before.get(2)?.files);
    expect(existsSync(answer.export.path)).toBe(true);
    const kept = unzipSync(
      new Uint8Array(await import("node:fs/promises").then((fs) => fs.readFile(answer.export.path))),
    );
    expect(new TextDecoder().decode(kept["csv/orders.csv"])).toContain(delivered.reference);
    const [line] = await platform.db.owner
      .select()
      .from(platformAudit)
      .where(eq(platformAudit.action, "site.delete"));
    expect([line?.siteId, line?.siteName]).toEqual([2, name]);
    // the host is free, the site is unknown to the registry, its pages answer no more
    expect(platform.sites.byId(2)).toBeUndefined();
    expect((await get("domaine.localhost", "/")).html).not.toContain(PRODUCT_SLUG);
    expect((await get(COPY_HOST, `/shop/${PRODUCT_SLUG}`)).status).toBe(200);
  });
});

describe("import into another platform instance", () => {
  it("needs nothing of the first: the domaine deleted there, the archive makes it again, page for page", async () => {
    const other = await platformIn("second");
    try {
      const otherServer = await createTestServer(other.platform);
      const name = other.platform.sites.byId(2)?.name ?? "";
      await deleteSite(other.deps, actor, 2, name);
      const again = await importSite(other.deps, actor, archiveBytes, {
        hosts: { dev: ["domaine.localhost"], prod: [] },
      });
      expect(again.name).toBe(name);
      const counts = await rowCounts(other.platform, again.id);
      const manifest = JSON.parse(textOf("manifest.json")) as { tables: Record<string, number> };
      for (const table of archivedTables)
        expect(counts[table.name], table.name).toBe(manifest.tables[table.name]);
      expect(await mediaFiles(other.deps, again.id)).toBe(1 + medium.variants.length);
      const product = await otherServer.fetch(
        new Request(`http://domaine.localhost:3000/shop/${PRODUCT_SLUG}`, {
          headers: { host: "domaine.localhost:3000" },
        }),
      );
      expect(product.status).toBe(200);
      const html = await product.text();
      expect(html).toContain(`/api/media/file/site-${again.id}/`);
      // the e-label codes were free on that instance: the QR codes printed on the bottles still work
      const codes = (
        JSON.parse(textOf("tables/product_declinations.json")) as { rows: { label_code: string }[] }
      ).rows;
      const [row] = await queryRows<{ n: number }>(
        other.platform.db.owner,
        sql`select count(*)::int as n from product_declinations where site_id = ${again.id} and label_code in (${sql.join(
          codes.map((c) => sql`${c.label_code}`),
          sql`, `,
        )})`,
      );
      expect(row?.n).toBe(codes.length);
    } finally {
      await other.platform.close();
    }
  });
});
