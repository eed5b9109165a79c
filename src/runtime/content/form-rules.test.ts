import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FormField, formFieldSchema } from "../../../schemas/content";
import { translate } from "../messages/translate";
import { checkForm, extensionOf, type FormInput, formInputOfJson, isEmail } from "./form-rules";

const field = (f: Partial<FormField> & Pick<FormField, "name" | "type">): FormField =>
  formFieldSchema.parse({ label: f.name, ...f });

const contact = [
  field({ name: "firstname", type: "text", required: true }),
  field({ name: "lastname", type: "text", required: true }),
  field({ name: "email", type: "email", required: true }),
  field({ name: "phone", type: "tel" }),
  field({ name: "subject", type: "select", required: true, options: ["Devis", "Autre"] }),
  field({ name: "guests", type: "number", min: 1, max: 40 }),
  field({ name: "visit", type: "date", calendarId: 1 }),
  field({ name: "message", type: "textarea", required: true, maxLength: 20 }),
  field({ name: "consent", type: "checkbox", required: true }),
  field({ name: "cv", type: "file", accept: [".pdf"], maxSizeMb: 1 }),
];

const input = (values: Record<string, string>, files: FormInput["files"] = {}): FormInput => ({
  values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [v]])),
  files,
});

const good = {
  firstname: " Léa ",
  lastname: "Martin",
  email: "Lea.Martin@Example.fr",
  subject: "Devis",
  message: "Bonjour",
  consent: "on",
};

describe("form rules (spec §5: errors per field)", () => {
  it("accepts a good submission and types its values", () => {
    const { values, errors } = checkForm(contact, input({ ...good, guests: "12", phone: "06 39 98 52 17" }));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      firstname: "Léa",
      email: "lea.martin@example.fr",
      guests: 12,
      consent: true,
      phone: "06 39 98 52 17",
      visit: null,
      cv: null,
    });
  });

  it("names each field at fault, with its own message", () => {
    const { errors } = checkForm(
      contact,
      input({
        firstname: "",
        email: "pas-un-mail",
        phone: "abc",
        subject: "Inconnu",
        guests: "99",
        visit: "2026-02-31",
        message: "x".repeat(21),
      }),
    );
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((e) => e.key)]))).toEqual({
      firstname: ["validation.required"],
      lastname: ["validation.required"],
      email: ["validation.email"],
      phone: ["validation.phone"],
      subject: ["validation.option"],
      guests: ["validation.max"],
      visit: ["validation.date"],
      message: ["validation.tooLong"],
      consent: ["validation.consent"],
    });
    expect(translate("fr_FR", errors.message?.[0]?.key ?? "error.default", errors.message?.[0]?.params)).toBe(
      "20 caractères au plus",
    );
  });

  it("asks the calendar about date fields", () => {
    const allowed = (_f: FormField, date: string) => date === "2026-12-23";
    expect(checkForm(contact, input({ ...good, visit: "2026-12-23" }), allowed).errors).toEqual({});
    expect(checkForm(contact, input({ ...good, visit: "2026-12-24" }), allowed).errors.visit?.[0]?.key).toBe(
      "validation.dateNotAllowed",
    );
  });

  it("checks files: type, size and count; an empty file input is no file", () => {
    const pdf = { filename: "cv.pdf", size: 1000, contentType: "application/pdf" };
    expect(checkForm(contact, input(good, { cv: [pdf] })).values.cv).toEqual(["cv.pdf"]);
    expect(
      checkForm(contact, input(good, { cv: [{ filename: "", size: 0, contentType: "" }] })).errors,
    ).toEqual({});
    const bad = checkForm(
      contact,
      input(good, {
        cv: [
          { filename: "cv.exe", size: 10, contentType: "application/octet-stream" },
          { ...pdf, size: 2 * 1024 * 1024 },
        ],
      }),
    );
    expect(bad.errors.cv?.map((e) => e.key)).toEqual([
      "validation.tooManyFiles",
      "validation.fileType",
      "validation.fileTooLarge",
    ]);
    const required = [field({ name: "cv", type: "file", required: true })];
    expect(checkForm(required, input({})).errors.cv?.[0]?.key).toBe("validation.required");
  });

  it("refuses two values for one field and drops unknown fields", () => {
    const twice: FormInput = {
      values: { ...input(good).values, firstname: ["a", "b"], admin: ["1"] },
      files: {},
    };
    const { values, errors } = checkForm(contact, twice);
    expect(errors.firstname?.[0]?.key).toBe("validation.invalid");
    expect(values).not.toHaveProperty("admin");
  });

  it("reads JSON bodies: booleans as ticks, numbers as text", () => {
    expect(formInputOfJson({ consent: true, no: false, guests: 3 }).values).toEqual({
      consent: ["on"],
      no: [""],
      guests: ["3"],
    });
  });

  it("knows e-mail addresses and extensions", () => {
    expect(isEmail("a@b.fr")).toBe(true);
    expect(isEmail("a@b")).toBe(false);
    expect(isEmail(`${"a".repeat(250)}@b.fr`)).toBe(false);
    expect(extensionOf("Devis.final.PDF")).toBe(".pdf");
    expect(extensionOf(".bashrc")).toBe("");
  });

  it("never throws and reports only known fields, whatever is sent", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.array(fc.string({ maxLength: 50 }), { maxLength: 3 })),
        (values) => {
          const { errors, values: out } = checkForm(contact, { values, files: {} });
          const names = contact.map((f) => f.name);
          for (const key of Object.keys(errors)) expect(names).toContain(key);
          expect(Object.keys(out).sort()).toEqual([...names].sort());
        },
      ),
    );
  });
});
