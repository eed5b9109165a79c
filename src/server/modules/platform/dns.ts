// What DNS record a new domain needs (issue 19 §4). SIGNATURE ONLY: the domains work fills it.
export interface DnsRecord {
  type: "A" | "AAAA" | "CNAME";
  /** The record's name as a DNS provider's form asks it ("@" for the apex, "www"…). */
  name: string;
  value: string;
}

export function dnsRecordsFor(_host: string, _target: string): DnsRecord[] {
  throw new Error("dns: not implemented yet");
}
