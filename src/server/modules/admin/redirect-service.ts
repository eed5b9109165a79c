// The owner's 301s (issue 14 §6, decision 104): a removed or renamed page's url leads to another
// path of the site. Rules: both ends are local paths; a published page's url is not redirected (the
// page answers first anyway); no loop; never more than one hop — a redirect may not lead to an
// address that is itself redirected, and those that led to the new one's origin are pointed
// straight at its target. The storefront asks GET /redirect?url= after its real routes, before the 404.
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { AdminRedirect, redirectInputSchema } from "../../../../schemas/content-desk";
import { type Database, type Tx, withSite } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { pageRedirects, pages } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "./audit";

type RedirectRow = typeof pageRedirects.$inferSelect;
type Input = z.output<typeof redirectInputSchema>;

/** "/" for the home page, "/a/b" for the page "a/b". */
export const pathOfPageUrl = (url: string) => `/${url}`;

function adminRedirectOf(row: RedirectRow): AdminRedirect {
  return {
    id: row.id,
    fromUrl: row.fromUrl,
    toUrl: row.toUrl,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRedirects(
  db: Database,
  idSite: number,
  offset: number,
  limit: number,
): Promise<{ items: AdminRedirect[]; total: number }> {
  return withSite(db, idSite, async (tx) => {
    const where = eq(pageRedirects.siteId, idSite);
    const [rows, [n]] = await Promise.all([
      tx
        .select()
        .from(pageRedirects)
        .where(where)
        .orderBy(asc(pageRedirects.fromUrl))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(pageRedirects).where(where),
    ]);
    return { items: rows.map(adminRedirectOf), total: n?.n ?? 0 };
  });
}

/** GET /redirect?url=: where a visitor's old address leads now, or null. */
export async function redirectTargetOf(db: Database, idSite: number, path: string): Promise<string | null> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select({ toUrl: pageRedirects.toUrl })
      .from(pageRedirects)
      .where(and(eq(pageRedirects.siteId, idSite), eq(pageRedirects.fromUrl, path))),
  );
  return row?.toUrl ?? null;
}

async function checkRedirect(tx: Tx, idSite: number, input: Input, selfId: number | null) {
  if (input.fromUrl === input.toUrl) throw ruleError("redirect.sameUrl", {}, "toUrl");
  const page = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, idSite), eq(pages.isValid, true), eq(pages.url, input.fromUrl.slice(1))));
  if (page.length) throw ruleError("redirect.fromIsPage", { path: input.fromUrl }, "fromUrl");
  const others = await tx
    .select()
    .from(pageRedirects)
    .where(and(eq(pageRedirects.siteId, idSite), selfId === null ? undefined : ne(pageRedirects.id, selfId)));
  if (others.some((r) => r.fromUrl === input.fromUrl))
    throw ruleError("redirect.fromTaken", { path: input.fromUrl }, "fromUrl");
  if (others.some((r) => r.fromUrl === input.toUrl && r.toUrl === input.fromUrl))
    throw ruleError("redirect.loop", { path: input.toUrl }, "toUrl");
  if (others.some((r) => r.fromUrl === input.toUrl))
    throw ruleError("redirect.chain", { path: input.toUrl }, "toUrl");
}

/** The redirects that led to `path` now lead to `target`: still one hop. */
async function flattenInto(tx: Tx, idSite: number, path: string, target: string) {
  await tx
    .update(pageRedirects)
    .set({ toUrl: target })
    .where(
      and(eq(pageRedirects.siteId, idSite), eq(pageRedirects.toUrl, path), ne(pageRedirects.fromUrl, target)),
    );
  // one that led from the target back to `path` would now lead to itself: it goes
  await tx
    .delete(pageRedirects)
    .where(
      and(eq(pageRedirects.siteId, idSite), eq(pageRedirects.fromUrl, target), eq(pageRedirects.toUrl, path)),
    );
}

/**
 * A page's url went away (renamed or deleted): its old path leads to `target`, which a page now
 * answers. Written in the caller's transaction; an older redirect from that path is replaced.
 */
export async function redirectPageUrl(tx: Tx, idSite: number, from: string, target: string) {
  if (from === target) return;
  // the target is a page's path now: a redirect from it would never be reached
  await tx
    .delete(pageRedirects)
    .where(and(eq(pageRedirects.siteId, idSite), eq(pageRedirects.fromUrl, target)));
  await flattenInto(tx, idSite, from, target);
  await tx
    .insert(pageRedirects)
    .values({ siteId: idSite, fromUrl: from, toUrl: target })
    .onConflictDoUpdate({
      target: [pageRedirects.siteId, pageRedirects.fromUrl],
      set: { toUrl: target },
    });
}

async function rowFor(tx: Tx, idSite: number, id: number): Promise<RedirectRow> {
  const [row] = await tx
    .select()
    .from(pageRedirects)
    .where(and(eq(pageRedirects.siteId, idSite), eq(pageRedirects.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "redirect.notFound");
  return row;
}

async function uniqueFrom<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw ruleError("redirect.fromTaken", { path }, "fromUrl");
    throw err;
  }
}

export const adminRedirect = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, async (tx) => adminRedirectOf(await rowFor(tx, idSite, id)));

export async function createRedirect(
  db: Database,
  idSite: number,
  user: SessionUser,
  input: Input,
): Promise<AdminRedirect> {
  return uniqueFrom(input.fromUrl, () =>
    withSite(db, idSite, async (tx) => {
      await checkRedirect(tx, idSite, input, null);
      await flattenInto(tx, idSite, input.fromUrl, input.toUrl);
      const [row] = await tx
        .insert(pageRedirects)
        .values({ siteId: idSite, ...input })
        .returning();
      if (!row) throw new Error("createRedirect: no row");
      await recordAudit(tx, idSite, user, "redirect.create", `redirect:${row.id}`, { ...input });
      return adminRedirectOf(row);
    }),
  );
}

export async function updateRedirect(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
): Promise<AdminRedirect> {
  return uniqueFrom(input.fromUrl, () =>
    withSite(db, idSite, async (tx) => {
      const row = await rowFor(tx, idSite, id);
      if (row.version !== input.version)
        throw new ApiError(409, "desk.stale", {}, { current: adminRedirectOf(row) });
      const { version: _v, ...fields } = input;
      await checkRedirect(tx, idSite, fields, id);
      await flattenInto(tx, idSite, fields.fromUrl, fields.toUrl);
      const [saved] = await tx
        .update(pageRedirects)
        .set({ ...fields, version: row.version + 1 })
        .where(eq(pageRedirects.id, id))
        .returning();
      if (!saved) throw new Error("updateRedirect: no row");
      await recordAudit(tx, idSite, user, "redirect.update", `redirect:${id}`, {
        before: { fromUrl: row.fromUrl, toUrl: row.toUrl },
        after: fields,
      });
      return adminRedirectOf(saved);
    }),
  );
}

export async function deleteRedirect(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<AdminRedirect> {
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id);
    await tx.delete(pageRedirects).where(eq(pageRedirects.id, id));
    await recordAudit(tx, idSite, user, "redirect.delete", `redirect:${id}`, {
      fromUrl: row.fromUrl,
      toUrl: row.toUrl,
    });
    return adminRedirectOf(row);
  });
}
