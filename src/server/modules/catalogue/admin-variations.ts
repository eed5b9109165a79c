// The site's variations 1 to 3 (spec §3: "Couleur", "Appellation", "Parcelle"…) and their values,
// as the owner names them (issue 12 §2); a product or a declination carries one value of each.
// The set is saved whole: a value keeps its id (what products point at), one left out is deleted,
// never while a product or a declination uses it.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AdminVariation, ProductInput, VariationsInput } from "../../../../schemas/catalogue";
import { type Database, type Tx, withSite } from "../../db/client";
import { productDeclinations, products, variations, variationValues } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";

type VariationIds = Pick<ProductInput, "variation1Id" | "variation2Id" | "variation3Id">;
const fields = ["variation1Id", "variation2Id", "variation3Id"] as const;

/** How many live products and declinations carry each value of the site (archived ones lose it on delete). */
async function usage(tx: Tx, idSite: number): Promise<Map<number, number>> {
  const carried = (table: typeof products | typeof productDeclinations) =>
    tx
      .select({
        ids: sql<
          (number | null)[]
        >`array[${table.variation1Id}, ${table.variation2Id}, ${table.variation3Id}]`,
      })
      .from(table)
      .where(
        and(
          eq(table.siteId, idSite),
          isNull(table.archivedAt),
          sql`coalesce(${table.variation1Id}, ${table.variation2Id}, ${table.variation3Id}) is not null`,
        ),
      );
  const counts = new Map<number, number>();
  for (const { ids } of [...(await carried(products)), ...(await carried(productDeclinations))])
    for (const id of ids) if (id !== null) counts.set(Number(id), (counts.get(Number(id)) ?? 0) + 1);
  return counts;
}

async function read(tx: Tx, idSite: number): Promise<AdminVariation[]> {
  const [defs, values, used] = await Promise.all([
    tx.select().from(variations).where(eq(variations.siteId, idSite)).orderBy(asc(variations.position)),
    tx
      .select()
      .from(variationValues)
      .where(eq(variationValues.siteId, idSite))
      .orderBy(asc(variationValues.order), asc(variationValues.id)),
    usage(tx, idSite),
  ]);
  return defs.map((v) => ({
    position: v.position,
    label: v.label,
    displayLabel: v.displayLabel,
    values: values
      .filter((x) => x.variationId === v.id)
      .map((x) => ({ id: x.id, label: x.label, used: used.get(x.id) ?? 0 })),
  }));
}

export async function adminVariations(db: Database, idSite: number): Promise<AdminVariation[]> {
  return withSite(db, idSite, (tx) => read(tx, idSite));
}

export async function saveVariations(
  db: Database,
  idSite: number,
  user: SessionUser,
  input: VariationsInput,
): Promise<AdminVariation[]> {
  return withSite(db, idSite, async (tx) => {
    // one save at a time per site; the values are locked before their uses are counted: a product
    // save that carries one holds its key-share lock (checkVariationIds, or the foreign key's) until
    // it commits, so the count sees it, and a later one waits here and then finds the value gone
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`variations:${idSite}`}, 0))`);
    await tx
      .select({ id: variationValues.id })
      .from(variationValues)
      .where(eq(variationValues.siteId, idSite))
      // in id order, as checkVariationIds takes its key-share locks: no two waits in a cycle
      .orderBy(asc(variationValues.id))
      .for("update");
    const before = await read(tx, idSite);
    const existing = await tx.select().from(variations).where(eq(variations.siteId, idSite));
    for (const position of [1, 2, 3]) {
      const wanted = input.variations.find((v) => v.position === position);
      const index = input.variations.findIndex((v) => v.position === position);
      const current = existing.find((v) => v.position === position);
      const currentValues = before.find((v) => v.position === position)?.values ?? [];
      const keptIds = new Set((wanted?.values ?? []).flatMap((v) => (v.id ? [v.id] : [])));
      for (const value of currentValues) {
        if (!keptIds.has(value.id) && value.used > 0)
          throw ruleError(
            "catalogue.variationValueUsed",
            { value: value.label, count: value.used },
            wanted ? `variations.${index}.values` : "variations",
          );
      }
      for (const [i, value] of (wanted?.values ?? []).entries()) {
        if (value.id && !currentValues.some((v) => v.id === value.id))
          throw ruleError("catalogue.variationValueUnknown", {}, `variations.${index}.values.${i}`);
      }
      if (!wanted) {
        if (current) await tx.delete(variations).where(eq(variations.id, current.id));
        continue;
      }
      const [row] = current
        ? await tx
            .update(variations)
            .set({ label: wanted.label, displayLabel: wanted.displayLabel })
            .where(eq(variations.id, current.id))
            .returning()
        : await tx
            .insert(variations)
            .values({ siteId: idSite, position, label: wanted.label, displayLabel: wanted.displayLabel })
            .returning();
      if (!row) throw new Error("saveVariations: no row");
      const dropped = currentValues.filter((v) => !keptIds.has(v.id)).map((v) => v.id);
      if (dropped.length) await tx.delete(variationValues).where(inArray(variationValues.id, dropped));
      for (const [order, value] of wanted.values.entries()) {
        if (value.id)
          await tx
            .update(variationValues)
            .set({ label: value.label, order })
            .where(eq(variationValues.id, value.id));
        else
          await tx
            .insert(variationValues)
            .values({ siteId: idSite, variationId: row.id, label: value.label, order });
      }
    }
    const after = await read(tx, idSite);
    await recordAudit(tx, idSite, user, "variation.save", "variations", {
      before: before.map(({ values, ...v }) => ({ ...v, values: values.map((x) => x.label) })),
      after: after.map(({ values, ...v }) => ({ ...v, values: values.map((x) => x.label) })),
    });
    return after;
  });
}

/** A product's or a declination's values: each one of the site's, of the variation at its position (422 on the field). */
export async function checkVariationIds(tx: Tx, idSite: number, input: VariationIds): Promise<void> {
  const ids = fields.flatMap((f) => (input[f] === null ? [] : [input[f]]));
  if (!ids.length) return;
  const rows = await tx
    .select({ id: variationValues.id, position: variations.position })
    .from(variationValues)
    .innerJoin(variations, eq(variations.id, variationValues.variationId))
    .where(and(eq(variationValues.siteId, idSite), inArray(variationValues.id, ids)))
    .orderBy(asc(variationValues.id))
    // held until the product's save commits: a variations save cannot delete them meanwhile
    .for("key share", { of: variationValues });
  for (const [i, field] of fields.entries()) {
    const id = input[field];
    if (id !== null && !rows.some((r) => r.id === id && r.position === i + 1))
      throw ruleError("catalogue.variationValueUnknown", {}, field);
  }
}
