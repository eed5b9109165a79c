/**
 * The modal container's state (spec §2 "Modal container and popups"): the popup on screen, the
 * ids of the popups opened so far ("a popup once opened is remembered as opened"), and the closing
 * time of each popup, kept in local storage under a per-popup key unless the popup is set to show
 * on every reload.
 */
import { createStore } from "zustand/vanilla";
import type { Popup } from "../../schemas/site";
import { browserStorage, type KeyValueStorage, readStored, writeStored } from "./browser-storage";
import { timestampOf } from "./guards";

/** The per-popup key of its closing time. */
export const popupClosedKey = (key: string) => `vs-popup-closed:${key}`;

/** When the visitor closed this popup (ms since the epoch), or null. */
export function popupClosedAt(storage: KeyValueStorage | null, popup: Pick<Popup, "key">): number | null {
  return readStored(storage, popupClosedKey(popup.key), timestampOf);
}

export function rememberPopupClosed(
  storage: KeyValueStorage | null,
  popup: Pick<Popup, "key" | "showOnEveryReload">,
  now: number,
): void {
  if (!popup.showOnEveryReload) writeStored(storage, popupClosedKey(popup.key), now);
}

/**
 * Whether a popup configured to open by itself opens on this page load: always when it shows on
 * every reload; otherwise only if it was never opened during this visit and never closed.
 */
export function popupOpensOnLoad(
  popup: Pick<Popup, "id" | "key" | "showOnEveryReload">,
  openedIds: readonly number[],
  storage: KeyValueStorage | null,
): boolean {
  if (popup.showOnEveryReload) return true;
  return !openedIds.includes(popup.id) && popupClosedAt(storage, popup) === null;
}

interface ModalState {
  /** The popup on screen, or null. */
  current: Popup | null;
  /** Every popup id opened since the page was loaded, in order, each once. */
  openedIds: number[];
}

export const modalStore = createStore<ModalState>(() => ({ current: null, openedIds: [] }));

export function showPopup(popup: Popup): void {
  modalStore.setState((s) => ({
    current: popup,
    openedIds: s.openedIds.includes(popup.id) ? s.openedIds : [...s.openedIds, popup.id],
  }));
}

/** Closes the popup on screen (only `popupId` if given) and remembers when. */
export function closePopup(popupId?: number, now = Date.now(), storage = browserStorage("local")): void {
  const { current } = modalStore.getState();
  if (!current || (popupId !== undefined && popupId !== current.id)) return;
  rememberPopupClosed(storage, current, now);
  modalStore.setState({ current: null });
}
