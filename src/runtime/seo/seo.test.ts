import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd } from "./json-ld";
import { openingHoursSpecificationOf, openingRangesOf } from "./opening-hours";

describe("opening hours for JSON-LD", () => {
  it("reads the ranges French owners write", () => {
    expect(openingRangesOf("9h00 – 18h00")).toEqual([{ opens: "09:00", closes: "18:00" }]);
    expect(openingRangesOf("9h30 – 12h30, 14h00 – 18h30")).toEqual([
      { opens: "09:30", closes: "12:30" },
      { opens: "14:00", closes: "18:30" },
    ]);
    expect(openingRangesOf("10h - 12h et 14h à 19h")).toEqual([
      { opens: "10:00", closes: "12:00" },
      { opens: "14:00", closes: "19:00" },
    ]);
    expect(openingRangesOf("09:00-17:30")).toEqual([{ opens: "09:00", closes: "17:30" }]);
  });

  it("says closed days are closed and leaves out what it cannot read", () => {
    expect(openingRangesOf("Fermé")).toEqual([]);
    expect(openingRangesOf("Sur rendez-vous")).toBeNull();
    expect(openingRangesOf("10h00 – 12h30 (d’avril à octobre)")).toBeNull();
    expect(openingRangesOf("18h00 – 9h00")).toBeNull();
    expect(openingRangesOf("25h00 – 26h00")).toBeNull();
    expect(openingRangesOf(null)).toBeNull();
  });

  it("builds one specification per range of each open day", () => {
    const spec = openingHoursSpecificationOf({
      MONDAY_HOURS: "14h00 – 18h30",
      TUESDAY_HOURS: "9h30 – 12h30, 14h00 – 18h30",
      SATURDAY_HOURS: "Sur rendez-vous",
      SUNDAY_HOURS: "Fermé",
    });
    expect(spec.map((s) => [s.dayOfWeek.replace("https://schema.org/", ""), s.opens, s.closes])).toEqual([
      ["Monday", "14:00", "18:30"],
      ["Tuesday", "09:30", "12:30"],
      ["Tuesday", "14:00", "18:30"],
    ]);
  });

  it("never throws, and every range it reads opens before it closes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        for (const r of openingRangesOf(text) ?? []) {
          expect(r.opens).toMatch(/^\d{2}:\d{2}$/);
          expect(r.opens < r.closes).toBe(true);
        }
      }),
    );
  });
});

describe("JSON-LD", () => {
  const organization = {
    name: "Domaine des Trois Coteaux",
    url: "https://domaine.vinisite.fr",
    logo: "https://domaine.vinisite.fr/demo/domaine/logo.svg",
    description: null,
    email: "contact@domaine.vinisite.fr",
    telephone: "02 61 91 47 30",
    addresses: [
      { street: "12 chemin des Caves", postalCode: "49730", city: "Turquant", countryAlphaTwo: "FR" },
    ],
    hours: { MONDAY_HOURS: "14h00 – 18h30" },
    isWinemaker: true,
    sameAs: [],
  };

  it("describes a wine producer with an address as a Winery with its hours", () => {
    const ld = organizationJsonLd(organization);
    expect(ld["@type"]).toBe("Winery");
    expect(ld.address).toMatchObject({ postalCode: "49730", addressLocality: "Turquant" });
    expect(ld.openingHoursSpecification).toHaveLength(1);
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("sameAs");
  });

  it("is a LocalBusiness for other sites with an address, an Organization without one", () => {
    expect(organizationJsonLd({ ...organization, isWinemaker: false })["@type"]).toBe("LocalBusiness");
    const org = organizationJsonLd({ ...organization, addresses: [] });
    expect(org["@type"]).toBe("Organization");
    expect(org).not.toHaveProperty("openingHoursSpecification");
  });

  it("builds a BlogPosting and a BreadcrumbList", () => {
    const post = articleJsonLd({
      type: "BlogPosting",
      headline: "Titre",
      description: "Résumé",
      url: "https://x.test/blog/a",
      image: null,
      datePublished: "2026-01-01T00:00:00.000Z",
      dateModified: "2026-01-02T00:00:00.000Z",
      author: null,
      publisher: { name: "X", logo: null },
    });
    expect(post).toMatchObject({ "@type": "BlogPosting", author: { "@type": "Organization", name: "X" } });
    const crumbs = breadcrumbJsonLd([
      { name: "Accueil", url: "https://x.test/" },
      { name: "Blog", url: "https://x.test/blog" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://x.test/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://x.test/blog" },
    ]);
  });
});
