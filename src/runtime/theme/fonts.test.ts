import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Font } from "../../../schemas/site";
import {
  allFontsourceImports,
  cssFontStyle,
  cssFontWeight,
  fontFacesOf,
  fontStackOf,
  hostedFamilyOf,
  nearestWeight,
  safeFamilyName,
  themeFontsOf,
} from "./fonts";

const font = (type: Font["type"], family: string, extra: Partial<Font> = {}): Font => ({
  id: 1,
  type,
  family,
  color: "#1F2933FF",
  size: 14,
  weight: 400,
  style: "normal",
  ...extra,
});

const installed = (specifier: string) =>
  existsSync(fileURLToPath(new URL(`../../../node_modules/${specifier}`, import.meta.url)));

describe("fontStackOf", () => {
  it("puts a hosted family first, before fallbacks of its category", () => {
    expect(fontStackOf("Inter")).toMatch(/^"Inter",system-ui,.*sans-serif$/);
    expect(fontStackOf(" inter ")).toMatch(/^"Inter",/);
    expect(fontStackOf("Playfair Display")).toMatch(/^"Playfair Display",Georgia,.*serif$/);
  });

  it("keeps a family we do not host, with a generic fallback", () => {
    expect(fontStackOf("Open Sans")).toMatch(/^"Open Sans",system-ui,.*sans-serif$/);
    expect(fontStackOf("EB Garamond")).toMatch(/^"EB Garamond",Georgia,.*serif$/);
    expect(fontStackOf("sans-serif")).toMatch(/^system-ui,.*sans-serif$/);
    expect(fontStackOf("serif")).toMatch(/^Georgia,.*serif$/);
    expect(fontStackOf("")).toMatch(/^"Inter",/);
  });

  it("neutralizes names that could end the declaration, the block or the element", () => {
    expect(safeFamilyName('Evil"; } </style>\n<script>')).toBe("Evil style script");
    expect(fontStackOf("';}{\\<>")).toMatch(/^"Inter",/);
    expect(safeFamilyName("Noto Sans Côté")).toBe("Noto Sans Côté");
  });
});

describe("weights and styles", () => {
  it("reads CSS weights and styles", () => {
    expect(cssFontWeight(700, 400)).toBe(700);
    expect(cssFontWeight(650.4, 400)).toBe(650);
    expect(cssFontWeight(0, 400)).toBe(400);
    expect(cssFontWeight(Number.NaN, 400)).toBe(400);
    expect(cssFontStyle("Italic")).toBe("italic");
    expect(cssFontStyle("oblique")).toBe("oblique");
    expect(cssFontStyle("bold;}")).toBe("normal");
  });

  it("picks the nearest weight a family ships", () => {
    expect(nearestWeight([400, 500, 600, 700, 800, 900], 300)).toBe(400);
    expect(nearestWeight([400, 700], 550)).toBe(700);
    expect(nearestWeight([100, 400, 900], 420)).toBe(400);
  });
});

describe("themeFontsOf", () => {
  it("takes the first font of each type and checks every field", () => {
    const fonts = themeFontsOf([
      font("TITLE", "Playfair Display", { size: 20, weight: 600, color: "#6B1E2EFF" }),
      font("TITLE", "Inter"),
      font("CONTENT", "Inter", { size: 1000, weight: 5000, color: "blue" }),
    ]);
    expect(fonts.TITLE).toMatchObject({
      family: "Playfair Display",
      size: 20,
      weight: 600,
      color: "#6B1E2EFF",
    });
    expect(fonts.CONTENT).toMatchObject({
      family: "Inter",
      size: 14,
      weight: 400,
      color: "var(--vs-font-color)",
    });
    expect(fonts.MENU).toMatchObject({
      family: "Inter",
      size: 14,
      weight: 400,
      color: "var(--vs-font-header-color)",
    });
  });
});

describe("fontFacesOf", () => {
  it("lists each family once with the @fontsource files its fonts need", () => {
    const faces = fontFacesOf([
      font("TITLE", "Playfair Display", { weight: 700 }),
      font("CONTENT", "Inter"),
      font("MENU", "Inter", { weight: 500, style: "italic" }),
    ]);
    expect(faces).toEqual([
      {
        family: "Playfair Display",
        stack: fontStackOf("Playfair Display"),
        imports: ["@fontsource/playfair-display/latin-700.css"],
      },
      {
        family: "Inter",
        stack: fontStackOf("Inter"),
        imports: [
          "@fontsource/inter/latin-400.css",
          "@fontsource/inter/latin-500-italic.css",
          "@fontsource/inter/latin-700.css",
        ],
      },
    ]);
  });

  it("asks nothing to import for a family we do not host", () => {
    expect(fontFacesOf([font("CONTENT", "Open Sans")])).toEqual([
      { family: "Open Sans", stack: fontStackOf("Open Sans"), imports: [] },
    ]);
  });

  it("only names stylesheets that the installed packages ship (no CDN)", () => {
    expect(allFontsourceImports.length).toBeGreaterThan(0);
    for (const specifier of allFontsourceImports) {
      expect(specifier).toMatch(/^@fontsource\//);
      expect(installed(specifier), specifier).toBe(true);
    }
  });
});

describe("family names that are Object.prototype's keys", () => {
  it("are plain names, not hosted families (a property test found __proto__ crashing the theme)", () => {
    for (const family of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const theme = themeFontsOf([font("TITLE", family)]);
      expect(theme.TITLE.family).toBe(family);
      expect(theme.TITLE.stack).toBe(fontStackOf(family));
      expect(theme.TITLE.stack.startsWith(`"${family}",`)).toBe(true);
      expect(hostedFamilyOf(family)).toBeUndefined();
      expect(fontFacesOf([font("TITLE", family)])).toEqual([
        { family, stack: theme.TITLE.stack, imports: [] },
      ]);
    }
  });
});
