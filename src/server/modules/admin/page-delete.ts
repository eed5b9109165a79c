// Deleting and unpublishing pages (issue 14 §6, decision 104). A deleted page's sub-pages move to
// its parent or to another page, or go with it, as the owner chose after seeing them listed; the
// deleted urls may lead (301) to a path the owner names. An unpublished page (is_valid false)
// leaves the menu and the sitemap and answers 404 to visitors; the admin tree still shows it.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { PageDeleted, pageDeleteBodySchema } from "../../../../schemas/content-desk";
import type { PageNode } from "../../../../schemas/site";
import { type Database, type Tx, withSite } from "../../db/client";
import { pages } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { pageTreeOf } from "../site/site-service";
import { recordAudit } from "./audit";
import { pathOfPageUrl, redirectPageUrl } from "./redirect-service";

type PageRow = typeof pages.$inferSelect;

function lockedPages(tx: Tx, idSite: number): Promise<PageRow[]> {
  return tx
    .select()
    .from(pages)
    .where(eq(pages.siteId, idSite))
    .orderBy(asc(pages.order), asc(pages.id))
    .for("update");
}

/** The page and every page below it. */
export function subtreeIds(rows: PageRow[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    for (const r of rows) if (r.idParent === ids[i] && !ids.includes(r.id)) ids.push(r.id);
  }
  return ids;
}

export async function deletePage(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  body: z.output<typeof pageDeleteBodySchema>,
): Promise<PageDeleted> {
  return withSite(db, idSite, async (tx) => {
    const rows = await lockedPages(tx, idSite);
    const page = rows.find((r) => r.id === id);
    if (!page) throw new ApiError(404, "error.pageNotFound");
    const below = subtreeIds(rows, id);
    const children = rows.filter((r) => r.idParent === id).sort((a, b) => a.order - b.order);
    const goes = body.children === "delete" ? below : [id];
    let moved: number[] = [];
    if (body.children === "move" && children.length) {
      const target = body.moveTo ?? page.idParent;
      if (target !== null && (!rows.some((r) => r.id === target) || below.includes(target)))
        throw ruleError("page.moveTargetInvalid", {}, "moveTo");
      const after = rows.filter((r) => r.idParent === target && r.id !== id).length;
      moved = children.map((c) => c.id);
      for (const [i, child] of children.entries()) {
        await tx
          .update(pages)
          .set({ idParent: target, order: after + i, updatedAt: new Date() })
          .where(and(eq(pages.siteId, idSite), eq(pages.id, child.id)));
      }
    }
    const deleted = rows.filter((r) => goes.includes(r.id)).map((r) => ({ id: r.id, url: r.url }));
    if (body.redirectTo && deleted.some((d) => pathOfPageUrl(d.url) === body.redirectTo))
      throw ruleError("redirect.sameUrl", {}, "redirectTo");
    await tx.delete(pages).where(and(eq(pages.siteId, idSite), inArray(pages.id, goes)));
    let redirects = 0;
    if (body.redirectTo) {
      for (const d of deleted) {
        await redirectPageUrl(tx, idSite, pathOfPageUrl(d.url), body.redirectTo);
        redirects++;
      }
    }
    await recordAudit(tx, idSite, user, "page.delete", `page:${id}`, {
      deleted,
      moved,
      moveTo: body.moveTo,
      redirectTo: body.redirectTo,
    });
    return { deleted, moved, redirects };
  });
}

/** PUT /admin/page/{id}/publish: the page (only it: its sub-pages keep their own state). */
export async function publishPage(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  isValid: boolean,
): Promise<PageNode> {
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .update(pages)
      .set({ isValid, updatedAt: new Date() })
      .where(and(eq(pages.siteId, idSite), eq(pages.id, id)))
      .returning();
    if (!row) throw new ApiError(404, "error.pageNotFound");
    await recordAudit(tx, idSite, user, "page.publish", `page:${id}`, { isValid });
    const all = await tx.select().from(pages).where(eq(pages.siteId, idSite));
    const find = (nodes: PageNode[]): PageNode | undefined => {
      for (const n of nodes) {
        if (n.id === id) return n;
        const f = find(n.children);
        if (f) return f;
      }
      return undefined;
    };
    const node = find(pageTreeOf(all));
    if (!node) throw new ApiError(404, "error.pageNotFound");
    return node;
  });
}
