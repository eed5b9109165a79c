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

/** Opens a session for the operator; answers the token, shown once (in the cookie). */
export async function openOperatorSession(
  db: Database,
  operatorId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.owner.insert(operatorSessions).values({
    operatorId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_SECONDS * 1000),
  });
  // the expired sessions of this operator go at each login: the table holds live ones only
  await db.owner
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), lte(operatorSessions.expiresAt, now)));
  return token;
}

/** The live session of a cookie's token, or null (wrong shape, unknown, expired). */
export async function operatorSessionOf(
  db: Database,
  token: string | undefined,
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
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), gt(operatorSessions.expiresAt, new Date())));
  if (!row) return null;
  const { sessionId, ...operator } = row;
  return { operator, sessionId, token };
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
