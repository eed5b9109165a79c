/**
 * The fields of the two forms the platform defines itself: the contact form's base fields and the
 * registration to an element. Shared by the server, which checks them, and the storefront, which
 * shows them: spec §5, a request to the owner states first name, last name and e-mail.
 */
import {
  type ContactFormConf,
  contactFormConfSchema,
  type FormField,
  MAX_SEATS_PER_REGISTRATION,
} from "../../../schemas/content";
import { type Lang, translate } from "../messages/translate";

const person = (lang: Lang): FormField[] => [
  {
    name: "firstname",
    label: translate(lang, "content.firstname"),
    type: "text",
    required: true,
    maxLength: 100,
    autocomplete: "given-name",
  },
  {
    name: "lastname",
    label: translate(lang, "content.lastname"),
    type: "text",
    required: true,
    maxLength: 100,
    autocomplete: "family-name",
  },
  {
    name: "email",
    label: translate(lang, "content.email"),
    type: "email",
    required: true,
    autocomplete: "email",
  },
  {
    name: "phone",
    label: translate(lang, "content.phone"),
    type: "tel",
    required: false,
    autocomplete: "tel",
  },
];

/** POST /element/{route}/{id}/register */
export function registrationFields(lang: Lang = "fr_FR", calendarId: number | null = null): FormField[] {
  return [
    ...person(lang),
    // an element with a calendar (issue 14 §3): the registrant picks one of its allowed dates
    ...(calendarId === null
      ? []
      : [
          {
            name: "date",
            label: translate(lang, "content.eventDate"),
            type: "date",
            required: true,
            calendarId,
          } as const,
        ]),
    {
      name: "seats",
      label: translate(lang, "content.seats"),
      type: "number",
      required: false,
      min: 1,
      max: MAX_SEATS_PER_REGISTRATION,
    },
    {
      name: "message",
      label: translate(lang, "content.message"),
      type: "textarea",
      required: false,
      maxLength: 2000,
    },
  ];
}

/** The contact form's configuration (component conf "contact-form"), or null when it has none. */
export function contactFormConfOf(config: unknown): ContactFormConf | null {
  const parsed = contactFormConfSchema.safeParse(config);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /message: the site's contact form fields, with the base fields added when missing and
 * first name, last name and e-mail always required (spec §5).
 */
export function contactFields(config: unknown, lang: Lang = "fr_FR"): FormField[] {
  const fields = [...(contactFormConfOf(config)?.fields ?? [])];
  const base = [
    ...person(lang),
    {
      name: "message",
      label: translate(lang, "content.message"),
      type: "textarea" as const,
      required: true,
      maxLength: 5000,
    },
  ];
  for (const field of base) {
    const at = fields.findIndex((f) => f.name === field.name);
    if (at === -1) fields.push(field);
    else if (field.required) fields[at] = { ...(fields[at] as FormField), required: true };
  }
  return fields;
}
