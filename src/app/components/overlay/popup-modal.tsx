import type { Popup } from "../../../../schemas/site";
import type { T } from "../../../runtime/messages/texts";
import { IconButton } from "../../../ui/icon-button";
import { ModalDialog } from "../../../ui/modal-dialog";

/**
 * One popup in the modal container (spec §2): its title, its html (sanitized when it was written),
 * a close icon; any element of the html marked `data-modal-close` closes it too.
 */
export default function PopupModal({ popup, onClose, t }: { popup: Popup; onClose: () => void; t: T }) {
  return (
    <ModalDialog
      onClose={onClose}
      title={popup.title}
      lockScroll={popup.lockScroll}
      backdrop={popup.darkenBackground ? "dim" : "none"}
      className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-background p-6 pt-5 text-foreground shadow-2xl outline-none"
      titleClassName="mr-10 font-title text-2xl font-semibold text-heading"
      data-popup-id={popup.id}
      onClick={(event) => {
        const target = event.target instanceof Element ? event.target.closest("[data-modal-close]") : null;
        if (!target) return;
        event.preventDefault();
        onClose();
      }}
    >
      <IconButton
        label={t("ui.close")}
        icon="fa-xmark"
        className="absolute top-3 right-3"
        onClick={onClose}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify when it was written */}
      <div className="mt-4" dangerouslySetInnerHTML={{ __html: popup.html }} />
    </ModalDialog>
  );
}
