// What DNS record a new domain needs (issue 19 §4), as a French registrar's form asks it: a name
// relative to the registered domain ("@" for the domain itself, "www"…), a type and a value.
// docs/decisions/111-domains-and-limits.md: which names count as a registered domain.
import { hostnameOf } from "../site/site-registry";

export interface DnsRecord {
  /**
   * ALIAS: the domain itself (the apex) cannot be a CNAME; when the target is a host name, the
   * registrar's ALIAS / ANAME (or "CNAME flattening") record is what points it there.
   */
  type: "A" | "AAAA" | "CNAME" | "ALIAS";
  /** The record's name as a DNS provider's form asks it ("@" for the apex, "www"…). */
  name: string;
  value: string;
}

/**
 * Public suffixes of more than one label that sites of French wine producers meet: the sectoral
 * second levels of .fr (AFNIC) and a few common foreign ones. Without them `www.mairie.gouv.fr`
 * would be read as a sub-domain of `gouv.fr`. Not the whole Public Suffix List: no new package,
 * and a name missing here only makes the hint name a sub-domain "@" of a suffix, never a wrong type.
 */
const MULTI_LABEL_SUFFIXES = new Set([
  "asso.fr",
  "com.fr",
  "gouv.fr",
  "nom.fr",
  "prd.fr",
  "tm.fr",
  "co.uk",
  "org.uk",
  "me.uk",
  "com.au",
  "net.au",
  "org.au",
  "co.nz",
  "com.br",
  "co.za",
  "com.es",
  "com.pt",
  "co.jp",
  "com.ar",
  "com.mx",
]);

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIpv4 = (value: string) => IPV4.test(value);
/** An IPv6 literal, with or without its brackets: at least two colons and hex digits only. */
const isIpv6 = (value: string) => /^\[?[0-9a-f:.]+\]?$/i.test(value) && (value.match(/:/g)?.length ?? 0) >= 2;

/** Names that live on this machine: no public DNS record can point them anywhere. */
export function isLocalHost(host: string): boolean {
  const name = hostnameOf(host);
  return (
    name === "" ||
    name === "localhost" ||
    name.endsWith(".localhost") ||
    isIpv4(name) ||
    isIpv6(name) ||
    !name.includes(".")
  );
}

/** The registered domain of `name` ("example-domaine.fr" for "www.example-domaine.fr"), or null for a suffix. */
export function registeredDomainOf(name: string): string | null {
  const labels = name.split(".");
  const lastTwo = labels.slice(-2).join(".");
  const suffixLabels = labels.length > 2 && MULTI_LABEL_SUFFIXES.has(lastTwo) ? 2 : 1;
  if (labels.length <= suffixLabels || MULTI_LABEL_SUFFIXES.has(name)) return null;
  return labels.slice(-(suffixLabels + 1)).join(".");
}

/**
 * The records that make `host` reach the platform at `target` (PLATFORM_DNS_TARGET: an IPv4, an
 * IPv6 or a host name). The apex gets A / AAAA to an address, ALIAS to a host name (never a
 * CNAME: the apex holds the domain's SOA and MX records); a sub-domain gets a CNAME to a host
 * name, A / AAAA to an address. Local names, IP addresses and public suffixes need none.
 */
export function dnsRecordsFor(host: string, target: string): DnsRecord[] {
  const name = hostnameOf(host);
  // not hostnameOf: an IPv6 target's last group would be read as a port
  const to = target
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (isLocalHost(name) || to === "") return [];
  const domain = registeredDomainOf(name);
  if (!domain) return [];
  const relative = name === domain ? "@" : name.slice(0, -(domain.length + 1));
  if (isIpv4(to)) return [{ type: "A", name: relative, value: to }];
  if (isIpv6(to)) return [{ type: "AAAA", name: relative, value: to }];
  return [{ type: relative === "@" ? "ALIAS" : "CNAME", name: relative, value: to }];
}
