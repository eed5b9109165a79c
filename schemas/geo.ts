import { z } from "zod";

// Shapes behind `GET /countries` and `GET /cities/{search}/{idCountry}`. The cart only keeps
// country {id, alphaTwo} and city {postalCode, name}; the extra fields let the UI disambiguate
// homonyms (department) and let callers rank or display without a second lookup.

export const countrySchema = z.object({
  // The ISO 3166-1 numeric code as a number: it is what `deliveryIdCountry` and the
  // `{idCountry}` path parameter carry, so France is 250.
  id: z.number().int().positive().max(999),
  alphaTwo: z.string().regex(/^[A-Z]{2}$/),
  alphaThree: z.string().regex(/^[A-Z]{3}$/),
  // Kept as a zero-padded string because leading zeros are significant ("004" is Afghanistan).
  numCode: z.string().regex(/^\d{3}$/),
  // French name: the shop is aimed at French producers and their customers.
  name: z.string().min(1),
});
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({
  // A commune can have several postal codes (Paris has 21), and a postal code several
  // communes, so neither code alone is unique: the pair is.
  id: z.string().regex(/^[0-9][0-9AB]\d{3}-\d{5}$/),
  name: z.string().min(1),
  postalCode: z.string().regex(/^\d{5}$/),
  // INSEE code: Corsica uses 2A/2B instead of digits.
  inseeCode: z.string().regex(/^[0-9][0-9AB]\d{3}$/),
  // Department code: "21", "2A", or three characters overseas ("971", "975").
  department: z.string().regex(/^[0-9][0-9AB]\d?$/),
  // Null when the census has no figure (uninhabited overseas territories).
  population: z.number().int().nonnegative().nullable(),
});
export type City = z.infer<typeof citySchema>;

export const citySearchParamsSchema = z.object({
  search: z.string().trim().min(1).max(64),
  // Path parameters arrive as strings. A digits-only regex rather than z.coerce, because
  // coercion would accept "", "1e3" or "0x10" as numbers.
  idCountry: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().positive()),
});
export type CitySearchParams = z.infer<typeof citySearchParamsSchema>;
export type CitySearchParamsInput = z.input<typeof citySearchParamsSchema>;
