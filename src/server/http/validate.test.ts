import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, translateFieldErrors } from "./validate";

describe("field errors", () => {
  // the API fuzz found it: a body key named "toString" made a 500 (the errors object had a prototype)
  it.each(["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"])(
    "are keyed by any field name, %s included",
    (name) => {
      const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(`{"${name}": {"a": true}}`));
      if (parsed.success) return expect(name).toBe("__proto__"); // JSON.parse keeps it, zod may skip it
      const errors = fieldErrors(parsed.error);
      expect(Object.keys(errors)).toEqual([name]);
      expect(errors[name]).toHaveLength(1);
      const translated = translateFieldErrors("fr_FR", errors);
      expect(Object.keys(translated)).toEqual([name]);
      expect(JSON.parse(JSON.stringify(translated))).toEqual({ [name]: errors[name] });
    },
  );
});
