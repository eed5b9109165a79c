import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { Context } from "hono";

/**
 * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY):
 * addresses, or "loopback" for a proxy on this machine (nginx in front of its app processes).
 * Empty: none, the socket's address is the visitor's.
 */
export type TrustedProxies = readonly string[];

/** TRUST_PROXY's value: `1`/`true` is a proxy on this machine, else a comma-separated address list. */
export function parseTrustedProxies(value: string | undefined): string[] | null {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return [];
  if (text === "1" || text === "true") return ["loopback"];
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every((entry) => entry === "loopback" || isIP(entry) !== 0) ? entries : null;
}

const isLoopback = (address: string) =>
  address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);

/** The socket's peer address, or undefined for a request made in-process without a socket (tests). */
function peerOf(c: Context): string | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The request came through a proxy we trust: its forwarded headers are the proxy's, not the
 * client's. A request that reached the process directly is judged by its own socket, so a client
 * that bypasses the proxy cannot choose its address by sending X-Forwarded-For.
 */
export function fromTrustedProxy(c: Context, trusted: TrustedProxies): boolean {
  const peer = peerOf(c);
  if (!peer || trusted.length === 0) return false;
  const plain = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return trusted.some((entry) =>
    entry === "loopback" ? isLoopback(peer) : entry === peer || entry === plain,
  );
}

/**
 * The visitor's IP address, for rate limits. The socket's address, unless the request came
 * through a proxy we trust: then the last address of X-Forwarded-For (the one that proxy added;
 * addresses before it are written by the client and can be forged).
 * SSR loaders and actions call the API in-process with the page request's node objects, so their
 * calls carry the visitor's address too (src/server/server.ts).
 */
export function clientIpOf(c: Context, trusted: TrustedProxies): string {
  if (fromTrustedProxy(c, trusted)) {
    const last = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return peerOf(c) ?? "unknown";
}
