// The site's team (issue 19 §6): who administers the site, and the SUPER_ADMIN's call that gives
// or takes the role. The number of ADMIN and SUPER_ADMIN accounts is a limit the operator sets.
import { z } from "zod";
import { roles } from "./roles";

export const teamRoleSchema = z.object({ role: z.enum(roles) });

export const teamSchema = z.object({
  members: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      role: z.enum(roles),
    }),
  ),
  /** The operator's limit on ADMIN and SUPER_ADMIN accounts; null: none. */
  maxAdmins: z.number().nullable(),
});
export type Team = z.infer<typeof teamSchema>;
