/**
 * Pagination of the storefront's lists (spec §9 page sizes: blog 12, news 10, elements 24,
 * albums and services 100). Pure: the list screens and their links are built from it.
 */
export interface Pagination {
  /** The current page, clamped into 1…pageCount. */
  current: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  /** The page numbers to show, with "gap" where pages are skipped: 1 … 4 5 6 … 12. */
  items: (number | "gap")[];
}

/** Number of pages for `total` items, `nbItem` a page; an empty list still has one page. */
export function pageCountOf(total: number, nbItem: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(nbItem) || nbItem <= 0) return 1;
  return Math.ceil(total / nbItem);
}

/** The pages to link: the first, the last, and `around` pages on each side of the current one. */
export function paginationOf({
  page,
  total,
  nbItem,
  around = 1,
}: {
  page: number;
  total: number;
  nbItem: number;
  around?: number;
}): Pagination {
  const pageCount = pageCountOf(total, nbItem);
  const current = Number.isInteger(page) ? Math.min(Math.max(page, 1), pageCount) : 1;
  const shown = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  for (const [i, p] of sorted.entries()) {
    const before = sorted[i - 1];
    // a gap of exactly one page shows that page rather than an ellipsis
    if (before !== undefined && p - before === 2) items.push(before + 1);
    else if (before !== undefined && p - before > 2) items.push("gap");
    items.push(p);
  }
  return {
    current,
    pageCount,
    previous: current > 1 ? current - 1 : null,
    next: current < pageCount ? current + 1 : null,
    items,
  };
}

/** The `page` query parameter of a storefront URL: a positive integer, else 1. */
export function pageParamOf(search: URLSearchParams | string): number {
  const raw = (typeof search === "string" ? new URLSearchParams(search) : search).get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
