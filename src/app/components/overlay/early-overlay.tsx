import type { Popup } from "../../../../schemas/site";
import { CONSENT_MAX_MONTHS, CONSENT_STORAGE_KEY } from "../../../client/consent-store";
import { popupClosedKey } from "../../../client/modal-store";
import { MODAL_CLOSE_EVENT } from "../../../client/overlay-events";
import { EARLY_SCROLL_LOCK_ATTRIBUTE, SCROLL_LOCKS_ATTRIBUTE } from "../../../ui/modal-dialog";
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
 * Opens the early popup as the browser's modal dialog (`showModal()`: the top layer, the page behind
 * inert, the focus in it), in the frame that first paints it, unless it would not open by itself: closed before (unless it shows on
 * every reload), or framed. Until the live dialog takes it over, the early popup closes as the live
 * one does (Escape, a press on its backdrop or on a `data-modal-close` element, the vs:modal-close
 * event): a visitor who answers the age question before the page is hydrated is not ignored.
 * Closing remembers it as closePopup does, marks the root (ModalHost then leaves the popup closed)
 * and tells a live ModalHost that may already hold it. A popup that locks the page's scroll locks
 * it from the first paint (counted as ModalDialog counts its locks). The live dialog takes the
 * element, its lock and its modal state over as they are, so hydration changes neither the page's
 * overflow nor the top layer (decision 125); it drops `data-early-popup` from the element: from then
 * on this script does nothing.
 */
export function earlyPopupScript(popup: Pick<Popup, "key" | "showOnEveryReload" | "lockScroll">): string {
  const closedKey = popup.showOnEveryReload ? null : popupClosedKey(popup.key);
  const key = scriptValue(closedKey);
  const mark = scriptValue(NO_POPUP);
  const locks = scriptValue(SCROLL_LOCKS_ATTRIBUTE);
  const early = scriptValue(EARLY_SCROLL_LOCK_ATTRIBUTE);
  const lock = popup.lockScroll
    ? `{const n=Number(h.getAttribute(${locks})??0);if(n===0)document.body.style.setProperty("overflow","hidden","important");h.setAttribute(${locks},String(n+1));h.setAttribute(${early},"")}`
    : "";
  const unlock =
    `if(h.hasAttribute(${early})){h.removeAttribute(${early});const n=Number(h.getAttribute(${locks})??1)-1;` +
    `if(n>0)h.setAttribute(${locks},String(n));else{h.removeAttribute(${locks});h.style.removeProperty("scrollbar-gutter");document.body.style.removeProperty("overflow")}}`;
  return (
    `(()=>{const h=document.documentElement;const el=document.currentScript?.parentElement;const d=el?.querySelector("dialog");` +
    `try{if(window.self!==window.top||(${key}!==null&&localStorage.getItem(${key})!==null))h.setAttribute(${mark},"")}catch{h.setAttribute(${mark},"")}` +
    `if(!el||!d||h.hasAttribute(${mark}))return;${lock}` +
    `const live=()=>el.isConnected&&el.hasAttribute("data-early-popup")&&!h.hasAttribute(${mark});` +
    // opened in the frame that first paints it: the style and layout showModal() needs are that
    // frame's own, done once, not forced in the middle of the parse (and done again after the rest)
    `requestAnimationFrame(()=>{if(live()&&!d.open)try{d.showModal()}catch{d.setAttribute("open","")}});` +
    `const close=(tell)=>{if(!live())return;h.setAttribute(${mark},"");if(d.open)d.close();${unlock}try{if(${key}!==null)localStorage.setItem(${key},JSON.stringify(Date.now()))}catch{}` +
    `if(tell)window.dispatchEvent(new CustomEvent(${scriptValue(MODAL_CLOSE_EVENT)},{detail:null}))};` +
    `d.addEventListener("cancel",(e)=>{if(!live())return;e.preventDefault();close(true)});` +
    `d.addEventListener("close",()=>close(true));` +
    `document.addEventListener("click",(e)=>{const x=e.target;if(!(x instanceof Element))return;const r=d.getBoundingClientRect();` +
    `if(x.closest("[data-modal-close]")&&el.contains(x)||x===d&&(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom))close(true)});` +
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
