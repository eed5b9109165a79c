import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";
import { cn } from "./cn";
import { inputClass } from "./input";

describe("cn", () => {
  it("skips the empty names", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("keeps a caller's class over the component's class for the same property", () => {
    // the input's full width gives way to a caller's fixed one, its padding to the caller's
    const input = cn(inputClass, "w-40 py-0").split(" ");
    expect(input).toContain("w-40");
    expect(input).not.toContain("w-full");
    expect(input).toContain("py-0");
    expect(input).not.toContain("py-2");
    // a button whose long label wraps, at its content's height; a toolbar's smaller icon button
    const wrapping = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-auto whitespace-normal").split(
      " ",
    );
    expect(wrapping).toEqual(expect.arrayContaining(["h-auto", "whitespace-normal"]));
    expect(wrapping).not.toContain("h-8");
    expect(wrapping).not.toContain("whitespace-nowrap");
    const icon = cn(buttonVariants({ size: "icon" }), "size-8").split(" ");
    expect(icon).toContain("size-8");
    expect(icon).not.toContain("size-9");
  });

  it("knows the site's own colour names and breakpoints", () => {
    // text-on-primary is a colour, text-sm a size: both stay
    expect(cn("text-sm text-on-primary", "text-xs").split(" ")).toEqual(["text-on-primary", "text-xs"]);
    // a breakpoint of ours (desktop:) only replaces its own
    expect(cn("grid-cols-1 desktop:grid-cols-2", "desktop:grid-cols-3")).toBe(
      "grid-cols-1 desktop:grid-cols-3",
    );
  });
});
