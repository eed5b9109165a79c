import { z } from "zod";
import { isMessageKey, type Lang, type MessageKey, translate } from "../../runtime/messages/translate";
import { ApiError, type FieldIssue, type ValidatorIssue } from "./api-error";

/** A numeric id in a path: a positive PostgreSQL integer. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** zod's own messages, per language of the catalogues (issue 18 §6: never English in a French answer). */
const validatorMessages: Record<Lang, (issue: ValidatorIssue) => string> = {
  fr_FR: messagesOf(z.locales.fr()),
  en_GB: messagesOf(z.locales.en()),
};

function messagesOf(locale: { localeError: z.core.$ZodErrorMap }) {
  return (issue: ValidatorIssue): string => {
    const said = locale.localeError(issue as z.core.$ZodRawIssue);
    return (typeof said === "string" ? said : said?.message) ?? "";
  };
}

/**
 * Per-field messages of a zod error, keyed by dotted path (spec §5: errors come back per field).
 * A message of our own (a catalogue key) is kept; zod's own message is kept as its issue, so that
 * the error handler says it in the caller's language.
 */
export function fieldErrors(error: z.ZodError): Record<string, FieldIssue[]> {
  // no prototype: a field named "toString" or "__proto__" is just a name (the API fuzz sent both)
  const errors: Record<string, FieldIssue[]> = Object.create(null);
  for (const { input: _input, ...issue } of error.issues as z.core.$ZodIssue[]) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    const zodOwn = !isMessageKey(issue.message) && issue.message === validatorMessages.en_GB(issue);
    errors[key] = [...(errors[key] ?? []), zodOwn ? { issue } : issue.message];
  }
  return errors;
}

/**
 * Parses HTTP input with zod; bad input is a 400 whose data lists the fields at fault (a 422 for a
 * form the owner filled in, whose screen shows each message next to its field: DESIGN.md §7).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  status: 400 | 422 = 400,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(
      status,
      status === 400 ? "error.badRequest" : "error.invalidFields",
      {},
      {
        errors: fieldErrors(result.error),
      },
    );
  }
  return result.data;
}

/**
 * Field errors as the caller reads them: catalogue keys (the `error` of schemas/) translated in
 * the caller's language; other messages kept, or replaced by `unknownAs` when given.
 */
export function translateFieldErrors(
  lang: Lang,
  errors: Record<string, FieldIssue[]>,
  unknownAs?: MessageKey,
): Record<string, string[]> {
  const textOf = (issue: FieldIssue): string => {
    if (typeof issue !== "string" && "issue" in issue) {
      return unknownAs ? translate(lang, unknownAs) : validatorMessages[lang](issue.issue);
    }
    if (typeof issue !== "string") return translate(lang, issue.key, issue.params);
    if (isMessageKey(issue)) return translate(lang, issue);
    return unknownAs ? translate(lang, unknownAs) : issue;
  };
  const out: Record<string, string[]> = Object.create(null);
  for (const [field, issues] of Object.entries(errors)) out[field] = [...new Set(issues.map(textOf))];
  return out;
}

/** The per-field errors an ApiError carries in its data, if any. */
export function fieldErrorsOf(data: unknown): Record<string, FieldIssue[]> | null {
  if (data && typeof data === "object" && "errors" in data) {
    const errors = (data as { errors: unknown }).errors;
    if (errors && typeof errors === "object" && !Array.isArray(errors))
      return errors as Record<string, FieldIssue[]>;
  }
  return null;
}
