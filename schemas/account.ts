/**
 * The account calls of spec §7: request bodies and responses. Error messages are keys of the
 * message catalogue (src/runtime/messages): the server translates them into the caller's language
 * and the browser's forms do the same, so both sides show the same per-field text (spec §5).
 * This file imports nothing of ours (DESIGN.md §2).
 */
import { z } from "zod";

import { roles } from "./roles";

export { isAdminRole, type Role, roles } from "./roles";

/** spec §9 decision (docs/decisions/012): at least 12 characters, no composition rule. */
export const PASSWORD_MIN_LENGTH = 12;
/** Long pass phrases are welcome (ASVS 6.2.9 asks for 64); the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * E-mails are stored normalized (trimmed, Unicode NFC, lower-cased), so that "Lea@Example.fr " and
 * "lea@example.fr" are one account (unique per site in the database).
 */
export function normalizeEmail(value: string): string {
  return value.normalize("NFC").trim().toLowerCase();
}

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/u;

export const emailSchema = z
  .string({ error: "validation.required" })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, { error: "validation.required" })
      .max(254, { error: "account.emailInvalid" })
      .regex(emailPattern, { error: "account.emailInvalid" }),
  );

/** A password exactly as typed: never trimmed nor changed (ASVS 6.2.8). */
export const newPasswordSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, { error: "account.passwordTooShort" })
  .max(PASSWORD_MAX_LENGTH, { error: "account.passwordTooLong" });

/** A password to check against the stored hash: any length the new ones may have. */
export const currentPasswordSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(PASSWORD_MAX_LENGTH, { error: "account.passwordTooLong" });

export const nameSchema = z
  .string({ error: "validation.required" })
  .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, { error: "validation.required" })
      .max(100, { error: "account.nameTooLong" })
      // letters, marks, spaces, apostrophes, hyphens and dots: "Anne-Sophie", "O’Neil", "J.-P."
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, { error: "account.nameInvalid" }),
  );

/** Empty strings from HTML forms mean "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** A phone as typed; its format and the mobile-only rule are checked by src/runtime/account/phone. */
export const phoneInputSchema = z.string().trim().max(30, { error: "account.phoneInvalid" });

/** ISO date YYYY-MM-DD (the value of an <input type="date">). */
export const birthdateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "account.birthdateInvalid" })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: "account.birthdateInvalid",
    },
  );

/** A checkbox: JSON true, or the "on"/"true" of an HTML form. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

// ---- requests -------------------------------------------------------------------------------

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  phone: optional(phoneInputSchema),
  birthdate: optional(birthdateSchema),
  // spec §5: the box accepting the terms of use must be ticked
  acceptTerms: checkbox.refine((v) => v, { error: "account.termsRequired" }),
  /** Joins the site's default newsletter lists (unticked unless the visitor ticks it). */
  newsletter: checkbox.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * A code of a second factor (decisions 131 and 132): 6 digits of an authenticator app, or one of
 * the recovery codes ("k7f2-9qxm-3b").
 */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(20, { error: "account.codeWrong" }),
});
export type SecondFactorCodeBody = z.input<typeof secondFactorCodeSchema>;

/** The enrolment: the secret the screen showed (base32, 160 bits) and the app's first code. */
export const secondFactorEnableSchema = secondFactorCodeSchema.extend({
  secret: z.string().regex(/^[A-Z2-7]{32}$/, { error: "account.secondFactorSecretInvalid" }),
});

/** POST /user/second-factor/setup: a new secret, or the QR code of the one the screen showed. */
export const secondFactorSetupBodySchema = z.object({
  secret: secondFactorEnableSchema.shape.secret.optional(),
});

/** A staff member's enrolment also asks for the password (a borrowed session cannot set a factor). */
export const staffSecondFactorEnableSchema = secondFactorEnableSchema.extend({
  password: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(1024),
});
export type StaffSecondFactorEnableBody = z.input<typeof staffSecondFactorEnableSchema>;

/** The login's second step: the challenge the first step answered, and a code. */
export const loginCodeBodySchema = secondFactorCodeSchema.extend({
  challenge: z
    .string({ error: "validation.required" })
    .regex(/^[\w-]{20,100}$/, { error: "account.loginChallengeExpired" }),
});
export type LoginCodeBody = z.input<typeof loginCodeBodySchema>;

export const resetAskBodySchema = z.object({ email: emailSchema });
export type ResetAskBody = z.input<typeof resetAskBodySchema>;

export const resetTokenSchema = z
  .string({ error: "validation.required" })
  .trim()
  .regex(/^[\w-]{20,100}$/, { error: "account.resetTokenInvalid" });

export const resetBodySchema = z.object({ token: resetTokenSchema, password: newPasswordSchema });
export type ResetBody = z.input<typeof resetBodySchema>;

export const profileBodySchema = z.object({
  email: emailSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  phone: optional(phoneInputSchema),
  birthdate: optional(birthdateSchema),
  /** Needed only when the e-mail changes (ASVS 7.5.1: re-authentication before changing it). */
  currentPassword: optional(currentPasswordSchema),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const passwordChangeBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

const listIdsSchema = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100);

export const subscriptionBodySchema = z.object({ lists: listIdsSchema });
export type SubscriptionBody = z.input<typeof subscriptionBodySchema>;

export const newsletterSubscribeBodySchema = z.object({
  email: emailSchema,
  lists: listIdsSchema.optional(),
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

// ---- responses ------------------------------------------------------------------------------

export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(roles),
  firstname: z.string().nullable(),
});
export type SessionUserView = z.infer<typeof sessionUserSchema>;

/** GET /logged (spec §4: two states, logged or not). */
export const loggedSchema = z.object({ logged: z.boolean(), user: sessionUserSchema.nullable() });
export type Logged = z.infer<typeof loggedSchema>;

/** POST /login and POST /register (spec §7: response token, idSite). */
export const loginResultSchema = z.object({
  token: z.string(),
  idSite: z.number(),
  user: sessionUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * POST /login for an account with a second factor (decision 132): the password was right, no
 * session is open yet; POST /login/code with this challenge and the app's code opens it.
 */
export const loginChallengeSchema = z.object({ secondFactor: z.literal(true), challenge: z.string() });
export const loginAnswerSchema = z.union([loginResultSchema, loginChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /user/second-factor: whether it is on, and the recovery codes left. */
export const secondFactorStatusSchema = z.object({ on: z.boolean(), recoveryLeft: z.number() });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /user/second-factor/setup: a new secret, its app link and its QR code (SVG markup). */
export const secondFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** PUT /user/second-factor: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** spec §3 User, profile ('me'). */
export const profileSchema = z.object({
  id: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  birthdate: z.string().nullable(),
  role: z.enum(roles),
});
export type Profile = z.infer<typeof profileSchema>;

export const newsletterListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;

export const subscriptionSchema = z.object({ lists: z.array(z.number()) });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** spec §3 Company address: "a list of types, each with value and id". */
export const addressTypeSchema = z.object({ id: z.number(), value: z.string(), code: z.string() });
export type AddressType = z.infer<typeof addressTypeSchema>;

/** GET /user/export: everything the platform holds about the user (GDPR art. 20). */
export const accountExportSchema = z
  .object({
    exportedAt: z.string(),
    site: z.object({ id: z.number(), name: z.string() }),
    user: z.record(z.string(), z.unknown()),
  })
  .loose();
export type AccountExport = z.infer<typeof accountExportSchema>;
