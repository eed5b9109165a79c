import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePhone, phoneErrorOf } from "./phone";

describe("phones (spec §3 ALLOW_ONLY_MOBILE_PHONE)", () => {
  it("reads French numbers in every usual writing, as E.164", () => {
    for (const input of [
      "06 12 34 56 78",
      "06.12.34.56.78",
      "0612345678",
      "+33 6 12 34 56 78",
      "0033612345678",
      "+33 (0)6 12 34 56 78".replace("(0)", "0"),
    ]) {
      expect(parsePhone(input), input).toEqual({ ok: true, e164: "+33612345678", mobile: true });
    }
  });

  it("tells French mobiles (06, 07) from landlines and special numbers", () => {
    expect(phoneErrorOf("07 81 23 45 67", true)).toBeNull();
    for (const landline of ["01 23 45 67 89", "04 65 71 00 00", "09 70 00 00 00", "08 00 00 00 00"]) {
      expect(phoneErrorOf(landline, true), landline).toBe("account.phoneNotMobile");
      expect(phoneErrorOf(landline, false), landline).toBeNull();
    }
  });

  it("knows mobiles of the neighbouring countries and the French overseas departments", () => {
    for (const mobile of [
      "+32 470 12 34 56",
      "+41 79 123 45 67",
      "+352 621 123 456",
      "+49 151 23456789",
      "+44 7700 900123",
      "+34 612 34 56 78",
      "+39 312 345 6789",
      "+262 692 12 34 56",
      "+590 690 12 34 56",
    ]) {
      expect(phoneErrorOf(mobile, true), mobile).toBeNull();
    }
    for (const landline of [
      "+32 2 123 45 67",
      "+41 22 123 45 67",
      "+49 30 1234567",
      "+44 20 7946 0000",
      "+262 262 12 34 56",
    ]) {
      expect(phoneErrorOf(landline, true), landline).toBe("account.phoneNotMobile");
    }
  });

  it("accepts any valid number of a country whose numbers do not tell mobiles apart", () => {
    expect(phoneErrorOf("+1 212 555 0100", true)).toBeNull();
  });

  it("refuses what is not a phone number", () => {
    for (const input of [
      "",
      "12",
      "06 12 34",
      "+0 612345678",
      "abc",
      "06 12 34 56 78 90",
      "+3361234567890123",
    ]) {
      expect(phoneErrorOf(input, false), input).toBe("account.phoneInvalid");
    }
  });

  it("never throws, and what it accepts is E.164", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = parsePhone(input);
        if (result.ok) expect(result.e164).toMatch(/^\+[1-9]\d{7,14}$/);
      }),
    );
  });
});
