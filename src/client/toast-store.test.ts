import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiCallError } from "./api-client";
import {
  dismissToast,
  failureMessageOf,
  showToast,
  TOAST_TIMEOUT_MS,
  toastEventDetailOf,
  toastStore,
} from "./toast-store";

const messages = () => toastStore.getState().toasts.map((t) => t.message);

describe("toasts (spec §2, §8, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of toastStore.getState().toasts) dismissToast(t.id);
    vi.useRealTimers();
  });

  it("shows a toast for 3000 ms, then removes it", () => {
    showToast("Votre panier est vide", "error");
    expect(messages()).toEqual(["Votre panier est vide"]);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(messages()).toEqual(["Votre panier est vide"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(TOAST_TIMEOUT_MS).toBe(3000);
  });

  it("stacks different messages and keeps each one's own 3 s", () => {
    showToast("un");
    vi.advanceTimersByTime(1000);
    showToast("deux");
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(["deux"]);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it("does not stack the same message twice: it restarts its 3 s", () => {
    showToast("Hors ligne", "error");
    vi.advanceTimersByTime(2000);
    showToast("Hors ligne", "error");
    expect(messages()).toEqual(["Hors ligne"]);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(["Hors ligne"]);
  });

  it("can be dismissed before its time", () => {
    const id = showToast("fermez-moi");
    dismissToast(id);
    expect(messages()).toEqual([]);
  });

  it("takes the envelope's message of a failed call, or the raw error", () => {
    expect(failureMessageOf(new ApiCallError("Quantité invalide", 422), "Erreur")).toBe("Quantité invalide");
    expect(failureMessageOf(new TypeError("Failed to fetch"), "Erreur")).toBe("Failed to fetch");
    expect(failureMessageOf(null, "Erreur")).toBe("Erreur");
  });
});

describe("vs:toast event details", () => {
  it("takes a message and a known kind, info by default", () => {
    expect(toastEventDetailOf({ message: " Enregistré ", kind: "success" })).toEqual({
      message: "Enregistré",
      kind: "success",
    });
    expect(toastEventDetailOf({ message: "Bonjour" })).toEqual({ message: "Bonjour", kind: "info" });
  });

  it.each([
    null,
    "texte",
    {},
    { message: "" },
    { message: "   " },
    { message: "x", kind: "panic" },
    {
      message: "x".repeat(501),
    },
  ])("refuses %j", (detail) => {
    expect(toastEventDetailOf(detail)).toBeNull();
  });
});
