import { describe, expect, it } from "vitest";
import { defaultParameterValues } from "../../../schemas/parameters";
import { logoLayoutOf } from "./logo-layout";

describe("logoLayoutOf", () => {
  it("gives the spec §9 defaults: on the left, 125 / 90 / 90 high, margins 15", () => {
    expect(logoLayoutOf(defaultParameterValues)).toEqual({
      position: "LEFT",
      desktop: { width: null, height: 125 },
      mobile: { width: null, height: 90 },
      footer: { width: null, height: 90 },
      marginTop: 15,
      marginBottom: 15,
      smallScreenMedia: "(max-width: 959.98px)",
    });
  });

  it("follows changed settings", () => {
    const logo = logoLayoutOf({
      ...defaultParameterValues,
      LOGO_POSITION: "CENTER",
      LOGO_WIDTH: 300,
      LOGO_HEIGHT: 100,
      LOGO_WIDTH_MOBILE: 180,
      LOGO_HEIGHT_MOBILE: 60,
      LOGO_WIDTH_FOOTER: 200,
      LOGO_HEIGHT_FOOTER: 70,
      LOGO_MARGIN_TOP: 0,
      LOGO_MARGIN_BOTTOM: 30,
    });
    expect(logo).toMatchObject({
      position: "CENTER",
      desktop: { width: 300, height: 100 },
      mobile: { width: 180, height: 60 },
      footer: { width: 200, height: 70 },
      marginTop: 0,
      marginBottom: 30,
    });
  });

  it("falls back to the defaults for values outside the registry", () => {
    const logo = logoLayoutOf({
      ...defaultParameterValues,
      LOGO_POSITION: "TOP" as "LEFT",
      LOGO_HEIGHT: -4,
      LOGO_WIDTH: Number.POSITIVE_INFINITY,
    });
    expect(logo.position).toBe("LEFT");
    expect(logo.desktop).toEqual({ width: null, height: 125 });
  });
});
