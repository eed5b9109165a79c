// The site's team (issue 19 §6): GET /api/admin/team lists its ADMIN and SUPER_ADMIN accounts and
// the operator's limit; PUT /api/admin/team/{id} gives an account of the site a role. Only a
// SUPER_ADMIN grants or takes roles (an ADMIN cannot raise anyone, itself included), never its
// own (the site would lose its owner), and never past the site's maxAdmins.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type Team, teamInviteSchema, teamRoleSchema } from "../../../../schemas/team";
import { langOf, translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { users } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError, ruleError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok, okMessage } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { renderMail } from "../../mail/layout";
import { type MailMessage, queueMail } from "../../mail/outbox";
import { recordAudit } from "../admin/audit";
import { createInvitedUser } from "../platform/site-factory";
import { assertAdminRoom } from "../site/site-limits";
import { placeOf, visitorOrigin } from "../site/site-origin";

const member = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  role: users.role,
  secondFactor: sql<boolean>`${users.totpSecret} is not null`,
};

/** The mail of an invitation (a new account: choose a password) or of a role given (log in). */
function teamMail(
  kind: "invitation" | "granted",
  lang: ReturnType<typeof langOf>,
  site: string,
  to: string,
  url: string,
): MailMessage {
  const body = renderMail({
    greeting: translate(lang, "mail.greeting", { name: "" }).replace(" ,", ","),
    paragraphs: [translate(lang, `team.${kind}.body`, { site })],
    action: { label: translate(lang, `team.${kind}.action`), url },
    signature: site,
  });
  return { kind: `team.${kind}`, to, subject: translate(lang, `team.${kind}.subject`, { site }), ...body };
}

export function adminTeamRoutes({ db, mailer }: ApiDeps) {
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

  // a SUPER_ADMIN invites someone by e-mail, within the site's maxAdmins
  r.post("/admin/team", async (c) => {
    const user = requireAdmin(c);
    if (user.role !== "SUPER_ADMIN") throw new ApiError(403, "error.forbidden");
    const { email, role } = parseInput(teamInviteSchema, await readJson(c), 422);
    const site = c.get("site");
    const lang = langOf(site.defaultLang);
    const origin = visitorOrigin(site, placeOf(c.req));
    const answer = await withSite(db, site.id, async (tx) => {
      const [known] = await tx
        .select(member)
        .from(users)
        .where(and(eq(users.siteId, site.id), eq(users.email, email)));
      if (known && known.role !== "CUSTOMER") throw ruleError("team.alreadyMember", { email }, "email", 409);
      await assertAdminRoom(tx, site.id, site.limits);
      if (known) {
        const [after] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(and(eq(users.siteId, site.id), eq(users.id, known.id)))
          .returning(member);
        await recordAudit(tx, site.id, user, "user.role", `user:${known.id}`, {
          before: { role: known.role },
          after: { role },
        });
        await queueMail(tx, site.id, teamMail("granted", lang, site.name, email, `${origin}/admin`));
        return { member: after ?? known, message: "team.granted" as const };
      }
      const invited = await createInvitedUser(tx, site.id, email, role, new Date());
      await recordAudit(tx, site.id, user, "user.invite", `user:${invited.id}`, { email, role });
      await queueMail(
        tx,
        site.id,
        teamMail(
          "invitation",
          lang,
          site.name,
          email,
          `${origin}/password/reset/${invited.token}?invitation=1`,
        ),
      );
      const [created] = await tx.select(member).from(users).where(eq(users.id, invited.id));
      if (!created) throw new Error("the invited member vanished");
      return { member: created, message: "team.invited" as const };
    });
    mailer.nudge();
    return ok(c, answer.member, 201, translate(lang, answer.message, { email }));
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
