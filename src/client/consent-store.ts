/**
 * Cookie consent (spec §2 cookie banner; spec §9 legal figures: "cookie consent valid for at most
 * 13 months"). The choice is all or nothing, made with two equally easy buttons as the CNIL asks;
 * it is kept in this browser's local storage with its date and asked again once 13 months old.
 * Nothing of it reaches the server: the cached page is the same for everyone (DESIGN.md §6).
 */
import { createStore } from "zustand/vanilla";
import {
  browserStorage,
  type KeyValueStorage,
  readStored,
  removeStored,
  writeStored,
} from "./browser-storage";
import { isRecord, oneOf, timestampOf } from "./guards";

export const CONSENT_STORAGE_KEY = "vs-consent";
/** spec §9: consent is valid for at most 13 months. */
export const CONSENT_MAX_MONTHS = 13;

export const consentChoices = ["all", "none"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

export interface ConsentRecord {
  version: 1;
  choice: ConsentChoice;
  /** When the choice was made, ms since the epoch. */
  at: number;
}

function consentRecordOf(value: unknown): ConsentRecord | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const choice = oneOf(value.choice, consentChoices);
  const at = timestampOf(value.at);
  return choice && at !== null ? { version: 1, choice, at } : null;
}

/** The moment a choice made at `at` stops counting: 13 calendar months later. */
export function consentExpiresAt(at: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + CONSENT_MAX_MONTHS);
  // 31 January + 13 months is the end of February, not the 3rd of March
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** The stored choice, or null when none was made, it is unreadable, dated in the future or too old. */
export function readConsent(storage: KeyValueStorage | null, now: number): ConsentChoice | null {
  const record = readStored(storage, CONSENT_STORAGE_KEY, consentRecordOf);
  if (!record || record.at > now || now >= consentExpiresAt(record.at)) return null;
  return record.choice;
}

export function saveConsent(storage: KeyValueStorage | null, choice: ConsentChoice, now: number): void {
  writeStored(storage, CONSENT_STORAGE_KEY, { version: 1, choice, at: now } satisfies ConsentRecord);
}

export function forgetConsent(storage: KeyValueStorage | null): void {
  removeStored(storage, CONSENT_STORAGE_KEY);
}

interface ConsentState {
  /** null: not asked yet (or the answer expired). */
  choice: ConsentChoice | null;
  /** The stored choice has been read: before that, nothing is shown and nothing loads. */
  ready: boolean;
  /** The banner is shown: no valid choice, or the visitor asked to change it. */
  bannerOpen: boolean;
}

export const consentStore = createStore<ConsentState>(() => ({
  choice: null,
  ready: false,
  bannerOpen: false,
}));

/** Reads the stored choice (in the browser, after hydration). */
export function loadConsent(now = Date.now(), storage = browserStorage("local")): void {
  const choice = readConsent(storage, now);
  consentStore.setState({ choice, ready: true, bannerOpen: choice === null });
}

export function chooseConsent(choice: ConsentChoice, now = Date.now(), storage = browserStorage("local")) {
  const previous = consentStore.getState().choice;
  saveConsent(storage, choice, now);
  consentStore.setState({ choice, ready: true, bannerOpen: false });
  return { withdrawn: previous === "all" && choice === "none" };
}

/** The footer's "cookies" link: the banner again, with the current choice still in force. */
export function reopenConsentBanner(): void {
  consentStore.setState({ bannerOpen: true });
}
