// The console's walls (issue 19 §1): the operator's session cookie, the CSRF token every form
// carries, the refusal of POSTs from any other origin, and the signed one-shot flash message that
// follows a POST's redirect. A site's `token` cookie or bearer means nothing here.
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { z } from "zod";
import { fromTrustedProxy } from "../../../http/client-ip";
import { hostnameOf } from "../../site/site-registry";
import type { PlatformDeps } from "../deps";
import {
  keyedDigest,
  OPERATOR_SESSION_TTL_SECONDS,
  type OperatorSession,
  operatorSessionOf,
  PENDING_LOGIN_TTL_SECONDS,
  pendingLoginOf,
  sameDigest,
} from "./operator-session";

export const SESSION_COOKIE = "platform_session";
/** Before a session: the login form's CSRF token is bound to this random cookie. */
const LOGIN_COOKIE = "platform_login";
const FLASH_COOKIE = "platform_flash";
/** After a right password, when a second factor is on: the pending login's token (docs/decisions/131). */
const PENDING_COOKIE = "platform_pending";
export const CSRF_FIELD = "_csrf";

export type ConsoleEnv = {
  Variables: {
    session: OperatorSession;
    /** The CSRF token of the page's forms (the session's, or the login form's). */
    csrf: string;
  };
};

/** https as the browser saw it: a TLS socket, or the TLS-terminating proxy we trust says so. */
function overHttps(c: Context, deps: PlatformDeps): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return (
    fromTrustedProxy(c, deps.trustProxy) &&
    c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase() === "https"
  );
}

/** Host-only (no Domain), HttpOnly, SameSite=Strict; Secure in production over https. */
function cookieOptions(c: Context, deps: PlatformDeps, maxAge: number, path = "/"): CookieOptions {
  return {
    path,
    maxAge,
    httpOnly: true,
    sameSite: "Strict",
    secure: deps.mode === "production" && overHttps(c, deps),
  };
}

export function setSessionCookie(c: Context, deps: PlatformDeps, token: string): void {
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, deps, OPERATOR_SESSION_TTL_SECONDS));
  deleteCookie(c, LOGIN_COOKIE, { path: "/login" });
  deleteCookie(c, PENDING_COOKIE, { path: "/login" });
}

/** A login whose password was right, waiting for the second factor's code (on /login only). */
export function setPendingCookie(c: Context, deps: PlatformDeps, token: string): void {
  setCookie(c, PENDING_COOKIE, token, cookieOptions(c, deps, PENDING_LOGIN_TTL_SECONDS, "/login"));
}

/** The pending login of the request's cookie, or null (none, expired, or already completed). */
export function pendingOf(c: Context, deps: PlatformDeps): Promise<OperatorSession | null> {
  return pendingLoginOf(deps.db, getCookie(c, PENDING_COOKIE));
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

/** The session's CSRF token: a digest of its secret token, the same for every form of the session. */
const csrfOfSession = (session: OperatorSession) => keyedDigest(session.token, "csrf");

/** The login form's CSRF token, bound to a random cookie set with the form. */
export function loginCsrf(c: Context, deps: PlatformDeps): string {
  let secret = getCookie(c, LOGIN_COOKIE);
  if (!secret || !/^[\w-]{43}$/.test(secret)) {
    secret = randomBytes(32).toString("base64url");
    setCookie(c, LOGIN_COOKIE, secret, cookieOptions(c, deps, 3600, "/login"));
  }
  return keyedDigest(secret, "login-csrf");
}

/** Whether the login form sent the token bound to its cookie. */
export function loginCsrfValid(c: Context, sent: string | undefined): boolean {
  const secret = getCookie(c, LOGIN_COOKIE);
  return Boolean(secret) && sameDigest(sent, keyedDigest(secret ?? "", "login-csrf"));
}

/**
 * A POST comes from the console's own pages: its Origin (or, lacking one, its Referer) is the
 * platform host, on the port the request came to. A browser always sends one of them on a form's
 * POST; a request with neither is refused.
 */
export function sameOrigin(c: Context, deps: PlatformDeps): boolean {
  const claimed = c.req.header("origin") ?? c.req.header("referer");
  if (!claimed || claimed === "null") return false;
  try {
    const url = new URL(claimed);
    const host = c.req.header("host") ?? "";
    return url.host === host && hostnameOf(url.host) === deps.platformHost;
  } catch {
    return false;
  }
}

/** The session of the request's cookie, or null. */
export function sessionOf(c: Context, deps: PlatformDeps): Promise<OperatorSession | null> {
  return operatorSessionOf(deps.db, getCookie(c, SESSION_COOKIE));
}

/** The form fields of a POST, as strings (files left to the import, which reads them itself). */
export async function formOf(c: Context): Promise<Record<string, string>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(body)) if (typeof value === "string") fields[key] = value;
  return fields;
}

/**
 * Everything but the login form, its stylesheet and its POST needs a live session: a GET without
 * one goes to /login, a POST is refused (403) unless its Origin and its CSRF token are right.
 */
export function requireOperator(
  deps: PlatformDeps,
  refuse: (c: Context, key: RefusalKey) => Response | Promise<Response>,
): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const isPost = c.req.method === "POST";
    if (isPost && !sameOrigin(c, deps)) return refuse(c, "console.originRefused");
    const session = await sessionOf(c, deps);
    if (!session) {
      if (getCookie(c, SESSION_COOKIE)) clearSessionCookie(c);
      return c.redirect("/login", 303);
    }
    const csrf = csrfOfSession(session);
    if (isPost && !sameDigest((await formOf(c))[CSRF_FIELD], csrf)) return refuse(c, "console.formExpired");
    c.set("session", session);
    c.set("csrf", csrf);
    c.header("Cache-Control", "no-store");
    await next();
  };
}

export type RefusalKey = "console.originRefused" | "console.formExpired";

// ---- the flash message after a POST's redirect -------------------------------------------------

/** What a redirected page says once: a message, and what the action made (invitation, DNS hint). */
export const flashSchema = z.object({
  notice: z.string().max(2000),
  /** createSite: to whom the invitation went, and in development its link. */
  invitation: z.object({ email: z.string(), url: z.string().nullable() }).optional(),
  /** addDomain: the host whose DNS records the site's page shows. */
  dnsHost: z.string().max(253).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

/** Sets the flash of the next page, signed with the session's secret (no one else can write one). */
export function setFlash(c: Context<ConsoleEnv>, deps: PlatformDeps, flash: Flash): void {
  const payload = Buffer.from(JSON.stringify(flash)).toString("base64url");
  const signature = keyedDigest(c.get("session").token, "flash", payload);
  setCookie(c, FLASH_COOKIE, `${payload}.${signature}`, cookieOptions(c, deps, 300));
}

/** The flash set by the last POST of this session, read once (cleared in the same answer). */
export function takeFlash(c: Context<ConsoleEnv>): Flash | null {
  const value = getCookie(c, FLASH_COOKIE);
  if (!value) return null;
  deleteCookie(c, FLASH_COOKIE, { path: "/" });
  const [payload = "", signature] = value.split(".");
  if (!sameDigest(signature, keyedDigest(c.get("session").token, "flash", payload))) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
