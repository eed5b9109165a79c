import { useEffect } from "react";
import { useStore } from "zustand";
import {
  dismissToast,
  showToast,
  TOAST_EVENT,
  type ToastKind,
  toastEventDetailOf,
  toastStore,
} from "../../../client/toast-store";
import type { T } from "../../../runtime/messages/texts";
import { IconButton } from "../../../ui/icon-button";

const kindClass: Record<ToastKind, string> = {
  info: "bg-neutral-900 text-white",
  success: "bg-emerald-800 text-white",
  error: "bg-red-800 text-white",
};

const kindIcon: Record<ToastKind, string> = {
  info: "fa-circle-info",
  success: "fa-circle-check",
  error: "fa-triangle-exclamation",
};

/** Toasts at the top right, each for 3 s (spec §2, §9); `vs:toast` events show one too. */
export function Toaster({ t }: { t: T }) {
  const toasts = useStore(toastStore, (s) => s.toasts);
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = toastEventDetailOf((event as CustomEvent<unknown>).detail);
      if (detail) showToast(detail.message, detail.kind);
      else console.warn("vs:toast: unusable detail");
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return (
    <section
      aria-label={t("ui.toast.region")}
      className="pointer-events-none fixed top-4 right-4 z-[70] w-[min(24rem,calc(100vw-2rem))]"
    >
      {/* the live region is on the page from the start, so what comes into it is read out */}
      <ol aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            role={toast.kind === "error" ? "alert" : undefined}
            className={`pointer-events-auto flex items-start gap-3 rounded-md py-3 pr-2 pl-4 text-sm shadow-lg ${kindClass[toast.kind]}`}
          >
            <i className={`fa-solid ${kindIcon[toast.kind]} mt-0.5`} aria-hidden="true" />
            <p className="flex-1">{toast.message}</p>
            <IconButton
              label={t("ui.toast.close")}
              icon="fa-xmark"
              size="md"
              className="-my-2 text-white hover:bg-white/15 focus-visible:outline-white"
              onClick={() => dismissToast(toast.id)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
