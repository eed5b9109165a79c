// The second factor of operators (docs/decisions/131) and of a site's staff (decision 132): after
// the password, a code of an authenticator app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as every app reads it), or one of ten
// one-time recovery codes. A code is accepted once: the last accepted time step is kept and a
// recovery code is removed as it is used, each by one conditional update, so two requests with
// the same code cannot both pass.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db, Tx } from "../db/client";
import type { platformOperators, users } from "../db/schema";
import { ApiError, ruleError } from "../http/api-error";

/**
 * Whose factor: an operator's or a site user's. Both tables have the same four columns (id,
 * totp_secret, totp_last_step, recovery_code_hashes), which is all this file reads and writes; a
 * user's rows are read in the site's transaction (row-level security), an operator's as the owner.
 */
export type FactorHolder = typeof platformOperators | typeof users;

/** The holder's columns, typed as one table's: the statements below name no other column. */
const columnsOf = (holder: FactorHolder) => holder as typeof platformOperators;

const ISSUER = "Vinisite";
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret for an authenticator app (160 bits, base32, as RFC 4226 advises). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const isSecret = (secret: string) => /^[A-Z2-7]{32}$/.test(secret);

function totpOf(secret: string, label = "", issuer = ISSUER) {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD });
}

/**
 * What the enrolment screen shows: the app's link and its QR code (SVG markup, no script). The
 * app lists the account under `issuer` (the platform for an operator, the site's name for its staff).
 */
export async function enrolmentOf(
  secret: string,
  email: string,
  issuer = ISSUER,
): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, email, issuer).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
}

/** The time step a code is right for (now, or one step either side for a clock a little off), or null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token) || !isSecret(secret)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

const normalRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const recoveryHashOf = (code: string) => createHash("sha256").update(normalRecovery(code)).digest("hex");

/** Ten recovery codes ("k7f2-9qxm-3b"), shown once, and their hashes, kept. */
function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
  return { codes, hashes: codes.map(recoveryHashOf) };
}

/** Whether the holder's second factor is on, and how many recovery codes are left. */
export async function secondFactorOf(
  q: Db | Tx,
  holder: FactorHolder,
  id: number,
): Promise<{ on: boolean; recoveryLeft: number }> {
  const t = columnsOf(holder);
  const [row] = await q
    .select({ secret: t.totpSecret, hashes: t.recoveryCodeHashes })
    .from(t)
    .where(eq(t.id, id));
  return { on: Boolean(row?.secret), recoveryLeft: row?.secret ? row.hashes.length : 0 };
}

/**
 * Turns the factor on with the secret the enrolment screen showed, once the app's first code
 * proves it was read (422 on `code` otherwise; 409 when it is on already). Answers the recovery codes.
 */
export async function enableSecondFactor(
  tx: Tx,
  holder: FactorHolder,
  id: number,
  input: { secret: string; code: string },
  now = Date.now(),
): Promise<string[]> {
  const step = isSecret(input.secret) ? matchingStep(input.secret, input.code, now) : null;
  if (step === null) throw ruleError("account.codeWrong", {}, "code");
  const { codes, hashes } = newRecoveryCodes();
  const t = columnsOf(holder);
  const [updated] = await tx
    .update(t)
    .set({ totpSecret: input.secret, totpLastStep: step, recoveryCodeHashes: hashes })
    .where(and(eq(t.id, id), isNull(t.totpSecret)))
    .returning({ id: t.id });
  if (!updated) throw new ApiError(409, "account.secondFactorOn");
  return codes;
}

/**
 * Spends a code of the holder's factor: an app's code whose step is later than the last one
 * accepted, or an unused recovery code (removed). True when it was accepted.
 */
export async function spendSecondFactorCode(
  q: Db | Tx,
  holder: FactorHolder,
  id: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const t = columnsOf(holder);
  const [row] = await q.select({ secret: t.totpSecret }).from(t).where(eq(t.id, id));
  if (!row?.secret) return false;
  const step = matchingStep(row.secret, code, now);
  if (step !== null) {
    const accepted = await q
      .update(t)
      .set({ totpLastStep: step })
      .where(and(eq(t.id, id), isNotNull(t.totpSecret), or(isNull(t.totpLastStep), lt(t.totpLastStep, step))))
      .returning({ id: t.id });
    return accepted.length > 0;
  }
  if (normalRecovery(code).length !== 10) return false;
  const hash = recoveryHashOf(code);
  const used = await q
    .update(t)
    .set({ recoveryCodeHashes: sql`array_remove(${t.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(t.id, id), sql`${hash} = any(${t.recoveryCodeHashes})`))
    .returning({ id: t.id });
  return used.length > 0;
}

/** Turns the factor off, once a code of it (or a recovery code) is given (422 on `code` otherwise). */
export async function disableSecondFactor(
  tx: Tx,
  holder: FactorHolder,
  id: number,
  code: string,
  now = Date.now(),
): Promise<void> {
  if (!(await spendSecondFactorCode(tx, holder, id, code, now))) {
    throw ruleError("account.codeWrong", {}, "code");
  }
  await resetSecondFactor(tx, holder, id);
}

/**
 * The factor goes, codes or not: the command line's way back in for whoever lost the app and the
 * codes (an operator, or a site's staff member at the operator's request). True when it was on.
 */
export async function resetSecondFactor(tx: Tx, holder: FactorHolder, id: number): Promise<boolean> {
  const t = columnsOf(holder);
  const reset = await tx
    .update(t)
    .set({ totpSecret: null, totpLastStep: null, recoveryCodeHashes: [] })
    .where(and(eq(t.id, id), isNotNull(t.totpSecret)))
    .returning({ id: t.id });
  return reset.length > 0;
}
