// A back-office list's query kept in the page's address (issue 12 §1): the back button and a shared
// link show the same list. Read through the list's schema (a tampered value falls back to the
// default); written without the values that are the defaults, so addresses stay short.
import { useSearchParams } from "react-router";
import type { z } from "zod";

export function useAddressQuery<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const parsed = schema.safeParse(Object.fromEntries(params));
  const defaults = schema.parse({}) as z.infer<S>;
  const query = (parsed.success ? parsed.data : defaults) as z.infer<S>;
  const set = (patch: Partial<z.infer<S>>) => {
    const next: Record<string, unknown> = { ...query, ...patch };
    const kept = Object.entries(next).filter(
      ([key, value]) =>
        value !== undefined && value !== "" && value !== (defaults as Record<string, unknown>)[key],
    );
    setParams(new URLSearchParams(kept.map(([k, v]) => [k, String(v)])));
  };
  /** The address's query string: the key of the list's cached pages. */
  return { query, set, key: params.toString() };
}
