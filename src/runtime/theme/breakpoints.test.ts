import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  breakpoints,
  isSmallScreen,
  mediaQueries,
  minWidthQuery,
  smallScreenBelow,
  tailwindBreakpoints,
} from "./breakpoints";

// The `@theme { --breakpoint-*: …px }` declarations of the Tailwind entry stylesheet.
function tailwindBreakpointsOfAppCss(): Map<string, number> {
  const css = readFileSync(new URL("../../../themes/app.css", import.meta.url), "utf8");
  const found = new Map<string, number>();
  for (const match of css.matchAll(/--breakpoint-([a-z0-9]+)\s*:\s*([0-9.]+)px\s*;/g)) {
    found.set(match[1] as string, Number(match[2]));
  }
  return found;
}

describe("breakpoints", () => {
  it("are the values of spec §9", () => {
    expect(breakpoints).toEqual({ xs: 576, sm: 768, md: 996, lg: 1200, xl: 1367, xxl: 1600, "4k": 1921 });
    expect(smallScreenBelow).toBe(960);
  });

  it("match the @theme block of themes/app.css, one for one", () => {
    const declared = tailwindBreakpointsOfAppCss();
    for (const [name, px] of Object.entries(tailwindBreakpoints)) expect(declared.get(name), name).toBe(px);
    expect([...declared.keys()].sort()).toEqual(Object.keys(tailwindBreakpoints).sort());
  });

  it("split small screens at 960 px", () => {
    expect(isSmallScreen(959)).toBe(true);
    expect(isSmallScreen(959.5)).toBe(true);
    expect(isSmallScreen(960)).toBe(false);
    expect(mediaQueries.smallScreen).toBe("(max-width: 959.98px)");
    expect(mediaQueries.wideScreen).toBe("(min-width: 960px)");
  });

  it("build min-width queries", () => {
    expect(minWidthQuery("md")).toBe("(min-width: 996px)");
    expect(minWidthQuery("4k")).toBe("(min-width: 1921px)");
    expect(minWidthQuery(1024)).toBe("(min-width: 1024px)");
  });
});
