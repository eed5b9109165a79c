import type { ProductSummary } from "../../../../schemas/shop";

/**
 * The wine's name and appellation, the appellation first when the site asks for it
 * (SWAP_WINE_NAME_AND_APPELLATION).
 */
export function titlesOf(product: Pick<ProductSummary, "name" | "appellation">, swap: boolean) {
  if (swap && product.appellation) return { title: product.appellation, subtitle: product.name };
  return { title: product.name, subtitle: product.appellation };
}
