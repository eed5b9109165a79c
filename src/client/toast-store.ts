/**
 * Toasts (spec §2 "Toasts and loading bar", §8: a failed call's message is shown at top right for
 * 3 s). Any code shows one with `showToast(message, kind)`; code outside our bundle (the owner's
 * SCRIPT_TO_LOAD, a CMS layout) dispatches `window` event `vs:toast` with `{ message, kind }`.
 */

import { createStore } from "zustand/vanilla";
import { isRecord, oneOf, stringOf } from "./guards";

/** spec §9: toast timeout 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;
export const TOAST_EVENT = "vs:toast";

export const toastKinds = ["info", "success", "error"] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** `{ message, kind? }`: a message of 1 to 500 characters, a known kind (info when left out). */
export function toastEventDetailOf(detail: unknown): { message: string; kind: ToastKind } | null {
  if (!isRecord(detail)) return null;
  const message = stringOf(detail.message, { max: 500 })?.trim();
  const kind = detail.kind === undefined ? "info" : oneOf(detail.kind, toastKinds);
  return message && kind ? { message, kind } : null;
}

export const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Shows `message` for TOAST_TIMEOUT_MS; the same message already on screen is not stacked twice. */
export function showToast(message: string, kind: ToastKind = "info"): number {
  const same = toastStore.getState().toasts.find((t) => t.message === message && t.kind === kind);
  if (same) dismissToast(same.id);
  const id = nextId++;
  toastStore.setState((s) => ({ toasts: [...s.toasts, { id, message, kind }] }));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_TIMEOUT_MS),
  );
  return id;
}

/** The message of any failure, for a toast: the envelope's message, or the raw error (spec §8). */
export function failureMessageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return fallback;
}
