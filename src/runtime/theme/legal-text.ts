/**
 * Legal texts (spec §3 "Legal texts"): the owner's rich text with Mustache placeholders
 * (`{{COMPANY_NAME}}`, … the keys of `legalPlaceholderKeys`) filled from the settings at display
 * time, values HTML-escaped, the result sanitized.
 *
 * Only a safe subset of Mustache is honoured, by walking the parsed template ourselves rather than
 * rendering it with Mustache's writer:
 * - `{{KEY}}`, and also `{{{KEY}}}` and `{{&KEY}}`, give the escaped value: no tag can output a
 *   value unescaped;
 * - `{{#KEY}}…{{/KEY}}` shows its content once when KEY is set, `{{^KEY}}…{{/KEY}}` when it is not;
 *   sections never iterate and never call anything;
 * - partials (`{{>x}}`), comments and delimiter changes output nothing;
 * - an unset placeholder reads "—"; an unknown name (another setting, a typo) reads "".
 * Whatever is left that still looks like a tag ("{{" after a delimiter change, an unclosed tag)
 * loses a brace, so the visitor never sees a raw `{{`. The sanitizer (DOMPurify on the server) is a
 * parameter, so the runtime stays free of the DOM.
 */
import Mustache from "mustache";
import {
  type LegalPlaceholderKey,
  type LegalTextKey,
  legalPlaceholderKeys,
  type ParameterValues,
} from "../../../schemas/parameters";

export type LegalTextValues = Readonly<Partial<Pick<ParameterValues, LegalTextKey | LegalPlaceholderKey>>>;

/** The sanitizer, e.g. `(html) => DOMPurify.sanitize(html)`. */
export type HtmlSanitizer = (html: string) => string;

/** What an unset placeholder reads where nothing settles it (the settings' preview, the tests). */
export const unsetPlaceholderText = "—";

/**
 * What an unset placeholder leaves in the rendered text until the platform settles it for its
 * reader (issue 15 §7): the visitor's page hides the line that holds it, an admin's shows "à
 * compléter" there. A private-use character: no one types it, the sanitizer keeps it.
 */
export const unsetPlaceholderMark = "\uE000";

/** Settles the marks of unset placeholders in sanitized HTML (see unsetPlaceholderMark). */
export type UnsetSettler = (html: string) => string;

const dashForUnset: UnsetSettler = (html) => html.replaceAll(unsetPlaceholderMark, unsetPlaceholderText);

const placeholderKeys: ReadonlySet<string> = new Set(legalPlaceholderKeys);

const htmlEntities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
  "=": "&#61;",
  "{": "&#123;",
  "}": "&#125;",
  // HTML whitespace ends an unquoted attribute value: as entities, it cannot.
  " ": "&#32;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\f": "&#12;",
  "\r": "&#13;",
};

/**
 * Escapes a value for HTML text and for attribute values, quoted or not: Mustache's set
 * (& < > " ' ` =), the braces (so that a value never forms a tag) and HTML whitespace.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`={} \t\n\f\r]/g, (c) => htmlEntities[c] as string);
}

function placeholderValue(values: LegalTextValues, name: string): string | null {
  if (!placeholderKeys.has(name)) return null;
  const value = (values as Record<string, unknown>)[name];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

// A parsed Mustache token: [type, value, start, end, children?, …].
type Token = readonly [string, string, number, number, ...unknown[]];

function renderTokens(tokens: readonly Token[], values: LegalTextValues, unset: string): string {
  let out = "";
  // Iterative walk: nested sections cannot exhaust the call stack, however deep.
  const stack: { tokens: readonly Token[]; index: number }[] = [{ tokens, index: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { tokens: readonly Token[]; index: number };
    const token = frame.tokens[frame.index++];
    if (token === undefined) {
      stack.pop();
      continue;
    }
    const [type, name] = token;
    if (type === "text") {
      out += name;
    } else if (type === "name" || type === "&") {
      if (placeholderKeys.has(name))
        out +=
          placeholderValue(values, name) === null ? unset : escapeHtml(placeholderValue(values, name) ?? "");
    } else if (type === "#" || type === "^") {
      const isSet = placeholderValue(values, name) !== null;
      const children = token[4];
      if (isSet === (type === "#") && Array.isArray(children))
        stack.push({ tokens: children as Token[], index: 0 });
    }
    // ">" partials, "!" comments and "=" delimiter changes render nothing.
  }
  return out;
}

// The fallback for a template Mustache cannot parse (an unclosed tag or section): variables are
// filled, every other tag dropped.
const anyTag = /\{\{(\{?)\s*([#^/&>!=]?)\s*([^{}]*?)\s*\}?\}\}/g;

function renderLoosely(template: string, values: LegalTextValues, unset: string): string {
  return template.replace(anyTag, (_tag, _brace: string, sigil: string, name: string) => {
    if ((sigil === "" || sigil === "&") && placeholderKeys.has(name)) {
      const value = placeholderValue(values, name);
      return value === null ? unset : escapeHtml(value);
    }
    return "";
  });
}

/** "{{" and "}}" that survived (a delimiter change, a lone brace pair) lose a brace. */
function withoutMustacheBraces(html: string): string {
  return html.replace(/\{\{+/g, "{").replace(/\}\}+/g, "}");
}

/**
 * The template with its placeholders filled, values escaped: HTML still to be sanitized (the
 * template is the owner's HTML). Exported for the settings editor's preview and the tests.
 */
export function fillLegalPlaceholders(
  template: string,
  values: LegalTextValues,
  /** What an unset placeholder becomes: "—", or unsetPlaceholderMark for a settler. */
  unset: string = unsetPlaceholderText,
): string {
  let filled: string;
  try {
    // A writer of our own: the default one caches every template it ever parsed.
    const tokens = new Mustache.Writer().parse(template) as Token[];
    filled = renderTokens(tokens, values, unset);
  } catch {
    filled = renderLoosely(template, values, unset);
  }
  return withoutMustacheBraces(filled);
}

/**
 * The legal text `key` ready to display: placeholders filled from `values`, escaped, and the whole
 * sanitized; unset placeholders settled by `settle` ("—" without one). "" when the text is unset.
 */
export function renderLegalText(
  key: LegalTextKey,
  values: LegalTextValues,
  sanitize: HtmlSanitizer,
  settle: UnsetSettler = dashForUnset,
): string {
  const template = (values as Record<string, unknown>)[key];
  if (typeof template !== "string" || template.trim() === "") return "";
  // the mark a value could carry is not ours: values never settle anything
  const own = (v: LegalTextValues) =>
    Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        typeof x === "string" ? x.replaceAll(unsetPlaceholderMark, "") : x,
      ]),
    ) as LegalTextValues;
  const filled = fillLegalPlaceholders(
    template.replaceAll(unsetPlaceholderMark, ""),
    own(values),
    unsetPlaceholderMark,
  );
  // Again after sanitizing: the sanitizer decodes entities such as "&#123;&#123;".
  return settle(withoutMustacheBraces(sanitize(filled)));
}

/**
 * The mentions a French legal notice must give (LCEN art. 6-III; issue 15 §7), each filled when
 * one of its settings is. The host's name, address and phone are the platform's: its own text
 * gives them.
 */
export const legalNoticeMentions: readonly { label: string; keys: readonly LegalPlaceholderKey[] }[] = [
  { label: "Raison sociale", keys: ["LEGAL_COMPANY_NAME"] },
  { label: "Forme juridique", keys: ["CORPORATE_FORM"] },
  { label: "Capital social", keys: ["SHARE_CAPITAL"] },
  { label: "Numéro RCS ou RM", keys: ["RCS_NUMBER", "RM_NUMBER"] },
  { label: "Numéro SIRET", keys: ["SIRET_NUMBER"] },
  { label: "Adresse du siège social", keys: ["HEAD_OFFICE"] },
  { label: "Numéro de TVA intracommunautaire", keys: ["INTRACO_VAT"] },
  { label: "Directeur de la publication", keys: ["LEGAL_AGENT"] },
  { label: "Téléphone", keys: ["COMPANY_PHONE"] },
  { label: "Adresse e-mail", keys: ["COMPANY_EMAIL"] },
];

/** The legal notice's mentions still empty in `values`, in the order of legalNoticeMentions. */
export function missingLegalMentions(values: LegalTextValues): (typeof legalNoticeMentions)[number][] {
  return legalNoticeMentions.filter((mention) =>
    mention.keys.every((key) => placeholderValue(values, key) === null),
  );
}
