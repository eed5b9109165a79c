import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dnsRecordsFor, isLocalHost, registeredDomainOf } from "./dns";

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const suffix = fc.constantFrom("fr", "com", "wine", "vin", "gouv.fr", "asso.fr", "co.uk", "com.au");
const ipv4 = fc.ipV4();
const targetHost = fc.constantFrom("sites.vinisite.fr", "edge.example.net", "lb-1.hebergeur.fr");

describe("dnsRecordsFor (issue 19 §4)", () => {
  it("gives an apex domain an A record to an IPv4 address, named @", () => {
    expect(dnsRecordsFor("example-domaine.fr", "203.0.113.10")).toEqual([
      { type: "A", name: "@", value: "203.0.113.10" },
    ]);
    expect(dnsRecordsFor("example-domaine.fr", "2001:db8::1")).toEqual([
      { type: "AAAA", name: "@", value: "2001:db8::1" },
    ]);
  });

  it("never gives the apex a CNAME: ALIAS to a host name", () => {
    expect(dnsRecordsFor("example-domaine.fr", "sites.vinisite.fr")).toEqual([
      { type: "ALIAS", name: "@", value: "sites.vinisite.fr" },
    ]);
  });

  it("gives a sub-domain a CNAME to the target host, named relative to the domain", () => {
    expect(dnsRecordsFor("www.example-domaine.fr", "sites.vinisite.fr.")).toEqual([
      { type: "CNAME", name: "www", value: "sites.vinisite.fr" },
    ]);
    expect(dnsRecordsFor("boutique.www.example-domaine.fr", "sites.vinisite.fr")).toEqual([
      { type: "CNAME", name: "boutique.www", value: "sites.vinisite.fr" },
    ]);
    expect(dnsRecordsFor("Shop.Example.fr:443", "198.51.100.7")).toEqual([
      { type: "A", name: "shop", value: "198.51.100.7" },
    ]);
  });

  it("reads French sectoral suffixes as suffixes: mairie.gouv.fr is an apex", () => {
    expect(registeredDomainOf("www.mairie.gouv.fr")).toBe("mairie.gouv.fr");
    expect(dnsRecordsFor("mairie.gouv.fr", "203.0.113.10")).toEqual([
      { type: "A", name: "@", value: "203.0.113.10" },
    ]);
    expect(dnsRecordsFor("www.cave.asso.fr", "sites.vinisite.fr")).toEqual([
      { type: "CNAME", name: "www", value: "sites.vinisite.fr" },
    ]);
    expect(dnsRecordsFor("gouv.fr", "203.0.113.10")).toEqual([]);
  });

  it("asks nothing for local names, IP addresses and single labels", () => {
    for (const host of ["localhost", "domaine.localhost", "127.0.0.1", "192.168.1.20", "intranet", ""]) {
      expect(isLocalHost(host)).toBe(true);
      expect(dnsRecordsFor(host, "sites.vinisite.fr")).toEqual([]);
    }
  });

  it("property: the record's name and the registered domain spell the host again", () => {
    fc.assert(
      fc.property(
        fc.array(label, { maxLength: 3 }),
        label,
        suffix,
        fc.oneof(ipv4, targetHost),
        (subs, name, sfx, to) => {
          const domain = `${name}.${sfx}`;
          const host = [...subs, domain].join(".");
          const records = dnsRecordsFor(host, to);
          expect(records).toHaveLength(1);
          const [record] = records;
          if (!record) return;
          expect(record.name === "@" ? domain : `${record.name}.${domain}`).toBe(host);
          expect(record.value).toBe(to);
        },
      ),
    );
  });

  it("property: the apex is never a CNAME, an address target is never a CNAME", () => {
    fc.assert(
      fc.property(
        fc.array(label, { maxLength: 2 }),
        label,
        suffix,
        fc.oneof(ipv4, targetHost),
        (subs, name, sfx, to) => {
          const host = [...subs, `${name}.${sfx}`].join(".");
          for (const record of dnsRecordsFor(host, to)) {
            if (record.name === "@") expect(record.type).not.toBe("CNAME");
            if (/^\d/.test(to) && to.split(".").length === 4) expect(record.type).toBe("A");
            else expect(record.type).toBe(record.name === "@" ? "ALIAS" : "CNAME");
          }
        },
      ),
    );
  });

  it("property: any IPv4 host needs no record", () => {
    fc.assert(
      fc.property(ipv4, targetHost, (host, to) => {
        expect(dnsRecordsFor(host, to)).toEqual([]);
      }),
    );
  });
});
