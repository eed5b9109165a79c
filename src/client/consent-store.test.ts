import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "./browser-storage";
import {
  CONSENT_STORAGE_KEY,
  chooseConsent,
  consentExpiresAt,
  consentStore,
  forgetConsent,
  loadConsent,
  readConsent,
  reopenConsentBanner,
  saveConsent,
} from "./consent-store";

const at = (iso: string) => Date.parse(iso);

describe("consent expiry (spec §9: at most 13 months)", () => {
  it("ends 13 calendar months after the choice", () => {
    expect(new Date(consentExpiresAt(at("2025-03-10T12:00:00Z"))).toISOString()).toBe(
      "2026-04-10T12:00:00.000Z",
    );
  });

  it("ends on the last day of a shorter month, never in the month after", () => {
    expect(new Date(consentExpiresAt(at("2025-01-31T08:00:00Z"))).toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
    expect(new Date(consentExpiresAt(at("2026-12-31T00:00:00Z"))).toISOString()).toBe(
      "2028-01-31T00:00:00.000Z",
    );
  });

  it("is always 393 to 397 days later (13 months, clamped to the end of a short month)", () => {
    fc.assert(
      fc.property(fc.integer({ min: at("2000-01-01"), max: at("2100-01-01") }), (t) => {
        const days = (consentExpiresAt(t) - t) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(393);
        expect(days).toBeLessThanOrEqual(397);
      }),
    );
  });
});

describe("stored consent", () => {
  const now = at("2025-06-01T10:00:00Z");

  it("is remembered: the choice made is the choice read", () => {
    const storage = memoryStorage();
    saveConsent(storage, "none", now);
    expect(readConsent(storage, now + 1000)).toBe("none");
    saveConsent(storage, "all", now);
    expect(readConsent(storage, now + 1000)).toBe("all");
  });

  it("is asked again once 13 months old", () => {
    const storage = memoryStorage();
    saveConsent(storage, "all", now);
    expect(readConsent(storage, consentExpiresAt(now) - 1)).toBe("all");
    expect(readConsent(storage, consentExpiresAt(now))).toBeNull();
  });

  it.each([
    ["nothing stored", undefined],
    ["not JSON", "oui"],
    ["an unknown choice", JSON.stringify({ version: 1, choice: "some", at: 0 })],
    ["another version", JSON.stringify({ version: 2, choice: "all", at: 0 })],
    ["no date", JSON.stringify({ version: 1, choice: "all" })],
  ])("counts as not asked with %s", (_name, raw) => {
    const storage = memoryStorage(raw === undefined ? {} : { [CONSENT_STORAGE_KEY]: raw });
    expect(readConsent(storage, now)).toBeNull();
  });

  it("does not trust a choice dated in the future", () => {
    const storage = memoryStorage();
    saveConsent(storage, "all", now + 86_400_000);
    expect(readConsent(storage, now)).toBeNull();
  });

  it("works without any storage: nothing is remembered, nothing fails", () => {
    saveConsent(null, "all", now);
    expect(readConsent(null, now)).toBeNull();
    forgetConsent(null);
  });

  it("survives a storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    saveConsent(throwing, "all", now);
    expect(readConsent(throwing, now)).toBeNull();
  });
});

describe("consent store", () => {
  it("opens the banner when nothing valid is stored, and closes it once a choice is made", () => {
    const storage = memoryStorage();
    loadConsent(1000, storage);
    expect(consentStore.getState()).toEqual({ choice: null, ready: true, bannerOpen: true });
    expect(chooseConsent("all", 2000, storage)).toEqual({ withdrawn: false });
    expect(consentStore.getState()).toEqual({ choice: "all", ready: true, bannerOpen: false });
    loadConsent(3000, storage);
    expect(consentStore.getState().bannerOpen).toBe(false);
  });

  it("reopens the banner on demand and tells when a consent is withdrawn", () => {
    const storage = memoryStorage();
    chooseConsent("all", 1000, storage);
    reopenConsentBanner();
    expect(consentStore.getState()).toMatchObject({ choice: "all", bannerOpen: true });
    expect(chooseConsent("none", 2000, storage)).toEqual({ withdrawn: true });
    expect(readConsent(storage, 3000)).toBe("none");
  });
});
