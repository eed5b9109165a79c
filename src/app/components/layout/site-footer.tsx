import { localizedPath } from "../../../runtime/locale";
import type { Shell } from "../../shell.server";
import { NewsletterBlock } from "../content/newsletter-block";
import { tOf } from "../content/use-t";
import { ConsentLink } from "./consent-link";
import { IndependentMark } from "./independent-mark";
import { SocialLinks } from "./social-links";
import { CreatorLine } from "./vinisite-mark";

/** An internal link of the footer leads to the page in the visitor's language. */
const footerHref = (url: string, localePrefix: string | null) =>
  url.startsWith("/") && !url.startsWith("//") ? localizedPath(url, localePrefix) : url;

/** Footer of spec §2: logos and links of /element/*-footer, addresses, hours, contact, legal links. */
export function SiteFooter({ shell }: { shell: Shell }) {
  const { footer } = shell;
  const t = tOf(shell);
  const social = shell.theme.menu.socialIcons?.links;
  return (
    <footer className="bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 desktop:grid-cols-4">
        <div>
          {shell.footerLogo ? (
            <img
              src={shell.footerLogo.src}
              alt={shell.footerLogo.alt}
              // below the fold: not fetched (nor preloaded by React) before what the visitor sees first
              loading="lazy"
              decoding="async"
              className="h-[var(--vs-logo-height-footer)] w-[var(--vs-logo-width-footer)]"
            />
          ) : null}
          <p className="mt-3 font-title text-lg font-semibold">{shell.site.name}</p>
          {footer.addresses.map((a) => (
            <address key={a.id} className="mt-3 not-italic">
              <strong className="font-semibold">{a.name}</strong>
              <br />
              {a.address}
              {a.addressPart2 ? <>, {a.addressPart2}</> : null}
              <br />
              {a.postalCode} {a.city}
            </address>
          ))}
          {shell.theme.flags.independentWinegrower ? (
            <IndependentMark label={t("ui.footer.independentWinegrower")} />
          ) : null}
        </div>
        <div>
          <h2 className="font-title text-base font-semibold !text-footer-foreground">
            {t("ui.footer.contact")}
          </h2>
          <ul className="mt-3 space-y-2">
            {footer.phone ? (
              <li>
                <a
                  href={`tel:${footer.phone.replace(/[^\d+]/g, "")}`}
                  className="underline-offset-4 hover:underline"
                >
                  <i className="fa-solid fa-phone mr-2" aria-hidden="true" />
                  {footer.phone}
                </a>
              </li>
            ) : null}
            {footer.email ? (
              <li>
                <a href={`mailto:${footer.email}`} className="underline-offset-4 hover:underline">
                  <i className="fa-solid fa-envelope mr-2" aria-hidden="true" />
                  {footer.email}
                </a>
              </li>
            ) : null}
          </ul>
          <SocialLinks
            label={t("ui.social")}
            links={social ?? []}
            className="mt-4"
            linkClassName="flex size-10 items-center justify-center rounded-full border border-current"
          />
        </div>
        {footer.hours.length ? (
          <div>
            <h2 className="font-title text-base font-semibold !text-footer-foreground">
              {t("ui.footer.hours")}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {footer.hours.map(([day, hours]) => (
                <div key={day} className="contents">
                  <dt>{day}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <nav aria-label={t("ui.footer.links")}>
          <ul className="space-y-2">
            {footer.links.map((link) => (
              <li key={link.id}>
                <a
                  href={footerHref(link.url, shell.site.localePrefix)}
                  className="underline-offset-4 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
            {shell.theme.flags.hasTrackers ? (
              <li>
                <ConsentLink
                  href={localizedPath("/cookie-policy", shell.site.localePrefix)}
                  label={t("ui.footer.cookies")}
                />
              </li>
            ) : null}
          </ul>
          {footer.logos.length ? (
            <ul className="mt-5 flex flex-wrap gap-3">
              {footer.logos.map((logo) => (
                <li key={logo.id}>
                  {logo.url ? (
                    <a href={logo.url}>
                      <img
                        src={logo.image}
                        alt={logo.alt}
                        loading="lazy"
                        decoding="async"
                        className="h-14 w-auto"
                        height={56}
                      />
                    </a>
                  ) : (
                    <img
                      src={logo.image}
                      alt={logo.alt}
                      loading="lazy"
                      decoding="async"
                      className="h-14 w-auto"
                      height={56}
                    />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>
      {shell.theme.flags.newsletter ? (
        <div className="mx-auto max-w-7xl px-4 pb-10">
          <NewsletterBlock />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-[rgb(var(--vs-font-footer-color-rgb)/0.2)] px-4 py-5">
        <CreatorLine
          message={footer.createdBy}
          url={footer.createdByUrl}
          showMark={footer.showVinisiteMark}
          platformLabel={t("ui.footer.madeWithVinisite")}
        />
      </div>
    </footer>
  );
}
