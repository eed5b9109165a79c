// The owner's popups (issue 14 §2, /api/admin/popup): title, content (rich text sanitized on the
// server when written, as layouts: an admin never runs script in a visitor's browser), spec §2's
// modal rules (every reload or remember closing, lock scroll, darken background), the pages where it
// opens by itself, published or not.
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminPopup, popupInputSchema } from "../../../../schemas/content-desk";
import { type Database, type Tx, withSite } from "../../db/client";
import { popups } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { sanitizePopupHtml } from "../../security/sanitize";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { checkVersion } from "./desk-common";

type Input = z.output<typeof popupInputSchema>;
type PopupRow = typeof popups.$inferSelect;

function adminPopupOf(row: PopupRow): AdminPopup {
  const { siteId: _siteId, ...popup } = row;
  return popup;
}

async function rowFor(tx: Tx, idSite: number, id: number, lock = false): Promise<PopupRow> {
  const query = tx
    .select()
    .from(popups)
    .where(and(eq(popups.siteId, idSite), eq(popups.id, id)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new ApiError(404, "popup.notFound");
  return row;
}

export async function listAdminPopups(db: Database, idSite: number) {
  const rows = await withSite(db, idSite, (tx) =>
    tx.select().from(popups).where(eq(popups.siteId, idSite)).orderBy(asc(popups.id)),
  );
  return { items: rows.map(adminPopupOf), total: rows.length };
}

export const adminPopup = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, async (tx) => adminPopupOf(await rowFor(tx, idSite, id)));

/** GET /popup/on-load: the published popups that open by themselves on some pages. */
export async function popupsOpeningOnLoad(db: Database, idSite: number) {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(popups)
      .where(and(eq(popups.siteId, idSite), eq(popups.isValid, true)))
      .orderBy(asc(popups.id)),
  );
  return {
    popups: rows
      .filter((r) => r.pages.length > 0)
      .map(({ siteId: _s, isValid: _v, version: _n, ...popup }) => popup),
  };
}

const columnsOf = (input: Input) => ({ ...input, html: sanitizePopupHtml(input.html) });

export async function createPopup(db: Database, idSite: number, user: SessionUser, input: Input) {
  const columns = columnsOf(input);
  return withSite(db, idSite, async (tx) => {
    // the key under which a visitor's browser remembers closing it (decision 042)
    const key = `popup-${randomBytes(6).toString("hex")}`;
    const [row] = await tx
      .insert(popups)
      .values({ siteId: idSite, key, ...columns })
      .returning();
    if (!row) throw new Error("createPopup: no row");
    await recordAudit(tx, idSite, user, "popup.create", `popup:${row.id}`, { ...columns });
    return adminPopupOf(row);
  });
}

export async function updatePopup(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  const { version, ...rest } = input;
  const columns = columnsOf(rest);
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id, true);
    await checkVersion(row.version, version, async () => adminPopupOf(row));
    const [saved] = await tx
      .update(popups)
      .set({ ...columns, version: row.version + 1 })
      .where(eq(popups.id, id))
      .returning();
    if (!saved) throw new Error("updatePopup: no row");
    await recordAudit(tx, idSite, user, "popup.update", `popup:${id}`, {
      before: adminPopupOf(row),
      after: columns,
    });
    return adminPopupOf(saved);
  });
}

export async function deletePopup(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id, true);
    await tx.delete(popups).where(eq(popups.id, id));
    await recordAudit(tx, idSite, user, "popup.delete", `popup:${id}`, { title: row.title });
    return { id, title: row.title };
  });
}
