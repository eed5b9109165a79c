import { describe, expect, it } from "vitest";
import { defaultParameterValues, parameterKeysByGroup } from "../../schemas/parameters";
import type { Font } from "../../schemas/site";
import { compileThemeCss } from "../../src/runtime/theme/css-variables";
import { themeColorTokens, themeFontTokens } from "./theme-tokens";

const fonts: Font[] = [
  { id: 1, type: "TITLE", family: "Inter", color: "#000000", size: 17, weight: 600, style: "normal" },
  { id: 2, type: "CONTENT", family: "Inter", color: "#000000", size: 14, weight: 400, style: "normal" },
  { id: 3, type: "MENU", family: "Inter", color: "#000000", size: 14, weight: 500, style: "normal" },
];

describe("theme tokens of the Style Manager", () => {
  const css = compileThemeCss(defaultParameterValues, fonts);

  it("name only variables that the theme engine writes", () => {
    for (const token of [...themeColorTokens, ...themeFontTokens]) {
      expect(css, token.variable).toContain(`${token.variable}:`);
      expect(token.value).toBe(`var(${token.variable})`);
    }
  });

  it("offer every colour of the settings, the primary colour first", () => {
    expect(themeColorTokens).toHaveLength(parameterKeysByGroup.colors.length);
    expect(themeColorTokens[0]).toMatchObject({
      variable: "--vs-primary-color",
      label: "Couleur principale",
    });
  });
});
