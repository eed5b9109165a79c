import { z } from "zod";

/** Every response of the platform interface (spec §7, DESIGN.md §4). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

/** The data of a failed call: per-field errors where the spec says so (forms, registration). */
export const errorDataSchema = z
  .object({
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** A product whose address changed: its current slug (the storefront answers a 301). */
    movedTo: z.string().optional(),
  })
  .loose()
  .nullable();
export type ErrorData = z.infer<typeof errorDataSchema>;

/** List responses (spec §3 element list: items, total). */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number() });

/**
 * Set to "1" by the API on an answer that is the same for every visitor of the site until the site
 * changes (src/server/http/cached.ts): the storefront's renders may keep it (docs/decisions/094).
 */
export const SHARED_ANSWER_HEADER = "X-Vinisite-Shared";
