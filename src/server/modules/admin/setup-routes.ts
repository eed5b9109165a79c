// The owner's set-up checklist and the opening of the site (issue 19 §3): admins of this site only.
import { Hono } from "hono";
import { setupStepParamSchema } from "../../../../schemas/setup";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok } from "../../http/envelope";
import { markSetupStep, openSite, setupStateOf } from "./setup-service";

export function setupRoutes(deps: ApiDeps) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();

  r.get("/admin/setup", async (c) => {
    requireAdmin(c);
    c.header("Cache-Control", "no-store");
    return ok(c, await setupStateOf(db, c.get("site")));
  });

  r.put("/admin/setup/:step", async (c) => {
    requireAdmin(c);
    const step = setupStepParamSchema.safeParse(c.req.param("step"));
    if (!step.success) throw new ApiError(404, "setup.stepUnknown");
    const state = await markSetupStep(db, c.get("site"), step.data);
    return ok(c, state, 200, translate(c.get("lang"), "setup.marked"));
  });

  // opening the site to visitors is the owner's decision: its SUPER_ADMIN (the invited owner)
  r.post("/admin/site/open", async (c) => {
    const user = requireAdmin(c);
    if (user.role !== "SUPER_ADMIN") throw new ApiError(403, "setup.superAdminOnly");
    const site = c.get("site");
    const state = await openSite(db, site, user);
    // this process sees the opened site at once; the change feed tells the others
    await deps.sites.reload();
    deps.cache.invalidate(site.id);
    return ok(c, state, 200, translate(c.get("lang"), "setup.opened", { name: site.name }));
  });
  return r;
}
