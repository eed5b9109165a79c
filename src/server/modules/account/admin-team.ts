// The site's team (issue 19 §6): GET /api/admin/team lists its ADMIN and SUPER_ADMIN accounts and
// the operator's limit; PUT /api/admin/team/{id} gives an account of the site a role. Only a
// SUPER_ADMIN grants or takes roles (an ADMIN cannot raise anyone, itself included), never its
// own (the site would lose its owner), and never past the site's maxAdmins.
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { type Team, teamRoleSchema } from "../../../../schemas/team";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { users } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok, okMessage } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { recordAudit } from "../admin/audit";
import { assertAdminRoom } from "../site/site-limits";

const member = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  role: users.role,
};

export function adminTeamRoutes({ db }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  // the answers name people: no cache keeps them
  for (const path of ["/admin/team", "/admin/team/*"]) {
    r.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }

  r.get("/admin/team", async (c) => {
    requireAdmin(c);
    const site = c.get("site");
    const members = await withSite(db, site.id, (tx) =>
      tx
        .select(member)
        .from(users)
        .where(and(eq(users.siteId, site.id), inArray(users.role, ["ADMIN", "SUPER_ADMIN"])))
        .orderBy(asc(users.id)),
    );
    return ok(c, { members, maxAdmins: site.limits.maxAdmins } satisfies Team);
  });

  r.put("/admin/team/:id", async (c) => {
    const user = requireAdmin(c);
    if (user.role !== "SUPER_ADMIN") throw new ApiError(403, "error.forbidden");
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "team.notFound");
    const { role } = parseInput(teamRoleSchema, await readJson(c), 422);
    if (id.data === user.id) throw new ApiError(422, "team.ownRole");
    const site = c.get("site");
    const saved = await withSite(db, site.id, async (tx) => {
      const [before] = await tx
        .select(member)
        .from(users)
        .where(and(eq(users.siteId, site.id), eq(users.id, id.data)));
      if (!before) throw new ApiError(404, "team.notFound");
      if (before.role === role) return before;
      if (role !== "CUSTOMER") await assertAdminRoom(tx, site.id, site.limits, before.id);
      const [after] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(and(eq(users.siteId, site.id), eq(users.id, before.id)))
        .returning(member);
      await recordAudit(tx, site.id, user, "user.role", `user:${before.id}`, {
        before: { role: before.role },
        after: { role },
      });
      return after ?? before;
    });
    return okMessage(c, saved, "team.roleSaved");
  });
  return r;
}
