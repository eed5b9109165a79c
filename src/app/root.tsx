import { useEffect } from "react";
import {
  type ClientLoaderFunctionArgs,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import "../../themes/app.css";
import { AdminTools } from "./components/admin/admin-tools";
import { BuildingBanner } from "./components/admin/building-banner";
import { hasTexts, tOf } from "./components/content/use-t";
import { AntiCopy } from "./components/layout/anti-copy";
import { Banners } from "./components/layout/banners";
import { ScrollReveal } from "./components/layout/scroll-reveal";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { VisitRecorder } from "./components/layout/visit-recorder";
import { LoadingBar } from "./components/overlay/loading-bar";
import { Overlays } from "./components/overlay/overlays";
import { Toaster } from "./components/overlay/toaster";
import { useNonce } from "./csp-nonce";
import { fontPreloads } from "./head-assets";
import { watchIcons } from "./icon-loader";
import { loadShell, type Shell } from "./shell.server";

export async function loader({ context, request }: LoaderFunctionArgs) {
  return loadShell(context, request);
}

/**
 * A page reached in the browser in another language names other texts: their script is loaded
 * before the page renders (the first page's came with it: docs/decisions/126).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const shell = await serverLoader<typeof loader>();
  if (!hasTexts(shell)) await import(/* @vite-ignore */ shell.texts.src);
  return shell;
}

/**
 * The owner's HTML (AFTER_BODY_HTML_TO_LOAD, SUPER_ADMIN only like SCRIPT_TO_LOAD) may hold
 * scripts, which ran before the page had a Content-Security-Policy: they carry the render's nonce,
 * as the owner's SCRIPT_TO_LOAD does (docs/decisions/081). Its event-handler attributes do not run.
 */
function withNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script(?=[\s>/])/gi, `<script nonce="${nonce}"`) : html;
}

/**
 * Zod compiles its object parsers with `new Function` after probing whether eval is allowed: under
 * the page's policy (no 'unsafe-eval') the probe is refused, and reported as a violation on every
 * page that builds a schema. Its jitless mode skips the probe; it must be on before the first
 * schema is built, which a classic script in the head guarantees whatever the order in which the
 * bundler evaluates our modules: Zod takes its configuration from this global when it loads.
 */
const zodJitless = "(globalThis.__zod_globalConfig||(globalThis.__zod_globalConfig={})).jitless=true";

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<Shell>("root");
  const t = tOf(shell);
  const flags = shell?.theme.flags;
  const bottomBar = shell?.theme.menu.mobile.position === "BOTTOM";
  // every inline script below carries it; the page's policy allows no other (decision 081)
  const nonce = useNonce();
  // the layout's listeners (toasts, slider, popups) are attached once this is set: code that
  // dispatches their events early (the owner's script, tests) can wait for it
  useEffect(() => document.documentElement.setAttribute("data-vs-ready", ""), []);
  // icons a screen built here brings get their SVG (the page came with its own: decision 118)
  useEffect(() => watchIcons(), []);
  return (
    <html lang={shell?.site.lang ?? "fr"} className={flags?.darkTheme ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* read by Vite's preload helper and by the tracker loader (src/client/csp-nonce.ts); the
            browser hides nonce attributes once the policy applies: hydration must not compare them */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours (zodJitless) */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: zodJitless }} />
        {/* the theme is in the first bytes of the page: no flash of an unthemed site */}
        {shell ? <style id="vs-theme">{shell.theme.css}</style> : null}
        {/* the page's texts, a script the browser keeps for the whole site (decision 126), named
            here and fetched with the page's other scripts once it has painted (src/server/page-scripts.ts,
            entry.client.tsx): the first paint needs the stylesheet and the fonts, not it */}
        {shell ? (
          <script
            type="text/vs-texts"
            data-vs-texts={shell.texts.key}
            data-src={shell.texts.src}
            nonce={nonce}
            suppressHydrationWarning
          />
        ) : null}
        {shell?.favicon ? <link rel="icon" href={shell.favicon} /> : null}
        {flags?.trackers.searchConsoleId ? (
          // site verification of the search-engine tool: read by the engine, nothing runs in the browser
          <meta name="google-site-verification" content={flags.trackers.searchConsoleId} />
        ) : null}
        {shell?.fontFaces.map((face) =>
          fontPreloads[face] ? (
            <link
              key={face}
              rel="preload"
              as="font"
              type="font/woff2"
              href={fontPreloads[face]}
              crossOrigin=""
            />
          ) : null,
        )}
        <Meta />
        <Links />
      </head>
      <body
        className={`flex min-h-screen flex-col ${bottomBar ? "pb-14 desktop:pb-0" : ""} ${flags?.lockTextSelection ? "select-none" : ""}`}
      >
        {shell?.integration.afterBodyHtml ? (
          // owner-trusted HTML (spec §3 AFTER_BODY_HTML_TO_LOAD), set by the site's administrators only
          <div
            hidden
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: owner-trusted integration code
            dangerouslySetInnerHTML={{ __html: withNonce(shell.integration.afterBodyHtml, nonce) }}
          />
        ) : null}
        <a
          id="vs-skip-link"
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-background focus:p-2"
        >
          {t("ui.skipToContent")}
        </a>
        {shell?.buildingPreview ? <BuildingBanner /> : null}
        {shell ? <Banners shell={shell} /> : null}
        {shell ? <SiteHeader shell={shell} /> : null}
        <main id="contenu" className="flex-1">
          {children}
        </main>
        {shell ? <SiteFooter shell={shell} /> : null}
        {shell ? <AntiCopy lockRightClick={shell.theme.flags.lockRightClick} /> : null}
        {shell ? <ScrollReveal repeat={shell.theme.flags.repeatAnimation} /> : null}
        {shell?.theme.flags.scrollToTop ? (
          <ScrollToTop behavior={shell.theme.flags.scrollToTop} label={t("ui.scrollToTop")} />
        ) : null}
        {/* also on an error page, whose shell may be gone: the failed load shows, toasts still come */}
        <LoadingBar label={t("ui.loading")} />
        <Toaster t={t} />
        {shell ? <Overlays shell={shell} /> : null}
        {shell ? <VisitRecorder idSite={shell.site.id} lang={shell.site.userLang} /> : null}
        {/* ADMIN and SUPER_ADMIN only: loads editor/ once the role is known (DESIGN.md §7) */}
        <AdminTools />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {shell?.integration.script ? (
          // owner-trusted script (spec §3 SCRIPT_TO_LOAD); the registry refuses "</script" in it
          <script
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: owner-trusted integration code
            dangerouslySetInnerHTML={{ __html: shell.integration.script }}
          />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "./components/layout/route-error-boundary";
