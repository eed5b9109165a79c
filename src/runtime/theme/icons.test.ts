import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultParameterValues, type ParameterValues } from "../../../schemas/parameters";
import { freeRegularIconNames } from "./fa-free-regular";
import { iconCssRule, iconRefsOfClass, iconRefsOfHtml } from "./icon-refs";
import { freeStyleOf, iconClassOf, iconFileOf, themeIconsOf } from "./icons";

const with_ = (values: Partial<ParameterValues>) => ({ ...defaultParameterValues, ...values });

describe("themeIconsOf", () => {
  it("gives the spec §9 defaults: solid cart and user", () => {
    expect(themeIconsOf(defaultParameterValues)).toEqual({
      baseStyle: "fa-solid",
      cart: "fa-solid fa-cart-shopping",
      myAccount: "fa-solid fa-user",
    });
  });

  it("follows CART_ICON, MY_ACCOUNT_ICON and BASE_FONTAWESOME_ICON", () => {
    expect(
      themeIconsOf(with_({ CART_ICON: "fa-basket-shopping", MY_ACCOUNT_ICON: "fa-circle-user" })),
    ).toEqual({
      baseStyle: "fa-solid",
      cart: "fa-solid fa-basket-shopping",
      myAccount: "fa-solid fa-circle-user",
    });
    // The free regular set has the user icon but no cart: the cart stays solid.
    expect(themeIconsOf(with_({ BASE_FONTAWESOME_ICON: "fa-regular" }))).toEqual({
      baseStyle: "fa-regular",
      cart: "fa-solid fa-cart-shopping",
      myAccount: "fa-regular fa-user",
    });
  });

  it("falls back to solid for Pro styles the free set cannot draw, and for brands", () => {
    for (const style of ["fa-light", "fa-thin", "fa-duotone"] as const) {
      expect(themeIconsOf(with_({ BASE_FONTAWESOME_ICON: style })).cart).toBe("fa-solid fa-cart-shopping");
    }
    expect(themeIconsOf(with_({ BASE_FONTAWESOME_ICON: "fa-brands" })).myAccount).toBe("fa-solid fa-user");
  });

  it("replaces an invalid icon name by the default", () => {
    const icons = themeIconsOf(
      with_({ CART_ICON: 'fa-x" onclick="alert(1)' as string, MY_ACCOUNT_ICON: null }),
    );
    expect(icons.cart).toBe("fa-solid fa-cart-shopping");
    expect(icons.myAccount).toBe("fa-solid fa-user");
  });
});

describe("iconClassOf", () => {
  it("reads a name, or a name with its style", () => {
    expect(iconClassOf("fa-house")).toBe("fa-solid fa-house");
    expect(iconClassOf("fa-brands fa-linkedin")).toBe("fa-brands fa-linkedin");
    expect(iconClassOf("fab fa-github")).toBe("fa-brands fa-github");
    expect(iconClassOf("fa-regular fa-envelope")).toBe("fa-regular fa-envelope");
    expect(iconClassOf("fa-envelope", "fa-regular")).toBe("fa-regular fa-envelope");
  });

  it("gives null when there is nothing safe to draw", () => {
    expect(iconClassOf(null)).toBeNull();
    expect(iconClassOf("")).toBeNull();
    expect(iconClassOf("fa-solid")).toBeNull();
    expect(iconClassOf('"><script>')).toBeNull();
    expect(iconClassOf("house")).toBeNull();
  });

  it("maps styles to what the free set ships", () => {
    expect(freeStyleOf("fa-solid")).toBe("fa-solid");
    expect(freeStyleOf("fa-regular")).toBe("fa-regular");
    expect(freeStyleOf("fa-brands")).toBe("fa-brands");
    expect(freeStyleOf("fa-light")).toBe("fa-solid");
    expect(freeStyleOf("far")).toBe("fa-regular");
  });
});

describe("freeRegularIconNames", () => {
  it("is the list of the installed @fortawesome/fontawesome-free regular icons", () => {
    const dir = fileURLToPath(
      new URL("../../../node_modules/@fortawesome/fontawesome-free/svgs/regular", import.meta.url),
    );
    const installed = readdirSync(dir)
      .filter((f) => f.endsWith(".svg"))
      .map((f) => f.slice(0, -4))
      .sort();
    expect([...freeRegularIconNames].sort()).toEqual(installed);
  });
});

describe("icons as SVG: iconRefsOfClass, iconRefsOfHtml, iconFileOf, iconCssRule", () => {
  it("reads the icons a class attribute asks for, with Font Awesome's style classes", () => {
    expect(iconRefsOfClass("fa-solid fa-user mr-2")).toEqual([{ family: "solid", name: "user" }]);
    expect(iconRefsOfClass("fa fa-user fa-lg fa-fw")).toEqual([{ family: "solid", name: "user" }]);
    expect(iconRefsOfClass("far fa-folder")).toEqual([{ family: "regular", name: "folder" }]);
    expect(iconRefsOfClass("fa-brands fa-stack-overflow")).toEqual([
      { family: "brands", name: "stack-overflow" },
    ]);
    expect(iconRefsOfClass("fa-solid fa-rotate-left fa-rotate-90")).toEqual([
      { family: "solid", name: "rotate-left" },
    ]);
    // no style, or a Pro style: nothing, as with the webfont
    expect(iconRefsOfClass("fa-user")).toEqual([]);
    expect(iconRefsOfClass("fa-light fa-user")).toEqual([]);
  });

  it("finds each icon of an HTML text once, in class attributes only", () => {
    const html =
      '<i class="fa-solid fa-user"></i><span class=\'far fa-envelope\'></span><i class="fa-solid fa-user"></i>' +
      '<script>{"cart":"fa-solid fa-cart-shopping"}</script><p title="fa-solid fa-bars">x</p>';
    expect(iconRefsOfHtml(html)).toEqual([
      { family: "solid", name: "user" },
      { family: "regular", name: "envelope" },
    ]);
  });

  it("draws a regular icon the free set lacks in solid", () => {
    expect(iconFileOf({ family: "regular", name: "cart-shopping" })).toEqual({
      family: "solid",
      name: "cart-shopping",
    });
    expect(iconFileOf({ family: "regular", name: "user" })).toEqual({ family: "regular", name: "user" });
  });

  it("writes one rule per icon, scoped to its style classes", () => {
    expect(iconCssRule({ family: "brands", name: "linkedin" }, "/_icons/x/brands/linkedin.svg")).toBe(
      ':is(.fa-brands,.fab).fa-linkedin{--vs-icon:url("/_icons/x/brands/linkedin.svg");--vs-icon-fill:currentColor}',
    );
  });
});
