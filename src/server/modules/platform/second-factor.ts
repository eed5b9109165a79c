// The operators' second factor (docs/decisions/131): after the password, a code of an
// authenticator app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as every app reads it), or one of ten
// one-time recovery codes. A code is accepted once: the last accepted time step is kept and a
// recovery code is removed as it is used, each by one conditional update, so two requests with
// the same code cannot both pass.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database, Db, Tx } from "../../db/client";
import { platformOperators } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";

const ISSUER = "Vinisite";
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret for an authenticator app (160 bits, base32, as RFC 4226 advises). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const isSecret = (secret: string) => /^[A-Z2-7]{32}$/.test(secret);

function totpOf(secret: string, label = "") {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD });
}

/** What the enrolment screen shows: the app's link and its QR code (SVG markup, no script). */
export async function enrolmentOf(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, email).toString();
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

/** Whether the operator's second factor is on, and how many recovery codes are left. */
export async function secondFactorOf(
  db: Database,
  operatorId: number,
): Promise<{ on: boolean; recoveryLeft: number }> {
  const [row] = await db.owner
    .select({ secret: platformOperators.totpSecret, hashes: platformOperators.recoveryCodeHashes })
    .from(platformOperators)
    .where(eq(platformOperators.id, operatorId));
  return { on: Boolean(row?.secret), recoveryLeft: row?.secret ? row.hashes.length : 0 };
}

/**
 * Turns the factor on with the secret the enrolment screen showed, once the app's first code
 * proves it was read (422 on `code` otherwise; 409 when it is on already). Answers the recovery codes.
 */
export async function enableSecondFactor(
  tx: Tx,
  operatorId: number,
  input: { secret: string; code: string },
  now = Date.now(),
): Promise<string[]> {
  const step = isSecret(input.secret) ? matchingStep(input.secret, input.code, now) : null;
  if (step === null) throw ruleError("console.codeWrong", {}, "code");
  const { codes, hashes } = newRecoveryCodes();
  const [updated] = await tx
    .update(platformOperators)
    .set({ totpSecret: input.secret, totpLastStep: step, recoveryCodeHashes: hashes })
    .where(and(eq(platformOperators.id, operatorId), isNull(platformOperators.totpSecret)))
    .returning({ id: platformOperators.id });
  if (!updated) throw new ApiError(409, "console.secondFactorOn");
  return codes;
}

/**
 * Spends a code of the operator's factor: an app's code whose step is later than the last one
 * accepted, or an unused recovery code (removed). True when it was accepted.
 */
export async function spendSecondFactorCode(
  q: Db | Tx,
  operatorId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await q
    .select({ secret: platformOperators.totpSecret })
    .from(platformOperators)
    .where(eq(platformOperators.id, operatorId));
  if (!row?.secret) return false;
  const step = matchingStep(row.secret, code, now);
  if (step !== null) {
    const accepted = await q
      .update(platformOperators)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(platformOperators.id, operatorId),
          isNotNull(platformOperators.totpSecret),
          or(isNull(platformOperators.totpLastStep), lt(platformOperators.totpLastStep, step)),
        ),
      )
      .returning({ id: platformOperators.id });
    return accepted.length > 0;
  }
  if (normalRecovery(code).length !== 10) return false;
  const hash = recoveryHashOf(code);
  const used = await q
    .update(platformOperators)
    .set({ recoveryCodeHashes: sql`array_remove(${platformOperators.recoveryCodeHashes}, ${hash})` })
    .where(
      and(eq(platformOperators.id, operatorId), sql`${hash} = any(${platformOperators.recoveryCodeHashes})`),
    )
    .returning({ id: platformOperators.id });
  return used.length > 0;
}

/** Turns the factor off, once a code of it (or a recovery code) is given (422 on `code` otherwise). */
export async function disableSecondFactor(
  tx: Tx,
  operatorId: number,
  code: string,
  now = Date.now(),
): Promise<void> {
  if (!(await spendSecondFactorCode(tx, operatorId, code, now))) {
    throw ruleError("console.codeWrong", {}, "code");
  }
  await tx
    .update(platformOperators)
    .set({ totpSecret: null, totpLastStep: null, recoveryCodeHashes: [] })
    .where(eq(platformOperators.id, operatorId));
}

/** The command line's way back in for an operator who lost the app and the codes: the factor goes. */
export async function resetSecondFactor(tx: Tx, email: string): Promise<boolean> {
  const reset = await tx
    .update(platformOperators)
    .set({ totpSecret: null, totpLastStep: null, recoveryCodeHashes: [] })
    .where(and(eq(platformOperators.email, email), isNotNull(platformOperators.totpSecret)))
    .returning({ id: platformOperators.id });
  return reset.length > 0;
}
