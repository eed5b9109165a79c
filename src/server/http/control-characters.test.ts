import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  controlCharacterErrors,
  formControlCharacterErrors,
  hasControlCharacter,
} from "./control-characters";

const MESSAGE = ["validation.controlCharacter"];

describe("control characters (issue 11 §6)", () => {
  it("refuses C0 controls and lone surrogates; keeps TAB and line breaks in texts only", () => {
    for (const bad of [
      "\u0000",
      "a\u0001",
      "\u001b[0m",
      "\u0007",
      "\u000b",
      "\u000c",
      "\u001f",
      "\ud800",
      "x\udfffy",
    ])
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ["", "Léa", "a\tb", "ligne\r\nligne\n", "😀", "\u007f", "\u0085", "\u2028"])
      expect(hasControlCharacter(good), JSON.stringify(good)).toBe(false);
    for (const line of ["a\tb", "a\nb", "a\rb"]) expect(hasControlCharacter(line, false)).toBe(true);
  });

  it("names each field at fault by its path, as zod does", () => {
    const body = {
      email: "lea@example.fr",
      shippingAddress: { address1: "1 rue\u0000", city: "Saumur" },
      products: [{ name: "ok" }, { name: "\u0007" }],
      "clé\u0000": "valeur",
      message: "Bonjour\r\n\tLéa",
    };
    expect(controlCharacterErrors(body)).toEqual({
      "shippingAddress.address1": MESSAGE,
      "products.1.name": MESSAGE,
      "clé\ufffd": MESSAGE,
    });
    expect(controlCharacterErrors("\u0000")).toEqual({ _: MESSAGE });
    expect(controlCharacterErrors({ a: "\n" })).toEqual({});
  });

  it("walks a body nested far deeper than any stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(controlCharacterErrors(deep))).toHaveLength(1);
  });

  it("names the form fields and files at fault", () => {
    expect(
      formControlCharacterErrors(
        { message: ["ok", "x\u0000"], nom: ["Léa"] },
        { cv: [{ filename: "a\u0001.pdf" }] },
      ),
    ).toEqual({ message: MESSAGE, cv: MESSAGE });
  });

  it("finds a control character wherever it is in any JSON value", () => {
    // the reference: every string (multi-line) and key (one line) of the value, recursively
    const texts = (v: unknown): [string, boolean][] =>
      typeof v === "string"
        ? [[v, true]]
        : Array.isArray(v)
          ? v.flatMap(texts)
          : v && typeof v === "object"
            ? Object.entries(v).flatMap(([k, c]): [string, boolean][] => [[k, false], ...texts(c)])
            : [];
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: "binary", maxDepth: 4 }), (value) => {
        const expected = texts(value).some(([text, multiline]) => hasControlCharacter(text, multiline));
        expect(Object.keys(controlCharacterErrors(value)).length > 0).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
