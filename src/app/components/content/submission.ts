import { data } from "react-router";
import { ApiCallError } from "../../../client/api-client";

/** What a form's route action answers: the platform's message, and per-field errors on failure. */
export type SubmissionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string[]>; values: Record<string, string> };

/** The text values of a submitted form, to fill the fields again after a failure. */
export function textValuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
  return values;
}

/** A JSON body from a submitted form: checkboxes and text as the platform reads them. */
export function jsonBodyOf(form: FormData, fields: readonly string[]): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === "string") body[name] = value;
  }
  return body;
}

/** Turns a call's result or failure into the action's answer (spec §8: the message is shown). */
export async function submission(run: () => Promise<string>, form: FormData) {
  try {
    const message = await run();
    return data<SubmissionResult>({ ok: true, message });
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.status >= 500) throw error;
    return data<SubmissionResult>(
      {
        ok: false,
        message: error.message,
        errors: error.data?.errors ?? {},
        values: textValuesOf(form),
      },
      { status: error.status },
    );
  }
}
