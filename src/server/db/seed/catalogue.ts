// Seeds a demo site's wine catalogue (spec §3 products, declinations, discounts, awards, meal icons),
// inside the site's seeding transaction, through the same row-level-security wall as the app.
import { eq } from "drizzle-orm";
import { type ELabel, eLabelSchema } from "../../../../schemas/e-label";
import type { Tx } from "../client";
import {
  awards,
  decreasingDiscounts,
  discounts,
  mealIcons,
  productDeclinations,
  productRecommendations,
  products,
  variations,
  variationValues,
} from "../schema";
import { catalogueDomaine } from "./content/catalogue-domaine";
import type { SeedCatalogue, SeedPriceDiscount, SeedProduct } from "./content/catalogue-types";

/**
 * The e-label of a demo declination (issue 15 §1): its product's figures, and the ingredients of
 * its free text turned into listed entries (the demo's texts name grapes, liqueurs and sulphites).
 */
function seedLabel(product: SeedProduct): ELabel | null {
  if (product.alcohol === undefined && !product.nutrition && !product.ingredients) return null;
  const text = product.ingredients ?? "";
  const codes = [
    /raisins/i.test(text) ? "grapes" : null,
    /liqueur de tirage/i.test(text) ? "tirage_liqueur" : null,
    /expédition/i.test(text) ? "expedition_liqueur" : null,
    /sulfites/i.test(text) ? "sulphites" : null,
  ].filter((code) => code !== null);
  return eLabelSchema.parse({
    alcoholPercent: product.alcohol ?? null,
    ingredients: codes.map((code) => ({ code })),
    nutrition: product.nutrition ?? null,
    origin: product.appellation ? `${product.appellation}, France` : "France",
  });
}

/** The demo catalogue of each site id; site 1 (the consultant) sells nothing. */
export const demoCatalogues: Readonly<Record<number, SeedCatalogue>> = { 2: catalogueDomaine };

const IMAGE_DIR = "/demo/domaine/products";

export async function seedCatalogue(tx: Tx, siteId: number, catalogue = demoCatalogues[siteId]) {
  if (!catalogue) return;

  if (catalogue.mealIcons.length) {
    await tx.insert(mealIcons).values(catalogue.mealIcons.map((icon, order) => ({ ...icon, siteId, order })));
  }
  if (catalogue.codes.length) {
    await tx.insert(discounts).values(
      catalogue.codes.map((code) => ({
        siteId,
        code: code.code.toUpperCase(),
        label: code.label,
        type: code.type,
        amount: code.amount,
        detailType: code.detailType,
        minimumAmount: code.minimumAmount ?? null,
      })),
    );
  }

  // variation values by position and label (site 2: colour, appellation, cuvée)
  const valueRows = await tx
    .select({ id: variationValues.id, label: variationValues.label, position: variations.position })
    .from(variationValues)
    .innerJoin(variations, eq(variations.id, variationValues.variationId))
    .where(eq(variationValues.siteId, siteId));
  const valueId = (position: number, label: string | null | undefined) => {
    if (!label) return null;
    const row = valueRows.find((v) => v.position === position && v.label === label);
    if (!row) throw new Error(`catalogue of site ${siteId}: no value "${label}" for variation ${position}`);
    return row.id;
  };

  const insertDiscount = async (discount: SeedPriceDiscount | undefined) => {
    if (!discount) return null;
    const [row] = await tx
      .insert(discounts)
      .values({ siteId, type: discount.type, amount: discount.amount, label: discount.label })
      .returning({ id: discounts.id });
    return row?.id ?? null;
  };

  const idBySlug = new Map<string, number>();
  for (const [order, product] of catalogue.products.entries()) {
    const [v1, v2, v3] = product.variations ?? [null, null, null];
    const [row] = await tx
      .insert(products)
      .values({
        siteId,
        slug: product.slug,
        type: product.type,
        subtypeType: product.type === "WINE" ? "BOTTLE" : null,
        name: product.name,
        appellation: product.appellation ?? null,
        color: product.color ?? null,
        shortDescription: product.shortDescription,
        description: product.description,
        image: `${IMAGE_DIR}/${product.image}`,
        price: product.price,
        discountId: await insertDiscount(product.discount),
        sellByMultipleOf: product.multiple ?? 1,
        quantity: product.stock ?? null,
        setQuantity: product.stock !== undefined,
        hasShippingFees: product.hasShippingFees ?? true,
        variation1Id: valueId(1, v1),
        variation2Id: valueId(2, v2),
        variation3Id: valueId(3, v3),
        tags: product.tags,
        grapeVarieties: product.grapes ?? [],
        features: product.features ?? [],
        mealIcons: product.meals ?? [],
        alcoholPercent: product.alcohol ?? null,
        nutrition: product.nutrition ?? null,
        ingredients: product.ingredients ?? null,
        // each declination has its own reference; the product has none of its own
        reference: null,
        order,
      })
      .returning({ id: products.id });
    if (!row) throw new Error(`product ${product.slug} was not inserted`);
    idBySlug.set(product.slug, row.id);

    const declinationIdByYear = new Map<number, number>();
    for (const [declinationOrder, declination] of product.declinations.entries()) {
      const [inserted] = await tx
        .insert(productDeclinations)
        .values({
          siteId,
          productId: row.id,
          year: declination.year,
          capacity: declination.cl,
          capacityUnit: declination.cl === null ? null : "CENTILITRE",
          price: declination.price ?? null,
          fixedPrice: declination.price !== undefined,
          quantity: declination.stock ?? null,
          setQuantity: declination.stock !== undefined,
          sellByMultipleOf: declination.multiple ?? 1,
          discountId: await insertDiscount(declination.discount),
          variation1Id: valueId(1, v1),
          variation2Id: valueId(2, v2),
          variation3Id: valueId(3, v3),
          reference: declination.reference,
          label: seedLabel(product),
          order: declinationOrder,
        })
        .returning({ id: productDeclinations.id });
      if (!inserted) throw new Error(`declination ${declination.reference} was not inserted`);
      if (declination.year !== null && !declinationIdByYear.has(declination.year)) {
        declinationIdByYear.set(declination.year, inserted.id);
      }
    }

    if (product.decreasing?.length) {
      await tx
        .insert(decreasingDiscounts)
        .values(product.decreasing.map((tier) => ({ ...tier, siteId, productId: row.id })));
    }
    if (product.awards?.length) {
      await tx.insert(awards).values(
        product.awards.map((award, awardOrder) => ({
          siteId,
          productId: row.id,
          declinationId:
            award.vintage === undefined ? null : (declinationIdByYear.get(award.vintage) ?? null),
          competition: award.competition,
          distinction: award.distinction,
          medal: award.medal,
          year: award.year,
          order: awardOrder,
        })),
      );
    }
  }

  const recommendations = catalogue.products.flatMap((product) =>
    (product.recommended ?? []).map((slug, order) => {
      const productId = idBySlug.get(product.slug);
      const recommendedId = idBySlug.get(slug);
      if (productId === undefined || recommendedId === undefined) {
        throw new Error(`catalogue of site ${siteId}: unknown recommended product ${slug}`);
      }
      return { siteId, productId, recommendedId, order };
    }),
  );
  if (recommendations.length) await tx.insert(productRecommendations).values(recommendations);
}
