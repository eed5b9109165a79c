// Pure helpers of the page-tree manager: the tree as indented rows, the siblings of a page, a move
// among them, the parents a page may move under, and a url from a title.
import type { PageNode } from "../../schemas/site";
import { slugOf } from "../../src/runtime/text/slug";

export interface PageRow {
  page: PageNode;
  depth: number;
  /** Position among its siblings, and how many they are. */
  index: number;
  siblings: number;
}

export function pageRows(tree: readonly PageNode[], depth = 0): PageRow[] {
  return tree.flatMap((page, index) => [
    { page, depth, index, siblings: tree.length },
    ...pageRows(page.children, depth + 1),
  ]);
}

export function findPage(tree: readonly PageNode[], id: number): PageNode | undefined {
  for (const page of tree) {
    if (page.id === id) return page;
    const found = findPage(page.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of the children of `idParent` (null: the top of the tree), in order. */
export function siblingIds(tree: readonly PageNode[], idParent: number | null): number[] {
  const list = idParent === null ? tree : (findPage(tree, idParent)?.children ?? []);
  return list.map((p) => p.id);
}

/** The order of `ids` once `id` has moved by `delta` places (bounded by both ends). */
export function movedIds(ids: readonly number[], id: number, delta: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.min(ids.length - 1, Math.max(0, from + delta));
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Pages under which `movingId` may go: all but itself and its own sub-pages, indented by depth. */
export function parentChoices(
  tree: readonly PageNode[],
  movingId: number | null,
): { id: number; label: string }[] {
  const out: { id: number; label: string }[] = [];
  const walk = (list: readonly PageNode[], depth: number) => {
    for (const page of list) {
      if (page.id === movingId) continue;
      out.push({ id: page.id, label: `${"— ".repeat(depth)}${page.menuTitle}` });
      walk(page.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

/** The url of a new page: its parent's url, then the slug of its title. */
export function urlFor(parentUrl: string | null, title: string): string {
  const slug = slugOf(title);
  return parentUrl ? `${parentUrl}/${slug}` : slug;
}
