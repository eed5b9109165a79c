import type { Context } from "hono";
import type { SessionUser } from "../modules/account/session";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./api-error";

/** The logged user, or a 401 (spec §6: account calls need a logged-in user). */
export function requireUser(c: Context<ApiEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "error.unauthorized");
  return user;
}

/** An ADMIN or SUPER_ADMIN of this site, checked on the server (DESIGN.md §4); 401, else 403. */
export function requireAdmin(c: Context<ApiEnv>): SessionUser {
  const user = requireUser(c);
  if (user.role !== "ADMIN" && user.role !== "SUPER_ADMIN") throw new ApiError(403, "error.forbidden");
  return user;
}
