// The site's team (issue 19 §6): who administers the site, and the SUPER_ADMIN's call that gives
// or takes the role. The number of ADMIN and SUPER_ADMIN accounts is a limit the operator sets.
import { z } from "zod";
import { emailSchema } from "./account";
import { roles } from "./roles";

export const teamRoleSchema = z.object({ role: z.enum(roles) });

/** The administrator roles a SUPER_ADMIN gives (CUSTOMER takes the role away). */
export const teamAdminRoles = ["ADMIN", "SUPER_ADMIN"] as const;

/**
 * POST /admin/team: invites someone to administer the site. A new address gets an account with a
 * single-use link (7 days) to choose its password; an account of the site (a customer) gets the
 * role and a mail saying so.
 */
export const teamInviteSchema = z.object({
  email: emailSchema,
  role: z.enum(teamAdminRoles).default("ADMIN"),
});
export type TeamInvite = z.input<typeof teamInviteSchema>;

export const teamSchema = z.object({
  members: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      role: z.enum(roles),
      /** Whether the member logs in with a second factor (decision 132). */
      secondFactor: z.boolean(),
    }),
  ),
  /** The operator's limit on ADMIN and SUPER_ADMIN accounts; null: none. */
  maxAdmins: z.number().nullable(),
});
export type Team = z.infer<typeof teamSchema>;
