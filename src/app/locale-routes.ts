import type { RouteConfigEntry } from "@react-router/dev/routes";
import { localePrefixes } from "../runtime/locale";

// Every route of the storefront once more under each locale prefix (spec §2: the default locale
// has no prefix; docs/decisions/041-locale-routes.md). The copies share their files; their ids
// take the prefix, so `/en/contact` and `/contact` are two routes with one module. The prefix's
// layout route answers 404 unless the site offers that language.
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[a-z0-9]+$/i, "");

function underPrefix(entry: RouteConfigEntry, prefix: string): RouteConfigEntry {
  return {
    ...entry,
    id: `${prefix}/${idOf(entry)}`,
    children: entry.children?.map((child) => underPrefix(child, prefix)),
  };
}

export function withLocalePrefixes(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return [
    ...routes,
    ...localePrefixes.map(
      (prefix): RouteConfigEntry => ({
        id: `locale-${prefix}`,
        path: prefix,
        file: "routes/locale-prefix.tsx",
        children: routes.map((route) => underPrefix(route, prefix)),
      }),
    ),
  ];
}
