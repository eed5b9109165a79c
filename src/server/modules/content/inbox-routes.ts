// The inbox (issue 14 §5): /api/admin/inbox lists what visitors sent, /api/admin/inbox/{kind}/{id}
// reads one, marks it (read, archived) and answers it by mail, rate-limited.
import { Hono } from "hono";
import {
  inboxKindParam,
  inboxMarkSchema,
  inboxQuerySchema,
  inboxReplySchema,
} from "../../../../schemas/form-admin";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { readJson } from "../../http/read-body";
import { parseInput } from "../../http/validate";
import { RateLimiter } from "../../security/rate-limiter";
import { idOf, personal } from "./form-admin-routes";
import { inboxDetail, listInbox, markInboxItem } from "./inbox";
import { INBOX_REPLY_LIMIT, replyToInboxItem } from "./inbox-reply";

const kindOf = (raw: string | undefined) => {
  const kind = inboxKindParam.safeParse(raw);
  if (!kind.success) throw new ApiError(404, "inbox.notFound");
  return kind.data;
};

export function inboxRoutes({ db, mailer }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  // one limiter for the process, its windows in PostgreSQL: shared with every other process
  const limiter = new RateLimiter(db);

  r.get("/admin/inbox", async (c) => {
    requireAdmin(c);
    const query = parseInput(inboxQuerySchema, c.req.query());
    return personal(c, await listInbox(db, c.get("site").id, query));
  });

  r.get("/admin/inbox/:kind/:id", async (c) => {
    requireAdmin(c);
    const kind = kindOf(c.req.param("kind"));
    return personal(
      c,
      await inboxDetail(db, c.get("site").id, kind, idOf(c.req.param("id"), "inbox.notFound")),
    );
  });

  /** { read?, archived? }: opening an item sends { read: true }. */
  r.put("/admin/inbox/:kind/:id", async (c) => {
    const user = requireAdmin(c);
    const kind = kindOf(c.req.param("kind"));
    const id = idOf(c.req.param("id"), "inbox.notFound");
    const marks = parseInput(inboxMarkSchema, await readJson(c), 422);
    const item = await markInboxItem(db, c.get("site").id, kind, id, user, marks);
    return personal(c, item, 200, translate(c.get("lang"), "inbox.saved"));
  });

  r.post("/admin/inbox/:kind/:id/reply", async (c) => {
    const user = requireAdmin(c);
    const idSite = c.get("site").id;
    const kind = kindOf(c.req.param("kind"));
    const id = idOf(c.req.param("id"), "inbox.notFound");
    const reply = parseInput(inboxReplySchema, await readJson(c), 422);
    const decision = await limiter.hit(`inbox-reply:${idSite}:${user.id}`, INBOX_REPLY_LIMIT);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfter));
      throw new ApiError(429, "error.rateLimited");
    }
    const { item, email } = await replyToInboxItem(db, idSite, user, kind, id, reply);
    mailer.nudge(); // the reply was committed to the outbox
    return personal(c, item, 201, translate(c.get("lang"), "inbox.replied", { email }));
  });

  return r;
}
