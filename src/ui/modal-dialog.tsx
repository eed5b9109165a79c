import {
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
} from "react";

// drawn by the browser behind the dialog, in the top layer (`::backdrop`)
const backdrops = {
  dim: "backdrop:bg-black/60",
  black: "backdrop:bg-neutral-950",
  none: "backdrop:bg-transparent",
} as const;

/** On the root element: how many open dialogs lock the page's scroll (the early popup's script counts too). */
export const SCROLL_LOCKS_ATTRIBUTE = "data-vs-scroll-locks";
/** On the root element: the early popup's script holds one of the locks, for the live dialog to take over. */
export const EARLY_SCROLL_LOCK_ATTRIBUTE = "data-vs-early-scroll-lock";

/** Locks the page's scroll until the returned function is called; locks are counted. */
function lockPageScroll(): () => void {
  const html = document.documentElement;
  const count = Number(html.getAttribute(SCROLL_LOCKS_ATTRIBUTE) ?? 0);
  if (count === 0) {
    // the scrollbar's room is kept, so the page does not move sideways
    if (window.innerWidth > html.clientWidth) html.style.setProperty("scrollbar-gutter", "stable");
    document.body.style.setProperty("overflow", "hidden", "important");
  }
  html.setAttribute(SCROLL_LOCKS_ATTRIBUTE, String(count + 1));
  return releaseOnce();
}

function releaseOnce(): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const html = document.documentElement;
    const count = Number(html.getAttribute(SCROLL_LOCKS_ATTRIBUTE) ?? 1) - 1;
    if (count > 0) {
      html.setAttribute(SCROLL_LOCKS_ATTRIBUTE, String(count));
      return;
    }
    html.removeAttribute(SCROLL_LOCKS_ATTRIBUTE);
    html.style.removeProperty("scrollbar-gutter");
    document.body.style.removeProperty("overflow");
  };
}

/**
 * The lock the early popup's inline script took (decision 125), handed to the caller, who releases
 * it; null when the script took none. The page's overflow does not change hands: no layout.
 */
export function takeEarlyScrollLock(): (() => void) | null {
  const html = document.documentElement;
  if (!html.hasAttribute(EARLY_SCROLL_LOCK_ATTRIBUTE)) return null;
  html.removeAttribute(EARLY_SCROLL_LOCK_ATTRIBUTE);
  return releaseOnce();
}

const outside = (dialog: HTMLElement, event: { clientX: number; clientY: number }) => {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
};

const tabbableSelector =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** The elements of the dialog that Tab stops at, in order (those shown and enabled). */
function tabbablesOf(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(":disabled") && el.checkVisibility(),
  );
}

/**
 * Tab from the last element goes back to the first, Shift+Tab from the first to the last: the
 * browser would otherwise take the focus out of the page (its address bar) after the dialog's
 * last element, where a keyboard user of the former dialog never went.
 */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabbables = tabbablesOf(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalDialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, "title" | "open"> {
  onClose: () => void;
  title: string;
  /** The title is read by screen readers only. */
  hideTitle?: boolean;
  /** The page behind does not scroll while the dialog is open. */
  lockScroll: boolean;
  backdrop: keyof typeof backdrops;
  titleClassName?: string;
  /**
   * Drawn before the page is interactive (the server's page): closed, opened and closed by an
   * inline script (early-overlay.tsx). Once false, the same element is the live modal dialog.
   */
  early?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>` (decision 125): `showModal()` puts it in the top
 * layer and makes the rest of the page inert (no focus, no click, hidden from assistive
 * technology); the focus moves into it and returns on close to the element focused before; Escape
 * (the `cancel` event) and a press on the backdrop close it. `lockScroll` stops the page's scroll
 * while it is open.
 */
export function ModalDialog({
  onClose,
  title,
  hideTitle = false,
  lockScroll,
  backdrop,
  titleClassName = "",
  early = false,
  className = "",
  onClick,
  onPointerDown,
  children,
  ...content
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const startedEarly = useRef(early);
  // a press that began on the backdrop (a selection dragged out of the dialog is not a press outside)
  const pressedOutside = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (early || !dialog) return;
    // the early popup was opened by its script, before anything else had the focus
    const returnFocusTo = dialog.contains(document.activeElement) ? null : document.activeElement;
    // the early popup's lock (its script locked the page before the first paint) becomes this one
    const releaseScroll = lockScroll
      ? ((startedEarly.current ? takeEarlyScrollLock() : null) ?? lockPageScroll())
      : undefined;
    // the early popup is modal already: it stays in the top layer as it is
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      // a browser without modal dialogs (before Safari 15.4) shows it open, as a plain element
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute("open", "");
      }
    }
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      latestOnClose.current();
    };
    const onCancel = (event: Event) => {
      // without a user activation since it opened the browser closes it anyway (close watchers)
      event.preventDefault();
      close();
    };
    // closed by the browser itself (a second Escape, a form of method "dialog")
    const onNativeClose = () => {
      if (!dialog.open) close();
    };
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      dialog.removeEventListener("keydown", onKeyDown);
      if (dialog.open) dialog.close();
      releaseScroll?.();
      if (
        returnFocusTo instanceof HTMLElement &&
        returnFocusTo !== document.body &&
        returnFocusTo.isConnected
      )
        returnFocusTo.focus();
    };
  }, [early, lockScroll]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's keyboard counterpart is Escape (the cancel event)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${backdrops[backdrop]} ${className}`}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        pressedOutside.current = event.target === event.currentTarget && outside(event.currentTarget, event);
        onPointerDown?.(event);
      }}
      onClick={(event: MouseEvent<HTMLDialogElement>) => {
        // a press on the backdrop is a click on the dialog element, outside its box
        const onBackdrop =
          !early &&
          pressedOutside.current &&
          event.target === event.currentTarget &&
          outside(event.currentTarget, event);
        pressedOutside.current = false;
        if (onBackdrop) {
          onClose();
          return;
        }
        onClick?.(event);
      }}
      {...content}
    >
      <h2 id={titleId} className={hideTitle ? "sr-only" : titleClassName}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
