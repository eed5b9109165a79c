import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIpOf, parseTrustedProxies, type TrustedProxies } from "./client-ip";

/** The address the app reads for a request from `peer` carrying `forwarded`. */
async function ipSeen(trusted: TrustedProxies, peer: string | undefined, forwarded?: string) {
  const app = new Hono().get("/", (c) => c.text(clientIpOf(c, trusted)));
  const headers: Record<string, string> = forwarded ? { "X-Forwarded-For": forwarded } : {};
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  return (await app.fetch(new Request("http://localhost/", { headers }), env)).text();
}

describe("the visitor's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await ipSeen([], "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
    expect(await ipSeen([], undefined, "203.0.113.9")).toBe("unknown");
  });

  it("is the last X-Forwarded-For address when the request came from the trusted proxy", async () => {
    expect(await ipSeen(["loopback"], "127.0.0.1", "10.0.0.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(["loopback"], "::ffff:127.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(["loopback"], "::1", "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(["192.0.2.10"], "::ffff:192.0.2.10", "203.0.113.9")).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from a client that reached the process around the proxy", async () => {
    expect(await ipSeen(["loopback"], "198.51.100.7", "203.0.113.9")).toBe("198.51.100.7");
    expect(await ipSeen(["192.0.2.10"], "192.0.2.11", "203.0.113.9")).toBe("192.0.2.11");
  });
});

describe("TRUST_PROXY", () => {
  it("reads 1 as a proxy on this machine, a list as addresses, and refuses anything else", () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies("0")).toEqual([]);
    expect(parseTrustedProxies("1")).toEqual(["loopback"]);
    expect(parseTrustedProxies("192.0.2.10, 2001:db8::1")).toEqual(["192.0.2.10", "2001:db8::1"]);
    expect(parseTrustedProxies("nginx.local")).toBeNull();
  });
});
