import { describe, expect, it } from "vitest";
import { breakpoints, smallScreenBelow } from "../../src/runtime/theme/breakpoints";
import { editorDevices } from "./devices";

describe("editor devices", () => {
  it("follow the breakpoints of spec §9, widest first, with the small-screen threshold", () => {
    const widths = editorDevices.slice(1).map((d) => Number.parseFloat(d.width));
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    for (const name of ["xs", "sm", "md", "lg", "xl"] as const) {
      expect(editorDevices.find((d) => d.id === name)?.width).toBe(`${breakpoints[name]}px`);
    }
    const small = editorDevices.find((d) => d.id === "small");
    expect(Number.parseFloat(small?.widthMedia ?? "")).toBeLessThan(smallScreenBelow);
    expect(Number.parseFloat(small?.widthMedia ?? "")).toBeGreaterThan(smallScreenBelow - 1);
  });

  it("start with a device without media query, where base styles are set", () => {
    expect(editorDevices[0]).toMatchObject({ id: "desktop", width: "", widthMedia: "" });
    expect(new Set(editorDevices.map((d) => d.id)).size).toBe(editorDevices.length);
  });
});
