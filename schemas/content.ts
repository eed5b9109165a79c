import { z } from "zod";

// Entities of the content calls of spec §7 (blog, news, albums, services, elements, forms,
// messages, calendar) and of the reviews call of DESIGN.md §4. Spec §3 shows only some of their
// fields ("News item, album and awards shapes: not shown"): docs/decisions/030 records the rest.

/** An image of the site's own media, with the size that keeps the layout from shifting. */
export const mediaImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

/** spec §3 Blog: breadcrumb entries {id, url, name}; `url` is the storefront path. */
export const breadcrumbEntrySchema = z.object({ id: z.number(), url: z.string(), name: z.string() });
export type BreadcrumbEntry = z.infer<typeof breadcrumbEntrySchema>;
export const arianeSchema = z.object({ ariane: z.array(breadcrumbEntrySchema) });

export const blogFolderSchema = z.object({
  id: z.number(),
  idParent: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  /** Articles in the folder and its sub-folders. */
  nbBlogs: z.number(),
});
export type BlogFolder = z.infer<typeof blogFolderSchema>;

export const blogSummarySchema = z.object({
  id: z.number(),
  idFolder: z.number().nullable(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  summary: z.string(),
  image: mediaImageSchema.nullable(),
  author: z.string().nullable(),
  publishedAt: z.string(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogArticleSchema = blogSummarySchema.extend({
  /** Sanitized when written (src/server/security/sanitize.ts), never on view. */
  html: z.string(),
  metaDescription: z.string().nullable(),
  updatedAt: z.string(),
  folderName: z.string().nullable(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** GET /blog/folder/ and /blog/folder/{id}: the folder, its sub-folders and its first articles. */
export const blogFolderContentSchema = z.object({
  folder: blogFolderSchema.nullable(),
  folders: z.array(blogFolderSchema),
  blogs: z.array(blogSummarySchema),
  total: z.number(),
});
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;

/** GET /blog/folder/list and /blog/folder/list/{id}: one page of articles (spec §9: 12 a page). */
export const blogListSchema = z.object({ blogs: z.array(blogSummarySchema), total: z.number() });
export type BlogList = z.infer<typeof blogListSchema>;

export const newsSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  summary: z.string(),
  image: mediaImageSchema.nullable(),
  publishedAt: z.string(),
  isPromoted: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsItemSchema = newsSummarySchema.extend({
  html: z.string(),
  metaDescription: z.string().nullable(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /news (spec §7: response news, total); GET /news?promoted=true answers news alone. */
export const newsListSchema = z.object({ news: z.array(newsSummarySchema), total: z.number() });
export type NewsList = z.infer<typeof newsListSchema>;
export const promotedNewsSchema = z.object({ news: z.array(newsSummarySchema) });

export const mediaTypes = ["image", "video"] as const;
export const albumMediaSchema = mediaImageSchema.extend({
  id: z.number(),
  type: z.enum(mediaTypes),
  /** The owner's caption, shown under the photo (issue 14 §2). */
  caption: z.string().nullable().default(null),
});
export type AlbumMedia = z.infer<typeof albumMediaSchema>;

export const albumSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  cover: mediaImageSchema.nullable(),
  nbMedia: z.number(),
  publishedAt: z.string(),
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;
export const albumSchema = albumSummarySchema.extend({
  media: z.array(albumMediaSchema),
  /** Only in an admin's answer (issue 14 §7): visitors do not see this album. */
  unpublished: z.literal(true).optional(),
});
export type Album = z.infer<typeof albumSchema>;
export const albumListSchema = z.object({ albums: z.array(albumSummarySchema), total: z.number() });
export type AlbumList = z.infer<typeof albumListSchema>;

/** The values of the SERVICE_PAGE_STYLE setting (schemas/parameters.ts), which a service may override. */
export const servicePageStyles = ["CARDS", "LIST", "ALTERNATE"] as const;
export type ServicePageStyle = (typeof servicePageStyles)[number];

export const serviceSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  summary: z.string(),
  html: z.string(),
  image: mediaImageSchema.nullable(),
  /** Display text of the price ("à partir de 450 € HT"): services are quoted, not sold here. */
  price: z.string().nullable(),
  duration: z.string().nullable(),
  tags: z.array(z.string()),
  /** The service's own page style; null: the site's SERVICE_PAGE_STYLE (decision 115). */
  pageStyle: z.enum(servicePageStyles).nullable(),
  /** Only in an admin's answer (issue 14 §7): visitors do not see this service. */
  unpublished: z.literal(true).optional(),
});
export type Service = z.infer<typeof serviceSchema>;
/** GET /service (spec §7: data.services; spec §9: 100 a page). */
export const serviceListSchema = z.object({
  services: z.array(serviceSchema),
  total: z.number(),
  /** Every tag in use on the site's services, for the tag filter. */
  tags: z.array(z.string()),
});
export type ServiceList = z.infer<typeof serviceListSchema>;

export const elementListInfoSchema = z.object({
  id: z.number(),
  route: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});
export type ElementListInfo = z.infer<typeof elementListInfoSchema>;

export const elementSchema = z.object({
  id: z.number(),
  route: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  summary: z.string(),
  html: z.string(),
  image: mediaImageSchema.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  price: z.string().nullable(),
  /**
   * Seats offered, or null when registrations are not limited; with a calendar (the registrant
   * chooses a date), the seats of each date (decision 115).
   */
  capacity: z.number().nullable(),
  registrationOpen: z.boolean(),
  /** Seats still free, or null when unlimited or counted per date (issue 14 §3; see `dateSeats`). */
  seatsLeft: z.number().nullable(),
  /** A full element takes registrations on its waiting list. */
  hasWaitingList: z.boolean(),
  /** false only in an admin's view of an unpublished element (visitors get a 404). */
  isPublished: z.boolean(),
  /** The calendar whose dates a registrant chooses from, if any. */
  calendarId: z.number().nullable(),
});
export type Element = z.infer<typeof elementSchema>;

/** GET /element/{route} (spec §3 element list: items, total, filters {page, nbItem}). */
export const elementPageSchema = z.object({
  list: elementListInfoSchema,
  items: z.array(elementSchema),
  total: z.number(),
  filters: z.object({ page: z.number(), nbItem: z.number() }),
});
export type ElementPage = z.infer<typeof elementPageSchema>;
/** The seats left on one date of an element counted per date. */
export const dateSeatsSchema = z.object({ date: z.string(), seatsLeft: z.number() });
export type DateSeats = z.infer<typeof dateSeatsSchema>;
export const elementDetailSchema = elementSchema.extend({
  list: elementListInfoSchema,
  /**
   * When the capacity counts per date: the dates from today on that have confirmed seats, with
   * the seats left (any other allowed date offers `capacity`); null otherwise.
   */
  dateSeats: z.array(dateSeatsSchema).nullable(),
});
export type ElementDetail = z.infer<typeof elementDetailSchema>;

export const registrationResultSchema = z.object({
  id: z.number(),
  seats: z.number(),
  remainingSeats: z.number().nullable(),
  /** CONFIRMED, or WAITING on the waiting list of a full element. */
  status: z.enum(["CONFIRMED", "WAITING"]),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** Largest number of seats one registration may book. */
export const MAX_SEATS_PER_REGISTRATION = 20;

export const formFieldTypes = [
  "text",
  "email",
  "tel",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "date",
  "number",
  "file",
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** One field of a form (GET /forms/{id}) or of the contact form's configuration. */
export const formFieldSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][\w-]*$/),
  label: z.string().min(1).max(500),
  type: z.enum(formFieldTypes),
  required: z.boolean().default(false),
  help: z.string().max(500).optional(),
  autocomplete: z.string().max(64).optional(),
  options: z.array(z.string().max(200)).max(100).optional(),
  maxLength: z.number().int().positive().max(20_000).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** File fields: accepted extensions (".pdf"), size limit, and whether several files are allowed. */
  accept: z.array(z.string().regex(/^\.[a-z0-9]{1,8}$/)).optional(),
  maxSizeMb: z.number().positive().max(10).optional(),
  multiple: z.boolean().optional(),
  /** Date fields: only the dates this calendar allows (GET /calendar/{id}/date/allowed/…). */
  calendarId: z.number().int().positive().optional(),
  /** Checkbox fields: a page the label links to (privacy policy). */
  link: z.string().max(300).optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** Sanitized HTML shown above the fields. */
  description: z.string().nullable(),
  submitLabel: z.string(),
  successMessage: z.string(),
  fields: z.array(formFieldSchema),
});
export type Form = z.infer<typeof formSchema>;

/** spec §3 Form: per-form result; a failed result carries per-field errors in data (spec §5). */
export const formSubmitResultSchema = z.object({ id: z.number(), message: z.string() });
export type FormSubmitResult = z.infer<typeof formSubmitResultSchema>;

/** The contact form's configuration (GET /component/conf/contact-form). */
export const contactFormConfSchema = z.object({
  title: z.string(),
  submitLabel: z.string(),
  successMessage: z.string(),
  fields: z.array(formFieldSchema),
});
export type ContactFormConf = z.infer<typeof contactFormConfSchema>;

/**
 * POST /message: spec §5, a request to the owner states first name, last name and e-mail. The
 * other values are the contact form's own fields, checked against its configuration.
 */
export const contactMessageBodySchema = z.record(
  z.string().max(64),
  z.union([z.string().max(20_000), z.boolean(), z.number()]),
);
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;
export const messageResultSchema = z.object({ id: z.number() });

export const reviewSources = ["site", "service"] as const;
export type ReviewSource = (typeof reviewSources)[number];
export const reviewSchema = z.object({
  id: z.number(),
  source: z.enum(reviewSources),
  rating: z.number().int().min(1).max(5),
  firstname: z.string(),
  date: z.string(),
  /** Plain text, sanitized when stored. */
  text: z.string(),
  productId: z.number().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
/** GET /reviews?from={source}: the site's own reviews, imported ones, or both ("all"). */
export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number(),
  /** Mean rating over every review of the source, one decimal; null when there is none. */
  average: z.number().nullable(),
  /** The review service's page (REVIEW_SERVICE_URL), for "see every review". */
  serviceUrl: z.string().nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /calendar/{id}/date/allowed/{month}/{year}: ISO dates (YYYY-MM-DD) a visitor may pick. */
export const allowedDatesSchema = z.object({
  id: z.number(),
  name: z.string(),
  month: z.number(),
  year: z.number(),
  dates: z.array(z.string()),
});
export type AllowedDates = z.infer<typeof allowedDatesSchema>;

export const searchResultTypes = ["page", "article", "news"] as const;
export const searchResultSchema = z.object({
  type: z.enum(searchResultTypes),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  total: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
/** Search terms: at least 2 characters, at most 100. */
export const searchQuerySchema = z.string().trim().min(2).max(100);

/** GET /sitemap: every visible page, article and news item, with its last change. */
export const sitemapSchema = z.object({
  entries: z.array(z.object({ path: z.string(), updatedAt: z.string().nullable() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;
