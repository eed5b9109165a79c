// The owner's footer lists (issue 14 §2, /api/admin/footer; spec §7 GET /element/logo-footer and
// /element/link-footer): partners' logos from the media library and links, label, url (a local path
// or http(s) only), order.
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminFooterElement, footerInputSchema } from "../../../../schemas/content-desk";
import { type Database, type Tx, withSite } from "../../db/client";
import { footerElements } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { checkOwnMedia, checkVersion } from "./desk-common";

type Input = z.output<typeof footerInputSchema>;
type FooterRow = typeof footerElements.$inferSelect;

function adminFooterOf(row: FooterRow): AdminFooterElement {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    url: row.url,
    image: row.filename,
    order: row.order,
    version: row.version,
  };
}

async function rowFor(tx: Tx, idSite: number, id: number, lock = false): Promise<FooterRow> {
  const query = tx
    .select()
    .from(footerElements)
    .where(and(eq(footerElements.siteId, idSite), eq(footerElements.id, id)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new ApiError(404, "footer.notFound");
  return row;
}

export async function listAdminFooter(db: Database, idSite: number) {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(footerElements)
      .where(eq(footerElements.siteId, idSite))
      .orderBy(asc(footerElements.kind), asc(footerElements.order), asc(footerElements.id)),
  );
  return { items: rows.map(adminFooterOf), total: rows.length };
}

export const adminFooterElement = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, async (tx) => adminFooterOf(await rowFor(tx, idSite, id)));

const columnsOf = (input: Input) => ({
  kind: input.kind,
  label: input.label,
  url: input.url,
  filename: input.kind === "LOGO" ? input.image : null,
  order: input.order,
});

export async function createFooterElement(db: Database, idSite: number, user: SessionUser, input: Input) {
  checkOwnMedia(idSite, [input.image], "image");
  const columns = columnsOf(input);
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .insert(footerElements)
      .values({ siteId: idSite, ...columns })
      .returning();
    if (!row) throw new Error("createFooterElement: no row");
    await recordAudit(tx, idSite, user, "footer.create", `footer:${row.id}`, { ...columns });
    return adminFooterOf(row);
  });
}

export async function updateFooterElement(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  const columns = columnsOf(input);
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id, true);
    checkOwnMedia(idSite, [input.image], "image");
    await checkVersion(row.version, input.version, async () => adminFooterOf(row));
    const [saved] = await tx
      .update(footerElements)
      .set({ ...columns, version: row.version + 1 })
      .where(eq(footerElements.id, id))
      .returning();
    if (!saved) throw new Error("updateFooterElement: no row");
    await recordAudit(tx, idSite, user, "footer.update", `footer:${id}`, {
      before: adminFooterOf(row),
      after: columns,
    });
    return adminFooterOf(saved);
  });
}

export async function deleteFooterElement(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id, true);
    await tx.delete(footerElements).where(eq(footerElements.id, id));
    await recordAudit(tx, idSite, user, "footer.delete", `footer:${id}`, { label: row.label });
    return { id, title: row.label };
  });
}
