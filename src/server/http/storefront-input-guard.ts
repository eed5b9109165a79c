// issue 11 §6, docs/decisions/082: what the storefront cannot read is a 400 before React Router,
// not a 500 inside it. Two cases, each once for every route present and future:
// - a control character in the path or the query ("/blog/%00", "/shop?search=%00"): the API
//   refuses it (control-characters.ts), and a loader would make that refusal a 500;
// - a body a form action cannot read: actions read it with request.formData(), which throws on a
//   truncated multipart, JSON or text/plain. The guard reads a copy the same way (the same parser,
//   so what passes here parses there).
import type { MiddlewareHandler } from "hono";
import { langOfPrefix, localePrefixOf } from "../../runtime/locale";
import { type MessageKey, translate } from "../../runtime/messages/translate";
import { hasControlCharacter } from "./control-characters";

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;
/** A percent-encoded C0 control in a raw path ("%00", "%0A"): the URL parser encodes raw ones. */
const ENCODED_CONTROL = /%[01][0-9a-f]/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The 400 page, in the language of the path's prefix (French by default, spec §2). */
function badRequest(path: string, key: MessageKey): Response {
  const lang = langOfPrefix(localePrefixOf(path)) ?? "fr_FR";
  const t = (k: MessageKey) => escapeHtml(translate(lang, k));
  const html =
    `<!doctype html><html lang="${lang.slice(0, 2)}"><meta charset="utf-8"><title>${t("error.badRequest")}</title>` +
    `<h1>${t("error.badRequest")}</h1><p>${t(key)}</p>` +
    `<p><a href="/">${t("error.backHome")}</a></p></html>`;
  return new Response(html, {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function hasControlInUrl(url: URL): boolean {
  if (ENCODED_CONTROL.test(url.pathname)) return true;
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacter(name, false) || hasControlCharacter(value, false)) return true;
  }
  return false;
}

/** Lets a storefront request through only when its URL, and its body if any, can be read. */
export const storefrontInputGuard: MiddlewareHandler = async (c, next) => {
  // the API reads its own input and answers its own envelope
  if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return next();
  const url = new URL(c.req.url);
  if (hasControlInUrl(url)) return badRequest(url.pathname, "error.controlCharacters");
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
  // a form always names its encoding, even empty (the logout button): anything else is no form
  if (!FORM_TYPE.test(c.req.header("content-type") ?? ""))
    return badRequest(url.pathname, "error.unreadableForm");
  try {
    await c.req.raw.clone().formData();
  } catch {
    return badRequest(url.pathname, "error.unreadableForm");
  }
  return next();
};
