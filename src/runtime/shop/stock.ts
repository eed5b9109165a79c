/**
 * Stock of spec §3: tracked only when setQuantity is true; HANDLE_STOCK turns stock handling on
 * for the site, USE_PRODUCT_STOCK counts the product's stock rather than each declination's.
 */

export interface StockSettings {
  handleStock: boolean;
  useProductStock: boolean;
}

export interface StockHolder {
  quantity: number | null;
  setQuantity: boolean;
  /** Bottles set aside (an event, a club): in the stock, never sold online. */
  reserved?: number;
}

/** The stock that limits a declination (less what is set aside), or null when it is not tracked. */
export function stockOf(
  settings: StockSettings,
  product: StockHolder,
  declination: StockHolder,
): number | null {
  if (!settings.handleStock) return null;
  const holder = settings.useProductStock ? product : declination;
  if (!holder.setQuantity) return null;
  return Math.max(0, (holder.quantity ?? 0) - (holder.reserved ?? 0));
}

export interface StockLabelSettings {
  /** STOCK_LIMIT_DISPLAY: the remaining quantity is shown at or below this; null: never shown. */
  limit: number | null;
  inStockLabel: string;
  notInStockLabel: string;
}

export interface StockLabel {
  available: boolean;
  /** IN_STOCK_LABEL or NOT_IN_STOCK_LABEL. */
  label: string;
  /** The remaining stock, when it is tracked and at or below STOCK_LIMIT_DISPLAY. */
  remaining: number | null;
}

/** What the product page says about the stock (an untracked stock is always in stock). */
export function stockLabelOf(stock: number | null, settings: StockLabelSettings): StockLabel {
  if (stock === null) return { available: true, label: settings.inStockLabel, remaining: null };
  if (stock <= 0) return { available: false, label: settings.notInStockLabel, remaining: null };
  const remaining = settings.limit !== null && stock <= settings.limit ? stock : null;
  return { available: true, label: settings.inStockLabel, remaining };
}
