// The operator console's own forms (issue 19 §1): an operator added by another, and the console's
// login and password change, which take the sites' login and password-change bodies as they are.
import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./account";
import { createSiteSchema } from "./platform";

export {
  loginBodySchema as operatorLoginSchema,
  passwordChangeBodySchema as operatorPasswordSchema,
} from "./account";

/** An operator account: e-mail, a new password under the sites' rules, an optional name. */
export const newOperatorSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z
    .string()
    .trim()
    .max(100, { error: "account.nameTooLong" })
    .transform((v) => v || null)
    .nullish(),
});
export type NewOperator = z.input<typeof newOperatorSchema>;

/** A code of the operator's second factor: 6 digits of the app, or a recovery code (decision 131). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(20, { error: "console.codeWrong" }),
});

/** The enrolment form: the secret the screen showed (base32, 160 bits) and the app's first code. */
export const secondFactorEnableSchema = secondFactorCodeSchema.extend({
  secret: z.string().regex(/^[A-Z2-7]{32}$/, { error: "console.formExpired" }),
});

/** The import form (issue 19 §5): the new site's hosts (one at least) and an optional name. */
export const importSiteFormSchema = z
  .object({
    /** Empty: the archive's own name. */
    name: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      createSiteSchema.shape.name.optional(),
    ),
    hosts: createSiteSchema.shape.hosts,
  })
  .refine((form) => form.hosts.dev.length + form.hosts.prod.length > 0, {
    error: "platform.hostRequired",
    path: ["hosts"],
  });
