// The origin of a site's canonical domain (issue 19 §4), for what is written without a request to
// copy it from: invitation mails, canonical URLs, the sitemap. In production the canonical host of
// the prod list over https; elsewhere, or before the site has a prod host, the dev one on the
// server's own port.
import type { SiteRecord } from "./site-registry";

export interface OriginOptions {
  mode: "development" | "production" | "test";
  /** The server's PORT, for development hosts (`http://domaine.localhost:3000`). */
  port?: number;
}

export function canonicalOrigin(site: Pick<SiteRecord, "canonical">, { mode, port }: OriginOptions): string {
  const prod = site.canonical.prod;
  if (mode === "production" && prod) return `https://${prod}`;
  const dev = site.canonical.dev ?? prod ?? "localhost";
  return `http://${dev}${port && port !== 80 ? `:${port}` : ""}`;
}
