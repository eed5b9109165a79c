// A site's staff turn on a second factor for their own account (docs/decisions/132): the code of
// an authenticator app after the password at every login, as the operators can (decision 131).
// Only an ADMIN or a SUPER_ADMIN sets it up: the back-office holds the customers' data and the
// orders; a customer's account keeps its password alone.
import { and, eq, gt, ne } from "drizzle-orm";
import type { Context, Hono } from "hono";
import {
  secondFactorCodeSchema,
  secondFactorSetupBodySchema,
  staffSecondFactorEnableSchema,
} from "../../../../schemas/account";
import { translate } from "../../../runtime/messages/translate";
import { type Database, withSite } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { parseInput } from "../../http/validate";
import type { RateLimit } from "../../security/rate-limiter";
import {
  disableSecondFactor,
  enableSecondFactor,
  enrolmentOf,
  newTotpSecret,
  secondFactorOf,
  spendSecondFactorCode,
} from "../../security/second-factor";
import { type OpenedSession, openSession, verifyCurrentPassword } from "./account-service";
import { hashToken } from "./session";

interface StaffFactorKit {
  db: Database;
  limit: (key: string, rule: RateLimit, c: Context<ApiEnv>) => Promise<void>;
  passwordRule: RateLimit;
  /** Tells the member, after the answer's work is done (a stranger's doing is seen at once). */
  tell: (c: Context<ApiEnv>, user: { id: number }, on: boolean) => Promise<void>;
}

/** The live pending login of a challenge: its user, or null (unknown, used or past its five minutes). */
export async function pendingLoginOf(
  db: Database,
  idSite: number,
  challenge: string,
  now = new Date(),
): Promise<{ userId: number; email: string } | null> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select({ userId: users.id, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.siteId, idSite),
          eq(sessions.tokenHash, hashToken(challenge)),
          eq(sessions.secondFactorPending, true),
          gt(sessions.expiresAt, now),
        ),
      ),
  );
  return row ?? null;
}

/**
 * The login's second step: a code of the user's factor (spent: never accepted twice) turns the
 * challenge into a session. A wrong code changes nothing (401 on `code`); a challenge used by
 * another request meanwhile answers as expired.
 */
export async function completeLogin(
  db: Database,
  idSite: number,
  body: { challenge: string; code: string },
  previousSessionId: number | null,
  now = new Date(),
): Promise<OpenedSession> {
  return withSite(db, idSite, async (tx) => {
    const [pending] = await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.siteId, idSite),
          eq(sessions.tokenHash, hashToken(body.challenge)),
          eq(sessions.secondFactorPending, true),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ userId: sessions.userId });
    if (!pending) throw new ApiError(401, "account.loginChallengeExpired");
    if (!(await spendSecondFactorCode(tx, users, pending.userId, body.code, now.getTime()))) {
      throw new ApiError(
        401,
        "account.codeWrong",
        {},
        { errors: { code: [{ key: "account.codeWrong", params: {} }] } },
      );
    }
    if (previousSessionId) {
      await tx.delete(sessions).where(and(eq(sessions.siteId, idSite), eq(sessions.id, previousSessionId)));
    }
    const token = await openSession(tx, idSite, pending.userId, now);
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, pending.userId));
    if (!user) throw new ApiError(401, "account.loginChallengeExpired");
    return { token, user };
  });
}

export function staffSecondFactorRoutes(r: Hono<ApiEnv>, { db, limit, passwordRule, tell }: StaffFactorKit) {
  r.get("/user/second-factor", async (c) => {
    const user = requireAdmin(c);
    const site = c.get("site");
    return ok(c, await withSite(db, site.id, (tx) => secondFactorOf(tx, users, user.id)));
  });

  // a new secret to scan, kept by no one until the app's first code proves it was read (or the
  // QR code of the secret the screen showed, when its form comes back refused)
  r.post("/user/second-factor/setup", async (c) => {
    const user = requireAdmin(c);
    const body = parseInput(secondFactorSetupBodySchema, await readJson(c));
    const secret = body.secret ?? newTotpSecret();
    return ok(c, { secret, ...(await enrolmentOf(secret, user.email, c.get("site").name)) });
  });

  // on: the password again, the secret and the app's first code; the user's other sessions end
  r.put("/user/second-factor", async (c) => {
    const user = requireAdmin(c);
    const site = c.get("site");
    await limit(`password:user:${site.id}:${user.id}`, passwordRule, c);
    const body = parseInput(staffSecondFactorEnableSchema, await readJson(c));
    await verifyCurrentPassword(db, site.id, user.id, body.password, "password");
    const recoveryCodes = await withSite(db, site.id, async (tx) => {
      const codes = await enableSecondFactor(tx, users, user.id, body);
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
      return codes;
    });
    c.get("log").info({ site: site.id, user: user.id }, "second factor on");
    await tell(c, user, true);
    return ok(c, { recoveryCodes }, 200, translate(c.get("lang"), "account.secondFactorEnabled"));
  });

  // off: a code of it (or a recovery code), so that a borrowed session cannot remove it
  r.post("/user/second-factor/off", async (c) => {
    const user = requireAdmin(c);
    const site = c.get("site");
    await limit(`password:user:${site.id}:${user.id}`, passwordRule, c);
    const body = parseInput(secondFactorCodeSchema, await readJson(c));
    await withSite(db, site.id, (tx) => disableSecondFactor(tx, users, user.id, body.code));
    c.get("log").info({ site: site.id, user: user.id }, "second factor off");
    await tell(c, user, false);
    return ok(c, null, 200, translate(c.get("lang"), "account.secondFactorDisabled"));
  });
}
