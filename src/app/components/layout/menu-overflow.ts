// The header's menu on one line (issue 18 §4): the entries that do not fit the room the header
// leaves go under a "Plus" entry, as the best shop themes do. Decided by the browser with
// container queries, before any script runs and without a layout shift: each entry's width is
// estimated from its label (in em of the menu's font), and an entry leaves the bar for the "Plus"
// list when the menu's box is narrower than the entries up to it, "Plus" included.

/** An average glyph's width in em, on the generous side: an entry leaves a little early, never late. */
const GLYPH_EM = 0.56;
/** A link's padding (px-3) and the gap between entries, at the usual menu font (16–19 px). */
const ENTRY_EM = 1.5;
const ICON_EM = 1.5;
/** The "Plus" entry itself: its label and its caret. */
const MORE_EM = 6;

export interface OverflowEntry {
  label: string;
  icon: boolean;
}

const widthOf = (entry: OverflowEntry) =>
  entry.label.length * GLYPH_EM + ENTRY_EM + (entry.icon ? ICON_EM : 0);

/**
 * The container queries of a menu of `entries`: for entry i, the width below which it goes under
 * "Plus" (`.vs-menu-entry-i` hidden, `.vs-menu-more-i` shown, and "Plus" itself shown).
 */
export function menuOverflowCss(entries: readonly OverflowEntry[]): string {
  if (entries.length < 2) return "";
  let running = 0;
  let threshold = 0;
  const rules: string[] = [];
  entries.forEach((entry, i) => {
    running += widthOf(entry);
    // the last entry needs no "Plus" beside it when everything fits; and an entry never stays
    // when one before it has left (a short last label would)
    threshold = Math.max(threshold, i === entries.length - 1 ? running : running + MORE_EM);
    rules.push(
      `@container vs-menu (max-width: ${threshold.toFixed(2)}em){.vs-menu-entry-${i}{display:none}.vs-menu-more-${i},.vs-menu-more{display:block}}`,
    );
  });
  return rules.join("");
}
