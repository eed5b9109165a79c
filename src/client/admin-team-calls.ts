// The site's team calls (issue 19 §6): who administers the site, invitations, roles. Apart from
// createApiClient, so that their schemas load with the team screen only.
import type { z } from "zod";
import { type TeamInvite, teamSchema } from "../../schemas/team";
import { type ApiClientOptions, createCaller } from "./api-client";

const memberSchema = teamSchema.shape.members.element;

export function createAdminTeamClient(options: ApiClientOptions) {
  const { call, callFull } = createCaller(options);
  return {
    load: () => call("GET", "/admin/team", teamSchema),
    /** 201 with the member and the message to show; 409 already a member, 422 past maxAdmins (SUPER_ADMIN only). */
    invite: (body: TeamInvite) => callFull("POST", "/admin/team", memberSchema, { body }),
    /** CUSTOMER takes the administration away; never one's own role (422). */
    setRole: (id: number, role: z.infer<typeof memberSchema>["role"]) =>
      callFull("PUT", `/admin/team/${id}`, memberSchema, { body: { role } }),
  };
}
