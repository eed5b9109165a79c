import type { Popup } from "../../../../schemas/site";
import type { T } from "../../../runtime/messages/texts";
import { IconButton } from "../../../ui/icon-button";
import { ModalDialog } from "../../../ui/modal-dialog";
import { EarlyScript, earlyPopupHiddenClass, earlyPopupScript } from "./early-overlay";

/**
 * One popup in the modal container (spec §2): its title, its html (sanitized when it was written),
 * a close icon; any element of the html marked `data-modal-close` closes it too.
 *
 * `early`: the popup opening on load as the server writes it (decision 118), with the inline script
 * that opens it as a modal dialog before the first paint (or leaves it closed) and closes it until
 * the page is hydrated. When ModalHost takes it over, the same `<dialog>`, already modal, becomes
 * the live one (decision 125): nothing is removed, drawn again or moved in the top layer.
 */
export function PopupModal({
  popup,
  onClose,
  t,
  early = false,
}: {
  popup: Popup;
  onClose: () => void;
  t: T;
  early?: boolean;
}) {
  return (
    <div
      data-early-popup={early ? popup.id : undefined}
      className={early ? earlyPopupHiddenClass : undefined}
    >
      <ModalDialog
        early={early}
        onClose={onClose}
        title={popup.title}
        lockScroll={popup.lockScroll}
        backdrop={popup.darkenBackground ? "dim" : "none"}
        // centred by a transform, as before: a height that changes (a web font coming) moves no layout box
        className="fixed top-1/2 right-auto bottom-auto left-1/2 z-[61] m-0 max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] max-w-none -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-background p-6 pt-5 text-foreground shadow-2xl outline-none"
        titleClassName="mr-10 font-title text-2xl font-semibold text-heading"
        // the live one only: the server's page stays the same for two copies of a site (site-archive.test)
        data-popup-id={early ? undefined : popup.id}
        onClick={(event) => {
          const target = event.target instanceof Element ? event.target.closest("[data-modal-close]") : null;
          if (!target) return;
          event.preventDefault();
          onClose();
        }}
      >
        {/* data-modal-close: the early script closes on it before the page is hydrated */}
        <IconButton
          label={t("ui.close")}
          icon="fa-xmark"
          className="absolute top-3 right-3"
          data-modal-close=""
        />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify when it was written */}
        <div className="mt-4" dangerouslySetInnerHTML={{ __html: popup.html }} />
      </ModalDialog>
      {early ? <EarlyScript code={earlyPopupScript(popup)} /> : null}
    </div>
  );
}
