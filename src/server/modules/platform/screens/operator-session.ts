// The operator's sessions on the platform host (issue 19 §1): opaque random tokens stored as their
// SHA-256 (the sites' token helpers), 12 hours of life, in operator_sessions (no site, owner role).
// The console's CSRF token is derived from the session's secret token: per session, never stored,
// unknowable without the HttpOnly cookie.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { operatorSessions, platformOperators } from "../../../db/schema";
import { hashToken, isTokenShaped } from "../../account/session";
import type { Operator } from "../operators";

/** Issue 19 brief: an operator's session lasts 12 hours. */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 3600;

export interface OperatorSession {
  operator: Operator;
  sessionId: number;
  /** The cookie's token: the CSRF token and the flash messages are keyed on it. */
  token: string;
}

/** A login whose password was right waits this long for its second factor's code. */
export const PENDING_LOGIN_TTL_SECONDS = 5 * 60;

/**
 * Opens a session for the operator; answers the token, shown once (in the cookie). A pending one
 * (the password was right, the second factor's code is still owed) opens nothing of the console.
 */
export async function openOperatorSession(
  db: Database,
  operatorId: number,
  now = new Date(),
  pending = false,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const ttl = pending ? PENDING_LOGIN_TTL_SECONDS : OPERATOR_SESSION_TTL_SECONDS;
  await db.owner.insert(operatorSessions).values({
    operatorId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl * 1000),
    secondFactorPending: pending,
  });
  // the expired sessions of this operator go at each login: the table holds live ones only
  await db.owner
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), lte(operatorSessions.expiresAt, now)));
  return token;
}

/** The live session of a cookie's token, or null (wrong shape, unknown, expired, code owed). */
export async function operatorSessionOf(
  db: Database,
  token: string | undefined,
  pending = false,
): Promise<OperatorSession | null> {
  if (!token || !isTokenShaped(token)) return null;
  const [row] = await db.owner
    .select({
      sessionId: operatorSessions.id,
      id: platformOperators.id,
      email: platformOperators.email,
      name: platformOperators.name,
    })
    .from(operatorSessions)
    .innerJoin(platformOperators, eq(platformOperators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        gt(operatorSessions.expiresAt, new Date()),
        eq(operatorSessions.secondFactorPending, pending),
      ),
    );
  if (!row) return null;
  const { sessionId, ...operator } = row;
  return { operator, sessionId, token };
}

/** The login of a cookie's token still waiting for its second factor's code, or null. */
export function pendingLoginOf(db: Database, token: string | undefined): Promise<OperatorSession | null> {
  return operatorSessionOf(db, token, true);
}

export async function closeOperatorSession(db: Database, sessionId: number): Promise<void> {
  await db.owner.delete(operatorSessions).where(eq(operatorSessions.id, sessionId));
}

/** A value bound to a secret (a session's or a login form's token): HMAC-SHA256, base64url. */
export function keyedDigest(secret: string, purpose: string, value = ""): string {
  return createHmac("sha256", secret).update(`${purpose}\u0000${value}`).digest("base64url");
}

/** Constant-time comparison of two strings of ours (a CSRF token, a flash signature). */
export function sameDigest(a: string | undefined, b: string): boolean {
  if (typeof a !== "string") return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
