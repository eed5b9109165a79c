import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parameterValueSchema } from "../../schemas/parameters";
import { joinColor, splitColor } from "./color";

describe("colour with alpha", () => {
  it("splits and joins the registry's RGBA hex", () => {
    expect(splitColor("#0E4D55FF")).toEqual({ rgb: "#0e4d55", alpha: 100 });
    expect(splitColor("#0E4D5580")).toEqual({ rgb: "#0e4d55", alpha: 50 });
    expect(splitColor("#0E4D55")).toEqual({ rgb: "#0e4d55", alpha: 100 });
    expect(splitColor(null)).toEqual({ rgb: "#000000", alpha: 100 });
    expect(joinColor({ rgb: "#8a2be2", alpha: 100 })).toBe("#8A2BE2FF");
    expect(joinColor({ rgb: "#8a2be2", alpha: 0 })).toBe("#8A2BE200");
  });

  it("always gives a colour the registry accepts, and keeps the hue through a round trip (property)", () => {
    const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
    fc.assert(
      fc.property(hex, fc.integer({ min: -20, max: 120 }), (rgb, alpha) => {
        const joined = joinColor({ rgb, alpha });
        expect(parameterValueSchema("PRIMARY_COLOR").safeParse(joined).success).toBe(true);
        const back = splitColor(joined);
        expect(back.rgb).toBe(rgb);
        expect(back.alpha).toBe(Math.min(100, Math.max(0, alpha)));
      }),
    );
  });
});
