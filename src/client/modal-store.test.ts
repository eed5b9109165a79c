import { beforeEach, describe, expect, it } from "vitest";
import type { Popup } from "../../schemas/site";
import { memoryStorage } from "./browser-storage";
import {
  closePopup,
  modalStore,
  popupClosedAt,
  popupClosedKey,
  popupOpensOnLoad,
  rememberPopupClosed,
  showPopup,
} from "./modal-store";

const popup = (over: Partial<Popup> = {}): Popup => ({
  id: 7,
  key: "verification-age",
  title: "Bienvenue",
  html: "<p>…</p>",
  showOnEveryReload: false,
  lockScroll: true,
  darkenBackground: true,
  ...over,
});

describe("popup closing time (spec §2)", () => {
  it("is remembered under the popup's own key", () => {
    const storage = memoryStorage();
    rememberPopupClosed(storage, popup(), 1234);
    expect(storage.entries.get(popupClosedKey("verification-age"))).toBe("1234");
    expect(popupClosedAt(storage, popup())).toBe(1234);
    expect(popupClosedAt(storage, popup({ key: "autre" }))).toBeNull();
  });

  it("is not remembered for a popup that shows on every reload", () => {
    const storage = memoryStorage();
    rememberPopupClosed(storage, popup({ showOnEveryReload: true }), 1234);
    expect(storage.entries.size).toBe(0);
  });

  it("reads a damaged value as never closed", () => {
    const storage = memoryStorage({ [popupClosedKey("verification-age")]: '"hier"' });
    expect(popupClosedAt(storage, popup())).toBeNull();
  });
});

describe("popups opening on load", () => {
  it("open once, then no more after being closed", () => {
    const storage = memoryStorage();
    expect(popupOpensOnLoad(popup(), [], storage)).toBe(true);
    rememberPopupClosed(storage, popup(), 1);
    expect(popupOpensOnLoad(popup(), [], storage)).toBe(false);
  });

  it("do not open again during the visit once opened", () => {
    expect(popupOpensOnLoad(popup(), [7], memoryStorage())).toBe(false);
  });

  it("open on every load when set to show on every reload", () => {
    const storage = memoryStorage({ [popupClosedKey("verification-age")]: "1" });
    expect(popupOpensOnLoad(popup({ showOnEveryReload: true }), [7], storage)).toBe(true);
  });
});

describe("modal store", () => {
  beforeEach(() => modalStore.setState({ current: null, openedIds: [] }));

  it("keeps the list of opened popup ids, each once", () => {
    showPopup(popup({ id: 3 }));
    showPopup(popup({ id: 5 }));
    showPopup(popup({ id: 3 }));
    expect(modalStore.getState().openedIds).toEqual([3, 5]);
    expect(modalStore.getState().current?.id).toBe(3);
  });

  it("closes the popup on screen and remembers when", () => {
    const storage = memoryStorage();
    showPopup(popup());
    closePopup(undefined, 99, storage);
    expect(modalStore.getState().current).toBeNull();
    expect(popupClosedAt(storage, popup())).toBe(99);
    expect(modalStore.getState().openedIds).toEqual([7]);
  });

  it("closes by id only the popup that is open", () => {
    const storage = memoryStorage();
    showPopup(popup());
    closePopup(8, 99, storage);
    expect(modalStore.getState().current?.id).toBe(7);
    closePopup(7, 99, storage);
    expect(modalStore.getState().current).toBeNull();
  });
});
