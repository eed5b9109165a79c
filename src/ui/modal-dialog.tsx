import { Dialog } from "radix-ui";
import { type HTMLAttributes, type ReactNode, useState } from "react";

const backdrops = {
  dim: "fixed inset-0 z-[60] bg-black/60",
  black: "fixed inset-0 z-[60] bg-neutral-950",
  none: "fixed inset-0 z-[60]",
} as const;

export interface ModalDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  onClose: () => void;
  title: string;
  /** The title is read by screen readers only. */
  hideTitle?: boolean;
  /** The page behind does not scroll while the dialog is open. */
  lockScroll: boolean;
  backdrop: keyof typeof backdrops;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * A modal dialog (radix-ui): focus moves into it, stays in it and returns where it was on close;
 * Escape and a press outside close it; the rest of the page is hidden from assistive technology.
 * Radix locks scrolling through its overlay, so without `lockScroll` the backdrop is a plain layer.
 */
export function ModalDialog({
  onClose,
  title,
  hideTitle = false,
  lockScroll,
  backdrop,
  titleClassName = "",
  children,
  ...content
}: ModalDialogProps) {
  // Radix gives the focus back to its Dialog.Trigger; ours are opened by events, so the element
  // focused when the dialog appeared gets it back instead
  const [returnFocusTo] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {lockScroll ? (
          <Dialog.Overlay className={backdrops[backdrop]} data-testid="modal-backdrop" />
        ) : backdrop !== "none" ? (
          <div aria-hidden="true" className={backdrops[backdrop]} data-testid="modal-backdrop" />
        ) : null}
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
          }}
          {...content}
        >
          <Dialog.Title className={hideTitle ? "sr-only" : titleClassName}>{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
