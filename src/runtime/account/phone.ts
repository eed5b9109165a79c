/**
 * Phone numbers of the registration rules (spec §3 ALLOW_ONLY_MOBILE_PHONE, §5): a pure module that
 * the browser's form check and the server's rule both use. Numbers are stored in E.164
 * ("+33612345678"). French national numbers ("06 12 34 56 78") are read as +33.
 *
 * A number is mobile when its country has known mobile ranges and the number is in one of them.
 * Some countries do not tell mobiles from landlines by their number (the +1 zone of North America):
 * there any valid number is taken as possibly mobile. Countries missing from the table below are
 * treated the same way (docs/decisions/019).
 */

/** Mobile ranges, by country calling code: the national significant number must match. */
const mobileRanges: ReadonlyArray<{ code: string; pattern: RegExp }> = [
  // France: 06 and 07 (ARCEP plan), 9 digits after +33
  { code: "33", pattern: /^[67]\d{8}$/ },
  // French overseas departments (ARCEP): Guadeloupe and Saint-Martin, Guyane, Martinique, Réunion and Mayotte
  { code: "590", pattern: /^69[01]\d{6}$/ },
  { code: "594", pattern: /^694\d{6}$/ },
  { code: "596", pattern: /^69[67]\d{6}$/ },
  { code: "262", pattern: /^(?:69[23]|639)\d{6}$/ },
  // Monaco, Belgium, Switzerland, Luxembourg
  { code: "377", pattern: /^[46]\d{7,8}$/ },
  { code: "32", pattern: /^4[5-9]\d{7}$/ },
  { code: "41", pattern: /^7[5-9]\d{7}$/ },
  { code: "352", pattern: /^6[2-9]1\d{6}$/ },
  // Germany, Austria, Netherlands, United Kingdom, Ireland
  { code: "49", pattern: /^1[5-7]\d{8,9}$/ },
  { code: "43", pattern: /^6[5-9]\d{7,11}$/ },
  { code: "31", pattern: /^6\d{8}$/ },
  { code: "44", pattern: /^7[1-9]\d{8}$/ },
  { code: "353", pattern: /^8[3-9]\d{7}$/ },
  // Spain, Portugal, Italy
  { code: "34", pattern: /^(?:6\d|7[1-4])\d{7}$/ },
  { code: "351", pattern: /^9[1236]\d{7}$/ },
  { code: "39", pattern: /^3\d{8,9}$/ },
  // Poland, Sweden, Norway, Denmark has no mobile prefix (not listed), Finland
  { code: "48", pattern: /^(?:4[5]|5[0137]|6[069]|7[2389]|88)\d{7}$/ },
  { code: "46", pattern: /^7[02369]\d{7}$/ },
  { code: "47", pattern: /^[49]\d{7}$/ },
  { code: "358", pattern: /^(?:4\d|50)\d{5,8}$/ },
  // Maghreb
  { code: "212", pattern: /^[67]\d{8}$/ },
  { code: "213", pattern: /^[567]\d{8}$/ },
  { code: "216", pattern: /^[2459]\d{7}$/ },
];

/** Calling codes are prefix-free: the first one that matches is the number's country. */
const knownCodes = [...new Set(mobileRanges.map((r) => r.code))].sort((a, b) => b.length - a.length);

export type PhoneCheck = { ok: true; e164: string; mobile: boolean } | { ok: false; reason: "invalid" };

/** Reads a phone as typed: "06 12 34 56 78", "+33 6 12 34 56 78", "0033612345678", "+41 79 123 45 67". */
export function parsePhone(input: string): PhoneCheck {
  const compact = input.trim().replace(/[\s.\-()/]/g, "");
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^0[1-9]\d{8}$/.test(compact)) international = `33${compact.slice(1)}`;
  else return { ok: false, reason: "invalid" };
  // E.164: at most 15 digits, country code included; no country code starts with 0
  if (international.length < 8 || international.length > 15 || international.startsWith("0")) {
    return { ok: false, reason: "invalid" };
  }
  // +33 0 6… is a common mistake: the trunk 0 is dropped after the country code
  if (international.startsWith("330")) international = `33${international.slice(3)}`;
  if (international.startsWith("33") && !/^33[1-9]\d{8}$/.test(international)) {
    return { ok: false, reason: "invalid" };
  }
  const code = knownCodes.find((c) => international.startsWith(c));
  const mobile = code
    ? mobileRanges.some((r) => r.code === code && r.pattern.test(international.slice(code.length)))
    : // no table for this country (e.g. +1): any number may be a mobile
      true;
  return { ok: true, e164: `+${international}`, mobile };
}

/** The rule of spec §3 ALLOW_ONLY_MOBILE_PHONE: the catalogue key of the error, or null. */
export function phoneErrorOf(
  input: string,
  onlyMobile: boolean,
): "account.phoneInvalid" | "account.phoneNotMobile" | null {
  const phone = parsePhone(input);
  if (!phone.ok) return "account.phoneInvalid";
  if (onlyMobile && !phone.mobile) return "account.phoneNotMobile";
  return null;
}
