// Server helpers of the account screens' loaders and actions (routes/auth.tsx, account.tsx…).
import { type AppLoadContext, redirect } from "react-router";
import { readParameters } from "../../schemas/parameters";
import { ApiCallError } from "../client/api-client";
import { apiFor } from "./api.server";

/** What an account form's action answers when the platform refused it: shown beside the fields. */
export interface FormFailure {
  intent: string;
  ok: false;
  message: string;
  errors: Record<string, string[]>;
  /** What the visitor typed, passwords excepted, to fill the form again (no JavaScript). */
  values: Record<string, string>;
}

export interface FormSuccess {
  intent: string;
  ok: true;
  message: string;
}

/** Set-Cookie headers of an API answer, passed on to the browser (login, logout…). */
export function cookieHeaders(setCookies: string[], extra: HeadersInit = {}): Headers {
  const headers = new Headers(extra);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const secretFields = new Set(["password", "currentPassword", "newPassword", "token", "code"]);

/** The form's values, as strings, without any password. */
export function echoValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !secretFields.has(key)) values[key] = value;
  }
  return values;
}

/** Turns a refused call into the form's per-field errors, with the status the platform gave. */
export function failureOf(
  intent: string,
  error: unknown,
  form: FormData,
): { body: FormFailure; status: number } {
  if (!(error instanceof ApiCallError)) throw error;
  return {
    body: {
      intent,
      ok: false,
      message: error.message,
      errors: error.data?.errors ?? {},
      values: echoValues(form),
    },
    status: error.status >= 400 && error.status < 600 ? error.status : 400,
  };
}

/** The logged user, or a redirect to the login page that comes back here afterwards. */
export async function requireLogged(context: AppLoadContext, request: Request) {
  const here = new URL(request.url);
  const toLogin = redirect(`/auth?redirectTo=${encodeURIComponent(here.pathname)}`);
  if (!context.token) throw toLogin;
  const logged = await apiFor(context).account.logged();
  if (!logged.logged || !logged.user) throw toLogin;
  return logged.user;
}

/** The registration settings of the site (spec §3 Registration, Features). */
export async function accountRulesOf(context: AppLoadContext) {
  const { values } = readParameters(await apiFor(context).site.parameters());
  const blockMinors = values.BLOCK_MINORS_FROM_REGISTERING === true;
  return {
    blockMinors,
    // a minor cannot be refused without the birthdate: blocking minors asks for it too
    askBirthdate: blockMinors || values.ASK_BIRTHDATE_AT_REGISTER === true,
    onlyMobile: values.ALLOW_ONLY_MOBILE_PHONE === true,
    newsletter: values.ENABLE_NEWSLETTER === true,
  };
}

/** Account pages are personal: no cache keeps them (issue 5). */
export const noStoreHeaders = { "Cache-Control": "no-store" };
