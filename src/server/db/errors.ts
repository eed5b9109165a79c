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

// Node's socket errors, and PostgreSQL's connection exceptions (class 08) and shutdowns (57P0x)
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const SHUTDOWN = new Set(["57P01", "57P02", "57P03"]);
// node-postgres says these in words only (a connection closed under a query, a pool that waited)
const LOST =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * The database server could not be reached or went away (stopped, restarting, network): the
 * request failed through no fault of its own and may be tried again in a moment (a 503).
 * Looks through `cause` (Drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    if (UNREACHABLE.has(code) || SHUTDOWN.has(code) || code.startsWith("08")) return true;
    if (typeof e.message === "string" && LOST.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

// deadlock_detected, serialization_failure, lock_not_available: PostgreSQL ended the transaction
// because of another one; the same request may succeed when tried again
const CONFLICT = new Set(["40P01", "40001", "55P03"]);

/**
 * The transaction lost a conflict with another (a deadlock, a serialization failure): nothing was
 * written, and the request may be tried again at once (a 503 with a short Retry-After, not a 500).
 * Looks through `cause`, as isDatabaseUnavailable does.
 */
export function isTransactionConflict(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && CONFLICT.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
