import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { langOf, translate } from "../runtime/messages/translate";
import type { ApiDeps } from "./api-deps";
import type { ApiEnv } from "./http/api-env";
import { ApiError } from "./http/api-error";
import { rejectControlCharacters } from "./http/control-characters";
import { fail } from "./http/envelope";
import { answerError } from "./http/error-answer";
import { adminTeamRoutes } from "./modules/account/admin-team";
import { customerRoutes } from "./modules/account/customer-routes";
import { accountRoutes } from "./modules/account/routes";
import { hashToken, isTokenShaped, sessionForToken, tokenOf } from "./modules/account/session";
import { adminRoutes } from "./modules/admin/routes";
import { setupRoutes } from "./modules/admin/setup-routes";
import { cartRoutes } from "./modules/cart/routes";
import { adminCatalogueRoutes } from "./modules/catalogue/admin-routes";
import { productRoutes } from "./modules/catalogue/routes";
import { adminBlogRoutes } from "./modules/content/admin-blog-routes";
import { adminElementRoutes } from "./modules/content/admin-element-routes";
import { deskRoutes } from "./modules/content/desk-routes";
import { adminFormRoutes } from "./modules/content/form-admin-routes";
import { inboxRoutes } from "./modules/content/inbox-routes";
import { contentRoutes } from "./modules/content/routes";
import { geoRoutes } from "./modules/geo/routes";
import { adminMediaRoutes, publicMediaRoutes } from "./modules/media/media-routes";
import { adminOrderRoutes } from "./modules/orders/admin-routes";
import { adminDiscountRoutes } from "./modules/orders/discount-routes";
import { orderRoutes, paymentWebhookRoutes } from "./modules/orders/routes";
import { pickupRoutes } from "./modules/pickup/routes";
import { shippingRoutes } from "./modules/shipping/routes";
import { siteRoutes } from "./modules/site/routes";
import { SUSPENDED_RETRY_AFTER_SECONDS } from "./site-gate";
// the shop's and the contact forms' parts of a person's data (GDPR export and erasure, decision 100)
import "./modules/content/content-personal-data";
import "./modules/orders/order-personal-data";

/** The largest body any call accepts (multipart uploads); JSON has its own limit in readJson. */
export const MULTIPART_BODY_LIMIT = 20 * 1024 * 1024;

/** The platform interface of spec §7, mounted at /api (DESIGN.md §4). */
export function createApi(deps: ApiDeps) {
  const api = new Hono<ApiEnv>().basePath("/api");

  api.use(async (c, next) => {
    const requestId = c.req.header("x-request-id") ?? randomUUID();
    const log = deps.log.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("lang", langOf(c.req.header("userLang")));
    const start = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: +(performance.now() - start).toFixed(1),
      },
      "api",
    );
  });

  api.use(
    bodyLimit({
      maxSize: MULTIPART_BODY_LIMIT,
      onError: (c) => fail(c, 413, translate(c.get("lang"), "error.payloadTooLarge")),
    }),
  );

  // issue 11 §6: a control character in the path, the query or a header is a 422, whatever the route
  api.use(rejectControlCharacters);

  // the card provider's notifications name their site in the path, not in a header
  api.route("/", paymentWebhookRoutes(deps));
  // the media library's files name their site in the path: an <img> sends no header
  api.route("/", publicMediaRoutes(deps));

  // spec §7: every call carries the site id; DESIGN.md §4: missing or unknown is a 400.
  api.use(async (c, next) => {
    const header = c.req.header("idSite");
    if (!header || !/^\d{1,9}$/.test(header.trim())) throw new ApiError(400, "error.siteMissing");
    const site = deps.sites.byId(Number(header));
    if (!site) throw new ApiError(400, "error.siteUnknown");
    c.set("site", site);
    // issue 19 §5: a suspended site answers nothing but this, to anyone (its data stays)
    if (site.suspendedAt) {
      c.header("Retry-After", String(SUSPENDED_RETRY_AFTER_SECONDS));
      return fail(c, 503, translate(c.get("lang"), "error.siteSuspended"));
    }
    await next();
  });

  // The session, if any. An unknown, expired or other site's token is no session: the call goes
  // on as anonymous, and the calls that need a user answer 401 (requireUser).
  api.use(async (c, next) => {
    const token = tokenOf(c.req.header("Authorization"), c.req.header("Cookie"));
    const idSite = c.get("site").id;
    const tokenHash = token && isTokenShaped(token) ? hashToken(token) : null;
    c.set(
      "user",
      tokenHash
        ? await deps.sessions.get(idSite, tokenHash, () => sessionForToken(deps.db, idSite, tokenHash))
        : null,
    );
    await next();
  });

  // An owner's write is seen by the owner's next read at once: on success this process drops the
  // site's caches itself (the admin lists are cached too), without waiting for the change feed,
  // which tells the other processes.
  api.use("/admin/*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400) {
      deps.cache.invalidate(c.get("site").id);
      // an owner's write may change a user (a role, an account closed): its sessions too
      deps.sessions.dropSite(c.get("site").id);
    }
  });

  api.route("/", siteRoutes(deps));
  api.route("/", geoRoutes());
  api.route("/", accountRoutes(deps));
  api.route("/", productRoutes(deps));
  api.route("/", cartRoutes(deps));
  api.route("/", shippingRoutes(deps));
  api.route("/", pickupRoutes(deps));
  api.route("/", orderRoutes(deps));
  api.route("/", adminOrderRoutes(deps));
  api.route("/", adminDiscountRoutes(deps));
  api.route("/", customerRoutes(deps));
  api.route("/", adminTeamRoutes(deps));
  api.route("/", adminCatalogueRoutes(deps));
  api.route("/", adminMediaRoutes(deps));
  api.route("/", contentRoutes(deps));
  api.route("/", adminElementRoutes(deps));
  api.route("/", adminFormRoutes(deps));
  api.route("/", inboxRoutes(deps));
  api.route("/", deskRoutes(deps));
  api.route("/", adminRoutes(deps));
  api.route("/", adminBlogRoutes(deps));
  api.route("/", setupRoutes(deps));

  // Mounted in the server (server.ts), the API's notFound is never reached: an unknown /api path
  // would fall through to the storefront's HTML 404. This last route answers the envelope.
  api.all("*", (c) => fail(c, 404, translate(c.get("lang") ?? "fr_FR", "error.routeNotFound")));
  api.notFound((c) => fail(c, 404, translate(c.get("lang") ?? "fr_FR", "error.routeNotFound")));

  api.onError((error, c) => answerError(error, c, deps.log));

  return api;
}

export type Api = ReturnType<typeof createApi>;
