import { useEffect, useId, useState } from "react";
import { useStore } from "zustand";
import { type ConsentChoice, chooseConsent, consentStore, loadConsent } from "../../../client/consent-store";
import { inFrame } from "../../../client/in-frame";
import { modalStore } from "../../../client/modal-store";
import { loadTrackerScripts } from "../../../client/trackers";
import { localizedPath } from "../../../runtime/locale";
import { trackerScriptsOf } from "../../../runtime/theme/tracker-scripts";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";
import { EarlyScript, earlyBannerHiddenClass, earlyBannerScript } from "./early-overlay";

/**
 * The cookie consent banner of spec §2, at the bottom of the page: accept all and deny all, two
 * buttons of the same look and weight (the CNIL asks refusing to be as easy as accepting). It is
 * shown only when a tracker is configured, and each configured tracker loads only after "accept
 * all". The choice lives in this browser for at most 13 months (spec §9); the footer's "manage
 * cookies" link brings the banner back.
 */
const choiceClass = "vs-button whitespace-nowrap max-desktop:px-4! max-desktop:py-2!";

export function CookieBanner({ shell }: { shell: Shell }) {
  const { trackers, hasTrackers } = shell.theme.flags;
  const { choice, ready, bannerOpen } = useStore(consentStore);
  // a popup open (the age question on a first visit) comes first: the banner waits for it to close,
  // never drawn under or over it (issue 18 §5)
  const popupOpen = useStore(modalStore, (state) => state.current !== null);
  const titleId = useId();
  const t = tOf(shell);

  // the editor's preview shows the site in a frame: no banner asks, no tracker counts the owner
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    setFramed(inFrame());
    loadConsent();
  }, []);
  useEffect(() => {
    if (choice === "all" && !inFrame()) loadTrackerScripts(trackerScriptsOf(trackers));
  }, [choice, trackers]);

  if (!hasTrackers) return null;
  // before hydration (and on the server) the banner is in the page, hidden by its script when this
  // browser's choice is made, a popup comes first or the page is framed (decision 118)
  const early = !ready;
  if (!early && (!bannerOpen || framed || popupOpen)) return null;
  const choose = (value: ConsentChoice) => {
    const { withdrawn } = chooseConsent(value);
    // a tracker already running cannot be unloaded: a fresh page starts without it
    if (withdrawn) window.location.reload();
  };
  return (
    <section
      aria-labelledby={titleId}
      data-early-banner={early ? "" : undefined}
      className={`${early ? earlyBannerHiddenClass : ""} fixed inset-x-0 bottom-0 z-50 border-t border-[rgb(var(--vs-font-color-rgb)/0.15)] bg-background px-4 py-3 text-foreground shadow-[0_-6px_24px_rgb(0_0_0/0.15)] desktop:py-4`}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 desktop:flex-row desktop:items-center desktop:gap-8">
        <div className="flex-1 text-sm">
          <h2 id={titleId} className="font-title text-base font-semibold">
            {t("ui.cookie.title")}
          </h2>
          <p className="mt-1 text-[0.8125rem] leading-snug desktop:text-sm">
            {t("ui.cookie.text")}{" "}
            <a
              href={localizedPath("/cookie-policy", shell.site.localePrefix)}
              className="underline underline-offset-2"
            >
              {t("ui.cookie.policy")}
            </a>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          {/* the same look, size and place for both: refusing is as easy as accepting (CNIL) */}
          <button type="button" className={choiceClass} onClick={() => choose("none")}>
            {t("ui.cookie.denyAll")}
          </button>
          <button type="button" className={choiceClass} onClick={() => choose("all")}>
            {t("ui.cookie.acceptAll")}
          </button>
        </div>
      </div>
      {early ? <EarlyScript code={earlyBannerScript(shell.popupsOnLoad.length > 0)} /> : null}
    </section>
  );
}
