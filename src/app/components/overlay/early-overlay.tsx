import type { Popup } from "../../../../schemas/site";
import { CONSENT_MAX_MONTHS, CONSENT_STORAGE_KEY } from "../../../client/consent-store";
import { popupClosedKey } from "../../../client/modal-store";
import { MODAL_CLOSE_EVENT } from "../../../client/overlay-events";
import type { T } from "../../../runtime/messages/texts";
import { useNonce } from "../../csp-nonce";

/**
 * The popup that opens on load (the domaine's age question) and the cookie banner are in the page
 * as the server wrote it (issue 18 §7, docs/decisions/118): a first visit sees them in the first
 * paint, not once the page's JavaScript has run (they were the page's largest paint, 2 s late on a
 * phone). What only this browser knows — the popup closed before, the consent given, the page in
 * the editor's frame — is read by a small inline script right after each, which marks the root
 * element so that a CSS rule hides them before anything is painted. Once the page is hydrated
 * the live components (ModalHost, CookieBanner) take over: the same markup, now interactive.
 */

// the root element's marks, read by the `[html[…]_&]:hidden` classes below
const NO_POPUP = "data-vs-no-early-popup";
const NO_BANNER = "data-vs-no-early-banner";
// without JavaScript neither shows (nothing could close them), as before
export const earlyPopupHiddenClass =
  "[html[data-vs-no-early-popup]_&]:hidden [@media(scripting:none)]:hidden";
export const earlyBannerHiddenClass =
  "[html[data-vs-no-early-banner]_&]:hidden [@media(scripting:none)]:hidden";

/** Whether the root is marked so that the early popup stays hidden (closed early, closed before, framed). */
export function earlyPopupClosed(): boolean {
  return document.documentElement.hasAttribute(NO_POPUP);
}

/** A value written into an inline script: JSON, with nothing that could close the script. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Hides the early popup when it would not open by itself: closed before (unless it shows on every
 * reload), or framed. Until the live dialog replaces it, the early popup closes as the live one
 * does (Escape, a click outside it or on a `data-modal-close` element, the vs:modal-close event):
 * a visitor who answers the age question before the page is hydrated is not ignored. Closing
 * remembers it as closePopup does, marks the root (ModalHost then leaves the popup closed) and
 * tells a live ModalHost that may already hold it.
 */
export function earlyPopupScript(popup: Pick<Popup, "key" | "showOnEveryReload">): string {
  const closedKey = popup.showOnEveryReload ? null : popupClosedKey(popup.key);
  const key = scriptValue(closedKey);
  const mark = scriptValue(NO_POPUP);
  return (
    `(()=>{const h=document.documentElement;const el=document.currentScript?.parentElement;` +
    `try{if(window.self!==window.top||(${key}!==null&&localStorage.getItem(${key})!==null))h.setAttribute(${mark},"")}catch{h.setAttribute(${mark},"")}` +
    `if(!el||h.hasAttribute(${mark}))return;` +
    `const live=()=>el.isConnected&&!h.hasAttribute(${mark});` +
    `const close=(tell)=>{if(!live())return;h.setAttribute(${mark},"");try{if(${key}!==null)localStorage.setItem(${key},JSON.stringify(Date.now()))}catch{}` +
    `if(tell)window.dispatchEvent(new CustomEvent(${scriptValue(MODAL_CLOSE_EVENT)},{detail:null}))};` +
    `document.addEventListener("keydown",(e)=>{if(e.key==="Escape")close(true)});` +
    `document.addEventListener("click",(e)=>{const d=el.querySelector('[role="dialog"]');const x=e.target;if(!(x instanceof Element))return;if(x.closest("[data-modal-close]")&&el.contains(x)||(d&&!d.contains(x)))close(true)});` +
    `window.addEventListener(${scriptValue(MODAL_CLOSE_EVENT)},()=>close(false))})()`
  );
}

/**
 * Hides the early banner when a popup shows first (issue 18 §5), in a frame, or when this browser
 * holds a consent less than 13 months old (consent-store.ts reads it again after hydration).
 */
export function earlyBannerScript(popupFirst: boolean): string {
  return `(()=>{const h=document.documentElement;const off=()=>h.setAttribute(${scriptValue(NO_BANNER)},"");try{if(window.self!==window.top||(${popupFirst}&&!h.hasAttribute(${scriptValue(NO_POPUP)})))return off();const r=JSON.parse(localStorage.getItem(${scriptValue(CONSENT_STORAGE_KEY)})??"null");const d=new Date(r?.at);d.setUTCMonth(d.getUTCMonth()+${CONSENT_MAX_MONTHS});if(r?.version===1&&(r.choice==="all"||r.choice==="none")&&r.at<=Date.now()&&Date.now()<d.getTime())off()}catch{off()}})()`;
}

/** The inline script that follows an early overlay (with the render's nonce). */
export function EarlyScript({ code }: { code: string }) {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; values through scriptValue
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

/**
 * The popup as PopupModal draws it (the same classes, a dialog with its title), before the page is
 * interactive: its buttons work once the live dialog has replaced it, a moment later.
 */
export function EarlyPopup({ popup, t }: { popup: Popup; t: T }) {
  return (
    <div data-early-popup={popup.id} className={earlyPopupHiddenClass}>
      {popup.darkenBackground ? (
        <div aria-hidden="true" className="fixed inset-0 z-[60] bg-black/60" />
      ) : null}
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`vs-early-popup-${popup.id}`}
        className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-background p-6 pt-5 text-foreground shadow-2xl outline-none"
      >
        <h2
          id={`vs-early-popup-${popup.id}`}
          className="mr-10 font-title text-2xl font-semibold text-heading"
        >
          {popup.title}
        </h2>
        <span
          aria-hidden="true"
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-lg"
        >
          <i className="fa-solid fa-xmark" title={t("ui.close")} />
        </span>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify when it was written */}
        <div className="mt-4" dangerouslySetInnerHTML={{ __html: popup.html }} />
      </div>
      <EarlyScript code={earlyPopupScript(popup)} />
    </div>
  );
}
