/**
 * Local and session storage, read through a parser (what is stored may be old, edited by hand or
 * written by another version): a value that does not parse counts as absent. Storage that the browser
 * refuses (private mode, disabled cookies, quota) behaves as empty, never as an error.
 */
import type { Parser } from "./guards";

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's storage of that kind, or null when there is none or it is refused. */
export function browserStorage(kind: "local" | "session"): KeyValueStorage | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(storage: KeyValueStorage | null, key: string, parse: Parser<T>): T | null {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return null;
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeStored(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeStored(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** A storage in memory, for tests and for code that must run where there is none. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
