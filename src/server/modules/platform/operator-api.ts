// The operator API (issue 19 §1), under /api on the platform's own host: every operator action in
// JSON (the envelope of DESIGN.md §4), for the command line. Its only key is the command line's
// hand-over token, compared in constant time: an operator's browser uses the screens, and a
// site's session token is worth nothing here.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  addDomainSchema,
  addOperatorSchema,
  createSiteSchema,
  deleteSiteSchema,
  hostSchema,
  resetSecondFactorSchema,
  siteLimitsSchema,
  suspendSiteSchema,
} from "../../../../schemas/platform";
import { langOf, translate } from "../../../runtime/messages/translate";
import { platformOperators } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { fail, ok } from "../../http/envelope";
import { answerError } from "../../http/error-answer";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { resetSecondFactor } from "../../security/second-factor";
import { deleteSite, exportSite, importSite } from "./archive";
import type { Actor, PlatformDeps } from "./deps";
import { upsertOperator } from "./operators";
import {
  addDomain,
  getSite,
  listAudit,
  listSites,
  platformActions,
  recordPlatformAction,
  removeDomain,
  resetStaffSecondFactor,
  resumeSite,
  setBuilding,
  setCanonical,
  setLimits,
  suspendSite,
} from "./platform-service";
import { createSite } from "./site-factory";

/** The header that names who runs the command line ("root@host"), for the audit log. */
export const CLI_USER_HEADER = "X-Cli-User";

/** The largest site archive the API takes (media included). */
const ARCHIVE_BODY_LIMIT = 2 * 1024 * 1024 * 1024 - 1;

const cliUserSchema = z
  .string()
  .trim()
  .regex(/^[\w.@+-]{1,80}$/)
  .catch("cli");

const auditQuerySchema = z.object({
  siteId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

const importQuerySchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  dev: z.array(hostSchema).max(20).default([]),
  prod: z.array(hostSchema).max(20).default([]),
});

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when `presented` is the token; compares digests of equal length, in constant time. */
export function isOperatorToken(presented: string | null | undefined, token: string | undefined): boolean {
  if (!token || !presented) return false;
  return timingSafeEqual(digest(presented), digest(token));
}

export function operatorApi(deps: PlatformDeps) {
  const api = new Hono<ApiEnv>();

  api.use(async (c, next) => {
    c.set("requestId", c.req.header("x-request-id") ?? randomUUID());
    c.set("log", deps.log.child({ requestId: c.get("requestId"), operatorApi: true }));
    c.set("lang", langOf(c.req.header("userLang")));
    await next();
  });

  api.use(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!isOperatorToken(presented, deps.operatorApiToken)) {
      throw new ApiError(401, "platform.tokenRequired");
    }
    await next();
  });

  const actorOf = (c: { req: { header(name: string): string | undefined } }): Actor => ({
    kind: "cli",
    name: cliUserSchema.parse(c.req.header(CLI_USER_HEADER) ?? "cli"),
  });
  const idOf = (value: string) => parseInput(idParam, value);
  /** An optional JSON body: none at all reads as {}. */
  const bodyOf = async (c: Parameters<typeof readJson>[0]) =>
    c.req.header("content-length") === "0" || !c.req.header("content-type") ? {} : readJson(c);

  api.get("/site", async (c) => ok(c, await listSites(deps)));

  api.post("/site", async (c) => {
    const body = parseInput(createSiteSchema, await readJson(c), 422);
    return ok(c, await createSite(deps, actorOf(c), body), 201);
  });

  api.post(
    "/site/import",
    bodyLimit({
      maxSize: ARCHIVE_BODY_LIMIT,
      onError: (c) => fail(c, 413, translate(c.get("lang"), "error.payloadTooLarge")),
    }),
    async (c) => {
      const query = parseInput(importQuerySchema, {
        name: c.req.query("name"),
        dev: c.req.queries("dev") ?? [],
        prod: c.req.queries("prod") ?? [],
      });
      const archive = new Uint8Array(await c.req.arrayBuffer());
      const site = await importSite(deps, actorOf(c), archive, {
        ...(query.name ? { name: query.name } : {}),
        hosts: { dev: query.dev, prod: query.prod },
      });
      return ok(c, site, 201);
    },
  );

  api.get("/site/:id", async (c) => {
    const site = await getSite(deps, idOf(c.req.param("id")));
    if (!site) throw new ApiError(404, "platform.siteNotFound");
    return ok(c, site);
  });

  api.post("/site/:id/suspend", async (c) => {
    const body = parseInput(suspendSiteSchema, await bodyOf(c), 422);
    return ok(c, await suspendSite(deps, actorOf(c), idOf(c.req.param("id")), body.reason));
  });
  api.post("/site/:id/resume", async (c) =>
    ok(c, await resumeSite(deps, actorOf(c), idOf(c.req.param("id")))),
  );
  api.post("/site/:id/open", async (c) =>
    ok(c, await setBuilding(deps, actorOf(c), idOf(c.req.param("id")), false)),
  );
  api.post("/site/:id/close", async (c) =>
    ok(c, await setBuilding(deps, actorOf(c), idOf(c.req.param("id")), true)),
  );

  // a site's staff member who lost the app and the recovery codes (decision 132)
  api.post("/site/:id/user/second-factor/reset", async (c) => {
    const { email } = parseInput(resetSecondFactorSchema, await readJson(c), 422);
    await resetStaffSecondFactor(deps, actorOf(c), idOf(c.req.param("id")), email);
    return ok(c, { email });
  });

  api.put("/site/:id/limits", async (c) => {
    const limits = parseInput(siteLimitsSchema, await readJson(c), 422);
    return ok(c, await setLimits(deps, actorOf(c), idOf(c.req.param("id")), limits));
  });

  api.post("/site/:id/domain", async (c) => {
    const domain = parseInput(addDomainSchema, await readJson(c), 422);
    return ok(c, await addDomain(deps, actorOf(c), idOf(c.req.param("id")), domain), 201);
  });
  api.delete("/site/:id/domain/:host", async (c) =>
    ok(c, await removeDomain(deps, actorOf(c), idOf(c.req.param("id")), c.req.param("host"))),
  );
  api.post("/site/:id/domain/:host/canonical", async (c) =>
    ok(c, await setCanonical(deps, actorOf(c), idOf(c.req.param("id")), c.req.param("host"))),
  );

  api.get("/site/:id/export", async (c) => {
    const id = idOf(c.req.param("id"));
    const archive = await exportSite(deps, actorOf(c), id);
    c.header("Content-Type", "application/zip");
    c.header("Content-Length", String(archive.bytes));
    c.header("Content-Disposition", `attachment; filename="site-${id}.zip"`);
    return c.body(Readable.toWeb(createReadStream(archive.path)) as ReadableStream);
  });

  api.delete("/site/:id", async (c) => {
    const body = parseInput(deleteSiteSchema, await readJson(c), 422);
    return ok(c, await deleteSite(deps, actorOf(c), idOf(c.req.param("id")), body.confirmName));
  });

  api.get("/audit", async (c) => {
    const query = parseInput(auditQuerySchema, c.req.query());
    return ok(c, await listAudit(deps, query));
  });

  api.post("/operator", async (c) => {
    const body = parseInput(addOperatorSchema, await readJson(c), 422);
    const actor = actorOf(c);
    const operator = await upsertOperator(deps.db, body);
    await recordPlatformAction(deps.db.owner, actor, platformActions.operatorUpsert, null, {
      email: operator.email,
    });
    return ok(c, operator, 201);
  });

  // an operator who lost both the app and the recovery codes: its second factor goes (logged)
  api.post("/operator/second-factor/reset", async (c) => {
    const { email } = parseInput(resetSecondFactorSchema, await readJson(c), 422);
    const done = await deps.db.owner.transaction(async (tx) => {
      const [operator] = await tx
        .select({ id: platformOperators.id })
        .from(platformOperators)
        .where(eq(platformOperators.email, email));
      const reset = operator ? await resetSecondFactor(tx, platformOperators, operator.id) : false;
      if (reset)
        await recordPlatformAction(tx, actorOf(c), platformActions.secondFactorReset, null, { email });
      return reset;
    });
    if (!done) throw new ApiError(404, "console.secondFactorNotOn");
    return ok(c, { email });
  });

  api.all("*", (c) => fail(c, 404, translate(c.get("lang"), "error.routeNotFound")));
  api.onError((error, c) => answerError(error, c, deps.log));
  return api;
}
