import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * The visitor's IP address, for rate limits. The socket's address, unless the process runs behind
 * a reverse proxy it trusts (TRUST_PROXY=1): then the last address that proxy added to
 * X-Forwarded-For (addresses before it are written by the client and can be forged).
 * SSR loaders and actions call the API in-process with the page request's node objects, so their
 * calls carry the visitor's address too (src/server/server.ts).
 */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}
