import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, birthdateErrorOf, dateIn } from "./age";

describe("age rules (spec §3 BLOCK_MINORS_FROM_REGISTERING)", () => {
  it("counts full years, birthdays included", () => {
    expect(ageOn("2008-06-15", "2026-06-14")).toBe(17);
    expect(ageOn("2008-06-15", "2026-06-15")).toBe(18);
    // born on 29 February: 18 on 1 March of a common year
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("refuses minors only when asked, and impossible dates always", () => {
    expect(birthdateErrorOf("2010-01-01", "2026-01-01", true)).toBe("account.minorsBlocked");
    expect(birthdateErrorOf("2010-01-01", "2026-01-01", false)).toBeNull();
    expect(birthdateErrorOf("2008-01-01", "2026-01-01", true)).toBeNull();
    expect(birthdateErrorOf("2027-01-01", "2026-01-01", false)).toBe("account.birthdateInvalid");
    expect(birthdateErrorOf("1890-01-01", "2026-01-01", false)).toBe("account.birthdateInvalid");
  });

  it("takes today's date in France, not the server's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(dateIn("Europe/Paris", new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
  });

  it("an age grows by one a year, whatever the dates", () => {
    const date = fc
      .date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, (birth, today) => {
        fc.pre(birth <= today);
        const next = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
        fc.pre(!today.endsWith("02-29"));
        expect(ageOn(birth, next)).toBe(ageOn(birth, today) + 1);
        expect(ageOn(birth, today)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
