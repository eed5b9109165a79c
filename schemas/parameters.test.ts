import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  defaultParameterValues,
  isParameterKey,
  legalPlaceholderKeys,
  legalTextKeys,
  type ParameterGroup,
  type ParameterKey,
  type ParameterKind,
  type ParameterValues,
  parameterGroups,
  parameterGroupTitles,
  parameterItemSchema,
  parameterKeys,
  parameterKeysByGroup,
  parameterKinds,
  parameterRegistry,
  parameterValueSchema,
  readParameters,
} from "./parameters";

// spec §3 "Keys by group", transcribed key by key with the kind and group we give each one.
const specKeys: Record<string, [ParameterKind, ParameterGroup]> = {
  // Company
  COMPANY_NAME: ["STRING", "company"],
  COMPANY_EMAIL: ["STRING", "company"],
  COMPANY_PHONE: ["STRING", "company"],
  COMPANY_MOBILE: ["STRING", "company"],
  COMPANY_FAX: ["STRING", "company"],
  COMPANY_ADDRESS: ["LINK", "company"],
  COMPANY_DESCRIPTION: ["TEXT", "company"],
  HEAD_OFFICE: ["STRING", "company"],
  LEGAL_AGENT: ["STRING", "company"],
  LEGAL_COMPANY_NAME: ["STRING", "company"],
  CORPORATE_FORM: ["STRING", "company"],
  SIRET_NUMBER: ["STRING", "company"],
  RCS_NUMBER: ["STRING", "company"],
  RM_NUMBER: ["STRING", "company"],
  SHARE_CAPITAL: ["STRING", "company"],
  // Opening hours
  MONDAY_HOURS: ["STRING", "openingHours"],
  TUESDAY_HOURS: ["STRING", "openingHours"],
  WEDNESDAY_HOURS: ["STRING", "openingHours"],
  THURSDAY_HOURS: ["STRING", "openingHours"],
  FRIDAY_HOURS: ["STRING", "openingHours"],
  SATURDAY_HOURS: ["STRING", "openingHours"],
  SUNDAY_HOURS: ["STRING", "openingHours"],
  // Legal texts
  LEGAL_NOTICE: ["TEXT", "legalTexts"],
  PRIVACY_POLICY: ["TEXT", "legalTexts"],
  USE_TERMS: ["TEXT", "legalTexts"],
  SALE_TERMS: ["TEXT", "legalTexts"],
  COOKIE_POLICY: ["TEXT", "legalTexts"],
  // Colours
  ACTIVE_FONT_COLOR: ["STRING", "colors"],
  ACTIVE_MENU_COLOR: ["STRING", "colors"],
  BACKGROUND_COLOR: ["STRING", "colors"],
  BACKGROUND_FOOTER_COLOR: ["STRING", "colors"],
  BACKGROUND_HEADER_COLOR: ["STRING", "colors"],
  BACKGROUND_MENU_COLOR: ["STRING", "colors"],
  FONT_COLOR: ["STRING", "colors"],
  FONT_FOOTER_COLOR: ["STRING", "colors"],
  FONT_HEADER_COLOR: ["STRING", "colors"],
  HEADING_COLOR: ["STRING", "colors"],
  MENU_COLOR_ON_TOP: ["STRING", "colors"],
  FONT_MOBILE_MENU_COLOR: ["STRING", "colors"],
  FONT_BACKGROUND_COLOR: ["STRING", "colors"],
  BACKGROUND_MOBILE_MENU_COLOR: ["STRING", "colors"],
  PRIMARY_COLOR: ["STRING", "colors"],
  ACCENT_COLOR: ["STRING", "colors"],
  // Logo
  LOGO_POSITION: ["STRING", "logo"],
  LOGO_WIDTH: ["NUMBER", "logo"],
  LOGO_WIDTH_FOOTER: ["NUMBER", "logo"],
  LOGO_WIDTH_MOBILE: ["NUMBER", "logo"],
  LOGO_HEIGHT: ["NUMBER", "logo"],
  LOGO_HEIGHT_FOOTER: ["NUMBER", "logo"],
  LOGO_HEIGHT_MOBILE: ["NUMBER", "logo"],
  LOGO_MARGIN_TOP: ["NUMBER", "logo"],
  LOGO_MARGIN_BOTTOM: ["NUMBER", "logo"],
  // Menu
  MENU_TYPE: ["STRING", "menu"],
  MENU_ALIGNMENT: ["STRING", "menu"],
  MENU_ACTIVE_TYPE: ["STRING", "menu"],
  MENU_HOVER_TRANSITION: ["STRING", "menu"],
  MENU_ICON: ["BOOLEAN", "menu"],
  MENU_ICON_SIZE: ["NUMBER", "menu"],
  MOBILE_MENU_POSITION: ["STRING", "menu"],
  IS_MENU_FIXED: ["BOOLEAN", "menu"],
  INVERSE_ABSOLUTE_MENU_COLOR: ["BOOLEAN", "menu"],
  SUBMENU_DROPSHADOW: ["BOOLEAN", "menu"],
  SUBMENU_ALIGNMENT: ["STRING", "menu"],
  SUBMENU_WIDTH: ["NUMBER", "menu"],
  CENTER_SUBMENU: ["BOOLEAN", "menu"],
  COMPUTER_MENU_HEIGHT: ["NUMBER", "menu"],
  MENU_TOP_PADDING: ["NUMBER", "menu"],
  MENU_BOTTOM_PADDING: ["NUMBER", "menu"],
  TOP_MENU_INFO_BAR: ["STRING", "menu"],
  DISPLAY_SOCIAL_ICON_IN_MENU: ["STRING", "menu"],
  LANG_MENU_STYLE: ["STRING", "menu"],
  HIDE_HOMEPAGE_IN_MENU: ["BOOLEAN", "menu"],
  // Commerce
  FREE_SHIPPING_BOTTLE: ["NUMBER", "commerce"],
  FREE_SHIPPING_PRICE: ["NUMBER", "commerce"],
  MINIMUM_EXPEDITION_BOTTLE: ["NUMBER", "commerce"],
  MAXIMUM_EXPEDITION_BOTTLE: ["NUMBER", "commerce"],
  BOTTLE_MULTIPLE: ["NUMBER", "commerce"],
  CLICK_AND_COLLECT_HOURS: ["NUMBER", "commerce"],
  LOCK_DELIVERY: ["BOOLEAN", "commerce"],
  SHIPPING_MESSAGE: ["STRING", "commerce"],
  PAYMENT_METHOD: ["STRING", "commerce"],
  ONLY_SELL_IN_FRANCE: ["BOOLEAN", "commerce"],
  SELLS_WORLDWIDE: ["BOOLEAN", "commerce"],
  HANDLE_STOCK: ["BOOLEAN", "commerce"],
  USE_PRODUCT_STOCK: ["BOOLEAN", "commerce"],
  STOCK_LIMIT_DISPLAY: ["NUMBER", "commerce"],
  IN_STOCK_LABEL: ["STRING", "commerce"],
  NOT_IN_STOCK_LABEL: ["STRING", "commerce"],
  HIDE_PRODUCT_PRICES: ["BOOLEAN", "commerce"],
  PRODUCT_HIDE_PERCENTAGE_DISCOUNT: ["BOOLEAN", "commerce"],
  PRODUCT_DISPLAY: ["STRING", "commerce"],
  PRODUCT_ORDER: ["STRING", "commerce"],
  PRODUCT_ASPECT_RATIO: ["STRING", "commerce"],
  PRODUCT_PAGE_STYLE: ["STRING", "commerce"],
  FEATURES_PRODUCT_STYLE: ["STRING", "commerce"],
  SERVICE_PAGE_STYLE: ["STRING", "commerce"],
  SEE_CART_ON_HOVER: ["BOOLEAN", "commerce"],
  INTRACO_VAT: ["STRING", "commerce"],
  SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: ["BOOLEAN", "commerce"],
  ORDER_REVIEW_DELAY: ["NUMBER", "commerce"],
  // Registration
  BLOCK_MINORS_FROM_REGISTERING: ["BOOLEAN", "registration"],
  ASK_BIRTHDATE_AT_REGISTER: ["BOOLEAN", "registration"],
  ALLOW_ONLY_MOBILE_PHONE: ["BOOLEAN", "registration"],
  // Features
  ENABLE_NEWSLETTER: ["BOOLEAN", "features"],
  IS_BLOG_ACTIVATED: ["BOOLEAN", "features"],
  SHOW_SEARCHBAR: ["BOOLEAN", "features"],
  SHOW_PROMOTE_MESSAGE: ["BOOLEAN", "features"],
  SHOW_PROMOTE_NEWS: ["BOOLEAN", "features"],
  PROMOTED_NEWS_STYLE: ["STRING", "features"],
  DISPLAY_ADDRESS_IN_TOPBAR: ["BOOLEAN", "features"],
  DISPLAY_SECONDARY_ADDRESSES: ["BOOLEAN", "features"],
  HIDE_CONTACT_PAGE: ["BOOLEAN", "features"],
  HIDE_ECOMMERCE_LABEL: ["BOOLEAN", "features"],
  HIDE_PRODUCT_ICON: ["BOOLEAN", "features"],
  DARK_THEME: ["BOOLEAN", "features"],
  REPEAT_ANIMATION: ["BOOLEAN", "features"],
  SCROLL_TO_TOP_BEHAVIOR: ["STRING", "features"],
  // Anti-copy
  LOCK_TEXT_SELECTION: ["BOOLEAN", "antiCopy"],
  LOCK_RIGHT_CLICK: ["BOOLEAN", "antiCopy"],
  // Meta descriptions
  HOME_META_DESCRIPTION: ["STRING", "metaDescriptions"],
  CONTACT_META_DESCRIPTION: ["STRING", "metaDescriptions"],
  NEWS_META_DESCRIPTION: ["STRING", "metaDescriptions"],
  WINE_META_DESCRIPTION: ["STRING", "metaDescriptions"],
  // Icons
  CART_ICON: ["STRING", "icons"],
  MY_ACCOUNT_ICON: ["STRING", "icons"],
  BASE_FONTAWESOME_ICON: ["STRING", "icons"],
  // Integration and social
  GLOBAL_CSS: ["STRING", "integration"],
  AFTER_BODY_HTML_TO_LOAD: ["STRING", "integration"],
  SCRIPT_TO_LOAD: ["STRING", "integration"],
  SEND_MAIL_AS_NAME: ["STRING", "integration"],
  SEND_MAIL_AS_MAIL: ["STRING", "integration"],
  CREATED_BY_MESSAGE: ["STRING", "integration"],
  CREATED_BY_BACKLINK_URL: ["LINK", "integration"],
  IS_INDEPENDENT: ["BOOLEAN", "integration"],
  DETAIL_PAGE_MARGIN_TOP: ["NUMBER", "integration"],
};

// Keys the spec describes without naming them (spec §2, §3), with the names of the registry.
const describedKeys: Record<string, [ParameterKind, ParameterGroup]> = {
  GRAPE_VARIETY_DISPLAY: ["BOOLEAN", "commerce"],
  GRAPE_VARIETY_LOCATION: ["STRING", "commerce"],
  SWAP_WINE_NAME_AND_APPELLATION: ["BOOLEAN", "commerce"],
  BREATHALYSER_NOTICE: ["BOOLEAN", "commerce"],
  PROMOTE_MESSAGE: ["STRING", "features"],
  ALCOHOL_PREVENTION_BANNER: ["BOOLEAN", "features"],
  LINKEDIN_URL: ["LINK", "integration"],
  FACEBOOK_URL: ["LINK", "integration"],
  INSTAGRAM_URL: ["LINK", "integration"],
  X_URL: ["LINK", "integration"],
  YOUTUBE_URL: ["LINK", "integration"],
  TIKTOK_URL: ["LINK", "integration"],
  PINTEREST_URL: ["LINK", "integration"],
  WHATSAPP_HANDLE: ["STRING", "integration"],
  DISCORD_URL: ["LINK", "integration"],
  GITHUB_URL: ["LINK", "integration"],
  REVIEW_SERVICE_URL: ["LINK", "integration"],
  HIDE_VINISITE_LOGO: ["BOOLEAN", "integration"],
  ANALYTICS_ID: ["STRING", "integration"],
  SEARCH_CONSOLE_ID: ["STRING", "integration"],
  ADS_TAG_ID: ["STRING", "integration"],
  PRIVACY_ANALYTICS_DOMAIN: ["STRING", "integration"],
  TAG_MANAGER_ID: ["STRING", "integration"],
  SOCIAL_PIXEL_ID: ["STRING", "integration"],
};

const registry: Record<string, (typeof parameterRegistry)[ParameterKey]> = parameterRegistry;

function isValidValue(key: ParameterKey, value: unknown): boolean {
  return parameterRegistry[key].schema.safeParse(value).success;
}

describe("parameter registry", () => {
  it.each(Object.entries({ ...specKeys, ...describedKeys }))(
    "has %s with its kind and group",
    (key, [kind, group]) => {
      expect(isParameterKey(key)).toBe(true);
      expect(registry[key]).toMatchObject({ type: key, kind, group });
    },
  );

  it("holds about 150 keys, each entry typed by its own key", () => {
    expect(parameterKeys.length).toBeGreaterThanOrEqual(140);
    expect(parameterKeys.length).toBeLessThanOrEqual(170);
    expect(new Set(parameterKeys).size).toBe(parameterKeys.length);
    for (const key of parameterKeys) {
      expect(parameterRegistry[key].type).toBe(key);
      expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(parameterKinds).toContain(parameterRegistry[key].kind);
    }
  });

  it("lists keys in group order, and every group has keys and a French title", () => {
    const groupIndexes = parameterKeys.map((key) => parameterGroups.indexOf(parameterRegistry[key].group));
    expect(groupIndexes).toEqual([...groupIndexes].sort((a, b) => a - b));
    for (const group of parameterGroups) {
      expect(parameterKeysByGroup[group].length).toBeGreaterThan(0);
      expect(parameterGroupTitles[group]).toMatch(/^[A-ZÉ]/);
    }
    expect(parameterGroupTitles.colors).toBe("Couleurs");
    expect(parameterKeysByGroup.openingHours).toEqual([
      "MONDAY_HOURS",
      "TUESDAY_HOURS",
      "WEDNESDAY_HOURS",
      "THURSDAY_HOURS",
      "FRIDAY_HOURS",
      "SATURDAY_HOURS",
      "SUNDAY_HOURS",
    ]);
  });

  it("has the defaults of spec §9 and §2", () => {
    expect(defaultParameterValues).toMatchObject({
      LOGO_HEIGHT: 125,
      LOGO_HEIGHT_FOOTER: 90,
      LOGO_HEIGHT_MOBILE: 90,
      LOGO_MARGIN_TOP: 15,
      LOGO_MARGIN_BOTTOM: 15,
      SUBMENU_WIDTH: 400,
      MENU_ICON_SIZE: 12,
      MOBILE_MENU_POSITION: "BOTTOM",
      MENU_ALIGNMENT: "RIGHT",
      LOGO_POSITION: "LEFT",
      SEE_CART_ON_HOVER: false,
      BASE_FONTAWESOME_ICON: "fa-solid",
      DISPLAY_SOCIAL_ICON_IN_MENU: "NO",
      DETAIL_PAGE_MARGIN_TOP: 28,
      MENU_TYPE: "RELATIVE",
      MENU_ACTIVE_TYPE: "UNDERLINE",
      MENU_HOVER_TRANSITION: "SIMPLE_TEXT_COLOR",
      CART_ICON: "fa-cart-shopping",
      PRIMARY_COLOR: "#0E4D55FF",
      ACCENT_COLOR: "#FA8072FF",
      BACKGROUND_COLOR: "#FFFFFFFF",
    });
    expect(parameterRegistry.MENU_ICON_SIZE.unit).toBe("pt");
    expect(parameterRegistry.DISPLAY_SOCIAL_ICON_IN_MENU.kind).toBe("STRING");
  });

  it("leaves unset what spec §9 shows unset", () => {
    for (const key of [
      "FREE_SHIPPING_BOTTLE",
      "FREE_SHIPPING_PRICE",
      "MINIMUM_EXPEDITION_BOTTLE",
      "MAXIMUM_EXPEDITION_BOTTLE",
      "BOTTLE_MULTIPLE",
      "CLICK_AND_COLLECT_HOURS",
      "ORDER_REVIEW_DELAY",
    ] as const) {
      expect(defaultParameterValues[key]).toBeNull();
    }
  });

  it("gives every key a default that passes its own schema", () => {
    for (const key of parameterKeys) {
      const value = defaultParameterValues[key];
      expect(value === null || isValidValue(key, value), key).toBe(true);
      expect(parameterValueSchema(key).safeParse(value).success, key).toBe(true);
    }
  });

  it("defaults every BOOLEAN to a boolean, never to null", () => {
    for (const key of parameterKeys) {
      if (parameterRegistry[key].kind === "BOOLEAN")
        expect(typeof defaultParameterValues[key], key).toBe("boolean");
    }
  });

  it("gives every NUMBER its bounds, step and unit, enforced by its schema", () => {
    for (const key of parameterKeys) {
      const definition = registry[key];
      if (definition?.kind !== "NUMBER") continue;
      const { min, max, step, unit } = definition as {
        min?: number;
        max?: number;
        step?: number;
        unit?: string;
      };
      if (min === undefined || max === undefined || step === undefined)
        throw new Error(`${key} has no bounds`);
      expect(unit, key).toBeTruthy();
      expect(min, key).toBeLessThan(max);
      expect(isValidValue(key, min), key).toBe(true);
      expect(isValidValue(key, max), key).toBe(true);
      expect(isValidValue(key, min - step), key).toBe(false);
      expect(isValidValue(key, max + step), key).toBe(false);
      if (step === 1) expect(isValidValue(key, min + 0.5), key).toBe(false);
      expect(isValidValue(key, String(min)), key).toBe(false);
    }
    expect(isValidValue("FREE_SHIPPING_PRICE", 49.99)).toBe(true);
    expect(isValidValue("FREE_SHIPPING_PRICE", 49.995)).toBe(false);
  });

  it("gives every enum its options, the values its schema accepts", () => {
    for (const key of parameterKeys) {
      const definition = registry[key] as {
        options?: readonly string[];
        schema: { safeParse(v: unknown): { success: boolean } };
      };
      if (definition.options === undefined) continue;
      for (const option of definition.options)
        expect(definition.schema.safeParse(option).success, key).toBe(true);
      expect(definition.schema.safeParse("SOMETHING_ELSE").success, key).toBe(false);
    }
    expect(parameterRegistry.MENU_TYPE.options).toEqual(["RELATIVE", "FIXED", "ABSOLUTE"]);
    expect(parameterRegistry.MENU_ACTIVE_TYPE.options).toEqual(["UNDERLINE", "BOLD", "BACKGROUND", "NONE"]);
    expect(parameterRegistry.MENU_HOVER_TRANSITION.options).toEqual([
      "SIMPLE_TEXT_COLOR",
      "UNDERLINE_GROW",
      "BACKGROUND",
      "NONE",
    ]);
    expect(parameterRegistry.LANG_MENU_STYLE.options).toEqual(["FLAG", "CODE", "LABEL"]);
    expect(parameterRegistry.SCROLL_TO_TOP_BEHAVIOR.options).toEqual(["NONE", "SMOOTH", "INSTANT"]);
    expect(parameterRegistry.DISPLAY_SOCIAL_ICON_IN_MENU.options).toEqual(["NO", "LEFT", "RIGHT"]);
    expect(parameterRegistry.BASE_FONTAWESOME_ICON.options).toEqual([
      "fa-solid",
      "fa-regular",
      "fa-light",
      "fa-thin",
      "fa-duotone",
      "fa-brands",
    ]);
  });

  it("has unique French labels", () => {
    const labels = parameterKeys.map((key) => parameterRegistry[key].label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) {
      expect(label.trim()).toBe(label);
      expect(label).toMatch(/^[A-ZÀ-Ý]/);
      expect(label).not.toMatch(/_/);
      expect(label).not.toMatch(/\b(the|of|and|show|hide|enable|display|color|colour|width|height)\b/i);
    }
    expect(labels.filter((label) => /[àâçéèêëîïôûùœ]/.test(label)).length).toBeGreaterThan(labels.length / 3);
  });

  it("lists the legal texts and the placeholders they accept (spec §3)", () => {
    expect(legalTextKeys).toEqual([
      "LEGAL_NOTICE",
      "PRIVACY_POLICY",
      "USE_TERMS",
      "SALE_TERMS",
      "COOKIE_POLICY",
    ]);
    for (const key of legalTextKeys) expect(parameterRegistry[key].kind).toBe("TEXT");
    expect(legalPlaceholderKeys).toEqual(
      expect.arrayContaining([
        "LEGAL_AGENT",
        "LEGAL_COMPANY_NAME",
        "CORPORATE_FORM",
        "SIRET_NUMBER",
        "HEAD_OFFICE",
        "COMPANY_PHONE",
        "COMPANY_EMAIL",
        "COMPANY_NAME",
      ]),
    );
    for (const key of legalPlaceholderKeys) expect(isParameterKey(key)).toBe(true);
  });

  it("infers each key's value type from its schema", () => {
    expectTypeOf<ParameterValues["LOGO_HEIGHT"]>().toEqualTypeOf<number | null>();
    expectTypeOf<ParameterValues["DARK_THEME"]>().toEqualTypeOf<boolean | null>();
    expectTypeOf<ParameterValues["COMPANY_NAME"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ParameterValues["LEGAL_NOTICE"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ParameterValues["LINKEDIN_URL"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ParameterValues["LOGO_POSITION"]>().toEqualTypeOf<"LEFT" | "CENTER" | "RIGHT" | null>();
    expectTypeOf<ParameterValues["DISPLAY_SOCIAL_ICON_IN_MENU"]>().toEqualTypeOf<
      "NO" | "LEFT" | "RIGHT" | null
    >();
    expectTypeOf<ParameterValues["MOBILE_MENU_POSITION"]>().toEqualTypeOf<"TOP" | "BOTTOM" | null>();
    expectTypeOf(parameterRegistry.SUBMENU_WIDTH.kind).toEqualTypeOf<"NUMBER">();
  });
});

describe("value constraints", () => {
  it("accepts RGBA hex colours only", () => {
    for (const ok of ["#0E4D55", "#0e4d55ff", "#FFFFFF80"])
      expect(isValidValue("PRIMARY_COLOR", ok), ok).toBe(true);
    for (const bad of [
      "#FFF",
      "0E4D55",
      "#0E4D55F",
      "#GGGGGG",
      "red",
      "rgb(0,0,0)",
      "#0E4D55FF00",
      0xffffff,
    ]) {
      expect(isValidValue("PRIMARY_COLOR", bad), String(bad)).toBe(false);
    }
  });

  it("accepts absolute http(s) URLs and site paths as links, and no other scheme", () => {
    for (const ok of [
      "https://maps.example.fr/?q=1",
      "http://example.fr",
      "/contact",
      "/legal-notice#cookies",
    ]) {
      expect(isValidValue("COMPANY_ADDRESS", ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "mailto:contact@example.fr",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "contact",
      "https://exa mple.fr",
    ]) {
      expect(isValidValue("COMPANY_ADDRESS", bad), bad).toBe(false);
    }
    expect(isValidValue("LINKEDIN_URL", "https://www.linkedin.com/in/example")).toBe(true);
    expect(isValidValue("LINKEDIN_URL", "/in/example")).toBe(false);
  });

  it("checks e-mails, icons and tracker ids", () => {
    expect(isValidValue("COMPANY_EMAIL", "contact@example.fr")).toBe(true);
    expect(isValidValue("COMPANY_EMAIL", "contact")).toBe(false);
    expect(isValidValue("CART_ICON", "fa-bag-shopping")).toBe(true);
    expect(isValidValue("CART_ICON", 'fa-cart" onload="x')).toBe(false);
    expect(isValidValue("ANALYTICS_ID", "G-AB12CD34EF")).toBe(true);
    expect(isValidValue("ANALYTICS_ID", "G-1');alert(1);//")).toBe(false);
    expect(isValidValue("PRIVACY_ANALYTICS_DOMAIN", "conseil.example.fr")).toBe(true);
    expect(isValidValue("PRIVACY_ANALYTICS_DOMAIN", "https://conseil.example.fr")).toBe(false);
    expect(isValidValue("SIRET_NUMBER", "123 456 789 00012")).toBe(true);
    expect(isValidValue("SIRET_NUMBER", "12345")).toBe(false);
    expect(isValidValue("GLOBAL_CSS", "body{color:red}</style><script>")).toBe(false);
  });

  it("reads an empty string or null as unset in the admin value schema", () => {
    expect(parameterValueSchema("FACEBOOK_URL").parse("")).toBeNull();
    expect(parameterValueSchema("LOGO_HEIGHT").parse(null)).toBeNull();
    expect(parameterValueSchema("LOGO_HEIGHT").parse(200)).toBe(200);
    expect(parameterValueSchema("LOGO_HEIGHT").safeParse(5000).success).toBe(false);
    expect(parameterValueSchema("DARK_THEME").safeParse("").success).toBe(false);
  });
});

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("default colours", () => {
  const colors = defaultParameterValues;
  // [text, background]: each text colour on the surface it is drawn on with the default settings.
  const pairs: [ParameterKey, ParameterKey][] = [
    ["FONT_COLOR", "BACKGROUND_COLOR"],
    ["HEADING_COLOR", "BACKGROUND_COLOR"],
    ["FONT_BACKGROUND_COLOR", "PRIMARY_COLOR"],
    ["FONT_COLOR", "ACCENT_COLOR"],
    ["FONT_HEADER_COLOR", "BACKGROUND_HEADER_COLOR"],
    ["FONT_HEADER_COLOR", "BACKGROUND_MENU_COLOR"],
    ["ACTIVE_FONT_COLOR", "BACKGROUND_MENU_COLOR"],
    ["FONT_MOBILE_MENU_COLOR", "BACKGROUND_MOBILE_MENU_COLOR"],
    ["FONT_FOOTER_COLOR", "BACKGROUND_FOOTER_COLOR"],
  ];

  it.each(pairs)("%s on %s meets WCAG AA (4.5:1)", (text, background) => {
    const fg = colors[text] as string;
    const bg = colors[background] as string;
    expect(fg.slice(7)).toMatch(/^(FF)?$/i);
    expect(bg.slice(7)).toMatch(/^(FF)?$/i);
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("sets every colour", () => {
    for (const key of parameterKeysByGroup.colors) expect(colors[key], key).toMatch(/^#[0-9A-F]{8}$/);
  });
});

describe("readParameters", () => {
  it("gives the defaults when nothing is stored", () => {
    const { values, issues } = readParameters([]);
    expect(values).toEqual(defaultParameterValues);
    expect(issues).toEqual([]);
  });

  it("keeps valid stored values and reads null or an empty string as unset", () => {
    const { values, issues } = readParameters([
      { type: "LOGO_HEIGHT", value: 140 },
      { type: "DARK_THEME", value: true },
      { type: "LOGO_POSITION", value: "CENTER" },
      { type: "LINKEDIN_URL", value: "https://www.linkedin.com/in/example" },
      { type: "FACEBOOK_URL", value: "" },
      { type: "LOGO_MARGIN_TOP", value: null },
      { type: "PRIMARY_COLOR", value: "#123456" },
    ]);
    expect(issues).toEqual([]);
    expect(values.LOGO_HEIGHT).toBe(140);
    expect(values.DARK_THEME).toBe(true);
    expect(values.LOGO_POSITION).toBe("CENTER");
    expect(values.LINKEDIN_URL).toBe("https://www.linkedin.com/in/example");
    expect(values.FACEBOOK_URL).toBeNull();
    expect(values.LOGO_MARGIN_TOP).toBe(15);
    expect(values.PRIMARY_COLOR).toBe("#123456");
  });

  it.each([
    ["wrong type for a NUMBER", "LOGO_HEIGHT", "125"],
    ["wrong type for a BOOLEAN", "DARK_THEME", "true"],
    ["wrong type for a STRING", "COMPANY_NAME", 42],
    ["bad colour", "PRIMARY_COLOR", "teal"],
    ["out-of-range number", "SUBMENU_WIDTH", 99_999],
    ["non-integer number", "LOGO_MARGIN_TOP", 2.5],
    ["javascript: link", "COMPANY_ADDRESS", "javascript:alert(document.cookie)"],
    ["unknown enum value", "MENU_TYPE", "STICKY"],
    ["object value", "CART_ICON", { icon: "fa-cart" }],
  ])("falls back to the default and reports a %s", (_case, type, value) => {
    const key = type as ParameterKey;
    const { values, issues } = readParameters([{ type, value }]);
    expect(values[key]).toEqual(defaultParameterValues[key]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.type).toBe(type);
    expect(issues[0]?.message).toMatch(/\S/);
  });

  it("reports and ignores unknown keys", () => {
    const { values, issues } = readParameters([
      { type: "NOT_A_SETTING", value: "x" },
      { type: "__proto__", value: { polluted: true } },
      { type: "constructor", value: 1 },
    ]);
    expect(values).toEqual(defaultParameterValues);
    expect(issues.map((issue) => issue.type)).toEqual(["NOT_A_SETTING", "__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("does not share state between calls", () => {
    readParameters([{ type: "LOGO_HEIGHT", value: 200 }]);
    expect(readParameters([]).values.LOGO_HEIGHT).toBe(125);
    expect(defaultParameterValues.LOGO_HEIGHT).toBe(125);
  });

  it("never throws, and every value it returns satisfies its schema or is null", () => {
    const keys = [...parameterKeys];
    const value = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.boolean(),
      fc.integer({ min: -10, max: 2000 }),
      fc.double(),
      fc.constant(null),
      fc.constantFrom(
        "#0E4D55FF",
        "#fff",
        "https://example.fr",
        "javascript:alert(1)",
        "/contact",
        "LEFT",
        "",
      ),
    );
    const item = fc.record({ type: fc.oneof(fc.constantFrom(...keys), fc.string()), value });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        const { values, issues } = readParameters(items);
        expect(Object.keys(values).sort()).toEqual([...keys].sort());
        for (const key of keys) {
          const v = values[key];
          expect(v === null || isValidValue(key, v), key).toBe(true);
        }
        for (const issue of issues) expect(typeof issue.message).toBe("string");
      }),
      { numRuns: 300 },
    );
  });
});

describe("parameterItemSchema", () => {
  it("parses the API item of spec §3", () => {
    const item = { id: 1, type: "LOGO_HEIGHT", kind: "NUMBER", label: "Hauteur du logo", value: 125 };
    expect(parameterItemSchema.parse(item)).toEqual(item);
    expect(parameterItemSchema.parse({ ...item, value: null }).value).toBeNull();
    expect(parameterItemSchema.safeParse({ ...item, kind: "COLOR" }).success).toBe(false);
    expect(parameterItemSchema.safeParse({ ...item, value: { x: 1 } }).success).toBe(false);
    expect(parameterItemSchema.safeParse({ ...item, type: "logo height" }).success).toBe(false);
  });
});
