// The business rules of accounts (spec §4, §5, §6; DESIGN.md §4). Handlers in ./routes.ts parse
// the input and call these; every write runs in one transaction on the request's site.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  birthdateSchema,
  type Profile,
  type passwordChangeBodySchema,
  type profileBodySchema,
  type registerBodySchema,
} from "../../../../schemas/account";
import { type ParameterValues, readParameters } from "../../../../schemas/parameters";
import { birthdateErrorOf, todayInFrance } from "../../../runtime/account/age";
import { parsePhone, phoneErrorOf } from "../../../runtime/account/phone";
import type { MessageKey } from "../../../runtime/messages/translate";
import { type Database, type Tx, withSite } from "../../db/client";
import {
  newsletterLists,
  newsletterSubscriptions,
  parameters,
  passwordResetTokens,
  sessions,
  users,
} from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { hashPassword, needsRehash, passwordRuleErrorOf, verifyPassword } from "./password";
import { erasePerson, personalDataHandlers } from "./personal-data";
import { createSession, hashToken } from "./session";

/** docs/decisions/017 (ASVS 7.1.2): at most this many open sessions per user; the oldest go first. */
export const MAX_SESSIONS_PER_USER = 10;
/** Reset links live one hour (issue 5). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type FieldErrors = Record<string, MessageKey[]>;

const registrationKeys = [
  "BLOCK_MINORS_FROM_REGISTERING",
  "ASK_BIRTHDATE_AT_REGISTER",
  "ALLOW_ONLY_MOBILE_PHONE",
  "ENABLE_NEWSLETTER",
  "COMPANY_NAME",
] as const;

/** The site settings the account rules read (spec §3 Registration, Features). */
export async function accountSettingsOf(tx: Tx, idSite: number): Promise<ParameterValues> {
  const rows = await tx
    .select({ type: parameters.type, value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.siteId, idSite), inArray(parameters.type, [...registrationKeys])));
  return readParameters(rows).values;
}

function addError(errors: FieldErrors, field: string, key: MessageKey) {
  errors[field] = [...(errors[field] ?? []), key];
}

function fail422(errors: FieldErrors): never {
  throw new ApiError(422, "error.badRequest", {}, { errors });
}

/**
 * The rules that depend on the site's settings (spec §3 Registration, §5): birthdate asked or
 * required, minors blocked, mobile phones only. Returns the phone in E.164.
 */
function checkPersonRules(
  input: { phone?: string | undefined; birthdate?: string | undefined },
  settings: ParameterValues,
  errors: FieldErrors,
  now: Date,
): { phone: string | null; birthdate: string | null } {
  let phone: string | null = null;
  if (input.phone) {
    const error = phoneErrorOf(input.phone, settings.ALLOW_ONLY_MOBILE_PHONE === true);
    if (error) addError(errors, "phone", error);
    else {
      const parsed = parsePhone(input.phone);
      phone = parsed.ok ? parsed.e164 : null;
    }
  }
  const blockMinors = settings.BLOCK_MINORS_FROM_REGISTERING === true;
  // a minor cannot be refused without the birthdate: blocking minors asks for it too
  const birthdateRequired = blockMinors || settings.ASK_BIRTHDATE_AT_REGISTER === true;
  if (!input.birthdate) {
    if (birthdateRequired) addError(errors, "birthdate", "account.birthdateRequired");
  } else {
    const error = birthdateErrorOf(input.birthdate, todayInFrance(now), blockMinors);
    if (error) addError(errors, "birthdate", error);
  }
  return { phone, birthdate: input.birthdate ?? null };
}

/**
 * The site's rules on the phone and birthdate of a body that failed its schema elsewhere, so that a
 * form shows every error at once (the terms box unticked and a minor's birthdate, for instance).
 */
export async function personRuleErrors(
  db: Database,
  idSite: number,
  raw: unknown,
  now = new Date(),
): Promise<FieldErrors> {
  const body = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const phone = typeof body.phone === "string" && body.phone.trim() ? body.phone : undefined;
  const birthdateGiven = typeof body.birthdate === "string" && body.birthdate.trim() !== "";
  const birthdate = birthdateGiven ? birthdateSchema.safeParse(body.birthdate) : null;
  return withSite(db, idSite, async (tx) => {
    const settings = await accountSettingsOf(tx, idSite);
    const errors: FieldErrors = {};
    checkPersonRules(
      { phone, birthdate: birthdate?.success ? birthdate.data : undefined },
      settings,
      errors,
      now,
    );
    // a malformed birthdate is already reported by the schema
    if (birthdateGiven && !birthdate?.success) delete errors.birthdate;
    return errors;
  });
}

export async function emailTaken(tx: Tx, idSite: number, email: string, exceptUserId?: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, idSite),
        eq(users.email, email),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return Boolean(row);
}

async function defaultListIds(tx: Tx, idSite: number): Promise<number[]> {
  const rows = await tx
    .select({ id: newsletterLists.id })
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, idSite), eq(newsletterLists.isDefault, true)));
  return rows.map((r) => r.id);
}

export interface OpenedSession {
  token: string;
  user: { id: number; email: string; role: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN"; firstname: string | null };
}

/** A login whose password was right and whose second factor is owed (decision 132). */
export interface LoginChallenge {
  challenge: string;
}

/** Opens a session and keeps at most MAX_SESSIONS_PER_USER, dropping expired and oldest ones. */
export async function openSession(tx: Tx, idSite: number, userId: number, now: Date): Promise<string> {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.siteId, idSite), eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  const token = await createSession(tx, idSite, userId, now);
  const open = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.siteId, idSite), eq(sessions.userId, userId)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  const extra = open.slice(MAX_SESSIONS_PER_USER).map((s) => s.id);
  if (extra.length) await tx.delete(sessions).where(inArray(sessions.id, extra));
  return token;
}

// ---- registration and login ----------------------------------------------------------------

export async function register(
  db: Database,
  idSite: number,
  body: z.output<typeof registerBodySchema>,
  now = new Date(),
): Promise<OpenedSession> {
  // every rule first: the costly hash is only computed for a registration that can succeed
  const { person, newsletter } = await withSite(db, idSite, async (tx) => {
    const settings = await accountSettingsOf(tx, idSite);
    const errors: FieldErrors = {};
    const person = checkPersonRules(body, settings, errors, now);
    const passwordError = passwordRuleErrorOf(body.password, body.email);
    if (passwordError) addError(errors, "password", passwordError);
    if (Object.keys(errors).length) fail422(errors);
    if (await emailTaken(tx, idSite, body.email)) throw emailTakenError();
    return { person, newsletter: settings.ENABLE_NEWSLETTER === true };
  });
  const hash = await hashPassword(body.password);
  return withSite(db, idSite, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        siteId: idSite,
        email: body.email,
        passwordHash: hash,
        role: "CUSTOMER",
        firstname: body.firstname,
        lastname: body.lastname,
        phone: person.phone,
        birthdate: person.birthdate,
        termsAcceptedAt: now,
        passwordChangedAt: now,
      })
      // two registrations of one address racing: the unique index decides, the loser gets a 409
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, role: users.role, firstname: users.firstname });
    if (!user) throw emailTakenError();
    if (body.newsletter && newsletter) {
      const lists = await defaultListIds(tx, idSite);
      if (lists.length) {
        await tx
          .insert(newsletterSubscriptions)
          .values(lists.map((listId) => ({ siteId: idSite, listId, email: body.email })))
          .onConflictDoNothing();
      }
    }
    const token = await openSession(tx, idSite, user.id, now);
    return { token, user };
  });
}

const emailTakenError = () =>
  new ApiError(409, "account.emailTaken", {}, { errors: { email: ["account.emailTaken"] } });

/**
 * Checks the credentials and opens a new session (ASVS 7.2.4: a new token at each login; the
 * session the request came with, if any, is ended). An unknown e-mail costs the same hashing time
 * as a wrong password, and both get the same answer (ASVS 6.3.8).
 */
/**
 * Checks the credentials and opens a session; for an account with a second factor, opens only a
 * pending one (the challenge of POST /login/code, five minutes) and forgets the user's earlier
 * pending ones: the latest password's challenge is the one that counts.
 */
export async function login(
  db: Database,
  idSite: number,
  credentials: { email: string; password: string },
  previousSessionId: number | null,
  now = new Date(),
): Promise<OpenedSession | LoginChallenge> {
  const [found] = await withSite(db, idSite, (tx) =>
    tx
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        firstname: users.firstname,
        passwordHash: users.passwordHash,
        secondFactor: sql<boolean>`${users.totpSecret} is not null`,
      })
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.email, credentials.email))),
  );
  const valid = await verifyPassword(credentials.password, found?.passwordHash);
  if (!found || !valid) throw new ApiError(401, "account.loginFailed");
  const rehash = needsRehash(found.passwordHash) ? await hashPassword(credentials.password) : null;
  return withSite(db, idSite, async (tx) => {
    if (rehash) await tx.update(users).set({ passwordHash: rehash }).where(eq(users.id, found.id));
    if (found.secondFactor) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, found.id), eq(sessions.secondFactorPending, true)));
      return { challenge: await createSession(tx, idSite, found.id, now, true) };
    }
    if (previousSessionId) {
      await tx.delete(sessions).where(and(eq(sessions.siteId, idSite), eq(sessions.id, previousSessionId)));
    }
    const token = await openSession(tx, idSite, found.id, now);
    const { passwordHash: _hash, secondFactor: _factor, ...user } = found;
    return { token, user };
  });
}

export async function logout(db: Database, idSite: number, sessionId: number): Promise<void> {
  await withSite(db, idSite, (tx) =>
    tx.delete(sessions).where(and(eq(sessions.siteId, idSite), eq(sessions.id, sessionId))),
  );
}

export async function loggedUser(db: Database, idSite: number, userId: number) {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select({ id: users.id, email: users.email, role: users.role, firstname: users.firstname })
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.id, userId))),
  );
  return row ?? null;
}

// ---- password reset --------------------------------------------------------------------------

export interface ResetRequest {
  token: string;
  user: { id: number; email: string; firstname: string | null };
}

/**
 * Issues a reset token when the e-mail has an account, else does nothing: the caller answers the
 * same either way (issue 5). Earlier unused tokens of the user stop working: only the latest link does.
 */
export async function askPasswordReset(
  db: Database,
  idSite: number,
  email: string,
  now = new Date(),
): Promise<ResetRequest | null> {
  return withSite(db, idSite, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.email, email)));
    if (!user) return null;
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.siteId, idSite), eq(passwordResetTokens.userId, user.id)));
    const token = await issueResetToken(tx, idSite, user.id, new Date(now.getTime() + RESET_TOKEN_TTL_MS));
    return { token, user };
  });
}

/**
 * A new single-use link for a user of the transaction's site, until `expiresAt`: a reset link, or
 * a new site owner's invitation (issue 19 §2). The token is shown once; its hash is stored.
 */
export async function issueResetToken(
  tx: Tx,
  idSite: number,
  userId: number,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .insert(passwordResetTokens)
    .values({ siteId: idSite, userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/**
 * Sets a new password from a reset token: the token must be of this site, unused and less than an
 * hour old; it is used up, and every session of the user is ended (DESIGN.md §4).
 */
export async function resetPassword(
  db: Database,
  idSite: number,
  input: { token: string; password: string },
  now = new Date(),
): Promise<{ id: number; email: string; firstname: string | null }> {
  const hash = await hashPassword(input.password);
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .select({
        tokenId: passwordResetTokens.id,
        id: users.id,
        email: users.email,
        firstname: users.firstname,
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.siteId, idSite),
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    if (!row) fail422({ token: ["account.resetTokenInvalid"] });
    const passwordError = passwordRuleErrorOf(input.password, row.email);
    if (passwordError) fail422({ password: [passwordError] });
    // single use: the update only succeeds once, even for two requests racing with the same token
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!used.length) fail422({ token: ["account.resetTokenInvalid"] });
    await tx
      .update(users)
      .set({ passwordHash: hash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, row.id));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, row.id), ne(passwordResetTokens.id, row.tokenId)));
    await tx.delete(sessions).where(and(eq(sessions.siteId, idSite), eq(sessions.userId, row.id)));
    return { id: row.id, email: row.email, firstname: row.firstname };
  });
}

// ---- profile, password, deletion -------------------------------------------------------------

const profileColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  firstname: users.firstname,
  lastname: users.lastname,
  birthdate: users.birthdate,
  role: users.role,
};

export async function profileOf(db: Database, idSite: number, userId: number): Promise<Profile> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select(profileColumns)
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.id, userId))),
  );
  if (!row) throw new ApiError(401, "error.unauthorized");
  return row;
}

async function passwordHashOf(tx: Tx, idSite: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.siteId, idSite), eq(users.id, userId)));
  return row?.hash ?? null;
}

export interface ProfileUpdate {
  profile: Profile;
  /** The former address, when the e-mail changed: it is told so by mail (ASVS 6.3.7). */
  previousEmail: string | null;
}

export async function updateProfile(
  db: Database,
  idSite: number,
  userId: number,
  body: z.output<typeof profileBodySchema>,
  now = new Date(),
): Promise<ProfileUpdate> {
  return withSite(db, idSite, async (tx) => {
    const [current] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.id, userId)));
    if (!current) throw new ApiError(401, "error.unauthorized");
    const settings = await accountSettingsOf(tx, idSite);
    const errors: FieldErrors = {};
    const person = checkPersonRules(body, settings, errors, now);
    const emailChanges = body.email !== current.email;
    if (emailChanges) {
      // ASVS 7.5.1: the e-mail is how an account is recovered; changing it needs the password
      if (!body.currentPassword) addError(errors, "currentPassword", "account.currentPasswordRequired");
      else if (!(await verifyPassword(body.currentPassword, current.passwordHash))) {
        addError(errors, "currentPassword", "account.currentPasswordWrong");
      }
    }
    if (Object.keys(errors).length) fail422(errors);
    if (emailChanges && (await emailTaken(tx, idSite, body.email, userId))) throw emailTakenError();
    const [profile] = await tx
      .update(users)
      .set({
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        phone: person.phone,
        birthdate: person.birthdate,
        updatedAt: now,
      })
      .where(and(eq(users.siteId, idSite), eq(users.id, userId)))
      .returning(profileColumns);
    if (!profile) throw new Error("profile was not updated");
    if (emailChanges) {
      // the subscriptions follow the address; one the new address already had is kept once
      await tx.execute(sql`
        delete from newsletter_subscriptions old using newsletter_subscriptions dup
        where old.site_id = ${idSite} and old.email = ${current.email}
          and dup.site_id = old.site_id and dup.list_id = old.list_id and dup.email = ${body.email}`);
      await tx
        .update(newsletterSubscriptions)
        .set({ email: body.email })
        .where(
          and(eq(newsletterSubscriptions.siteId, idSite), eq(newsletterSubscriptions.email, current.email)),
        );
    }
    return { profile, previousEmail: emailChanges ? current.email : null };
  });
}

/** Re-authentication (ASVS 6.2.3): a 422 on `field` unless `password` is the user's. */
export async function verifyCurrentPassword(
  db: Database,
  idSite: number,
  userId: number,
  password: string,
  field: string,
): Promise<void> {
  const stored = await withSite(db, idSite, (tx) => passwordHashOf(tx, idSite, userId));
  if (!(await verifyPassword(password, stored))) fail422({ [field]: ["account.currentPasswordWrong"] });
}

/** ASVS 6.2.3: the current password and the new one; the other sessions end (DESIGN.md §4). */
export async function changePassword(
  db: Database,
  idSite: number,
  user: { id: number; email: string; sessionId: number },
  body: z.output<typeof passwordChangeBodySchema>,
  now = new Date(),
): Promise<void> {
  await verifyCurrentPassword(db, idSite, user.id, body.currentPassword, "currentPassword");
  const passwordError = passwordRuleErrorOf(body.newPassword, user.email);
  if (passwordError) fail422({ newPassword: [passwordError] });
  const hash = await hashPassword(body.newPassword);
  await withSite(db, idSite, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: hash, passwordChangedAt: now, updatedAt: now })
      .where(and(eq(users.siteId, idSite), eq(users.id, user.id)));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.siteId, idSite), eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.siteId, idSite), eq(passwordResetTokens.userId, user.id)));
  });
}

/**
 * Deletes the account after checking the password: every module's personal data is erased (or
 * anonymized) and the user row goes, all in one transaction (GDPR art. 17; docs/decisions/015).
 */
export async function deleteAccount(
  db: Database,
  idSite: number,
  user: { id: number },
  password: string,
): Promise<{ email: string; firstname: string | null }> {
  await verifyCurrentPassword(db, idSite, user.id, password, "password");
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.id, user.id)));
    if (!row) throw new ApiError(401, "error.unauthorized");
    await erasePerson(tx, idSite, row, "account.ordersInProgress");
    return { email: row.email, firstname: row.firstname };
  });
}

/** Everything the platform holds about the user, as JSON (GDPR art. 20). */
export async function exportAccount(
  db: Database,
  idSite: number,
  siteName: string,
  userId: number,
  now = new Date(),
) {
  return withSite(db, idSite, async (tx) => {
    const [user] = await tx
      .select({
        ...profileColumns,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        termsAcceptedAt: users.termsAcceptedAt,
        passwordChangedAt: users.passwordChangedAt,
      })
      .from(users)
      .where(and(eq(users.siteId, idSite), eq(users.id, userId)));
    if (!user) throw new ApiError(401, "error.unauthorized");
    const parts: Record<string, unknown> = {};
    for (const handler of personalDataHandlers())
      parts[handler.name] = await handler.export(tx, idSite, user);
    return { exportedAt: now.toISOString(), site: { id: idSite, name: siteName }, user, ...parts };
  });
}

/** A fingerprint of an e-mail for logs and rate-limit keys, so neither holds the address itself. */
export const emailKey = (idSite: number, email: string) =>
  createHash("sha256").update(`${idSite}:${email}`).digest("base64url").slice(0, 22);
