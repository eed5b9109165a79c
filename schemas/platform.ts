// The platform operator's contracts (issue 19): what creates a site, gives it domains and limits,
// and what the command line (`npm run site -- …`), the operator's screens and the operator API
// send. One schema per action; the server, the CLI and the screens all parse with these.
import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./account";

/** The presets a new site may start from (themes/presets.ts holds their values). */
export const sitePresetNames = ["consultant", "winemaker", "dark", "nature"] as const;
export type SitePresetName = (typeof sitePresetNames)[number];

/** The languages a site may have as its default (the platform's languages table holds them). */
export const siteLangs = ["fr_FR", "en_GB"] as const;

/**
 * A host name a site answers to: lower case, no scheme, no path, no port; `localhost` names and
 * IP addresses are allowed for development lists.
 */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { error: "platform.hostInvalid" })
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\d{1,3}(?:\.\d{1,3}){3}$/,
    { error: "platform.hostInvalid" },
  );

export const siteEnvs = ["dev", "prod"] as const;
export type SiteEnv = (typeof siteEnvs)[number];

const hostListSchema = z.array(hostSchema).max(20, { error: "platform.tooManyHosts" });

/** Issue 19 §2: a new site. */
export const createSiteSchema = z
  .object({
    name: z.string().trim().min(1, { error: "platform.nameRequired" }).max(120),
    isWinemaker: z.boolean().default(false),
    isECommerce: z.boolean().default(false),
    preset: z.enum(sitePresetNames).default("consultant"),
    defaultLang: z.enum(siteLangs).default("fr_FR"),
    hosts: z.object({ dev: hostListSchema.default([]), prod: hostListSchema.default([]) }),
    ownerEmail: emailSchema,
    /** Optional demo content (a few pages' texts, a wine for a winemaker) to start from. */
    demoContent: z.boolean().default(false),
  })
  .refine((site) => site.hosts.dev.length + site.hosts.prod.length > 0, {
    error: "platform.hostRequired",
    path: ["hosts"],
  });
export type CreateSiteInput = z.input<typeof createSiteSchema>;
export type CreateSite = z.output<typeof createSiteSchema>;

/** Issue 19 §4: a domain added to a site. */
export const addDomainSchema = z.object({
  host: hostSchema,
  env: z.enum(siteEnvs).default("prod"),
  canonical: z.boolean().default(false),
});
export type AddDomain = z.output<typeof addDomainSchema>;

/** Issue 19 §6: limits per site; null means the platform's default (unlimited for counts). */
const limitSchema = z.number().int().min(0).max(1_000_000).nullable();
export const siteLimitsSchema = z.object({
  mediaQuotaMb: limitSchema.optional(),
  maxProducts: limitSchema.optional(),
  maxAdmins: limitSchema.optional(),
});
export type SiteLimits = z.output<typeof siteLimitsSchema>;
export const siteLimitNames = ["mediaQuotaMb", "maxProducts", "maxAdmins"] as const;
export type SiteLimitName = (typeof siteLimitNames)[number];

/** Issue 19 §5: suspension, with a reason kept for the operator (visitors see a neutral page). */
export const suspendSiteSchema = z.object({ reason: z.string().trim().max(500).default("") });

/** What the operator's list shows of a site. */
export const platformSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  suspendedAt: z.string().nullable(),
  /** Why the operator suspended it (for the operators; visitors never see it); null when not suspended. */
  suspendedReason: z.string().nullable(),
  preset: z.string().nullable(),
  defaultLang: z.string(),
  createdAt: z.string(),
  urls: z.array(z.object({ host: z.string(), env: z.enum(siteEnvs), isCanonical: z.boolean() })),
  limits: z.object({ mediaQuotaMb: limitSchema, maxProducts: limitSchema, maxAdmins: limitSchema }),
});
export type PlatformSite = z.infer<typeof platformSiteSchema>;

/** The owner's set-up checklist (issue 19 §3): its steps, in the order the owner walks them. */
export const setupSteps = [
  "company",
  "logo",
  "colours",
  "firstPage",
  "firstWine",
  "shipping",
  "pickup",
] as const;
export type SetupStep = (typeof setupSteps)[number];

/** Issue 19 §1: an operator added (or its password set) from the command line or the operator API. */
export const addOperatorSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().trim().max(120).nullable().optional(),
});

/** The command line's reset of an operator's second factor (docs/decisions/131). */
export const resetSecondFactorSchema = z.object({ email: emailSchema });

/** Issue 19 §5: deleting a site asks for its name, typed again. */
export const deleteSiteSchema = z.object({ confirmName: z.string().max(200) });
