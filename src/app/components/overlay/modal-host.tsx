import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import type { Popup } from "../../../../schemas/site";
import { browserStorage } from "../../../client/browser-storage";
import { importChunk } from "../../../client/chunk-reload";
import { inFrame } from "../../../client/in-frame";
import { closePopup, modalStore, popupOpensOnLoad, showPopup } from "../../../client/modal-store";
import {
  MODAL_CLOSE_EVENT,
  MODAL_OPEN_EVENT,
  modalCloseDetailOf,
  modalOpenDetailOf,
} from "../../../client/overlay-events";
import { takeEarlyScrollLock } from "../../../ui/modal-dialog";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";
import { earlyPopupClosed } from "./early-overlay";
import { PopupModal } from "./popup-modal";

/**
 * The modal container (spec §2): popups open on `vs:modal-open` `{ popupId }` (or a click on an
 * element marked `data-modal-open="<id>"` in a CMS layout) and close on `vs:modal-close`; those
 * configured to open on load do so unless already closed. Popups are loaded by id through the API
 * (GET /popup/{id}); the ones opening on load came with the page.
 */
export function ModalHost({ shell }: { shell: Shell }) {
  const current = useStore(modalStore, (s) => s.current);
  const latest = useRef(shell);
  latest.current = shell;
  // until the effect below has decided, the first popup opening on load is drawn as the server
  // wrote it (hidden by its script when it will not open): decision 118; if it opens, the live
  // dialog is that same element (decision 125)
  const [early, setEarly] = useState(true);

  useEffect(() => {
    const known = new Map<number, Popup>(latest.current.popupsOnLoad.map((p) => [p.id, p]));
    async function openById(popupId: number) {
      let popup = known.get(popupId);
      if (!popup) {
        const { site } = latest.current;
        const t = tOf(latest.current);
        const { browserApi } = await importChunk(() => import("../../../client/browser-api"));
        // a failure is shown as a toast by the browser client (spec §8)
        popup = await browserApi({
          idSite: site.id,
          lang: site.userLang,
          failureText: t("ui.overlay.failed"),
        })
          .pages.popup(popupId)
          .catch(() => undefined);
        if (!popup) return;
        known.set(popupId, popup);
      }
      showPopup(popup);
    }
    const onOpen = (event: Event) => {
      const detail = modalOpenDetailOf((event as CustomEvent<unknown>).detail);
      if (detail) void openById(detail.popupId);
      else console.warn("vs:modal-open: unusable detail");
    };
    const onClose = (event: Event) => {
      const detail = modalCloseDetailOf((event as CustomEvent<unknown>).detail);
      if (detail) closePopup(detail.popupId);
      else console.warn("vs:modal-close: unusable detail");
    };
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest("[data-modal-open]") : null;
      const popupId = Number(trigger?.getAttribute("data-modal-open"));
      if (!trigger || !Number.isInteger(popupId) || popupId <= 0) return;
      event.preventDefault();
      void openById(popupId);
    };
    window.addEventListener(MODAL_OPEN_EVENT, onOpen);
    window.addEventListener(MODAL_CLOSE_EVENT, onClose);
    document.addEventListener("click", onClick);

    // spec §2: opened once, remembered as opened; closed, not shown again (unless every reload)
    const storage = browserStorage("local");
    // the editor's preview shows the site in a frame: nothing pops up over it by itself
    const onLoad = inFrame()
      ? undefined
      : latest.current.popupsOnLoad.find(
          (p, i) =>
            // the early popup (the first) closed by the visitor before the page was hydrated
            !(i === 0 && earlyPopupClosed()) && popupOpensOnLoad(p, modalStore.getState().openedIds, storage),
        );
    if (onLoad) showPopup(onLoad);
    // the early popup goes without being taken over: the scroll lock its script took goes with it
    if (onLoad !== latest.current.popupsOnLoad[0]) takeEarlyScrollLock()?.();
    setEarly(false);

    return () => {
      window.removeEventListener(MODAL_OPEN_EVENT, onOpen);
      window.removeEventListener(MODAL_CLOSE_EVENT, onClose);
      document.removeEventListener("click", onClick);
    };
  }, []);

  const t = tOf(shell);
  const earlyPopup = shell.popupsOnLoad[0];
  // the same component, key and place: when the early popup opens, React keeps its element
  if (earlyPopup && early)
    return <PopupModal key={earlyPopup.id} popup={earlyPopup} onClose={() => closePopup()} t={t} early />;
  if (!current) return null;
  return <PopupModal key={current.id} popup={current} onClose={() => closePopup()} t={t} />;
}
