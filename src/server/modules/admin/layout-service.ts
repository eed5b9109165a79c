// The layout editor's calls (spec §7 "Admin layout editing", DESIGN.md §4): hash check, preview
// (a draft), publish, versions and restore, new layouts. Every write runs in one transaction that
// first locks the layout row, so two admins saving at once are served one after the other and the
// second one's stale base hash is seen (409) instead of silently overwriting the first.
import { and, asc, desc, eq, gte, max, sql } from "drizzle-orm";
import type { AdminLayout, HashCheckResult, LayoutVersion } from "../../../../schemas/admin";
import {
  type LayoutProject,
  LayoutProjectError,
  migrateLayoutProject,
  readLayoutProject,
} from "../../../runtime/layout/layout-project";
import { type Database, type Tx, withSite } from "../../db/client";
import { layoutDrafts, layoutVersions, pageLayouts, pages, users } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { controlCharacterErrors, refuseControlCharacters } from "../../http/control-characters";
import { sanitizeLayoutCss, sanitizeLayoutHtml } from "../../security/sanitize";
import type { MediaStorage } from "../../storage/media-storage";
import type { SessionUser } from "../account/session";
import { layoutHash } from "../site/layout-hash";
import { recordAudit } from "./audit";
import { ProjectSanitizeError, sanitizeLayoutProject } from "./project-sanitize";

type LayoutRow = typeof pageLayouts.$inferSelect;
type DraftRow = typeof layoutDrafts.$inferSelect;

export interface LayoutRef {
  idSite: number;
  idPage: number;
  idLayout: number;
}

const target = (ref: LayoutRef) => `page:${ref.idPage}/layout:${ref.idLayout}`;

/** The hash every save must start from: the draft's if there is one, else the published html's. */
const storedHashOf = (layout: LayoutRow, draft: DraftRow | null) => draft?.hash ?? layout.hash;

/**
 * The layout of this page and site (404 otherwise: another site's ids are unknown here), with its
 * draft. `lock` takes the row lock that serializes the writes of one layout.
 */
async function loadLayout(tx: Tx, ref: LayoutRef, lock = false) {
  const query = tx
    .select()
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, ref.idSite),
        eq(pageLayouts.pageId, ref.idPage),
        eq(pageLayouts.id, ref.idLayout),
      ),
    );
  const [layout] = lock ? await query.for("update") : await query;
  if (!layout) throw new ApiError(404, "admin.layoutNotFound");
  const [draft] = await tx
    .select()
    .from(layoutDrafts)
    .where(and(eq(layoutDrafts.siteId, ref.idSite), eq(layoutDrafts.layoutId, ref.idLayout)));
  return { layout, draft: draft ?? null };
}

async function emailOf(tx: Tx, idSite: number, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.siteId, idSite), eq(users.id, userId)));
  return row?.email ?? null;
}

async function adminViewOf(tx: Tx, ref: LayoutRef, layout: LayoutRow, draft: DraftRow | null) {
  const [versions] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(layoutVersions)
    .where(and(eq(layoutVersions.siteId, ref.idSite), eq(layoutVersions.layoutId, layout.id)));
  const view: AdminLayout = {
    id: layout.id,
    pageId: layout.pageId,
    order: layout.order,
    html: layout.html,
    css: layout.css,
    projectData: readLayoutProject(layout.projectData),
    hash: layout.hash,
    draft: draft
      ? {
          html: draft.html,
          css: draft.css,
          projectData: readLayoutProject(draft.projectData),
          hash: draft.hash,
          thumbnail: draft.thumbnail,
          updatedAt: draft.updatedAt.toISOString(),
          updatedBy: await emailOf(tx, ref.idSite, draft.updatedBy),
        }
      : null,
    storedHash: storedHashOf(layout, draft),
    versionCount: versions?.n ?? 0,
  };
  return view;
}

export async function getAdminLayout(db: Database, ref: LayoutRef): Promise<AdminLayout> {
  return withSite(db, ref.idSite, async (tx) => {
    const { layout, draft } = await loadLayout(tx, ref);
    return adminViewOf(tx, ref, layout, draft);
  });
}

/** DESIGN.md §4: is the html the editor holds still the stored layout? */
export async function checkLayoutHash(db: Database, ref: LayoutRef, html: string): Promise<HashCheckResult> {
  const { layout, draft } = await withSite(db, ref.idSite, (tx) => loadLayout(tx, ref));
  const hash = layoutHash(html);
  const storedHash = storedHashOf(layout, draft);
  return { hash, storedHash, matches: hash === storedHash };
}

function conflict(storedHash: string, baseHash: string): ApiError {
  return new ApiError(409, "admin.layoutConflict", {}, { storedHash, baseHash });
}

/** The project the editor sent, migrated to the current version and cleaned; 422 when unreadable. */
export function readSentProject(projectData: string): LayoutProject {
  let project: LayoutProject;
  try {
    project = sanitizeLayoutProject(migrateLayoutProject(projectData));
  } catch (error) {
    if (error instanceof LayoutProjectError) throw new ApiError(422, error.key, error.params);
    if (error instanceof ProjectSanitizeError) throw new ApiError(422, error.key);
    throw error;
  }
  // issue 11 §6: JSON inside a form field, so its escapes ("\u0000") are only read here
  refuseControlCharacters(controlCharacterErrors({ projectData: project }));
  return project;
}

export interface PreviewInput {
  html: string;
  css: string;
  projectData: string;
  baseHash: string;
  thumbnail?: { bytes: Uint8Array; type: string };
}

/**
 * Saves the editor's work as the layout's draft (spec §7 preview). The html and css are sanitized
 * here, whatever the editor sent (DESIGN.md §4); a base hash that is no longer the stored one
 * means another admin saved meanwhile: 409, nothing written.
 */
export async function saveLayoutPreview(
  db: Database,
  storage: MediaStorage,
  ref: LayoutRef,
  user: SessionUser,
  input: PreviewInput,
): Promise<AdminLayout> {
  const project = readSentProject(input.projectData);
  const html = sanitizeLayoutHtml(input.html);
  const css = sanitizeLayoutCss(input.css);
  const hash = layoutHash(html);
  const thumbnail = input.thumbnail
    ? await storage.save(ref.idSite, "layouts", input.thumbnail.bytes, input.thumbnail.type)
    : null;
  let replacedThumbnail: string | null = null;
  try {
    const view = await withSite(db, ref.idSite, async (tx) => {
      const { layout, draft } = await loadLayout(tx, ref, true);
      const storedHash = storedHashOf(layout, draft);
      if (input.baseHash !== storedHash) throw conflict(storedHash, input.baseHash);
      replacedThumbnail = thumbnail && draft?.thumbnail ? draft.thumbnail : null;
      const values = {
        html,
        css,
        projectData: project,
        hash,
        thumbnail: thumbnail ?? draft?.thumbnail ?? null,
        updatedBy: user.id,
        updatedAt: new Date(),
      };
      const [saved] = await tx
        .insert(layoutDrafts)
        .values({ siteId: ref.idSite, layoutId: layout.id, ...values })
        .onConflictDoUpdate({ target: layoutDrafts.layoutId, set: values })
        .returning();
      await recordAudit(tx, ref.idSite, user, "layout.preview", target(ref), {
        baseHash: input.baseHash,
        hash,
        sanitized: html !== input.html,
      });
      return adminViewOf(tx, ref, layout, saved ?? null);
    });
    if (replacedThumbnail) await storage.remove(ref.idSite, replacedThumbnail).catch(() => {});
    return view;
  } catch (error) {
    if (thumbnail) await storage.remove(ref.idSite, thumbnail).catch(() => {});
    throw error;
  }
}

async function nextVersion(tx: Tx, ref: LayoutRef): Promise<number> {
  const [row] = await tx
    .select({ last: max(layoutVersions.version) })
    .from(layoutVersions)
    .where(and(eq(layoutVersions.siteId, ref.idSite), eq(layoutVersions.layoutId, ref.idLayout)));
  return (row?.last ?? 0) + 1;
}

/**
 * Publishing replaces what visitors see. The first publish of a layout also keeps the content it
 * replaces (the seeded or first content) as version 1, so that it too can be restored.
 */
async function publishContent(
  tx: Tx,
  ref: LayoutRef,
  user: SessionUser,
  layout: LayoutRow,
  content: { html: string; css: string; projectData: unknown; hash: string; thumbnail: string | null },
  restoredFrom: number | null,
): Promise<number> {
  let version = await nextVersion(tx, ref);
  if (version === 1) {
    await tx.insert(layoutVersions).values({
      siteId: ref.idSite,
      layoutId: layout.id,
      version: 1,
      html: layout.html,
      css: layout.css,
      projectData: layout.projectData,
      hash: layout.hash,
      publishedBy: null,
      publishedByEmail: "",
      publishedAt: layout.updatedAt,
    });
    version = 2;
  }
  await tx
    .update(pageLayouts)
    .set({
      html: content.html,
      css: content.css,
      projectData: content.projectData,
      hash: content.hash,
      updatedAt: new Date(),
    })
    .where(and(eq(pageLayouts.siteId, ref.idSite), eq(pageLayouts.id, layout.id)));
  await tx.insert(layoutVersions).values({
    siteId: ref.idSite,
    layoutId: layout.id,
    version,
    html: content.html,
    css: content.css,
    projectData: content.projectData,
    hash: content.hash,
    thumbnail: content.thumbnail,
    restoredFrom,
    publishedBy: user.id,
    publishedByEmail: user.email,
  });
  await tx
    .delete(layoutDrafts)
    .where(and(eq(layoutDrafts.siteId, ref.idSite), eq(layoutDrafts.layoutId, layout.id)));
  return version;
}

/** Makes the draft live (the page cache and the site caches drop through the change feed). */
export async function publishLayout(
  db: Database,
  ref: LayoutRef,
  user: SessionUser,
  baseHash: string | undefined,
): Promise<{ layout: AdminLayout; version: number }> {
  return withSite(db, ref.idSite, async (tx) => {
    const { layout, draft } = await loadLayout(tx, ref, true);
    if (!draft) throw new ApiError(409, "admin.noDraft", {}, { storedHash: layout.hash });
    if (baseHash !== undefined && baseHash !== draft.hash) throw conflict(draft.hash, baseHash);
    const version = await publishContent(tx, ref, user, layout, draft, null);
    await recordAudit(tx, ref.idSite, user, "layout.publish", target(ref), { version, hash: draft.hash });
    const { layout: published } = await loadLayout(tx, ref);
    return { layout: await adminViewOf(tx, ref, published, null), version };
  });
}

export async function listLayoutVersions(db: Database, ref: LayoutRef): Promise<LayoutVersion[]> {
  return withSite(db, ref.idSite, async (tx) => {
    await loadLayout(tx, ref);
    const rows = await tx
      .select()
      .from(layoutVersions)
      .where(and(eq(layoutVersions.siteId, ref.idSite), eq(layoutVersions.layoutId, ref.idLayout)))
      .orderBy(desc(layoutVersions.version));
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      hash: r.hash,
      publishedAt: r.publishedAt.toISOString(),
      publishedBy: r.publishedByEmail,
      restoredFrom: r.restoredFrom,
      thumbnail: r.thumbnail,
    }));
  });
}

/** Publishes an earlier version again, as a new version (the history only grows). */
export async function restoreLayoutVersion(
  db: Database,
  ref: LayoutRef,
  user: SessionUser,
  idVersion: number,
  baseHash: string | undefined,
): Promise<{ layout: AdminLayout; version: number; restored: number }> {
  return withSite(db, ref.idSite, async (tx) => {
    const { layout, draft } = await loadLayout(tx, ref, true);
    const storedHash = storedHashOf(layout, draft);
    if (baseHash !== undefined && baseHash !== storedHash) throw conflict(storedHash, baseHash);
    const [old] = await tx
      .select()
      .from(layoutVersions)
      .where(
        and(
          eq(layoutVersions.siteId, ref.idSite),
          eq(layoutVersions.layoutId, ref.idLayout),
          eq(layoutVersions.id, idVersion),
        ),
      );
    if (!old) throw new ApiError(404, "admin.versionNotFound");
    const version = await publishContent(tx, ref, user, layout, old, old.version);
    await recordAudit(tx, ref.idSite, user, "layout.restore", target(ref), {
      restored: old.version,
      version,
      discardedDraft: draft !== null,
    });
    const { layout: published } = await loadLayout(tx, ref);
    return { layout: await adminViewOf(tx, ref, published, null), version, restored: old.version };
  });
}

/** A new, empty layout on a page, at `position` among its layouts (the end when left out). */
export async function createLayout(
  db: Database,
  idSite: number,
  idPage: number,
  user: SessionUser,
  position: number | undefined,
): Promise<AdminLayout> {
  return withSite(db, idSite, async (tx) => {
    const [page] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.siteId, idSite), eq(pages.id, idPage)))
      .for("update");
    if (!page) throw new ApiError(404, "error.pageNotFound");
    const existing = await tx
      .select({ id: pageLayouts.id, order: pageLayouts.order })
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, idSite), eq(pageLayouts.pageId, idPage)))
      .orderBy(asc(pageLayouts.order), asc(pageLayouts.id));
    const order =
      position === undefined || position >= existing.length
        ? (existing.at(-1)?.order ?? -1) + 1
        : (existing[position]?.order ?? 0);
    await tx
      .update(pageLayouts)
      .set({ order: sql`${pageLayouts.order} + 1` })
      .where(
        and(eq(pageLayouts.siteId, idSite), eq(pageLayouts.pageId, idPage), gte(pageLayouts.order, order)),
      );
    const [row] = await tx
      .insert(pageLayouts)
      .values({ siteId: idSite, pageId: idPage, order, html: "", css: "", hash: layoutHash("") })
      .returning();
    if (!row) throw new Error("layout was not inserted");
    const ref = { idSite, idPage, idLayout: row.id };
    await recordAudit(tx, idSite, user, "layout.create", target(ref), { order });
    return adminViewOf(tx, ref, row, null);
  });
}
