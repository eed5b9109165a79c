/**
 * The shop's display model (spec §3 Commerce, Features and Icons settings): what the shop screens
 * and the header's cart show, read once from the settings. The components render from this model
 * and never read a setting themselves.
 */
import type { ParameterValues } from "../../../schemas/parameters";
import {
  booleanSetting,
  choiceSetting,
  numberSetting,
  type ThemeValues,
  textSetting,
} from "../theme/read-setting";
import type { StockLabelSettings } from "./stock";

type Choice<K extends keyof ParameterValues> = NonNullable<ParameterValues[K]>;

export interface ShopDisplay {
  /** HIDE_PRODUCT_PRICES: the catalogue shows no price (the cart still does: one pays what one sees). */
  hidePrices: boolean;
  /** PRODUCT_HIDE_PERCENTAGE_DISCOUNT: the old price stays, the "-10 %" badge goes. */
  hidePercentageDiscount: boolean;
  stock: StockLabelSettings & { handleStock: boolean; useProductStock: boolean };
  /** PRODUCT_DISPLAY: the list as a grid of cards or as rows. */
  productDisplay: Choice<"PRODUCT_DISPLAY">;
  /** PRODUCT_ORDER: the list's default order, as an orderBy of GET /product. */
  defaultOrderBy: string;
  /** PRODUCT_ASPECT_RATIO: a CSS aspect-ratio ("3/4"). */
  aspectRatio: Choice<"PRODUCT_ASPECT_RATIO">;
  pageStyle: Choice<"PRODUCT_PAGE_STYLE">;
  featuresStyle: Choice<"FEATURES_PRODUCT_STYLE">;
  /** GRAPE_VARIETY_DISPLAY and GRAPE_VARIETY_LOCATION: where the grape varieties show, or null. */
  grapeVarieties: Choice<"GRAPE_VARIETY_LOCATION"> | null;
  /** SWAP_WINE_NAME_AND_APPELLATION: the appellation is the title and the name its subtitle. */
  swapNameAndAppellation: boolean;
  /** SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: the EU e-label block (nutrition, ingredients). */
  showNutrition: boolean;
  /** SEE_CART_ON_HOVER: the mini-cart opens over the cart icon. */
  cartOnHover: boolean;
  /** HIDE_ECOMMERCE_LABEL: the shop's words ("Boutique en ligne", "Panier") stay for screen readers only. */
  hideEcommerceLabel: boolean;
  /** HIDE_PRODUCT_ICON: no meal or feature pictograms. */
  hideProductIcons: boolean;
  /** FREE_SHIPPING_BOTTLE: bottles for free shipping, or null. */
  freeShippingBottles: number | null;
}

/** PRODUCT_ORDER → the orderBy of GET /product ("-" for descending). */
export const orderByOfProductOrder: Record<Choice<"PRODUCT_ORDER">, string> = {
  PRICE_ASC: "price",
  PRICE_DESC: "-price",
  NAME_ASC: "name",
  NAME_DESC: "-name",
  YEAR_DESC: "-year",
  YEAR_ASC: "year",
  CUSTOM: "order",
};

export function shopDisplayOf(values: ThemeValues): ShopDisplay {
  return {
    hidePrices: booleanSetting(values, "HIDE_PRODUCT_PRICES"),
    hidePercentageDiscount: booleanSetting(values, "PRODUCT_HIDE_PERCENTAGE_DISCOUNT"),
    stock: {
      handleStock: booleanSetting(values, "HANDLE_STOCK"),
      useProductStock: booleanSetting(values, "USE_PRODUCT_STOCK"),
      limit: numberSetting(values, "STOCK_LIMIT_DISPLAY"),
      inStockLabel: textSetting(values, "IN_STOCK_LABEL") ?? "En stock",
      notInStockLabel: textSetting(values, "NOT_IN_STOCK_LABEL") ?? "Rupture de stock",
    },
    productDisplay: choiceSetting(values, "PRODUCT_DISPLAY"),
    defaultOrderBy: orderByOfProductOrder[choiceSetting(values, "PRODUCT_ORDER")],
    aspectRatio: choiceSetting(values, "PRODUCT_ASPECT_RATIO"),
    pageStyle: choiceSetting(values, "PRODUCT_PAGE_STYLE"),
    featuresStyle: choiceSetting(values, "FEATURES_PRODUCT_STYLE"),
    grapeVarieties: booleanSetting(values, "GRAPE_VARIETY_DISPLAY")
      ? choiceSetting(values, "GRAPE_VARIETY_LOCATION")
      : null,
    swapNameAndAppellation: booleanSetting(values, "SWAP_WINE_NAME_AND_APPELLATION"),
    showNutrition: booleanSetting(values, "SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET"),
    cartOnHover: booleanSetting(values, "SEE_CART_ON_HOVER"),
    hideEcommerceLabel: booleanSetting(values, "HIDE_ECOMMERCE_LABEL"),
    hideProductIcons: booleanSetting(values, "HIDE_PRODUCT_ICON"),
    freeShippingBottles: numberSetting(values, "FREE_SHIPPING_BOTTLE"),
  };
}
