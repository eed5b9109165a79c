// What the console's HTML forms send, made into the platform's contracts (schemas/platform.ts):
// checkboxes ("on" or absent), hosts one a line, empty limits meaning the default. Pure functions,
// so that the screens parse with the very schemas the API and the command line use.
import type { z } from "zod";
import { type CreateSiteInput, siteLimitNames } from "../../../../../schemas/platform";
import { isMessageKey, type MessageKey, translate } from "../../../../runtime/messages/translate";
import { ApiError, type FieldIssue } from "../../../http/api-error";
import { fieldErrors, translateFieldErrors } from "../../../http/validate";
import type { FieldErrors } from "./layout";

export type Form = Record<string, string>;

const ticked = (form: Form, name: string) => form[name] === "on" || form[name] === "true";

/** One host a line (or separated by spaces or commas); blank lines dropped. */
export function hostLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/[\s,;]+/)
    .map((h) => h.trim())
    .filter(Boolean);
}

/** The new-site form as createSiteSchema's input. */
export function createSiteInputOf(form: Form): CreateSiteInput {
  return {
    name: form.name ?? "",
    isWinemaker: ticked(form, "isWinemaker"),
    isECommerce: ticked(form, "isECommerce"),
    preset: (form.preset || undefined) as CreateSiteInput["preset"],
    defaultLang: (form.defaultLang || undefined) as CreateSiteInput["defaultLang"],
    hosts: { dev: hostLines(form.devHosts), prod: hostLines(form.prodHosts) },
    ownerEmail: form.ownerEmail ?? "",
    demoContent: ticked(form, "demoContent"),
  };
}

/** The add-domain form as addDomainSchema's input. */
export function addDomainInputOf(form: Form) {
  return { host: form.host ?? "", env: form.env || undefined, canonical: ticked(form, "canonical") };
}

/**
 * The limits form: an empty field is the platform's default (null), digits a number, anything else
 * a number that the schema refuses (NaN), so that the field gets its error.
 */
export function limitsInputOf(form: Form): Record<(typeof siteLimitNames)[number], number | null> {
  const out = {} as Record<(typeof siteLimitNames)[number], number | null>;
  for (const name of siteLimitNames) {
    const text = (form[name] ?? "").trim();
    out[name] = text === "" ? null : /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  }
  return out;
}

/** The form's field of a schema path: hosts.dev.0 → devHosts, hosts → devHosts too. */
function formFieldOf(path: string): string {
  if (path === "hosts" || path.startsWith("hosts.dev")) return "devHosts";
  if (path.startsWith("hosts.prod")) return "prodHosts";
  return path.split(".")[0] || "_";
}

/** Field errors keyed by the form's own field names, in French. */
function frenchFieldErrors(errors: Record<string, FieldIssue[]>, unknownAs?: MessageKey): FieldErrors {
  const translated = translateFieldErrors("fr_FR", errors, unknownAs);
  const out: FieldErrors = Object.create(null);
  for (const [path, messages] of Object.entries(translated)) {
    const field = formFieldOf(path);
    out[field] = [...new Set([...(out[field] ?? []), ...messages])];
  }
  return out;
}

/** A refused form: the message at the top and the errors beside their fields. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500;
  message: string;
  fields: FieldErrors;
}

/** The refusal of a schema's parse. */
export function refusalOfParse(error: z.ZodError, unknownAs?: MessageKey): Refusal {
  return {
    status: 422,
    message: translate("fr_FR", "error.invalidFields"),
    fields: frenchFieldErrors(fieldErrors(error), unknownAs),
  };
}

/** A refusal with one message, on one field or at the top. */
export function refusal(key: MessageKey, field?: string, status: Refusal["status"] = 422): Refusal {
  const message = translate("fr_FR", key);
  return { status, message, fields: field ? { [field]: [message] } : {} };
}

/** What a service's error says to the operator; null for a bug (the caller logs it, shows a plain message). */
export function refusalOfError(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { errors?: Record<string, FieldIssue[]> } | null;
  const status = ([400, 401, 403, 404, 409, 413, 422, 429] as const).find((s) => s === error.status) ?? 422;
  return {
    status,
    message: isMessageKey(error.key) ? translate("fr_FR", error.key, error.params) : error.message,
    fields: data?.errors ? frenchFieldErrors(data.errors) : {},
  };
}
