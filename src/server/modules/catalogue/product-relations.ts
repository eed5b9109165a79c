// What the product page shows beside a product (issue 12 §2): its awards, recommended products,
// volume prices and, for a box, its contents. Each list is saved whole with the product, checked
// against the site's own rows (a recommended product, a box's bottle, an award's vintage).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ProductInput } from "../../../../schemas/catalogue";
import type { Tx } from "../../db/client";
import {
  awards,
  boxItems,
  decreasingDiscounts,
  productDeclinations,
  productRecommendations,
  products,
} from "../../db/schema";
import { ruleError } from "../../http/api-error";

type Relations = Pick<ProductInput, "awards" | "recommendedIds" | "decreasingDiscounts" | "boxItems">;

/** The relation lists of an input, apart from the product's own columns. */
export function splitRelations<T extends Relations>(input: T) {
  const { awards: a, recommendedIds, decreasingDiscounts: d, boxItems: b, ...columns } = input;
  return { columns, relations: { awards: a, recommendedIds, decreasingDiscounts: d, boxItems: b } };
}

export async function readRelations(tx: Tx, idSite: number, productId: number): Promise<Relations> {
  const [awardRows, recommended, tiers, items] = await Promise.all([
    tx
      .select()
      .from(awards)
      .where(and(eq(awards.siteId, idSite), eq(awards.productId, productId)))
      .orderBy(asc(awards.order), asc(awards.id)),
    tx
      .select({ id: productRecommendations.recommendedId })
      .from(productRecommendations)
      .where(and(eq(productRecommendations.siteId, idSite), eq(productRecommendations.productId, productId)))
      .orderBy(asc(productRecommendations.order), asc(productRecommendations.id)),
    tx
      .select()
      .from(decreasingDiscounts)
      .where(and(eq(decreasingDiscounts.siteId, idSite), eq(decreasingDiscounts.productId, productId)))
      .orderBy(asc(decreasingDiscounts.minQuantity)),
    tx
      .select()
      .from(boxItems)
      .where(and(eq(boxItems.siteId, idSite), eq(boxItems.boxId, productId)))
      .orderBy(asc(boxItems.order), asc(boxItems.id)),
  ]);
  return {
    awards: awardRows.map((a) => ({
      competition: a.competition,
      distinction: a.distinction,
      medal: a.medal,
      year: a.year,
      declinationId: a.declinationId,
    })),
    recommendedIds: recommended.map((r) => r.id),
    decreasingDiscounts: tiers.map((t) => ({ minQuantity: t.minQuantity, type: t.type, amount: t.amount })),
    boxItems: items.map((i) => ({ declinationId: i.declinationId, quantity: i.quantity })),
  };
}

/** Checks that every row a list names is this site's and may be named there (422 on the field). */
async function checkReferences(
  tx: Tx,
  idSite: number,
  productId: number,
  type: ProductInput["type"],
  r: Relations,
) {
  const recommended = [...new Set(r.recommendedIds)];
  if (recommended.includes(productId)) throw ruleError("catalogue.recommendSelf", {}, "recommendedIds");
  if (recommended.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, idSite), inArray(products.id, recommended)));
    if (found.length !== recommended.length)
      throw ruleError("catalogue.unknownProduct", {}, "recommendedIds");
  }
  if (r.boxItems.length && type !== "BOX") throw ruleError("catalogue.boxOnly", {}, "boxItems");
  const inBox = [...new Set(r.boxItems.map((i) => i.declinationId))];
  if (inBox.length) {
    const found = await tx
      .select({ id: productDeclinations.id, type: products.type })
      .from(productDeclinations)
      .innerJoin(products, eq(products.id, productDeclinations.productId))
      .where(and(eq(productDeclinations.siteId, idSite), inArray(productDeclinations.id, inBox)));
    if (found.length !== inBox.length || found.some((f) => f.type === "BOX")) {
      throw ruleError("catalogue.boxContentInvalid", {}, "boxItems");
    }
  }
  const vintages = r.awards.map((a) => a.declinationId).filter((id): id is number => id !== null);
  if (vintages.length) {
    const found = await tx
      .select({ id: productDeclinations.id })
      .from(productDeclinations)
      .where(
        and(
          eq(productDeclinations.productId, productId),
          inArray(productDeclinations.id, [...new Set(vintages)]),
        ),
      );
    if (found.length !== new Set(vintages).size) throw ruleError("catalogue.awardVintage", {}, "awards");
  }
}

/** Replaces the product's lists with the input's, in the caller's transaction. */
export async function writeRelations(
  tx: Tx,
  idSite: number,
  productId: number,
  type: ProductInput["type"],
  r: Relations,
) {
  await checkReferences(tx, idSite, productId, type, r);
  await tx.delete(awards).where(and(eq(awards.siteId, idSite), eq(awards.productId, productId)));
  await tx
    .delete(productRecommendations)
    .where(and(eq(productRecommendations.siteId, idSite), eq(productRecommendations.productId, productId)));
  await tx
    .delete(decreasingDiscounts)
    .where(and(eq(decreasingDiscounts.siteId, idSite), eq(decreasingDiscounts.productId, productId)));
  await tx.delete(boxItems).where(and(eq(boxItems.siteId, idSite), eq(boxItems.boxId, productId)));
  if (r.awards.length) {
    await tx.insert(awards).values(r.awards.map((a, order) => ({ ...a, siteId: idSite, productId, order })));
  }
  const recommended = [...new Set(r.recommendedIds)];
  if (recommended.length) {
    await tx
      .insert(productRecommendations)
      .values(
        recommended.map((recommendedId, order) => ({ siteId: idSite, productId, recommendedId, order })),
      );
  }
  if (r.decreasingDiscounts.length) {
    await tx
      .insert(decreasingDiscounts)
      .values(r.decreasingDiscounts.map((t) => ({ ...t, siteId: idSite, productId })));
  }
  if (r.boxItems.length) {
    await tx
      .insert(boxItems)
      .values(r.boxItems.map((i, order) => ({ ...i, siteId: idSite, boxId: productId, order })));
  }
}
