import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageUrlSchema } from "../../schemas/admin";
import type { PageNode } from "../../schemas/site";
import { slugOf } from "../../src/runtime/text/slug";
import { findPage, movedIds, pageRows, parentChoices, siblingIds, urlFor } from "./page-tree";

const node = (id: number, menuTitle: string, url: string, children: PageNode[] = []): PageNode => ({
  id,
  idSite: 1,
  idParent: null,
  order: 0,
  type: "GRAPE",
  title: menuTitle,
  url,
  menuTitle,
  menuIcon: null,
  metaDescription: null,
  isValid: true,
  isText: false,
  showInMenu: true,
  isFixedOnRight: false,
  useAbsoluteMenu: false,
  reload: false,
  cms: { isCmsPage: true, route: null },
  isCustomHeader: false,
  isCustomFooter: false,
  isEcommercePage: false,
  link: { type: "NONE", url: null, jsCode: null },
  children,
});

// spec §2: the default page tree
const tree = [
  node(1, "Accueil", ""),
  node(2, "Services", "services", [
    node(3, "Stratégie", "services/strategie-communication"),
    node(4, "Événementiel", "services/gestion-projet-evenementiel"),
  ]),
  node(5, "Réalisations", "realisations-portfolio"),
  node(6, "Contact", "contact"),
];

describe("page tree helpers", () => {
  it("lists the tree as rows with their depth and place", () => {
    expect(pageRows(tree).map((r) => [r.page.id, r.depth, r.index, r.siblings])).toEqual([
      [1, 0, 0, 4],
      [2, 0, 1, 4],
      [3, 1, 0, 2],
      [4, 1, 1, 2],
      [5, 0, 2, 4],
      [6, 0, 3, 4],
    ]);
    expect(findPage(tree, 4)?.menuTitle).toBe("Événementiel");
  });

  it("moves a page among its siblings, never past either end", () => {
    expect(siblingIds(tree, null)).toEqual([1, 2, 5, 6]);
    expect(siblingIds(tree, 2)).toEqual([3, 4]);
    expect(movedIds([1, 2, 5, 6], 5, -1)).toEqual([1, 5, 2, 6]);
    expect(movedIds([1, 2, 5, 6], 6, 1)).toEqual([1, 2, 5, 6]);
    expect(movedIds([1, 2, 5, 6], 1, -1)).toEqual([1, 2, 5, 6]);
  });

  it("never offers a page or its sub-pages as its own parent", () => {
    expect(parentChoices(tree, 2).map((c) => c.id)).toEqual([1, 5, 6]);
    expect(parentChoices(tree, null).find((c) => c.id === 3)?.label).toBe("— Stratégie");
  });

  it("makes urls the server accepts from any title (property)", () => {
    expect(slugOf("Nos vins & cuvées d’été")).toBe("nos-vins-cuvees-d-ete");
    expect(urlFor("services", "Conseil")).toBe("services/conseil");
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (title) => {
        expect(pageUrlSchema.safeParse(slugOf(title)).success).toBe(true);
      }),
    );
  });
});
