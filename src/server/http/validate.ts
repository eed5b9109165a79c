import type { z } from "zod";
import { ApiError } from "./api-error";

/** Per-field messages of a zod error, keyed by dotted path (spec §5: errors come back per field). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** Parses HTTP input with zod; bad input is a 400 whose data lists the fields at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, "error.badRequest", {}, { errors: fieldErrors(result.error) });
  return result.data;
}
