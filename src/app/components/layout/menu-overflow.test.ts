import { describe, expect, it } from "vitest";
import { menuOverflowCss } from "./menu-overflow";

describe("the menu's overflow under Plus", () => {
  it("sends each entry under Plus below the width of the entries up to it, Plus included", () => {
    const css = menuOverflowCss([
      { label: "Accueil", icon: false },
      { label: "Nos vins", icon: true },
      { label: "Contact", icon: false },
    ]);
    const widths = [...css.matchAll(/max-width: ([\d.]+)em\)\{\.vs-menu-entry-(\d)/g)].map((m) => [
      Number(m[2]),
      Number(m[1]),
    ]);
    expect(widths.map(([i]) => i)).toEqual([0, 1, 2]);
    // wider thresholds for later entries: once one leaves, every later one has left too
    expect(widths[0]?.[1]).toBeLessThan(widths[1]?.[1] ?? 0);
    // the last entry's threshold has no room for Plus: everything fits, no Plus
    expect((widths[2]?.[1] ?? 0) - (widths[1]?.[1] ?? 0)).toBeLessThan(7 * 0.56 + 1.5);
    expect(css).toContain(".vs-menu-more-1,.vs-menu-more{display:block}");
  });

  it("never keeps an entry in the bar once one before it has left, even a short last one", () => {
    const css = menuOverflowCss([
      { label: "Accueil", icon: false },
      { label: "Réalisations", icon: false },
      { label: "Blog", icon: false },
    ]);
    const thresholds = [...css.matchAll(/max-width: ([\d.]+)em/g)].map((m) => Number(m[1]));
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
  });

  it("needs no rule for a menu of one entry", () => {
    expect(menuOverflowCss([{ label: "Accueil", icon: false }])).toBe("");
  });
});
