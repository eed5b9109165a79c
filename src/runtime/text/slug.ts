// The address segment made from a title: pages (the page manager) and products (the catalogue).

/** "Nos vins & cuvées" → "nos-vins-cuvees": an address segment (a page's, a product's). */
export function slugOf(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}
