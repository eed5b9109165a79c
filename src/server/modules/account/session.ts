// Sessions (DESIGN.md §4): opaque random tokens, stored as SHA-256 hashes, 86 400 s of life.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { type Database, type Tx, withSite } from "../../db/client";
import { sessions, users } from "../../db/schema";

/** spec §9: token and idSite cookies live one day; so does the session behind them. */
export const SESSION_TTL_SECONDS = 86_400;

export interface SessionUser {
  id: number;
  email: string;
  role: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN";
  sessionId: number;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A login's second step (decision 132) is taken within five minutes of its password. */
export const LOGIN_CHALLENGE_TTL_SECONDS = 300;

/**
 * Opens a session for a user of the transaction's site; returns the token, shown once. A pending
 * one (the password was right, the second factor is owed) lives five minutes and opens nothing.
 */
export async function createSession(
  tx: Tx,
  idSite: number,
  userId: number,
  now = new Date(),
  pending = false,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const ttl = pending ? LOGIN_CHALLENGE_TTL_SECONDS : SESSION_TTL_SECONDS;
  await tx.insert(sessions).values({
    siteId: idSite,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttl * 1000),
    secondFactorPending: pending,
  });
  return token;
}

/**
 * The user behind a token, on this site only: a token issued on another site finds no row
 * (the query is scoped by site, and row-level security refuses the other site's sessions).
 */
/** The token's live session on the site, with its user and its end; null for any other token. */
export async function sessionForToken(
  db: Database,
  idSite: number,
  tokenHash: string,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.siteId, idSite),
          eq(sessions.tokenHash, tokenHash),
          // a login still owing its second factor is no session
          eq(sessions.secondFactorPending, false),
          gt(sessions.expiresAt, new Date()),
        ),
      ),
  );
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

/** Whether a token has the shape of ours (anything else is no session, without a database read). */
export const isTokenShaped = (token: string) => /^[\w-]{20,100}$/.test(token);

/** Reads the token of a request: the Authorization header (spec §4), else the `token` cookie. */
export function tokenOf(authorization: string | undefined, cookie: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  for (const part of cookie?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === "token") {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}
