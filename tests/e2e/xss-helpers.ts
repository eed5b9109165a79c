// The attack suite's watch (tests/e2e/attack-xss.spec.ts): browser contexts of each role in which
// any payload of the XSS corpus that runs is recorded (it calls `__xss(id)`, installed in every
// frame), any dialog is recorded, and the pages are opened with the wait a payload needs to fire.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { superAdminParameterKeys } from "../../schemas/admin";
import { parameterKeys, parameterRegistry, parameterValueSchema } from "../../schemas/parameters";
import { describeXssMarker, XSS_MARKER, type XssPayload, xssPayloads } from "../fixtures/xss-corpus";
import { type Role, userWithSession } from "../support/admin-session";
import type { startInProcessServer } from "./in-process-server";
import { returningVisitor } from "./support";

export type Server = Awaited<ReturnType<typeof startInProcessServer>>;
export type Viewer = "VISITOR" | Role;
export type SiteId = 1 | 2;

export const originOf = (server: Server, idSite: SiteId) =>
  idSite === 1 ? `http://localhost:${server.port}` : `http://domaine.localhost:${server.port}`;

/** What ran, where, for whom: one line of the failure message. */
export interface Hit {
  viewer: Viewer;
  /** What the test was doing (a project's name…), when it says. */
  step: string;
  page: string;
  frame: string;
  what: string;
}

function describeMarker(id: unknown): string {
  // a tagged template (`__xss\`7\``) passes its strings as an array
  return describeXssMarker(String(Array.isArray(id) ? id[0] : id));
}

const calledMarker = new RegExp(`${XSS_MARKER} is not defined|property '${XSS_MARKER}'`);

/**
 * Records every payload that runs in the contexts it opens. A payload calls `__xss(id)`; in a frame
 * where the function is missing (an opaque-origin frame) the call throws, and the error is counted.
 */
export class XssWatch {
  readonly hits: Hit[] = [];
  /** Pages that broke (a write that stops a page from working is a finding too). */
  readonly problems: string[] = [];
  /** Named in the hits recorded from now on (the project being opened…). */
  step = "";
  private readonly contexts: BrowserContext[] = [];
  private readonly withoutScript = new WeakSet<BrowserContext>();

  constructor(
    private readonly browser: Browser,
    private readonly server: Server,
  ) {}

  /** A context of `viewer` on the site: a visitor, or a fresh user of the role with a session. */
  async open(
    viewer: Viewer,
    idSite: SiteId,
    options: { javaScriptEnabled?: boolean; localStorage?: Record<string, string>; token?: string } = {},
  ) {
    const context = await this.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
    this.contexts.push(context);
    if (options.javaScriptEnabled === false) this.withoutScript.add(context);
    await returningVisitor(context);
    if (options.localStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, options.localStorage);
    }
    await context.exposeBinding(XSS_MARKER, ({ page, frame }, id: unknown) => {
      this.hits.push({
        viewer,
        step: this.step,
        page: page?.url() ?? "",
        frame: frame.url(),
        what: describeMarker(id),
      });
    });
    context.on("dialog", (dialog) => {
      this.hits.push({
        viewer,
        step: this.step,
        page: dialog.page()?.url() ?? "",
        frame: "",
        what: `${dialog.type()} dialog: ${dialog.message()}`,
      });
      void dialog.dismiss().catch(() => {});
    });
    context.on("page", (page) => {
      page.on("pageerror", (error) => {
        // a call in a frame without the marker: "__xss is not defined", or a cross-origin read
        if (calledMarker.test(error.message))
          this.hits.push({
            viewer,
            step: this.step,
            page: page.url(),
            frame: "",
            what: `error: ${error.message}`,
          });
      });
    });
    let token = options.token;
    if (viewer !== "VISITOR" && !token) {
      token = (await userWithSession(this.server.platform.db, idSite, viewer)).token;
    }
    if (token) {
      const domain = idSite === 1 ? "localhost" : "domaine.localhost";
      await context.addCookies([{ name: "token", value: token, domain, path: "/" }]);
    }
    return { context, token: token ?? null };
  }

  /**
   * Opens `path` and lets what it holds fire: the page loaded, hydrated (React's effects render
   * more of it), and a moment for autofocus, animations and lazy images.
   */
  async visit(context: BrowserContext, idSite: SiteId, path: string, page?: Page): Promise<Page> {
    const tab = page ?? (await context.newPage());
    await tab.goto(`${originOf(this.server, idSite)}${path}`, { waitUntil: "load" });
    // an XML or text answer (the sitemap) has no application to wait for
    const isHtml = await tab.evaluate(() => document.contentType === "text/html");
    if (isHtml && !this.withoutScript.has(context)) {
      // a page whose scripts never finish is reported with the payloads that ran, not instead of them
      const ready = await tab
        .locator("html[data-vs-ready]")
        .waitFor({ state: "attached", timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (!ready) this.problems.push(`${path}: the page never became interactive (no data-vs-ready)`);
      await settle(tab);
    }
    return tab;
  }

  /** No payload ran, no dialog opened, no page broke: the failure lists each, with page and viewer. */
  expectNothingRan() {
    const lines = this.hits.map(
      (h) =>
        `${h.viewer} on ${h.page}${h.frame ? ` (frame ${h.frame})` : ""}${h.step ? ` [${h.step}]` : ""}: ${h.what}`,
    );
    expect([...new Set(lines)], "payloads that ran").toEqual([]);
    expect(this.problems, "pages that broke").toEqual([]);
  }

  async close() {
    await Promise.all(this.contexts.map((c) => c.close().catch(() => {})));
  }
}

/** Time for the handlers a page's own load triggers (onload, onbegin, autofocus, lazy loads). */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
}

/** How many payloads show in the page (as text): zero means the path under test was not reached. */
export async function payloadsShown(page: Page): Promise<number> {
  const html = await page.content();
  return html.split(`${XSS_MARKER}(`).length - 1 + (html.split(`${XSS_MARKER}\``).length - 1);
}

// ---------------------------------------------------------------------------------------------
// The platform API, called from the test as a client would (the idSite header, a bearer token).

export interface Answer<T = unknown> {
  status: number;
  success: boolean;
  data: T;
  message: string;
}

export function apiOf(request: APIRequestContext, server: Server, idSite: SiteId, token?: string | null) {
  return async <T = unknown>(
    method: string,
    path: string,
    body?: { data?: unknown; multipart?: Record<string, string> },
  ): Promise<Answer<T>> => {
    const response = await request.fetch(`http://localhost:${server.port}/api${path}`, {
      method,
      headers: { idSite: String(idSite), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body?.data === undefined ? {} : { data: body.data }),
      ...(body?.multipart ? { multipart: body.multipart } : {}),
    });
    const envelope = (await response.json().catch(() => ({}))) as Partial<Answer<T>>;
    return {
      status: response.status(),
      success: envelope.success ?? false,
      data: envelope.data as T,
      message: envelope.message ?? "",
    };
  };
}

/** A write the change feed has carried to the page cache (the next page shows it). */
export async function cacheCaughtUp(server: Server, idSite: SiteId, since: number) {
  await expect.poll(() => server.platform.cache.version(idSite)).toBeGreaterThan(since);
}

// ---------------------------------------------------------------------------------------------
// Settings: every setting whose text renders somewhere, filled with as many payloads as it takes.

const texts = (list: readonly XssPayload[]) => list.map((p) => p.text);

/**
 * As many payloads as `key` accepts, one after the other, starting at `start` in `pool`: those the
 * registry refuses (too long, a refused character) are skipped. "" when it takes none.
 */
function fill(
  key: (typeof parameterKeys)[number],
  pool: readonly string[],
  start: number,
  join = "",
): string {
  const schema = parameterValueSchema(key);
  let value = "";
  for (let i = 0; i < pool.length; i++) {
    const next = `${value}${value ? join : ""}${pool[(start + i) % pool.length]}`;
    if (schema.safeParse(next).success) value = next;
  }
  return value;
}

/**
 * The hostile value of every STRING, TEXT and LINK setting that takes one (choices, colours,
 * numbers and strict formats such as tracker ids take none), with the switches that make them
 * show. The SUPER_ADMIN-only settings are left out: they hold the owner's own code by design.
 */
export function hostileSettings(): { values: Record<string, string | boolean>; keys: string[] } {
  const superOnly = new Set<string>(superAdminParameterKeys);
  // raw-text and attribute breaks first: short fields take only the first few
  const breaks = [
    ...texts(xssPayloads.attribute),
    ...texts(xssPayloads.html).filter((t) => /^(?:<\/|["'])/.test(t)),
  ];
  const markup = [...breaks, ...texts(xssPayloads.html), ...texts(xssPayloads.mutation)];
  const rich = [...texts(xssPayloads.mustache), ...markup, ...texts(xssPayloads.email)];
  const values: Record<string, string | boolean> = {};
  parameterKeys.forEach((key, index) => {
    const definition = parameterRegistry[key];
    if (superOnly.has(key) || definition.options) return;
    let value = "";
    if (definition.kind === "TEXT") value = fill(key, rich, 0, "\n");
    else if (definition.kind === "LINK") value = fill(key, texts(xssPayloads.url), index, "#");
    else if (definition.kind === "STRING" && definition.format === "css")
      value = fill(key, [...texts(xssPayloads.css), ...markup], 0, "\n");
    else if (definition.kind === "STRING")
      value = fill(key, [...markup, ...texts(xssPayloads.email)], index % 7);
    if (value !== "") values[key] = value;
  });
  const keys = Object.keys(values);
  Object.assign(values, {
    SHOW_PROMOTE_MESSAGE: true,
    DISPLAY_SOCIAL_ICON_IN_MENU: "LEFT",
    DISPLAY_ADDRESS_IN_TOPBAR: true,
    DISPLAY_SECONDARY_ADDRESSES: true,
    SHOW_SEARCHBAR: true,
    ENABLE_NEWSLETTER: true,
    ALCOHOL_PREVENTION_BANNER: true,
    BREATHALYSER_NOTICE: true,
    GRAPE_VARIETY_DISPLAY: true,
    IS_INDEPENDENT: true,
  });
  return { values, keys };
}

const poisoned = new Map<string, Promise<string[]>>();

/**
 * Writes the hostile settings on the site once per server, as a SUPER_ADMIN through
 * PUT /api/admin/parameter; the keys written.
 */
export function poisonSettings(
  request: APIRequestContext,
  server: Server,
  idSite: SiteId,
): Promise<string[]> {
  const key = `${server.port}:${idSite}`;
  let done = poisoned.get(key);
  if (!done) {
    done = (async () => {
      const { token } = await userWithSession(server.platform.db, idSite, "SUPER_ADMIN");
      const { values, keys } = hostileSettings();
      const since = server.platform.cache.version(idSite);
      const answer = await apiOf(
        request,
        server,
        idSite,
        token,
      )("PUT", "/admin/parameter", { data: { values } });
      expect({ status: answer.status, message: answer.message }).toEqual({
        status: 200,
        message: expect.any(String),
      });
      await cacheCaughtUp(server, idSite, since);
      return keys;
    })();
    poisoned.set(key, done);
  }
  return done;
}
