import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../app/routes";
import { localePrefixes } from "../runtime/locale";
import { routePrefixOf, routeTrees } from "./render-routes";

interface Entry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

// the routes of the build, as React Router's plugin lists them: the root, then the config's
const entries: Entry[] = [{ id: "root", path: "" }];
const add = (config: RouteConfigEntry[], parentId: string) => {
  for (const route of config) {
    const id = route.id ?? route.file.replace(/\.[a-z0-9]+$/i, "");
    entries.push({ id, parentId, path: route.path, index: route.index });
    add(route.children ?? [], id);
  }
};
add(routeConfig, "root");
const byId = Object.fromEntries(entries.map((entry) => [entry.id, entry]));

/** The nested route objects of the routes in `ids` (all of them without it). */
function tree(ids?: Set<string>, parentId = "root"): RouteObject[] {
  return entries
    .filter((entry) => entry.parentId === parentId && (!ids || ids.has(entry.id)))
    .map((entry) =>
      entry.index
        ? { id: entry.id, index: true }
        : { id: entry.id, path: entry.path, children: tree(ids, entry.id) },
    );
}
const rootOf = (ids?: Set<string>): RouteObject[] => [{ id: "root", path: "", children: tree(ids) }];
const idsOf = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

const paths = [
  "/",
  "/en",
  "/en/",
  "/fr",
  "/EN",
  "/En/shop",
  "/%65n/contact",
  "/en.data",
  "/_root.data",
  "/en/shop.data",
  "/shop",
  "/shop/chinon-2020",
  "/en/shop/chinon-2020/fiche-technique",
  "/fr/blog/a/b",
  "/blog/a/b",
  "/english",
  "/enx/contact",
  "/services/strategie-communication",
  "/en/services/strategie-communication",
  "//en/contact",
  "/en//contact",
  "/%E0%A4%A",
  "/password/reset",
  "/en/password/reset/abc",
  "/admin/products/12",
  "/en/admin",
  "/mentions-legales",
  "/en/mentions-legales",
  "/sitemap.xml",
  "/en/news/une-actualite",
];

describe("route trees per locale prefix (decision 121)", () => {
  const whole = rootOf();
  const trees = routeTrees(byId);
  const unprefixed = rootOf(trees.unprefixed);
  const byPrefix = new Map([...trees.byPrefix].map(([prefix, ids]) => [prefix, rootOf(ids)]));

  it("match every path as the whole tree does", () => {
    for (const path of paths) {
      const prefix = routePrefixOf(path.replace(/\.data$/, "") || "/");
      const cut = (prefix && byPrefix.get(prefix)) || unprefixed;
      expect(idsOf(cut, path.replace(/\.data$/, "").replace(/^\/_root$/, "/")), path).toEqual(
        idsOf(whole, path.replace(/\.data$/, "").replace(/^\/_root$/, "/")),
      );
    }
  });

  it("hold a third of the routes each", () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(localePrefixes.length).toBeGreaterThan(0);
    for (const ids of [trees.unprefixed, ...trees.byPrefix.values()]) {
      expect(ids.size).toBeLessThan(entries.length / 2);
      expect(ids.has("root")).toBe(true);
      // the home page is in each: the browser is given the routes of "/" with every page
      expect(ids.has("home")).toBe(true);
    }
    expect(trees.byPrefix.get("en")?.has("en/shop-product")).toBe(true);
    expect(trees.unprefixed.has("en/shop-product")).toBe(false);
    expect(trees.unprefixed.has("shop-product")).toBe(true);
  });

  it("read the prefix as React Router matches it", () => {
    expect(routePrefixOf("/en/shop")).toBe("en");
    expect(routePrefixOf("/EN")).toBe("en");
    expect(routePrefixOf("/en.data")).toBe("en");
    expect(routePrefixOf("/%65n")).toBe("en");
    expect(routePrefixOf("/english")).toBeNull();
    expect(routePrefixOf("/")).toBeNull();
    expect(routePrefixOf("/%E0%A4%A")).toBeNull();
  });
});
