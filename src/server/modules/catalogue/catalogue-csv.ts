// The catalogue as a spreadsheet (issue 12 §5, DESIGN.md §7): exported as CSV (UTF-8 with a BOM,
// `;` separators, a header row, prices as "14,50", "oui"/"non") or JSON, and imported back from
// that CSV. An import runs in one transaction: a dry run makes every change and rolls it back,
// so its report (what would change, every row's errors) is exactly what the import would do.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import Papa from "papaparse";
import { z } from "zod";
import {
  type CatalogueCsvColumn,
  type CatalogueImportReport,
  catalogueCsvColumns,
  eanSchema,
  productSlugSchema,
} from "../../../../schemas/catalogue";
import { capacityUnitSchema, productTypeSchema, wineColorSchema } from "../../../../schemas/shop";
import { centsOfEuros, eurosText } from "../../../runtime/shop/money";
import { slugOf } from "../../../runtime/text/slug";
import { type Database, type Tx, withSite } from "../../db/client";
import { productDeclinations, products } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { csvFile } from "../../http/csv";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { assertImportWithinLimit, NO_LIMITS, type SiteLimitValues } from "../site/site-limits";
import { moveStock } from "./stock";

type Row = Record<CatalogueCsvColumn, string>;

const yesNo = (value: boolean) => (value ? "oui" : "non");
const text = (value: string | number | null) => (value === null ? "" : String(value).replace(".", ","));

/** The catalogue's rows (products × declinations, archived ones left out), as the CSV holds them. */
export async function catalogueRows(db: Database, idSite: number): Promise<Row[]> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ p: products, d: productDeclinations })
      .from(products)
      .leftJoin(
        productDeclinations,
        and(eq(productDeclinations.productId, products.id), isNull(productDeclinations.archivedAt)),
      )
      .where(and(eq(products.siteId, idSite), isNull(products.archivedAt)))
      .orderBy(
        asc(products.order),
        asc(products.id),
        desc(productDeclinations.year),
        asc(productDeclinations.id),
      ),
  );
  return rows.map(({ p, d }) => ({
    id_produit: String(p.id),
    adresse: p.slug,
    type: p.type,
    nom: p.name,
    appellation: p.appellation ?? "",
    couleur: p.color ?? "",
    prix_produit: eurosText(p.price),
    produit_publie: yesNo(p.isValid),
    id_declinaison: d ? String(d.id) : "",
    millesime: text(d?.year ?? null),
    contenance: text(d?.capacity ?? null),
    unite: d?.capacityUnit ?? "",
    prix_declinaison: d?.fixedPrice ? eurosText(d.price) : "",
    vendu_par: d ? String(d.sellByMultipleOf) : "",
    reference: d?.reference ?? "",
    ean: d?.ean ?? "",
    stock: d?.setQuantity ? String(d.quantity ?? 0) : "",
    de_cote: d ? String(d.reserved) : "",
    seuil_stock_bas: text(d?.lowStockThreshold ?? null),
    declinaison_publiee: d ? yesNo(d.isValid) : "",
  }));
}

export function catalogueCsv(rows: Row[]): string {
  return csvFile(
    catalogueCsvColumns,
    rows.map((r) => catalogueCsvColumns.map((c) => r[c])),
  );
}

// ---- Import -----------------------------------------------------------------------------------

const empty = (v: string) => v.trim() === "";
const id = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { error: "identifiant attendu" })
  .transform(Number);
const int = (min: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/, { error: "nombre entier attendu" })
    .transform(Number)
    .refine((n) => n >= min, { error: `${min} au moins` });
const price = z
  .string()
  .trim()
  .refine((v) => centsOfEuros(v) !== null, { error: "prix attendu, comme 14,50" })
  .transform((v) => centsOfEuros(v) ?? 0);
const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,6}([,.]\d{1,3})?$/, { error: "nombre attendu" })
  .transform((v) => Number(v.replace(",", ".")));
const yes = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["oui", "non", "1", "0", "true", "false"].includes(v), {
    error: "« oui » ou « non » attendu",
  })
  .transform((v) => v === "oui" || v === "1" || v === "true");
const optional = <T extends z.ZodType>(schema: T) =>
  z.string().transform((v, ctx): z.infer<T> | null => {
    if (empty(v)) return null;
    const parsed = schema.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });

const rowSchema = z.object({
  id_produit: optional(id),
  adresse: optional(productSlugSchema),
  type: productTypeSchema,
  nom: z.string().trim().min(1, { error: "nom obligatoire" }).max(200),
  appellation: z.string().trim().max(200),
  couleur: optional(wineColorSchema),
  prix_produit: price,
  produit_publie: yes,
  id_declinaison: optional(id),
  millesime: optional(int(1900)),
  contenance: optional(decimal),
  unite: optional(capacityUnitSchema),
  prix_declinaison: optional(price),
  vendu_par: optional(int(1)),
  reference: z.string().trim().max(60),
  ean: optional(eanSchema),
  stock: optional(int(0)),
  de_cote: optional(int(0)),
  seuil_stock_bas: optional(int(0)),
  declinaison_publiee: optional(yes),
});
type ParsedRow = z.infer<typeof rowSchema>;

/** The file's rows, or a 422 when it is not the export's CSV (its header row names the columns). */
export function readCatalogueCsv(csv: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    delimiter: "",
    delimitersToGuess: [";", ",", "\t"],
    skipEmptyLines: "greedy",
  });
  const missing = catalogueCsvColumns.filter((c) => !parsed.meta.fields?.includes(c));
  if (missing.length) {
    throw new ApiError(
      422,
      "catalogue.csvColumns",
      { columns: missing.join(", ") },
      { errors: { file: [{ key: "catalogue.csvColumns", params: { columns: missing.join(", ") } }] } },
    );
  }
  return parsed.data;
}

class Rollback extends Error {}

interface ImportState {
  report: CatalogueImportReport;
  bySlug: Map<string, number>;
  /** The product's fields as its first row gave them: its other rows must agree. */
  firstRow: Map<number, { line: number; fields: Record<string, unknown> }>;
}

/** The CSV columns of a product's own fields, to name a disagreement between its rows. */
const productColumns: Record<string, CatalogueCsvColumn> = {
  type: "type",
  name: "nom",
  appellation: "appellation",
  color: "couleur",
  price: "prix_produit",
  isValid: "produit_publie",
};

function change(state: ImportState, row: number, target: string, field: string, from: unknown, to: unknown) {
  const show = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  if (show(from) !== show(to))
    state.report.changes.push({ row, target, field, from: show(from), to: show(to) });
}

async function importProduct(
  tx: Tx,
  idSite: number,
  state: ImportState,
  line: number,
  r: ParsedRow,
): Promise<number> {
  const fields = {
    type: r.type,
    name: r.nom,
    appellation: r.appellation || null,
    color: r.type === "WINE" ? r.couleur : null,
    price: r.prix_produit,
    isValid: r.produit_publie,
  };
  const slug = r.adresse ?? null;
  const knownId = r.id_produit ?? (slug ? state.bySlug.get(slug) : undefined);
  const first = knownId === undefined ? undefined : state.firstRow.get(knownId);
  if (knownId !== undefined && first) {
    // a product spans its declinations' rows: they all say the same of it
    const differing = Object.keys(fields).filter(
      (key) => JSON.stringify(first.fields[key]) !== JSON.stringify(fields[key as keyof typeof fields]),
    );
    if (differing.length) {
      const columns = differing.map((key) => productColumns[key]).join(", ");
      throw new RowError([
        `${columns} : différent de la ligne ${first.line} du même produit (mettez la même valeur sur toutes ses lignes)`,
      ]);
    }
    return knownId;
  }
  if (knownId === undefined) {
    const fresh = slug ?? (slugOf(r.nom) || "produit");
    const [created] = await tx
      .insert(products)
      .values({ ...fields, siteId: idSite, slug: fresh, subtypeType: r.type === "WINE" ? "BOTTLE" : null })
      .returning({ id: products.id });
    if (!created) throw new Error("import: no product");
    state.bySlug.set(fresh, created.id);
    state.firstRow.set(created.id, { line, fields });
    state.report.createdProducts += 1;
    return created.id;
  }
  const [current] = await tx
    .select()
    .from(products)
    .where(and(eq(products.siteId, idSite), eq(products.id, knownId), isNull(products.archivedAt)));
  if (!current) throw new RowError(["produit inconnu (id_produit)"]);
  state.firstRow.set(current.id, { line, fields });
  for (const [field, value] of Object.entries(fields))
    change(state, line, `produit ${current.id}`, field, current[field as keyof typeof current], value);
  await tx
    .update(products)
    .set({ ...fields, version: current.version + 1, updatedAt: new Date() })
    .where(eq(products.id, current.id));
  return current.id;
}

class RowError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join("; "));
  }
}

async function importDeclination(
  tx: Tx,
  idSite: number,
  user: SessionUser,
  state: ImportState,
  line: number,
  productId: number,
  r: ParsedRow,
) {
  if (r.id_declinaison === null && r.millesime === null && r.contenance === null && r.reference === "")
    return;
  const fields = {
    year: r.millesime,
    capacity: r.contenance,
    capacityUnit: r.contenance === null ? null : (r.unite ?? "CENTILITRE"),
    price: r.prix_declinaison,
    fixedPrice: r.prix_declinaison !== null,
    sellByMultipleOf: r.vendu_par ?? 1,
    reference: r.reference || null,
    ean: r.ean,
    reserved: r.de_cote ?? 0,
    lowStockThreshold: r.seuil_stock_bas,
    isValid: r.declinaison_publiee ?? true,
    setQuantity: r.stock !== null,
  };
  let id = r.id_declinaison;
  let quantity = 0;
  if (id === null) {
    const [created] = await tx
      .insert(productDeclinations)
      .values({ ...fields, siteId: idSite, productId, quantity: r.stock === null ? null : 0 })
      .returning({ id: productDeclinations.id });
    if (!created) throw new Error("import: no declination");
    id = created.id;
    state.report.createdDeclinations += 1;
  } else {
    const [current] = await tx
      .select()
      .from(productDeclinations)
      .where(
        and(
          eq(productDeclinations.siteId, idSite),
          eq(productDeclinations.id, id),
          eq(productDeclinations.productId, productId),
        ),
      );
    if (!current || current.archivedAt)
      throw new RowError(["déclinaison inconnue pour ce produit (id_declinaison)"]);
    for (const [field, value] of Object.entries(fields))
      change(state, line, `déclinaison ${id}`, field, current[field as keyof typeof current], value);
    quantity = current.quantity ?? 0;
    await tx
      .update(productDeclinations)
      .set({
        ...fields,
        quantity: r.stock === null ? current.quantity : quantity,
        version: current.version + 1,
      })
      .where(eq(productDeclinations.id, id));
  }
  if (r.stock !== null && r.stock !== quantity) {
    change(state, line, `déclinaison ${id}`, "stock", quantity, r.stock);
    await moveStock(tx, idSite, { productId, declinationId: id }, r.stock - quantity, "INVENTORY", {
      userId: user.id,
      note: "import CSV",
    });
  }
}

/** Imports the export's CSV; with `dryRun`, reports what it would do and writes nothing. */
export async function importCatalogue(
  db: Database,
  idSite: number,
  user: SessionUser,
  csv: string,
  dryRun: boolean,
  /** The site's limits (issue 19 §6): an import that would pass maxProducts is refused whole. */
  limits: SiteLimitValues = NO_LIMITS,
): Promise<CatalogueImportReport> {
  const rows = readCatalogueCsv(csv);
  const state: ImportState = {
    report: {
      dryRun,
      rows: rows.length,
      createdProducts: 0,
      createdDeclinations: 0,
      changes: [],
      errors: [],
    },
    bySlug: new Map(),
    firstRow: new Map(),
  };
  try {
    await withSite(db, idSite, async (tx) => {
      // the rows an import may write are locked first, products then declinations, each in the
      // order of their ids, as orders lock theirs: written in the file's order instead, an import
      // holding one declination while an order of several held the next deadlocked with it. "No
      // key update" (no key changes) leaves orders their lines' foreign-key share locks.
      const existing = await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(eq(products.siteId, idSite))
        .orderBy(asc(products.id))
        .for("no key update");
      await tx
        .select({ id: productDeclinations.id })
        .from(productDeclinations)
        .where(eq(productDeclinations.siteId, idSite))
        .orderBy(asc(productDeclinations.id))
        .for("no key update");
      for (const p of existing) state.bySlug.set(p.slug, p.id);
      for (const [index, raw] of rows.entries()) {
        const line = index + 2;
        const parsed = rowSchema.safeParse(raw);
        if (!parsed.success) {
          state.report.errors.push({
            row: line,
            messages: parsed.error.issues.map((i) => `${String(i.path[0] ?? "")} : ${i.message}`),
          });
          continue;
        }
        try {
          const productId = await importProduct(tx, idSite, state, line, parsed.data);
          await importDeclination(tx, idSite, user, state, line, productId, parsed.data);
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          state.report.errors.push({ row: line, messages: error.messages });
        }
      }
      if (!state.report.errors.length && state.report.createdProducts > 0)
        await assertImportWithinLimit(tx, idSite, limits, { report: state.report });
      if (dryRun || state.report.errors.length) throw new Rollback();
      await recordAudit(tx, idSite, user, "catalogue.import", "catalogue", {
        rows: rows.length,
        changes: state.report.changes.length,
        createdProducts: state.report.createdProducts,
        createdDeclinations: state.report.createdDeclinations,
      });
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!dryRun && state.report.errors.length) {
    throw new ApiError(
      422,
      "catalogue.importRefused",
      { count: state.report.errors.length },
      { report: state.report },
    );
  }
  return state.report;
}
