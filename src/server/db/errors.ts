// What a failed statement means, read from PostgreSQL's error code (both drivers, pg and PGlite,
// give it on the error or on its cause).

/** A unique constraint refused the write: of `constraint` when named, of any otherwise. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  } | null;
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === "23505" && (constraint === undefined || name === undefined || name === constraint);
}
