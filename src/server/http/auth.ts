import type { Context } from "hono";
import { isAdminRole } from "../../../schemas/roles";
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
  if (!isAdminRole(user.role)) throw new ApiError(403, "error.forbidden");
  return user;
}

/** Whether the caller is an ADMIN or SUPER_ADMIN of this site (what visitors do not see, they may). */
export function isAdminOf(c: Context<ApiEnv>): boolean {
  return isAdminRole(c.get("user")?.role);
}
