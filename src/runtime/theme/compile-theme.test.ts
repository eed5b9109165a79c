import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultParameterValues, readParameters } from "../../../schemas/parameters";
import type { Font } from "../../../schemas/site";
import { compileTheme } from "./compile-theme";
import { compileThemeCss } from "./css-variables";
import { featureFlagsOf } from "./feature-flags";
import { themeIconsOf } from "./icons";
import { logoLayoutOf } from "./logo-layout";
import { menuLayoutOf } from "./menu-layout";
import { validItemsArbitrary } from "./settings-arbitraries";

const fonts: Font[] = [
  { id: 1, type: "TITLE", family: "Inter", color: "#0E4D55FF", size: 17, weight: 700, style: "normal" },
  { id: 2, type: "CONTENT", family: "Inter", color: "#1F2933FF", size: 14, weight: 400, style: "normal" },
  { id: 3, type: "MENU", family: "Inter", color: "#1F2933FF", size: 14, weight: 400, style: "normal" },
];

describe("compileTheme", () => {
  it("returns every part of the theme at once", () => {
    const theme = compileTheme(defaultParameterValues, fonts);
    expect(theme.css).toBe(compileThemeCss(defaultParameterValues, fonts));
    expect(theme.menu).toEqual(menuLayoutOf(defaultParameterValues));
    expect(theme.logo).toEqual(logoLayoutOf(defaultParameterValues));
    expect(theme.flags).toEqual(featureFlagsOf(defaultParameterValues));
    expect(theme.icons).toEqual(themeIconsOf(defaultParameterValues));
    expect(theme.fontFaces).toEqual([
      {
        family: "Inter",
        stack: expect.stringMatching(/^"Inter",/),
        imports: ["@fontsource/inter/latin-400.css", "@fontsource/inter/latin-700.css"],
      },
    ]);
  });

  it("loads the default font when the site has none", () => {
    expect(compileTheme(defaultParameterValues, []).fontFaces.map((f) => f.family)).toEqual(["Inter"]);
  });

  it("freezes the result, since one cached theme serves every request", () => {
    const theme = compileTheme(defaultParameterValues, fonts);
    expect(Object.isFrozen(theme)).toBe(true);
    expect(Object.isFrozen(theme.menu.submenu)).toBe(true);
    expect(Object.isFrozen(theme.fontFaces[0]?.imports)).toBe(true);
  });

  it("compiles any registry-valid settings (property)", () => {
    fc.assert(
      fc.property(validItemsArbitrary, (items) => {
        const { values } = readParameters(items);
        const theme = compileTheme(values, fonts);
        expect(theme.css.startsWith(":root{")).toBe(true);
        expect(theme.icons.cart).toMatch(/^fa-(solid|regular) fa-[a-z0-9-]+$/);
        expect(theme.icons.myAccount).toMatch(/^fa-(solid|regular) fa-[a-z0-9-]+$/);
        for (const link of theme.menu.socialIcons?.links ?? []) expect(link.url).toMatch(/^https?:\/\//);
        expect(theme.logo.desktop.height).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});
