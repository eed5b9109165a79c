import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultParameterValues,
  type ParameterValues,
  parameterKeys,
  parameterKeysByGroup,
  parameterRegistry,
  readParameters,
} from "../../../schemas/parameters";
import type { Font } from "../../../schemas/site";
import {
  compileThemeCss,
  rgbChannels,
  rootVariablesCss,
  safeGlobalCss,
  themeVariablesOf,
} from "./css-variables";
import { hostileStrings, invalidValueArbitrary, validItemsArbitrary } from "./settings-arbitraries";

const fonts: Font[] = [
  {
    id: 1,
    type: "TITLE",
    family: "Playfair Display",
    color: "#0E4D55FF",
    size: 17,
    weight: 700,
    style: "normal",
  },
  { id: 2, type: "CONTENT", family: "Inter", color: "#1F2933FF", size: 14, weight: 400, style: "normal" },
  { id: 3, type: "MENU", family: "Inter", color: "#1F2933FF", size: 14, weight: 500, style: "italic" },
];

const variables = (values: Partial<ParameterValues>, f: readonly Font[] = fonts) =>
  new Map(themeVariablesOf(values, f));

/** Splits a declaration list on ";" outside double quotes. */
function declarationsOf(body: string): string[] {
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (const c of body) {
    if (c === '"') quoted = !quoted;
    if (c === ";" && !quoted) {
      out.push(current);
      current = "";
    } else current += c;
  }
  out.push(current);
  return out;
}

/** The invariants of any compiled theme stylesheet. */
function expectWellFormed(css: string) {
  expect(css).not.toMatch(/<\/style/i);
  const match = /^:root\{([^{}]*)\}(\n|$)/.exec(css);
  expect(match, css.slice(0, 200)).not.toBeNull();
  const body = (match as RegExpExecArray)[1] as string;
  const names = new Set<string>();
  for (const declaration of declarationsOf(body)) {
    expect(declaration).toMatch(/^--vs-[a-z0-9-]+:[^;{}<>\\'\r\n]+$/);
    expect((declaration.match(/"/g) ?? []).length % 2).toBe(0);
    const name = declaration.slice(0, declaration.indexOf(":"));
    expect(names.has(name), `${name} declared twice`).toBe(false);
    names.add(name);
  }
  return names;
}

describe("rgbChannels", () => {
  it("gives the r g b channels of an RGBA or RGB hex colour", () => {
    expect(rgbChannels("#0E4D55FF")).toBe("14 77 85");
    expect(rgbChannels("#fa8072")).toBe("250 128 114");
    expect(rgbChannels("#FFFFFF00")).toBe("255 255 255");
  });

  it("never gives NaN", () => {
    expect(rgbChannels("red")).toBe("0 0 0");
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(rgbChannels(s)).toMatch(/^\d{1,3} \d{1,3} \d{1,3}$/);
      }),
    );
  });
});

describe("colour variables", () => {
  it("declares every colour key of the registry, with its -rgb channels", () => {
    const vars = variables(defaultParameterValues);
    expect(parameterKeysByGroup.colors.length).toBeGreaterThanOrEqual(16);
    for (const key of parameterKeys.filter((k) => parameterRegistry[k].format === "color")) {
      const name = `--vs-${key.toLowerCase().replace(/_/g, "-")}`;
      const value = defaultParameterValues[key] as string;
      expect(vars.get(name), name).toBe(value);
      expect(vars.get(`${name}-rgb`), name).toBe(rgbChannels(value));
    }
  });

  it("uses the names of themes/blocks.css and themes/app.css", () => {
    const vars = variables(defaultParameterValues);
    expect(vars.get("--vs-primary-color")).toBe("#0E4D55FF");
    expect(vars.get("--vs-primary-color-rgb")).toBe("14 77 85");
    expect(vars.get("--vs-accent-color-rgb")).toBe("250 128 114");
    expect(vars.get("--vs-background-footer-color")).toBe("#0E4D55FF");
    expect(vars.get("--vs-font-background-color")).toBe("#FFFFFFFF");
  });

  it("follows a changed colour", () => {
    const vars = variables({ ...defaultParameterValues, PRIMARY_COLOR: "#6B1E2EFF" });
    expect(vars.get("--vs-primary-color")).toBe("#6B1E2EFF");
    expect(vars.get("--vs-primary-color-rgb")).toBe("107 30 46");
  });

  it("replaces a colour that is not RGBA hex by the registry default", () => {
    const vars = variables({ ...defaultParameterValues, PRIMARY_COLOR: "red;}</style>" as string });
    expect(vars.get("--vs-primary-color")).toBe("#0E4D55FF");
  });
});

describe("font variables", () => {
  it("declares family, size, weight, style and colour of TITLE, CONTENT and MENU", () => {
    const vars = variables(defaultParameterValues);
    expect(vars.get("--vs-font-title-family")).toMatch(/^"Playfair Display",.*serif$/);
    expect(vars.get("--vs-font-title-size")).toBe("17pt");
    expect(vars.get("--vs-font-title-weight")).toBe("700");
    expect(vars.get("--vs-font-title-style")).toBe("normal");
    expect(vars.get("--vs-font-title-color")).toBe("#0E4D55FF");
    expect(vars.get("--vs-font-content-family")).toMatch(/^"Inter",.*sans-serif$/);
    expect(vars.get("--vs-font-content-size")).toBe("14pt");
    expect(vars.get("--vs-font-menu-size")).toBe("14pt");
    expect(vars.get("--vs-font-menu-weight")).toBe("500");
    expect(vars.get("--vs-font-menu-style")).toBe("italic");
  });

  it("falls back to spec §1 (sans-serif, title 17 pt, content and menu 14 pt) without fonts", () => {
    const vars = variables(defaultParameterValues, []);
    for (const role of ["title", "content", "menu"]) {
      expect(vars.get(`--vs-font-${role}-family`)).toMatch(/^"Inter",/);
      expect(vars.get(`--vs-font-${role}-style`)).toBe("normal");
    }
    expect(vars.get("--vs-font-title-size")).toBe("17pt");
    expect(vars.get("--vs-font-content-size")).toBe("14pt");
    expect(vars.get("--vs-font-menu-size")).toBe("14pt");
    expect(vars.get("--vs-font-title-color")).toBe("var(--vs-heading-color)");
    expect(vars.get("--vs-font-content-color")).toBe("var(--vs-font-color)");
    expect(vars.get("--vs-font-menu-color")).toBe("var(--vs-font-header-color)");
  });

  it("neutralizes a family name written to break out", () => {
    const hostile: Font[] = [
      {
        id: 1,
        type: "TITLE",
        family: 'Evil"; } </style><script>alert(1)</script>',
        color: "red;}",
        size: 17,
        weight: 700,
        style: "x;}",
      },
    ];
    const vars = variables(defaultParameterValues, hostile);
    const family = vars.get("--vs-font-title-family") as string;
    expect(family).not.toMatch(/[;{}<>']/);
    expect(family.startsWith('"Evil style script alert 1 script",')).toBe(true);
    expect(vars.get("--vs-font-title-color")).toBe("var(--vs-heading-color)");
    expect(vars.get("--vs-font-title-style")).toBe("normal");
    expectWellFormed(compileThemeCss(defaultParameterValues, hostile));
  });
});

describe("logo, menu and page variables", () => {
  it("gives the spec §9 defaults with their units", () => {
    const vars = variables(defaultParameterValues);
    expect(vars.get("--vs-logo-height")).toBe("125px");
    expect(vars.get("--vs-logo-height-footer")).toBe("90px");
    expect(vars.get("--vs-logo-height-mobile")).toBe("90px");
    expect(vars.get("--vs-logo-width")).toBe("auto");
    expect(vars.get("--vs-logo-width-footer")).toBe("auto");
    expect(vars.get("--vs-logo-width-mobile")).toBe("auto");
    expect(vars.get("--vs-logo-margin-top")).toBe("15px");
    expect(vars.get("--vs-logo-margin-bottom")).toBe("15px");
    expect(vars.get("--vs-menu-height")).toBe("auto");
    expect(vars.get("--vs-menu-top-padding")).toBe("0px");
    expect(vars.get("--vs-menu-bottom-padding")).toBe("0px");
    expect(vars.get("--vs-submenu-width")).toBe("400px");
    expect(vars.get("--vs-menu-icon-size")).toBe("12pt");
    expect(vars.get("--vs-detail-page-margin-top")).toBe("28px");
    expect(vars.get("--vs-color-scheme")).toBe("light");
    expect(vars.get("--vs-user-select")).toBe("auto");
  });

  it("follows changed settings", () => {
    const vars = variables({
      ...defaultParameterValues,
      LOGO_HEIGHT: 80,
      LOGO_WIDTH: 240,
      LOGO_WIDTH_MOBILE: 160,
      COMPUTER_MENU_HEIGHT: 72,
      MENU_TOP_PADDING: 8,
      MENU_BOTTOM_PADDING: 12,
      SUBMENU_WIDTH: 250,
      MENU_ICON_SIZE: 16,
      DETAIL_PAGE_MARGIN_TOP: 155,
      DARK_THEME: true,
      LOCK_TEXT_SELECTION: true,
    });
    expect(vars.get("--vs-logo-height")).toBe("80px");
    expect(vars.get("--vs-logo-width")).toBe("240px");
    expect(vars.get("--vs-logo-width-mobile")).toBe("160px");
    expect(vars.get("--vs-menu-height")).toBe("72px");
    expect(vars.get("--vs-menu-top-padding")).toBe("8px");
    expect(vars.get("--vs-menu-bottom-padding")).toBe("12px");
    expect(vars.get("--vs-submenu-width")).toBe("250px");
    expect(vars.get("--vs-menu-icon-size")).toBe("16pt");
    expect(vars.get("--vs-detail-page-margin-top")).toBe("155px");
    expect(vars.get("--vs-color-scheme")).toBe("dark");
    expect(vars.get("--vs-user-select")).toBe("none");
  });

  it("replaces an out-of-range size by its default", () => {
    const vars = variables({ ...defaultParameterValues, LOGO_HEIGHT: 5000, SUBMENU_WIDTH: Number.NaN });
    expect(vars.get("--vs-logo-height")).toBe("125px");
    expect(vars.get("--vs-submenu-width")).toBe("400px");
  });
});

describe("compileThemeCss", () => {
  it("compiles the defaults to one :root block", () => {
    const css = compileThemeCss(defaultParameterValues, fonts);
    expect(css).toBe(rootVariablesCss(defaultParameterValues, fonts));
    const names = expectWellFormed(css);
    expect(names.has("--vs-primary-color")).toBe(true);
  });

  it("appends GLOBAL_CSS after the variables, so it can override them", () => {
    const css = compileThemeCss(
      { ...defaultParameterValues, GLOBAL_CSS: ".vs-hero > h1 { letter-spacing: 1px }" },
      fonts,
    );
    expect(css.endsWith("\n.vs-hero > h1 { letter-spacing: 1px }")).toBe(true);
    expectWellFormed(css);
  });

  it("never lets GLOBAL_CSS close the <style> element, whatever the case", () => {
    for (const globalCss of [
      "a{}</style><script>alert(1)</script>",
      "</STYLE >",
      "</sTyLe\n>",
      "<</style/style>",
    ]) {
      const css = compileThemeCss({ ...defaultParameterValues, GLOBAL_CSS: globalCss }, fonts);
      expect(css).not.toMatch(/<\/style/i);
      expect(css).not.toMatch(/<\//);
    }
    expect(safeGlobalCss("a::after{content:'</style>'}")).toBe("a::after{content:'<\\/style>'}");
    expect(safeGlobalCss(42)).toBe("");
  });

  it("compiles any registry-valid settings to well-formed declarations (property)", () => {
    fc.assert(
      fc.property(validItemsArbitrary, (items) => {
        const { values, issues } = readParameters(items);
        expect(issues).toEqual([]);
        const names = expectWellFormed(compileThemeCss(values, fonts));
        for (const key of parameterKeysByGroup.colors) {
          const name = `--vs-${key.toLowerCase().replace(/_/g, "-")}`;
          expect(names.has(name) && names.has(`${name}-rgb`), name).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keeps declarations intact for any value and any font, even bypassing the registry (property)", () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.constantFrom(...hostileStrings),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const anyFont = fc.record({
      id: fc.integer(),
      type: fc.constantFrom("TITLE", "CONTENT", "MENU") as fc.Arbitrary<Font["type"]>,
      family: fc.oneof(fc.string(), fc.constantFrom(...hostileStrings)),
      color: fc.oneof(fc.string(), fc.constantFrom(...hostileStrings)),
      size: fc.double(),
      weight: fc.double(),
      style: fc.oneof(fc.string(), fc.constantFrom("italic", "oblique", "normal")),
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...parameterKeys), anyValue),
        fc.array(anyFont, { maxLength: 5 }),
        (overrides, anyFonts) => {
          const values = { ...defaultParameterValues, ...overrides } as ParameterValues;
          expectWellFormed(compileThemeCss(values, anyFonts));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads any invalid stored value as its default (property)", () => {
    const defaultsCss = compileThemeCss(defaultParameterValues, fonts);
    const keyAndValue = fc
      .constantFrom(...parameterKeys)
      .chain((key) => invalidValueArbitrary(key).map((value) => ({ key, value })));
    fc.assert(
      fc.property(keyAndValue, ({ key, value }) => {
        const { values } = readParameters([{ type: key, value }]);
        expect(values[key]).toEqual(parameterRegistry[key].default);
        expect(compileThemeCss(values, fonts)).toBe(defaultsCss);
      }),
      { numRuns: 500 },
    );
  });
});
