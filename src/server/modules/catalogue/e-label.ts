// The EU e-label of a declination (issue 15 §1–§3): read and saved by the owner (409 on a stale
// version, audited), previewed with the page's own renderer, encoded as a QR code, and read by a
// visitor at /e/{code} on the site's host.
import { and, eq } from "drizzle-orm";
import { type AdminLabel, type ELabel, type LabelLanguage, storedLabel } from "../../../../schemas/e-label";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { type Database, type Tx, withSite } from "../../db/client";
import { productDeclinations, products } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { renderLabelPage } from "./e-label-page";

/** What the page needs of a declination and its product. */
async function labelRow(tx: Tx, idSite: number, where: { id: number } | { code: string }, lock = false) {
  const query = tx
    .select({ d: productDeclinations, name: products.name })
    .from(productDeclinations)
    .innerJoin(products, eq(products.id, productDeclinations.productId))
    .where(
      and(
        eq(productDeclinations.siteId, idSite),
        "id" in where ? eq(productDeclinations.id, where.id) : eq(productDeclinations.labelCode, where.code),
      ),
    );
  // the label's save changes no key: "no key update" lets an order's line share-lock the bottle meanwhile
  const [row] = lock ? await query.for("no key update", { of: productDeclinations }) : await query;
  return row;
}

type LabelRow = NonNullable<Awaited<ReturnType<typeof labelRow>>>;

export const labelUrl = (origin: string, code: string) => `${origin}/e/${code}`;

function adminLabelOf(row: LabelRow, origin: string): AdminLabel {
  return {
    declinationId: row.d.id,
    productName: row.name,
    year: row.d.year,
    code: row.d.labelCode,
    url: labelUrl(origin, row.d.labelCode),
    label: storedLabel(row.d.label),
    version: row.d.labelVersion,
  };
}

async function requiredRow(tx: Tx, idSite: number, id: number, lock = false): Promise<LabelRow> {
  const row = await labelRow(tx, idSite, { id }, lock);
  if (!row) throw new ApiError(404, "shop.declinationNotFound");
  return row;
}

/** GET /admin/declination/{id}/label */
export function adminLabel(db: Database, idSite: number, id: number, origin: string): Promise<AdminLabel> {
  return withSite(db, idSite, async (tx) => adminLabelOf(await requiredRow(tx, idSite, id), origin));
}

/** PUT /admin/declination/{id}/label: a stale version is a 409 with the current label. */
export function saveLabel(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  label: ELabel,
  version: number,
  origin: string,
): Promise<AdminLabel> {
  return withSite(db, idSite, async (tx) => {
    const row = await requiredRow(tx, idSite, id, true);
    if (row.d.labelVersion !== version) {
      throw new ApiError(409, "eLabel.stale", {}, { current: adminLabelOf(row, origin) });
    }
    await tx
      .update(productDeclinations)
      .set({ label, labelVersion: row.d.labelVersion + 1 })
      .where(eq(productDeclinations.id, row.d.id));
    await recordAudit(tx, idSite, user, "declination.label", `declination:${row.d.id}`, {
      before: row.d.label,
      after: label,
    });
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, row.d.productId));
    return adminLabelOf(await requiredRow(tx, idSite, id), origin);
  });
}

const pageInput = (row: LabelRow, label: ELabel, lang: LabelLanguage) => ({
  productName: row.name,
  year: row.d.year,
  capacity: row.d.capacity === null ? null : formatCapacity(row.d.capacity, row.d.capacityUnit),
  label,
  lang,
});

/** POST /admin/declination/{id}/label/preview: the page a draft would give, for the editor's iframe. */
export function previewLabel(
  db: Database,
  idSite: number,
  id: number,
  label: ELabel,
  lang: LabelLanguage,
): Promise<string> {
  return withSite(db, idSite, async (tx) =>
    renderLabelPage(pageInput(await requiredRow(tx, idSite, id), label, lang)),
  );
}

/** The visitor's page of a code, or null for an unknown one (a bottle's label outlives its sale). */
export function labelPageOf(
  db: Database,
  idSite: number,
  code: string,
  lang: LabelLanguage,
): Promise<string | null> {
  return withSite(db, idSite, async (tx) => {
    const row = await labelRow(tx, idSite, { code });
    return row ? renderLabelPage(pageInput(row, storedLabel(row.d.label), lang)) : null;
  });
}
