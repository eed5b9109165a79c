import { describe, expect, it } from "vitest";
import { defaultParameterValues, type ParameterValues } from "../../../schemas/parameters";
import { menuLayoutOf } from "./menu-layout";
import { socialLinksOf } from "./social-links";

const with_ = (values: Partial<ParameterValues>): ParameterValues => ({
  ...defaultParameterValues,
  ...values,
});

describe("menuLayoutOf", () => {
  it("gives the defaults of the registry and spec §9", () => {
    expect(menuLayoutOf(defaultParameterValues)).toEqual({
      type: "RELATIVE",
      position: "relative",
      fixed: false,
      overlay: false,
      inverseOverlayColor: false,
      overlayOnDark: null,
      alignment: "RIGHT",
      activeType: "UNDERLINE",
      hoverTransition: "SIMPLE_TEXT_COLOR",
      height: null,
      paddingTop: 0,
      paddingBottom: 0,
      submenu: { shadow: true, alignment: "LEFT", width: 400, centered: false },
      icons: { show: false, size: 12 },
      socialIcons: null,
      searchBar: false,
      topInfoBar: null,
      languageMenuStyle: "CODE",
      hideHomepage: false,
      mobile: { position: "BOTTOM", media: "(max-width: 959.98px)" },
    });
  });

  it("follows changed settings", () => {
    const menu = menuLayoutOf(
      with_({
        MENU_ALIGNMENT: "CENTER",
        MENU_ACTIVE_TYPE: "BACKGROUND",
        MENU_HOVER_TRANSITION: "UNDERLINE_GROW",
        COMPUTER_MENU_HEIGHT: 80,
        MENU_TOP_PADDING: 10,
        MENU_BOTTOM_PADDING: 5,
        SUBMENU_DROPSHADOW: false,
        SUBMENU_ALIGNMENT: "CENTER",
        SUBMENU_WIDTH: 260,
        CENTER_SUBMENU: true,
        MENU_ICON: true,
        MENU_ICON_SIZE: 18,
        SHOW_SEARCHBAR: true,
        LANG_MENU_STYLE: "FLAG",
        HIDE_HOMEPAGE_IN_MENU: true,
        MOBILE_MENU_POSITION: "TOP",
      }),
    );
    expect(menu).toMatchObject({
      alignment: "CENTER",
      activeType: "BACKGROUND",
      hoverTransition: "UNDERLINE_GROW",
      height: 80,
      paddingTop: 10,
      paddingBottom: 5,
      submenu: { shadow: false, alignment: "CENTER", width: 260, centered: true },
      icons: { show: true, size: 18 },
      searchBar: true,
      languageMenuStyle: "FLAG",
      hideHomepage: true,
      mobile: { position: "TOP" },
    });
  });

  it("places the menu: relative, sticky, over the first section, or fixed over it", () => {
    const at = (values: Partial<ParameterValues>) => {
      const { position, fixed, overlay, inverseOverlayColor } = menuLayoutOf(with_(values));
      return { position, fixed, overlay, inverseOverlayColor };
    };
    expect(at({ IS_MENU_FIXED: true })).toEqual({
      position: "sticky",
      fixed: true,
      overlay: false,
      inverseOverlayColor: false,
    });
    expect(at({ MENU_TYPE: "FIXED" }).position).toBe("sticky");
    expect(at({ MENU_TYPE: "ABSOLUTE", INVERSE_ABSOLUTE_MENU_COLOR: true })).toEqual({
      position: "absolute",
      fixed: false,
      overlay: true,
      inverseOverlayColor: true,
    });
    expect(at({ MENU_TYPE: "ABSOLUTE", IS_MENU_FIXED: true }).position).toBe("fixed");
    // The inversion only concerns a menu laid over the page.
    expect(at({ INVERSE_ABSOLUTE_MENU_COLOR: true }).inverseOverlayColor).toBe(false);
  });

  it("knows whether the overlaid menu sits on a dark section (its text light), for the logo to show", () => {
    const onDark = (values: Partial<ParameterValues>) => menuLayoutOf(with_(values)).overlayOnDark;
    expect(onDark({})).toBeNull();
    expect(onDark({ MENU_TYPE: "ABSOLUTE" })).toBe(true);
    expect(onDark({ MENU_TYPE: "ABSOLUTE", INVERSE_ABSOLUTE_MENU_COLOR: true })).toBe(false);
    expect(onDark({ MENU_TYPE: "ABSOLUTE", MENU_COLOR_ON_TOP: "#1F2933FF" })).toBe(false);
    expect(
      onDark({ MENU_TYPE: "ABSOLUTE", MENU_COLOR_ON_TOP: "#1F2933FF", INVERSE_ABSOLUTE_MENU_COLOR: true }),
    ).toBe(true);
  });

  it("shows the configured social links on the chosen side", () => {
    const values = with_({
      DISPLAY_SOCIAL_ICON_IN_MENU: "LEFT",
      LINKEDIN_URL: "https://www.linkedin.com/in/conseil",
      INSTAGRAM_URL: "https://www.instagram.com/domaine",
      WHATSAPP_HANDLE: "+33 6 12 34 56 78",
    });
    expect(menuLayoutOf(values).socialIcons).toEqual({
      side: "LEFT",
      links: [
        {
          network: "linkedin",
          key: "LINKEDIN_URL",
          label: "LinkedIn",
          url: "https://www.linkedin.com/in/conseil",
          iconClass: "fa-brands fa-linkedin",
        },
        {
          network: "instagram",
          key: "INSTAGRAM_URL",
          label: "Instagram",
          url: "https://www.instagram.com/domaine",
          iconClass: "fa-brands fa-instagram",
        },
        {
          network: "whatsapp",
          key: "WHATSAPP_HANDLE",
          label: "WhatsApp",
          url: "https://wa.me/33612345678",
          iconClass: "fa-brands fa-whatsapp",
        },
      ],
    });
    expect(menuLayoutOf({ ...values, DISPLAY_SOCIAL_ICON_IN_MENU: "RIGHT" }).socialIcons?.side).toBe("RIGHT");
    expect(menuLayoutOf({ ...values, DISPLAY_SOCIAL_ICON_IN_MENU: "NO" }).socialIcons).toBeNull();
    // RIGHT with no link set: nothing to show.
    expect(menuLayoutOf(with_({ DISPLAY_SOCIAL_ICON_IN_MENU: "RIGHT" })).socialIcons).toBeNull();
  });

  it("never links to a script URL", () => {
    const links = socialLinksOf(
      with_({
        FACEBOOK_URL: "javascript:alert(1)" as string,
        X_URL: "//evil.example",
        GITHUB_URL: "https://github.com/x",
      }),
    );
    expect(links.map((l) => l.network)).toEqual(["github"]);
  });

  it("shows the top info bar with its message and the head office address", () => {
    expect(
      menuLayoutOf(with_({ TOP_MENU_INFO_BAR: "  Livraison offerte dès 12 bouteilles " })).topInfoBar,
    ).toEqual({
      message: "Livraison offerte dès 12 bouteilles",
      address: null,
    });
    expect(
      menuLayoutOf(
        with_({
          DISPLAY_ADDRESS_IN_TOPBAR: true,
          HEAD_OFFICE: "12 route des Vignes, 21200 Beaune",
          COMPANY_ADDRESS: "https://maps.example/beaune",
        }),
      ).topInfoBar,
    ).toEqual({
      message: null,
      address: { text: "12 route des Vignes, 21200 Beaune", mapUrl: "https://maps.example/beaune" },
    });
    // The address switch without an address, or an empty message: no bar.
    expect(
      menuLayoutOf(with_({ DISPLAY_ADDRESS_IN_TOPBAR: true, TOP_MENU_INFO_BAR: "  " })).topInfoBar,
    ).toBeNull();
  });
});
