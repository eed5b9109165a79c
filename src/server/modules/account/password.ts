// Passwords (DESIGN.md §4, docs/decisions/012): hashed with crypto.scrypt, and refused when they
// are among the most common ones (ASVS 6.2.4) or built on the user's e-mail (ASVS 6.2.11).
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * OWASP's scrypt settings (Password Storage Cheat Sheet: N=2^14, r=8, p=5 is one of its equivalent
 * minimums); 16 MiB of memory per hash. The parameters are stored with each hash, so they can be
 * raised later and old hashes upgraded at the next login (`needsRehash`).
 */
const COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$key", salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  return {
    cost: { N, r, p },
    salt: Buffer.from(parts[4] ?? "", "base64url"),
    key: Buffer.from(parts[5] ?? "", "base64url"),
  };
}

/** A stored hash that no password matches: unknown e-mails cost the same time as known ones. */
const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${"A".repeat(22)}$${"A".repeat(43)}`;

/** Compares in constant time; a malformed stored hash matches nothing. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored ?? DUMMY_HASH) ?? (parseHash(DUMMY_HASH) as ParsedHash);
  const key = await derive(password, parsed.salt, parsed.cost);
  const matches = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  return matches && stored != null && parseHash(stored) !== null;
}

/** True when the hash was made with weaker settings than today's: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N !== COST.N || parsed.cost.r !== COST.r || parsed.cost.p !== COST.p;
}

// ---- the most common passwords -------------------------------------------------------------

let commonPasswords: ReadonlySet<string> | null = null;

/** The list shipped in ./common-passwords.txt, one lower-cased password a line. */
export function commonPasswordList(): ReadonlySet<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
    commonPasswords = new Set(
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );
  }
  return commonPasswords;
}

/**
 * True when a password is one of the common ones, or one of them dressed up the usual ways:
 * digits or symbols around it ("Soleil2024!"), or repeated ("azertyazerty"). Passwords shorter
 * than the minimum are refused earlier; this catches the long ones built on a weak word.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswordList();
  const lower = password.normalize("NFC").toLowerCase();
  if (list.has(lower)) return true;
  // one character or a short unit repeated: "aaaaaaaaaaaa", "abcabcabcabc", "azertyazerty"
  const repeated = /^(.{1,12}?)\1+$/u.exec(lower);
  if (repeated?.[1] && (repeated[1].length <= 3 || list.has(repeated[1]))) return true;
  // a common word with digits and symbols around it
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  if (core.length >= 4 && core !== lower && list.has(core)) return true;
  // only digits and symbols, in a row on the keyboard or a sequence: "123456789012", "1234!@#$%^&*"
  if (/^[\d\W_]+$/u.test(lower) && new Set(lower).size <= 4) return true;
  return false;
}

/** The catalogue key of why a new password is refused, or null (length is checked by the schema). */
export function passwordRuleErrorOf(
  password: string,
  email: string,
): "account.passwordTooCommon" | "account.passwordLikeEmail" | null {
  const lower = password.normalize("NFC").toLowerCase();
  const local = email.split("@")[0] ?? "";
  if (lower.includes(email) || (local.length >= 4 && lower.includes(local)))
    return "account.passwordLikeEmail";
  if (isCommonPassword(password)) return "account.passwordTooCommon";
  return null;
}
