import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies } from "./http/client-ip";

/** The environment variables of the README, parsed once with their defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The media library's size per site, in megabytes (originals and variants). */
  MEDIA_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.string().optional(),
  /**
   * The reverse proxy whose X-Forwarded-For and X-Forwarded-Proto are believed: `1` for one on this
   * machine (nginx on loopback), or its addresses, comma-separated. Unset: none.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trusted = parseTrustedProxies(value);
      if (trusted) return trusted;
      ctx.addIssue({ code: "custom", message: "must be 1, or IP addresses separated by commas" });
      return z.NEVER;
    }),
  /**
   * App processes on PORT (node:cluster): 1 by default. More needs DATABASE_URL, since an embedded
   * PGlite belongs to one process.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * The platform operator's own host (issue 19 §1): its screens and API answer there and on no
   * site's host. Restrict it at the reverse proxy in production (README).
   */
  PLATFORM_HOST: z.string().trim().toLowerCase().min(1).default("platform.localhost"),
  /** When both are set, `npm start` creates this operator, or sets its password (issue 19 §1). */
  PLATFORM_OPERATOR_EMAIL: z.string().optional(),
  PLATFORM_OPERATOR_PASSWORD: z.string().optional(),
  /** What a new domain's DNS record points to (issue 19 §4): a host name (CNAME) or an IPv4 (A). */
  PLATFORM_DNS_TARGET: z.string().trim().toLowerCase().default("sites.vinisite.fr"),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; mediaDir: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, "media") };
}
