import type { AppLoadContext } from "react-router";
import { readParameters } from "../../schemas/parameters";
import type { PageNode } from "../../schemas/site";
import { langOfPrefix, localizedPath, prefixOfLang, stripLocalePrefix } from "../runtime/locale";
import { langOf, translate } from "../runtime/messages/translate";
import { visitorTextsAssetOf, visitorTextsOf } from "../runtime/messages/visitor-texts";
import { shopDisplayOf } from "../runtime/shop/shop-display";
import { isReachableLink, pageUrlsOf, type SiteSections } from "../runtime/site/reachable-link";
import { compileTheme } from "../runtime/theme/compile-theme";
import { cssFontStyle, cssFontWeight } from "../runtime/theme/fonts";
import { createThemeCache } from "../runtime/theme/theme-cache";
import { apiFor } from "./api.server";
import { registerTexts } from "./components/content/texts-registry";
import { popupsOnLoad } from "./popups-on-load.server";
import { siteSeoOf } from "./seo/site-seo.server";

export interface MenuItem {
  id: number;
  label: string;
  href: string;
  icon: string | null;
  children: MenuItem[];
}

export const hrefOf = (url: string) => `/${url.replace(/^\/+/, "")}`;

/** The header menu: pages shown in the menu, in tree order (spec §2 page tree). */
export function menuOf(tree: PageNode[], options: { hideHome: boolean; hideContact: boolean }): MenuItem[] {
  return tree
    .filter((p) => p.showInMenu)
    .filter((p) => !(options.hideHome && p.url === ""))
    .filter((p) => !(options.hideContact && p.url === "contact"))
    .map((p) => ({
      id: p.id,
      label: p.menuTitle,
      href: hrefOf(p.url),
      icon: p.menuIcon,
      children: menuOf(p.children, options),
    }));
}

/** Shop sites get a menu entry to /shop, before the contact page (or last), unless a page links there. */
export function withShopEntry(menu: MenuItem[], isECommerce: boolean, label: string): MenuItem[] {
  if (!isECommerce || menu.some((item) => item.href === "/shop")) return menu;
  const entry: MenuItem = { id: -1, label, href: "/shop", icon: "fa-wine-bottle", children: [] };
  const contact = menu.findIndex((item) => item.href === "/contact");
  const at = contact === -1 ? menu.length : contact;
  return [...menu.slice(0, at), entry, ...menu.slice(at)];
}

/** The menu of a page in another language than the default: its links lead to that language's pages. */
export function localizedMenu(menu: MenuItem[], localePrefix: string | null): MenuItem[] {
  if (!localePrefix) return menu;
  return menu.map((item) => ({
    ...item,
    href: localizedPath(item.href, localePrefix),
    children: localizedMenu(item.children, localePrefix),
  }));
}

// DESIGN.md §5: the theme is compiled once per site and content version
const themes = createThemeCache();

/**
 * The settings read from a parameters answer. The renders of a site share that answer, parsed and
 * frozen (src/server/shared-answers.ts), until the site changes: they share its reading too,
 * instead of checking its values against their schemas on every render (docs/decisions/121).
 */
const readings = new WeakMap<object, ReturnType<typeof readParameters>["values"]>();
function settingsOf(items: Parameters<typeof readParameters>[0]) {
  let values = readings.get(items);
  if (!values) {
    values = Object.freeze(readParameters(items).values);
    readings.set(items, values);
  }
  return values;
}

/** What every page of a site needs for its first paint: theme, header, footer, texts. */
export async function loadShell(context: AppLoadContext, request?: Request) {
  const api = apiFor(context);
  const [items, info, tree, footerLinks, footerLogos, addresses, popups] = await Promise.all([
    // the rich texts (legal texts, descriptions) are not part of the layout
    api.site.parameters({ kind: "df:TEXT" }),
    api.site.info(),
    api.pages.tree(),
    api.site.footerLinks(),
    api.site.footerLogos(),
    api.site.companyAddresses(),
    popupsOnLoad(api, request ? stripLocalePrefix(new URL(request.url).pathname) : null),
  ]);
  const values = settingsOf(items);
  const theme = themes.getOrCompile(info.id, String(info.contentVersion), () =>
    compileTheme(values, info.fonts),
  );
  // issue 14 §6: the links the site generates lead only to what visitors can open
  const sections: SiteSections = {
    blog: theme.flags.blog,
    shop: info.isECommerce,
    contactHidden: theme.flags.contactPageHidden,
    pageUrls: pageUrlsOf(tree),
  };
  // the page's language comes from its URL prefix (the server resolved it): spec §2, §4
  const lang = langOf(context.lang);
  const textsAsset = await visitorTextsAssetOf(lang, info);
  registerTexts(textsAsset.key, visitorTextsOf(lang, info));
  const defaultPrefix = prefixOfLang(info.defaultLang);
  const localePrefix = prefixOfLang(lang) === defaultPrefix ? null : prefixOfLang(lang);
  const languages = info.languages
    .filter((l) => l.isValid && langOfPrefix(prefixOfLang(l.code)) !== null)
    .map((l) => ({
      code: l.code,
      prefix: prefixOfLang(l.code),
      label: l.label,
      alphaTwo: l.country.alphaTwo,
    }));
  const logoOf = (type: (typeof info.logos)[number]["type"]) => info.logos.find((l) => l.type === type);
  // spec §3 logos (issue 18 §1, decision 116): LOGO is the header's; the dark-background one
  // replaces it with DARK_THEME and over a dark first section, the light-background one over a
  // light first section; each falls back to LOGO
  const mainLogo = logoOf("LOGO") ?? logoOf("LOGO_LIGHT_THEME");
  const onDarkLogo = logoOf("LOGO_DARK_THEME") ?? mainLogo;
  const onLightLogo = logoOf("LOGO_LIGHT_THEME") ?? mainLogo;
  const logo = theme.flags.darkTheme ? onDarkLogo : mainLogo;
  // over the first section (MENU_TYPE ABSOLUTE), until scrolled: the logo for what is under it
  const overlayLogo =
    theme.menu.overlayOnDark === null ? undefined : theme.menu.overlayOnDark ? onDarkLogo : onLightLogo;
  const footerLogo = logoOf("LOGO_FOOTER") ?? logo;
  const favicon = logoOf("LOGO_FAVICON");
  const name = values.COMPANY_NAME ?? info.name;
  return {
    site: {
      id: info.id,
      name,
      lang: lang === "en_GB" ? "en" : "fr",
      isECommerce: info.isECommerce,
      /** The userLang of the page's API calls. */
      userLang: lang,
      /** "en" on an English page of a French site; null in the site's default language. */
      localePrefix,
      defaultPrefix,
      /** The languages the site offers, for the language menu (spec §3 LANG_MENU_STYLE). */
      languages,
    },
    theme: { css: theme.css, menu: theme.menu, logo: theme.logo, flags: theme.flags, icons: theme.icons },
    menu: localizedMenu(
      withShopEntry(
        menuOf(tree, { hideHome: theme.menu.hideHomepage, hideContact: theme.flags.contactPageHidden }),
        info.isECommerce,
        translate(lang, "shop.menuLabel"),
      ),
      localePrefix,
    ),
    logo: logo ? { src: logo.onlineImage.url, alt: logo.alt || name } : null,
    /** The header's logo over the first section, when it is not `logo` (MENU_TYPE ABSOLUTE). */
    logoOnTop:
      overlayLogo && overlayLogo.onlineImage.url !== logo?.onlineImage.url
        ? { src: overlayLogo.onlineImage.url, alt: overlayLogo.alt || name }
        : null,
    footerLogo: footerLogo ? { src: footerLogo.onlineImage.url, alt: footerLogo.alt || name } : null,
    favicon: favicon?.onlineImage.url ?? null,
    /**
     * The faces every page of the site draws its text with (`${family}:${weight}`, upright, the
     * family lower-cased): the head preloads the hosted ones (issue 18 §7). Their requests start
     * with the page's instead of after its stylesheet and layout, and at the priority of a preload,
     * below the stylesheet's. They are the faces the site's fonts name at 400, and the layout's
     * semibold (600: its headings in the TITLE family, its buttons and labels in the CONTENT
     * family, themes/content.css and blocks.css). The TITLE font's own weight is not drawn by any
     * rule: the domaine's titles, Playfair Display at 700, are drawn at 600.
     */
    fontFaces: fontFacesOf(info.fonts),
    /**
     * The faces the layout editor's blocks add (themes/blocks.css): their headings are in the TITLE
     * family at the body's regular weight. A page that shows blocks preloads them too
     * (cms-layouts.tsx); a shop page, which has none, does not fetch them.
     */
    blockFontFaces: info.fonts.filter((f) => f.type === "TITLE").map((f) => `${f.family.toLowerCase()}:400`),
    meta: {
      home: values.HOME_META_DESCRIPTION,
      contact: values.CONTACT_META_DESCRIPTION,
      news: values.NEWS_META_DESCRIPTION,
      wine: values.WINE_META_DESCRIPTION,
    },
    // owner-trusted code (spec §3 integration): the site owner pastes it, visitors cannot
    integration: { afterBodyHtml: values.AFTER_BODY_HTML_TO_LOAD, script: values.SCRIPT_TO_LOAD },
    footer: {
      // a hidden section (HIDE_CONTACT_PAGE, the blog switched off…) or page is linked from nowhere
      links: footerLinks.items.filter((l) => isReachableLink(l.url, sections)),
      logos: footerLogos.items.map((l) =>
        l.url && !isReachableLink(l.url, sections) ? { ...l, url: null } : l,
      ),
      addresses,
      email: values.COMPANY_EMAIL,
      phone: values.COMPANY_PHONE,
      hours: (
        [
          [translate(lang, "ui.day.monday"), values.MONDAY_HOURS],
          [translate(lang, "ui.day.tuesday"), values.TUESDAY_HOURS],
          [translate(lang, "ui.day.wednesday"), values.WEDNESDAY_HOURS],
          [translate(lang, "ui.day.thursday"), values.THURSDAY_HOURS],
          [translate(lang, "ui.day.friday"), values.FRIDAY_HOURS],
          [translate(lang, "ui.day.saturday"), values.SATURDAY_HOURS],
          [translate(lang, "ui.day.sunday"), values.SUNDAY_HOURS],
        ] satisfies [string, string | null][]
      ).filter((d): d is [string, string] => Boolean(d[1])),
      createdBy: values.CREATED_BY_MESSAGE,
      createdByUrl: values.CREATED_BY_BACKLINK_URL,
      /** The platform's "site créé avec Vinisite" mark, unless HIDE_VINISITE_LOGO. */
      showVinisiteMark: !values.HIDE_VINISITE_LOGO,
    },
    /** Popups that open by themselves on load (component configuration popup-on-load). */
    popupsOnLoad: popups,
    // the shop's display settings, on shop sites only (spec §1: isECommerce)
    shop: info.isECommerce ? shopDisplayOf(values) : null,
    // canonical origin and Organization/LocalBusiness JSON-LD (issue 4 §5)
    seo: siteSeoOf(values, info, addresses, request),
    /** A session cookie came with the request: the browser may ask whether it is an admin's. */
    hasSession: context.token !== null,
    /** Issue 19 §3: the site is under construction and the viewer is its admin (the banner). */
    buildingPreview: context.buildingPreview === true,
    /**
     * The catalogue texts the site's screens show, in the page's language only (docs/decisions/076),
     * named: the page loads them as a script of their own (`src`), and useT() finds them by `key`,
     * in the server's render and in the browser's (docs/decisions/126).
     */
    texts: { key: textsAsset.key, src: textsAsset.src },
  };
}

export type Shell = Awaited<ReturnType<typeof loadShell>>;

function fontFacesOf(
  fonts: readonly { type: string; family: string; weight: unknown; style: unknown }[],
): string[] {
  const faces = new Set<string>();
  for (const font of fonts) {
    if (cssFontStyle(font.style) !== "normal") continue;
    const family = font.family.toLowerCase();
    if (cssFontWeight(font.weight, 400) === 400) faces.add(`${family}:400`);
    if (font.type === "TITLE" || font.type === "CONTENT") faces.add(`${family}:600`);
  }
  // the regular faces first: the body's text
  return [...faces].sort((a, b) => Number(a.endsWith(":600")) - Number(b.endsWith(":600")));
}
