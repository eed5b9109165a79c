import { useLocation } from "react-router";
import { localeCookieOf, switchLocalePath } from "../../../runtime/locale";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";

/** "GB" → 🇬🇧: regional indicator symbols. */
export function flagOf(alphaTwo: string): string {
  return [...alphaTwo.toUpperCase()]
    .map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65))
    .join("");
}

/**
 * The language menu (spec §3 LANG_MENU_STYLE: FLAG, CODE or LABEL), shown when the site offers
 * more than one language. Each entry leads to the same page in that language and, in the browser,
 * remembers the choice in a cookie for 365 days (spec §4, §9).
 */
export function LanguageMenu({ shell, className = "" }: { shell: Shell; className?: string }) {
  const t = tOf(shell);
  const location = useLocation();
  const { languages, localePrefix, defaultPrefix } = shell.site;
  if (languages.length < 2) return null;
  const current = localePrefix ?? defaultPrefix;
  const style = shell.theme.menu.languageMenuStyle;
  return (
    <nav aria-label={t("ui.language.menu")} className={className}>
      <ul className="flex items-center gap-1">
        {languages.map((language) => (
          <li key={language.code}>
            <a
              // a full page load: the whole page, menus included, changes language
              href={`${switchLocalePath(location.pathname, language.prefix, defaultPrefix)}${location.search}`}
              hrefLang={language.prefix}
              lang={language.prefix}
              aria-current={language.prefix === current ? "true" : undefined}
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server
                document.cookie = localeCookieOf(language.prefix, window.location.protocol === "https:");
              }}
              className="flex min-h-10 min-w-10 items-center justify-center rounded px-2 font-menu text-sm aria-[current]:font-semibold aria-[current]:underline aria-[current]:underline-offset-4 hover:text-active"
            >
              {style === "FLAG" ? (
                <>
                  <span aria-hidden="true" className="text-xl leading-none">
                    {flagOf(language.alphaTwo)}
                  </span>
                  <span className="sr-only">{language.label}</span>
                </>
              ) : style === "LABEL" ? (
                language.label
              ) : (
                <>
                  {language.prefix.toUpperCase()}
                  <span className="sr-only"> ({language.label})</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
