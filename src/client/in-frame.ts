/**
 * The page is shown inside a frame: the layout editor's live preview (editor/settings). There the
 * site is looked at, not visited: no popup opens by itself, no cookie banner asks, no tracker loads.
 */
export function inFrame(): boolean {
  try {
    return typeof window !== "undefined" && window.self !== window.top;
  } catch {
    // a cross-origin parent may refuse even the comparison: framed all the same
    return true;
  }
}
