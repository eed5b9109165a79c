// The operator console's own forms (issue 19 §1): an operator added by another, and the console's
// login and password change, which take the sites' login and password-change bodies as they are.
import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./account";
import { createSiteSchema } from "./platform";

export {
  loginBodySchema as operatorLoginSchema,
  passwordChangeBodySchema as operatorPasswordSchema,
  secondFactorCodeSchema,
  secondFactorEnableSchema,
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
