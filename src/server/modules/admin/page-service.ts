// The page-tree manager's calls: create, rename, move and reorder pages (spec §2 page tree, §3
// Page). Writes to pages go through the change feed, so the menu (GET /page, the page cache)
// follows at once.
import { and, asc, eq } from "drizzle-orm";
import type { PageCreateBody, PageUpdateBody } from "../../../../schemas/admin";
import { legalPages, type PageNode } from "../../../../schemas/site";
import { type Database, type Tx, withSite } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { pages } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { pageTreeOf } from "../site/site-service";
import { recordAudit } from "./audit";
import { pathOfPageUrl, redirectPageUrl } from "./redirect-service";

/**
 * First url segments the storefront or the platform answers itself (DESIGN.md §6 routes, spec §2):
 * a CMS page there could never be reached.
 */
export const reservedUrlSegments: readonly string[] = Object.freeze([
  "api",
  "admin",
  "auth",
  "assets",
  "media",
  "demo",
  "shop",
  "cart",
  "checkout",
  "account",
  "news",
  "albums",
  "events",
  "blog",
  "password",
  "sitemap.xml",
  "robots.txt",
  ...legalPages.map((p) => p.path),
]);

export function isReservedUrl(url: string): boolean {
  return reservedUrlSegments.includes(url.split("/")[0] ?? "");
}

type PageRow = typeof pages.$inferSelect;

/** Every page of the site, hidden ones included, as a tree. */
export async function adminPageTree(db: Database, idSite: number): Promise<PageNode[]> {
  return pageTreeOf(await withSite(db, idSite, (tx) => allPages(tx, idSite)));
}

/** The site's pages; `lock` holds them until the transaction ends, so tree writes run one at a time. */
function allPages(tx: Tx, idSite: number, lock = false): Promise<PageRow[]> {
  const query = tx
    .select()
    .from(pages)
    .where(eq(pages.siteId, idSite))
    .orderBy(asc(pages.order), asc(pages.id));
  return lock ? query.for("update") : query;
}

function findNode(nodes: PageNode[], id: number): PageNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

function checkUrl(rows: PageRow[], url: string, selfId: number | null) {
  if (isReservedUrl(url)) {
    throw ruleError("admin.pageUrlReserved", { url }, "url");
  }
  const taken = rows.find((r) => r.url === url && r.id !== selfId);
  if (taken) {
    throw ruleError("admin.pageUrlTaken", { url, title: taken.menuTitle }, "url", 409);
  }
}

/** The parent exists on this site, and is neither the page nor one of its sub-pages. */
function checkParent(rows: PageRow[], idParent: number | null, selfId: number | null) {
  if (idParent === null) return;
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(idParent)) {
    throw ruleError("admin.parentNotFound", {}, "idParent");
  }
  for (let id: number | null = idParent, hops = 0; id !== null && hops <= rows.length; hops++) {
    if (id === selfId) {
      throw ruleError("admin.pageCycle", {}, "idParent");
    }
    id = byId.get(id)?.idParent ?? null;
  }
}

/** Writes 0, 1, 2… as the order of `ids` (siblings), changing only the rows whose order moves. */
async function renumber(tx: Tx, idSite: number, rows: PageRow[], ids: number[]) {
  for (const [order, id] of ids.entries()) {
    if (rows.find((r) => r.id === id)?.order === order) continue;
    await tx
      .update(pages)
      .set({ order, updatedAt: new Date() })
      .where(and(eq(pages.siteId, idSite), eq(pages.id, id)));
  }
}

function siblingIds(rows: PageRow[], idParent: number | null, exceptId: number | null): number[] {
  return rows
    .filter((r) => r.idParent === idParent && r.id !== exceptId)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((r) => r.id);
}

async function readNode(tx: Tx, idSite: number, id: number): Promise<PageNode> {
  const node = findNode(pageTreeOf(await allPages(tx, idSite)), id);
  if (!node) throw new ApiError(404, "error.pageNotFound");
  return node;
}

/** Another admin may have taken the url between our check and the insert: same answer, 409. */
async function withUrlRace<T>(url: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw ruleError("admin.pageUrlInUse", { url }, "url", 409);
    }
    throw error;
  }
}

export async function createPage(
  db: Database,
  idSite: number,
  user: SessionUser,
  body: PageCreateBody,
): Promise<PageNode> {
  return withUrlRace(body.url, () =>
    withSite(db, idSite, async (tx) => {
      const rows = await allPages(tx, idSite, true);
      checkUrl(rows, body.url, null);
      checkParent(rows, body.idParent, null);
      const siblings = siblingIds(rows, body.idParent, null);
      const position = Math.min(body.order ?? siblings.length, siblings.length);
      const [row] = await tx
        .insert(pages)
        .values({
          siteId: idSite,
          idParent: body.idParent,
          order: position,
          title: body.title,
          url: body.url,
          menuTitle: body.menuTitle,
          metaDescription: body.metaDescription ?? null,
          showInMenu: body.showInMenu,
        })
        .returning();
      if (!row) throw new Error("page was not inserted");
      siblings.splice(position, 0, row.id);
      await renumber(tx, idSite, [...rows, row], siblings);
      await recordAudit(tx, idSite, user, "page.create", `page:${row.id}`, { ...body });
      return readNode(tx, idSite, row.id);
    }),
  );
}

export async function updatePage(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  patch: PageUpdateBody,
): Promise<PageNode> {
  return withUrlRace(patch.url ?? "", () =>
    withSite(db, idSite, async (tx) => {
      const rows = await allPages(tx, idSite, true);
      const current = rows.find((r) => r.id === id);
      if (!current) throw new ApiError(404, "error.pageNotFound");
      if (patch.url !== undefined) checkUrl(rows, patch.url, id);
      const idParent = patch.idParent === undefined ? current.idParent : patch.idParent;
      if (patch.idParent !== undefined) checkParent(rows, idParent, id);
      const { order: _order, idParent: _idParent, redirectOldUrl, ...fields } = patch;
      await tx
        .update(pages)
        .set({ ...fields, idParent, updatedAt: new Date() })
        .where(and(eq(pages.siteId, idSite), eq(pages.id, id)));
      // a renamed page keeps its visitors and its search ranking: the old url leads to the new one
      if (patch.url !== undefined && patch.url !== current.url && redirectOldUrl !== false) {
        await redirectPageUrl(tx, idSite, pathOfPageUrl(current.url), pathOfPageUrl(patch.url));
      }
      // moved under another parent, or given a place: the siblings are numbered again
      if (idParent !== current.idParent || patch.order !== undefined) {
        const siblings = siblingIds(rows, idParent, id);
        const position = Math.min(patch.order ?? siblings.length, siblings.length);
        siblings.splice(position, 0, id);
        await renumber(
          tx,
          idSite,
          rows.filter((r) => r.id !== id),
          siblings,
        );
      }
      const changes = Object.fromEntries(
        Object.entries(patch).map(([k, v]) => [k, { from: current[k as keyof PageRow] ?? null, to: v }]),
      );
      await recordAudit(tx, idSite, user, "page.update", `page:${id}`, { changes });
      return readNode(tx, idSite, id);
    }),
  );
}

/** The children of one parent in a new order; the list must be exactly those children. */
export async function reorderPages(
  db: Database,
  idSite: number,
  user: SessionUser,
  idParent: number | null,
  ids: number[],
): Promise<PageNode[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await allPages(tx, idSite, true);
    const siblings = siblingIds(rows, idParent, null);
    const same =
      siblings.length === ids.length &&
      new Set(ids).size === ids.length &&
      ids.every((i) => siblings.includes(i));
    if (!same) throw ruleError("admin.reorderMismatch", {}, "ids");
    await renumber(tx, idSite, rows, ids);
    await recordAudit(tx, idSite, user, "page.reorder", idParent === null ? "pages" : `page:${idParent}`, {
      from: siblings,
      to: ids,
    });
    return pageTreeOf(await allPages(tx, idSite));
  });
}
