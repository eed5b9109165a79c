import { NavLink } from "react-router";
import { usePrefetchPolicy } from "../../../client/prefetch-policy";
import { localizedPath, stripLocalePrefix } from "../../../runtime/locale";
import type { MenuLayout } from "../../../runtime/theme/menu-layout";
import { useNonce } from "../../csp-nonce";
import type { MenuItem, Shell } from "../../shell.server";
import { AccountMenu } from "../account/account-menu";
import { SearchForm } from "../content/search-form";
import { tOf } from "../content/use-t";
import { CartButton } from "../shop/cart-button";
import { headerOverlayScript } from "./header-overlay";
import { LanguageMenu } from "./language-menu";
import { menuOverflowCss } from "./menu-overflow";
import { SocialLinks } from "./social-links";

const activeClass: Record<MenuLayout["activeType"], string> = {
  UNDERLINE: "underline decoration-2 underline-offset-8",
  BOLD: "font-bold",
  BACKGROUND: "rounded bg-[var(--vs-active-menu-color)] text-on-primary",
  NONE: "",
};

const hoverClass: Record<MenuLayout["hoverTransition"], string> = {
  SIMPLE_TEXT_COLOR: "transition-colors duration-200 hover:text-active",
  UNDERLINE_GROW:
    "bg-gradient-to-r from-current to-current bg-[length:0%_2px] bg-bottom bg-no-repeat transition-[background-size] duration-300 hover:bg-[length:100%_2px]",
  BACKGROUND: "rounded transition-colors duration-200 hover:bg-[rgb(var(--vs-primary-color-rgb)/0.08)]",
  NONE: "",
};

const justify = { LEFT: "justify-start", CENTER: "justify-center", RIGHT: "justify-end" } as const;

// every header stays in the flow (no content hides under it, no layout shift); one laid over the
// first section (MENU_TYPE ABSOLUTE) pulls that section up under it with a negative margin, set
// by themes/header.css once header-overlay.ts has measured it (docs/decisions/116)
const positionClass: Record<MenuLayout["position"], string> = {
  relative: "relative",
  sticky: "sticky top-0",
  fixed: "sticky top-0 vs-header--overlay",
  absolute: "relative vs-header--overlay",
};

function MenuLink({ item, layout }: { item: MenuItem; layout: MenuLayout }) {
  // spec §9: no prefetch on 2g or data-saver connections
  const prefetch = usePrefetchPolicy();
  return (
    <NavLink
      to={item.href}
      prefetch={prefetch}
      end={stripLocalePrefix(item.href) === "/"}
      className={({ isActive }) =>
        `flex items-center gap-2 px-3 py-2 font-menu text-[length:var(--vs-font-menu-size)] ${hoverClass[layout.hoverTransition]} ${isActive ? `text-active ${activeClass[layout.activeType]}` : ""}`
      }
    >
      {layout.icons.show && item.icon ? (
        <i
          className={`fa-solid ${item.icon}`}
          style={{ fontSize: `${layout.icons.size}pt` }}
          aria-hidden="true"
        />
      ) : null}
      {item.label}
    </NavLink>
  );
}

function SocialIcons({ layout, label }: { layout: MenuLayout; label: string }) {
  if (!layout.socialIcons) return null;
  return (
    <SocialLinks
      label={label}
      links={layout.socialIcons.links}
      className="gap-1"
      linkClassName="flex size-9 items-center justify-center rounded-full hover:text-active"
    />
  );
}

const logoClass =
  "h-[var(--vs-logo-height-mobile)] w-[var(--vs-logo-width-mobile)] max-w-full object-contain object-left desktop:h-[var(--vs-logo-height)] desktop:w-[var(--vs-logo-width)]";

function Logo({ shell, className = "" }: { shell: Shell; className?: string }) {
  const t = tOf(shell);
  return (
    <a
      href={localizedPath("/", shell.site.localePrefix)}
      className={`flex min-w-0 items-center ${className}`}
      aria-label={`${shell.site.name} — ${t("ui.menu.home")}`}
    >
      {shell.logo ? (
        <img
          src={shell.logo.src}
          alt={shell.logo.alt}
          className={`vs-logo-default ${shell.logoOnTop ? "vs-logo--swap" : ""} ${logoClass}`}
        />
      ) : null}
      {shell.logoOnTop ? (
        // shown over the first section only (themes/header.css); lazy, so not fetched while hidden
        <img
          src={shell.logoOnTop.src}
          alt={shell.logoOnTop.alt}
          loading="lazy"
          className={`vs-logo-on-top ${logoClass}`}
        />
      ) : null}
      {shell.logo ? null : <span className="font-title text-xl font-semibold">{shell.site.name}</span>}
    </a>
  );
}

/** The entries under a menu entry: its submenu in the bar, indented under "Plus". */
function MenuChildren({
  item,
  layout,
  className,
  style,
}: {
  item: MenuItem;
  layout: MenuLayout;
  className: string;
  style?: React.CSSProperties;
}) {
  if (!item.children.length) return null;
  return (
    <ul className={className} style={style}>
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink item={child} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

function DesktopNav({ shell }: { shell: Shell }) {
  const t = tOf(shell);
  const layout = shell.theme.menu;
  const submenuAlign = layout.submenu.centered
    ? "left-1/2 -translate-x-1/2"
    : layout.submenu.alignment === "RIGHT"
      ? "right-0"
      : "left-0";
  const submenuClass = `vs-submenu invisible absolute top-full z-40 w-[var(--vs-submenu-width)] max-w-[90vw] p-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 ${layout.submenu.shadow ? "shadow-lg" : "border border-[rgb(var(--vs-font-header-color-rgb)/0.15)]"}`;
  const submenuStyle = { textAlign: layout.submenu.alignment.toLowerCase() as "left" | "center" | "right" };
  // one line: what does not fit goes under "Plus" (./menu-overflow.ts, container queries)
  const overflowCss = menuOverflowCss(
    shell.menu.map((item) => ({ label: item.label, icon: layout.icons.show && Boolean(item.icon) })),
  );
  return (
    <nav
      aria-label={t("ui.menu.main")}
      className={`hidden min-w-0 flex-1 text-[length:var(--vs-font-menu-size)] desktop:flex ${justify[layout.alignment]}`}
      style={{ containerType: "inline-size", containerName: "vs-menu" }}
    >
      {overflowCss ? <style>{overflowCss}</style> : null}
      <ul className="vs-menu flex flex-nowrap items-center gap-1 whitespace-nowrap rounded">
        {shell.menu.map((item, i) => (
          <li key={item.id} className={`vs-menu-entry-${i} group relative`}>
            <MenuLink item={item} layout={layout} />
            <MenuChildren
              item={item}
              layout={layout}
              className={`${submenuClass} ${submenuAlign}`}
              style={submenuStyle}
            />
          </li>
        ))}
        {overflowCss ? (
          <li className="vs-menu-more group relative hidden">
            <button
              type="button"
              aria-haspopup="true"
              className={`flex items-center gap-2 px-3 py-2 font-menu ${hoverClass[layout.hoverTransition]}`}
            >
              {t("ui.menu.more")}
              <i className="fa-solid fa-caret-down" aria-hidden="true" />
            </button>
            <ul className={`${submenuClass} right-0`} style={submenuStyle}>
              {shell.menu.map((item, i) => (
                <li key={item.id} className={`vs-menu-more-${i} hidden`}>
                  <MenuLink item={item} layout={layout} />
                  <MenuChildren item={item} layout={layout} className="ml-3" />
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The small-screen menu (below 960 px): a disclosure that works without JavaScript. */
function MobileMenu({ shell }: { shell: Shell }) {
  const t = tOf(shell);
  const layout = shell.theme.menu;
  const atBottom = layout.mobile.position === "BOTTOM";
  const entries = (items: MenuItem[], depth = 0) => (
    <ul className={depth ? "ml-4 border-l border-[rgb(var(--vs-font-mobile-menu-color-rgb)/0.3)] pl-2" : ""}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href} className="block px-3 py-3 text-[var(--vs-font-mobile-menu-color)]">
            {item.label}
          </a>
          {item.children.length ? entries(item.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <details
      className={`group desktop:hidden ${atBottom ? "fixed inset-x-0 bottom-0 z-40 bg-[var(--vs-background-mobile-menu-color)]" : ""}`}
    >
      <summary
        className={`flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-menu ${atBottom ? "justify-center text-[var(--vs-font-mobile-menu-color)]" : ""}`}
      >
        <span className="group-open:hidden" aria-hidden="true">
          <i className="fa-solid fa-bars" />
        </span>
        <span className="hidden group-open:inline" aria-hidden="true">
          <i className="fa-solid fa-xmark" />
        </span>
        <span>{t("ui.menu.toggle")}</span>
      </summary>
      <nav
        aria-label={t("ui.menu.mobile")}
        className={`max-h-[70vh] overflow-y-auto bg-[var(--vs-background-mobile-menu-color)] pb-4 ${atBottom ? "" : "absolute inset-x-0 top-full z-40 shadow-lg"}`}
      >
        <AccountMenu shell={shell} variant="menu" />
        {entries(shell.menu)}
        {layout.searchBar ? (
          <div className="px-3 pt-2">
            <SearchForm compact />
          </div>
        ) : null}
      </nav>
    </details>
  );
}

/** Header of spec §2: top info bar, logo and menu from the theme's menu and logo layouts. */
export function SiteHeader({ shell }: { shell: Shell }) {
  const t = tOf(shell);
  const layout = shell.theme.menu;
  const logo = shell.theme.logo;
  const info = layout.topInfoBar;
  const logoCentered = logo.position === "CENTER";
  const nonce = useNonce();
  return (
    <>
      {info ? (
        <div className="bg-primary px-4 py-1.5 text-center text-sm text-on-primary">
          {info.message ? <span>{info.message}</span> : null}
          {info.message && info.address ? <span aria-hidden="true"> · </span> : null}
          {info.address ? (
            info.address.mapUrl ? (
              <a href={info.address.mapUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {info.address.text}
              </a>
            ) : (
              <span>{info.address.text}</span>
            )
          ) : null}
        </div>
      ) : null}
      <header
        id="vs-header"
        className={`z-30 bg-header text-header-foreground shadow-sm ${positionClass[layout.position]}`}
        style={{
          minHeight: layout.height ? `${layout.height}px` : undefined,
          paddingTop: `${layout.paddingTop}px`,
          paddingBottom: `${layout.paddingBottom}px`,
        }}
      >
        <div
          className={`relative mx-auto flex max-w-7xl items-center gap-4 px-4 ${logoCentered ? "desktop:flex-col" : ""} ${logo.position === "RIGHT" ? "desktop:flex-row-reverse" : ""}`}
        >
          <Logo shell={shell} className="mt-[var(--vs-logo-margin-top)] mb-[var(--vs-logo-margin-bottom)]" />
          {layout.socialIcons?.side === "LEFT" ? (
            <div className="hidden desktop:block">
              <SocialIcons layout={layout} label={t("ui.social")} />
            </div>
          ) : null}
          <DesktopNav shell={shell} />
          {layout.socialIcons?.side === "RIGHT" ? (
            <div className="hidden desktop:block">
              <SocialIcons layout={layout} label={t("ui.social")} />
            </div>
          ) : null}
          {layout.searchBar ? (
            <>
              <div className="hidden flex-none xl:block">
                <SearchForm compact />
              </div>
              <a
                href="/search"
                className="hidden size-10 flex-none items-center justify-center rounded-full hover:text-active desktop:flex xl:hidden"
              >
                <i className="fa-solid fa-magnifying-glass" aria-hidden="true" />
                <span className="sr-only">{t("content.search")}</span>
              </a>
            </>
          ) : null}
          {/* small screens reach the account from the mobile menu: the header row has no room */}
          <div
            className={`hidden desktop:block ${logoCentered ? "desktop:absolute desktop:top-2 desktop:right-4" : ""}`}
          >
            <AccountMenu shell={shell} />
          </div>
          {/* spec §3 LANG_MENU_STYLE: shown when the site offers more than one language */}
          <LanguageMenu shell={shell} className="ml-auto desktop:ml-0" />
          {shell.shop ? (
            <div className={`${shell.site.languages.length > 1 ? "" : "ml-auto"} desktop:ml-0`}>
              <CartButton shell={shell} />
            </div>
          ) : null}
          {layout.mobile.position === "TOP" ? (
            <div className="ml-auto">
              <MobileMenu shell={shell} />
            </div>
          ) : null}
        </div>
      </header>
      {layout.overlay ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (header-overlay.ts)
          dangerouslySetInnerHTML={{ __html: headerOverlayScript }}
        />
      ) : null}
      {layout.mobile.position === "BOTTOM" ? <MobileMenu shell={shell} /> : null}
    </>
  );
}
