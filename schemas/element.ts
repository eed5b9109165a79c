// Contracts of the owner's events (issue 14 §3, DESIGN.md §7): the element routes
// (/api/admin/element), their items (/api/admin/element/{route}/item), the registrations of an item
// and the allowed-dates calendars (/api/admin/calendar) an item may offer.
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max, { error: "element.tooLong" });
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));
const isoDate = z.iso.date({ error: "element.dateInvalid" });
const instant = z.iso.datetime({ offset: true, error: "element.dateInvalid" });
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: "element.slugInvalid" }));

/** The routes the footer lists own (spec §7 logo-footer, link-footer): never an element route. */
export const reservedElementRoutes = ["logo-footer", "link-footer"] as const;

export const elementRouteInputSchema = z.object({
  route: slug.refine((v) => !(reservedElementRoutes as readonly string[]).includes(v), {
    error: "element.routeReserved",
  }),
  title: text(120).min(1, { error: "element.titleRequired" }),
  description: optionalText(2000),
});
export const elementRouteUpdateSchema = elementRouteInputSchema.extend({ version: z.number().int() });

export const adminElementRouteSchema = z.object({
  id: z.number(),
  route: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Items of the route, published or not. */
  items: z.number(),
  version: z.number(),
});
export type AdminElementRoute = z.infer<typeof adminElementRouteSchema>;

/** A photo of the media library: its address on this site, and what it shows. */
export const elementImageInputSchema = z.object({
  src: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)[^\s"'<>\\]*$/, { error: "element.imageInvalid" }),
  alt: text(300).default(""),
});

export const elementInputSchema = z
  .object({
    title: text(160).min(1, { error: "element.titleRequired" }),
    /** Derived from the title when left empty; a change answers the old one with a 301. */
    slug: z.union([slug, z.literal("")]).default(""),
    summary: text(500).default(""),
    /** Rich text, sanitized on the server when saved (as layouts and settings). */
    html: z.string().max(100_000, { error: "element.tooLong" }).default(""),
    image: elementImageInputSchema.nullable().default(null),
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
    location: optionalText(200),
    /** What a place costs, as the owner writes it ("35 € par personne"); null: free. */
    price: optionalText(120),
    /** Seats offered; null: unlimited. */
    capacity: z
      .number({ error: "element.capacityInvalid" })
      .int({ error: "element.capacityInvalid" })
      .min(1, { error: "element.capacityInvalid" })
      .max(100_000, { error: "element.capacityInvalid" })
      .nullable()
      .default(null),
    registrationOpen: z.boolean().default(false),
    /** The dates a registrant may choose (GET /calendar/{id}/date/allowed/{month}/{year}). */
    calendarId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    hasWaitingList: z.boolean().default(true),
    order: z.number().int().min(-100_000).max(100_000).default(0),
    /** false: not published (404 to visitors, marked for admins). */
    isValid: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) < Date.parse(v.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "element.endsBeforeStart" });
  });
export type ElementInput = z.input<typeof elementInputSchema>;
export const elementUpdateSchema = z.intersection(
  elementInputSchema,
  z.object({ version: z.number().int() }),
);

export const adminElementSchema = z.object({
  id: z.number(),
  route: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  summary: z.string(),
  html: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  price: z.string().nullable(),
  capacity: z.number().nullable(),
  registrationOpen: z.boolean(),
  calendarId: z.number().nullable(),
  hasWaitingList: z.boolean(),
  order: z.number(),
  isValid: z.boolean(),
  /** Seats of the confirmed registrations. */
  seatsTaken: z.number(),
  /** Seats asked by the registrations on the waiting list. */
  seatsWaiting: z.number(),
  version: z.number(),
});
export type AdminElement = z.infer<typeof adminElementSchema>;

export const adminElementListSchema = z.object({
  route: adminElementRouteSchema,
  items: z.array(adminElementSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type AdminElementList = z.infer<typeof adminElementListSchema>;

export const adminElementQuerySchema = z.object({
  search: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminElementQuery = z.infer<typeof adminElementQuerySchema>;

/** CONFIRMED holds seats; WAITING is on the waiting list; CANCELLED freed them. */
export const registrationStatuses = ["CONFIRMED", "WAITING", "CANCELLED"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const adminRegistrationSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  seats: z.number(),
  message: z.string().nullable(),
  status: z.enum(registrationStatuses),
  chosenDate: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** When the owner last answered it from the inbox (decision 115). */
  repliedAt: z.string().nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** The seats of one date of an event counted per date (decision 115); `date` null: none chosen. */
export const adminDateSeatsSchema = z.object({
  date: z.string().nullable(),
  seatsTaken: z.number(),
  seatsWaiting: z.number(),
  /** null: no limit. */
  seatsLeft: z.number().nullable(),
});
export type AdminDateSeats = z.infer<typeof adminDateSeatsSchema>;

export const adminRegistrationListSchema = z.object({
  element: adminElementSchema,
  items: z.array(adminRegistrationSchema),
  /** When the registrants choose a date (the event has a calendar): the seats of each date booked. */
  dates: z.array(adminDateSeatsSchema),
});
export type AdminRegistrationList = z.infer<typeof adminRegistrationListSchema>;

/** The cancel link's secret, as the registrant's mail carries it. */
export const registrationCancelSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "element.cancelLinkInvalid" }),
});

export const calendarInputSchema = z
  .object({
    name: text(120).min(1, { error: "element.titleRequired" }),
    /** ISO weekdays open: 1 Monday … 7 Sunday. */
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    closedDates: z
      .array(isoDate)
      .max(500)
      .default([])
      .transform((d) => [...new Set(d)].sort()),
    openDates: z
      .array(isoDate)
      .max(500)
      .default([])
      .transform((d) => [...new Set(d)].sort()),
    minDelayDays: z.number().int().min(0).max(3650).default(0),
    maxDelayDays: z.number().int().min(0).max(3650).nullable().default(null),
    startsOn: isoDate.nullable().default(null),
    endsOn: isoDate.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.maxDelayDays !== null && v.maxDelayDays < v.minDelayDays)
      ctx.addIssue({ code: "custom", path: ["maxDelayDays"], message: "element.delayOrder" });
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: "element.endsBeforeStart" });
  });
export type CalendarInput = z.input<typeof calendarInputSchema>;

export const adminCalendarSchema = z.object({
  id: z.number(),
  name: z.string(),
  weekdays: z.array(z.number()),
  closedDates: z.array(z.string()),
  openDates: z.array(z.string()),
  minDelayDays: z.number(),
  maxDelayDays: z.number().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;
