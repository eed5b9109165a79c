// The one place that knows the platform's URLs and headers (CONVENTIONS.md). In the browser it
// speaks HTTP; in the SSR process it is handed the API's own fetch, so no socket is opened.
import { z } from "zod";
import {
  type AccountExport,
  accountExportSchema,
  addressTypeSchema,
  type DeleteAccountBody,
  type LoginBody,
  type LoginCodeBody,
  loggedSchema,
  loginAnswerSchema,
  loginResultSchema,
  type NewsletterSubscribeBody,
  newsletterListSchema,
  type PasswordChangeBody,
  type ProfileBody,
  profileSchema,
  type RegisterBody,
  type ResetAskBody,
  type ResetBody,
  recoveryCodesSchema,
  type SecondFactorCodeBody,
  type StaffSecondFactorEnableBody,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  subscriptionSchema,
} from "../../schemas/account";
import {
  adminLayoutSchema,
  adminPageTreeSchema,
  adminParametersSchema,
  adminSessionSchema,
  auditEntrySchema,
  hashCheckResultSchema,
  layoutVersionSchema,
  type PageCreateBody,
  type PageUpdateBody,
  type ParameterUpdateBody,
} from "../../schemas/admin";
import {
  type ErrorData,
  envelopeSchema,
  errorDataSchema,
  listSchema,
  SHARED_ANSWER_HEADER,
} from "../../schemas/envelope";
import { buildListQuery, type ListQueryInput } from "../../schemas/list-query";
import { parameterItemSchema } from "../../schemas/parameters";
import {
  type AddToCartBody,
  addToCartResultSchema,
  awardSchema,
  type CartBody,
  cartSchema,
  mealIconSchema,
  productDetailSchema,
  productListSchema,
  productSummarySchema,
} from "../../schemas/shop";
import {
  companyAddressSchema,
  footerLinkSchema,
  footerLogoSchema,
  legalTextSchema,
  pageDetailSchema,
  pageNodeSchema,
  popupSchema,
  popupsOnLoadSchema,
  redirectTargetSchema,
  siteInfoSchema,
  variationSchema,
} from "../../schemas/site";
import { contentCalls } from "./content-calls";

export type Transport = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  idSite: number;
  /** spec §7: the language header; the sites are French. */
  lang?: string;
  token?: string | null;
  /** Origin of the platform; "" in the browser (same origin). */
  origin?: string;
  transport?: Transport;
  /** Told of every failed call before it is thrown (the browser shows it in a toast: spec §8). */
  onFailure?: (error: unknown) => void;
  /**
   * SSR only: the answers the API marked shared (the same for every visitor of the site, in this
   * language, until the site changes), kept parsed for this site's later renders (docs/decisions/094).
   */
  memo?: AnswerMemo;
}

/** Parsed answers of shared GET calls, for one site, language and version of the site. */
export interface AnswerMemo {
  get(key: string): unknown;
  set(key: string, answer: unknown): void;
}

/** A call whose envelope said success false, or that got no answer (spec §8). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: ErrorData = null,
  ) {
    super(message);
    this.name = "ApiCallError";
  }
}

/** Freezes a parsed answer and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The per-field messages of a refused call ({} for any other failure), to show beside each field. */
/** A back-office list's query as its call's query string: the values that are set, nothing else. */
export function queryParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "" && value !== null) params.set(key, String(value));
  }
  return params;
}

export const fieldErrorsOf = (error: unknown): Record<string, string[]> =>
  (error instanceof ApiCallError ? error.data?.errors : undefined) ?? {};

const failureSchema = envelopeSchema(errorDataSchema.catch(null));

// Each response schema is built once: zod compiles a schema on first use, so building one per
// call costs more than the parse itself.
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeFor<S extends z.ZodType>(schema: S) {
  let envelope = envelopes.get(schema);
  if (!envelope) {
    envelope = envelopeSchema(schema);
    envelopes.set(schema, envelope);
  }
  return envelope as ReturnType<typeof envelopeSchema<S>>;
}

const schemas = {
  parameters: z.array(parameterItemSchema),
  variations: z.array(variationSchema),
  addresses: z.object({ addresses: z.array(companyAddressSchema) }),
  footerLinks: listSchema(footerLinkSchema),
  footerLogos: listSchema(footerLogoSchema),
  config: z.object({ config: z.record(z.string(), z.unknown()) }),
  svg: z.object({ svg: z.string() }),
  pageTree: z.array(pageNodeSchema),
  legalText: legalTextSchema,
  none: z.null(),
  newsletterLists: z.array(newsletterListSchema),
  addressTypes: z.array(addressTypeSchema),
  awards: z.array(awardSchema),
  recommended: z.object({ products: z.array(productSummarySchema) }),
  mealIcons: z.object({ mealIcons: z.array(mealIconSchema) }),
  layoutVersions: z.object({ versions: z.array(layoutVersionSchema) }),
  published: z.object({ layout: adminLayoutSchema, version: z.number() }),
  restored: z.object({ layout: adminLayoutSchema, version: z.number(), restored: z.number() }),
  audit: listSchema(auditEntrySchema),
};

/** What a call sends besides its method and path; `headers` adds to the platform's own (Idempotency-Key). */
export interface CallInit {
  query?: URLSearchParams;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call's data with its message (spec §7: every response has one) and its Set-Cookie headers. */
export interface CallResult<T> {
  data: T;
  message: string;
  /** Set-Cookie of the response: SSR actions pass them on to the browser (empty in a browser). */
  setCookies: string[];
}

/** The fields of PUT …/preview (spec §7: multipart), the thumbnail being optional. */
export interface LayoutPreviewInput {
  html: string;
  css: string;
  projectData: string;
  baseHash: string;
  thumbnail?: Blob;
}

/**
 * The request functions of a client: headers, envelope, errors. Other clients are built on them
 * (the order calls, src/client/order-calls.ts), so that their schemas load only where used.
 */
export function createCaller(options: ApiClientOptions) {
  const transport: Transport = options.transport ?? ((request) => fetch(request));
  const base = `${options.origin ?? ""}/api`;
  // a relative base resolves against the page in the browser; the in-process transport ignores the host
  const urlBase = globalThis.location?.origin ?? "http://localhost";

  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    init: CallInit = {},
  ): Promise<z.infer<S>> {
    return (await callFull(method, path, schema, init)).data;
  }

  async function callFull<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    init: CallInit = {},
  ): Promise<CallResult<z.infer<S>>> {
    if (!options.onFailure) return send(method, path, schema, init);
    try {
      return await send(method, path, schema, init);
    } catch (error) {
      options.onFailure(error);
      throw error;
    }
  }

  async function send<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    init: CallInit,
  ): Promise<CallResult<z.infer<S>>> {
    const headers = new Headers(init.headers);
    headers.set("idSite", String(options.idSite));
    headers.set("userLang", options.lang ?? "fr_FR");
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.body);
    }
    const query = init.query?.toString();
    const url = `${base}${path}${query ? `?${query}` : ""}`;
    const memoKey = options.memo && method === "GET" && !init.headers ? url : null;
    const remembered = memoKey ? options.memo?.get(memoKey) : undefined;
    if (remembered instanceof ApiCallError) throw remembered;
    if (remembered) return remembered as CallResult<z.infer<S>>;
    const response = await transport(new Request(new URL(url, urlBase), { method, headers, body }));
    const shared = memoKey !== null && response.headers.get(SHARED_ANSWER_HEADER) === "1";
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = failureSchema.safeParse(json);
      const error = new ApiCallError(
        failure.success ? failure.data.message : response.statusText || "Error",
        response.status,
        failure.success ? failure.data.data : null,
      );
      // a shared "not found" (a component configuration the site does not have) is kept too
      if (shared && memoKey) options.memo?.set(memoKey, error);
      throw error;
    }
    const parsed = envelopeFor(schema).safeParse(json);
    if (!parsed.success) throw new ApiCallError(`Unexpected response from ${method} ${path}`, 502);
    const envelope = parsed.data as { success: boolean; data: z.infer<S>; message: string };
    if (!envelope.success) throw new ApiCallError(envelope.message, response.status);
    const result = {
      data: envelope.data,
      message: envelope.message,
      setCookies: response.headers.getSetCookie(),
    };
    if (shared && memoKey) {
      // every later render reads this very object: frozen, so that no loader can change it for them
      options.memo?.set(memoKey, deepFreeze(result));
    }
    return result;
  }

  /** A call whose answer is not JSON (the PDF technical sheet): the Response, or the envelope's error. */
  async function raw(method: string, path: string): Promise<Response> {
    const headers = new Headers({ idSite: String(options.idSite), userLang: options.lang ?? "fr_FR" });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    const response = await transport(new Request(new URL(`${base}${path}`, urlBase), { method, headers }));
    if (!response.ok) {
      const failure = failureSchema.safeParse(await response.json().catch(() => null));
      throw new ApiCallError(
        failure.success ? failure.data.message : response.statusText || "Error",
        response.status,
        failure.success ? failure.data.data : null,
      );
    }
    return response;
  }

  return { call, callFull, raw, transport, base, urlBase };
}

/** What every group of calls builds on: the caller of one client, and its path helpers. */
interface CallKit extends Pick<ReturnType<typeof createCaller>, "call" | "callFull" | "raw"> {
  list: (q: ListQueryInput) => URLSearchParams;
  cartPath: (cartId: string) => string;
  layoutPath: (idPage: number, idLayout: number) => string;
  blob: (path: string) => Promise<Blob>;
}

/** The site, account and page calls (spec §7). */
function storefrontCalls({ call, callFull, list }: CallKit) {
  return {
    site: {
      /** `kind`: a kind, or a spec §7 filter such as "df:TEXT" (every kind but rich text). */
      parameters: (filter: { kind?: string } = {}) =>
        call("GET", "/parameter", schemas.parameters, { query: buildListQuery({ filters: filter }) }),
      info: () => call("GET", "/site/info", siteInfoSchema),
      visit: (from: string) => call("GET", `/site/visit/${encodeURIComponent(from)}`, schemas.none),
      variations: () => call("GET", "/variation", schemas.variations),
      companyAddresses: () => call("GET", "/company/address", schemas.addresses).then((d) => d.addresses),
      footerLinks: (q: ListQueryInput = { page: 1, nbItem: 100 }) =>
        call("GET", "/element/link-footer", schemas.footerLinks, { query: list(q) }),
      footerLogos: (q: ListQueryInput = { page: 1, nbItem: 100 }) =>
        call("GET", "/element/logo-footer", schemas.footerLogos, { query: list(q) }),
      componentConf: (slug: string) =>
        call("GET", `/component/conf/${encodeURIComponent(slug)}`, schemas.config),
      externalAppConfig: (app: string) =>
        call("GET", `/external-app/${encodeURIComponent(app)}/config/public`, schemas.config),
      legalText: (key: string) => call("GET", `/legal/${encodeURIComponent(key)}`, schemas.legalText),
      loadSvg: (url: string) => call("POST", "/image/load-svg", schemas.svg, { body: { url } }),
    },
    // spec §7 Account; login, register and logout also return their Set-Cookie headers
    account: {
      logged: () => call("GET", "/logged", loggedSchema),
      register: (body: RegisterBody) => callFull("POST", "/register", loginResultSchema, { body }),
      /** A session, or the challenge of a second factor (decision 132). */
      login: (body: LoginBody) => callFull("POST", "/login", loginAnswerSchema, { body }),
      loginCode: (body: LoginCodeBody) => callFull("POST", "/login/code", loginResultSchema, { body }),
      secondFactor: () => call("GET", "/user/second-factor", secondFactorStatusSchema),
      secondFactorSetup: (secret?: string) =>
        call("POST", "/user/second-factor/setup", secondFactorSetupSchema, { body: { secret } }),
      secondFactorOn: (body: StaffSecondFactorEnableBody) =>
        callFull("PUT", "/user/second-factor", recoveryCodesSchema, { body }),
      secondFactorOff: (body: SecondFactorCodeBody) =>
        callFull("POST", "/user/second-factor/off", schemas.none, { body }),
      logout: () => callFull("POST", "/logout", schemas.none),
      askPasswordReset: (body: ResetAskBody) =>
        callFull("PUT", "/password/reset/ask", schemas.none, { body }),
      resetPassword: (body: ResetBody) => callFull("PUT", "/password/reset", schemas.none, { body }),
      profile: () => call("GET", "/user", profileSchema),
      updateProfile: (body: ProfileBody) => callFull("PUT", "/user", profileSchema, { body }),
      changePassword: (body: PasswordChangeBody) => callFull("PUT", "/user/password", schemas.none, { body }),
      deleteAccount: (body: DeleteAccountBody) => callFull("DELETE", "/user", schemas.none, { body }),
      exportData: (): Promise<AccountExport> => call("GET", "/user/export", accountExportSchema),
      newsletterLists: () => call("GET", "/user/newsletter/lists", schemas.newsletterLists),
      subscription: () => call("GET", "/user/newsletter/subscription", subscriptionSchema),
      setSubscription: (lists: number[]) =>
        callFull("PUT", "/user/newsletter/subscription", subscriptionSchema, { body: { lists } }),
      subscribe: (body: NewsletterSubscribeBody) =>
        callFull("POST", "/newsletter/subscribe", schemas.none, { body }),
    },
    pages: {
      tree: () => call("GET", "/page", schemas.pageTree),
      byId: (id: number) => call("GET", `/page/${id}`, pageDetailSchema),
      popup: (id: number) => call("GET", `/popup/${id}`, popupSchema),
      /** The popups that open by themselves on some pages (issue 14 §2). */
      popupsOnLoad: () => call("GET", "/popup", popupsOnLoadSchema),
      /** Where an old address leads now (issue 14 §6); a 404 when nowhere. */
      redirect: (url: string) =>
        call("GET", "/redirect", redirectTargetSchema, { query: new URLSearchParams({ url }) }),
    },
    // spec §7 products calls, and GET /product (DESIGN.md §4)
  };
}

/** The catalogue and cart calls (spec §7). */
function shopCalls({ call, raw, list, cartPath }: CallKit) {
  return {
    shop: {
      /** `price` gives a range: the list call takes a field twice (price=gte:…&price=lte:…). */
      products: (q: ListQueryInput = {}, price: { min?: number | null; max?: number | null } = {}) => {
        const query = list(q);
        if (typeof price.min === "number") query.append("price", `gte:${price.min}`);
        if (typeof price.max === "number") query.append("price", `lte:${price.max}`);
        return call("GET", "/product", productListSchema, { query });
      },
      product: (idOrSlug: string | number) =>
        call("GET", `/product/${encodeURIComponent(String(idOrSlug))}`, productDetailSchema),
      awards: (productId: number) =>
        call("GET", "/award", schemas.awards, { query: new URLSearchParams({ product: String(productId) }) }),
      recommended: (productId: number) =>
        call("GET", `/v2/product/recommended/${productId}`, schemas.recommended).then((d) => d.products),
      mealIcons: () =>
        call("GET", "/parameter/product/meal-icon", schemas.mealIcons).then((d) => d.mealIcons),
      technicalSheet: (productId: number, declinationId?: number) =>
        raw("GET", `/product/generate/file/${productId}${declinationId ? `/${declinationId}` : ""}`),
    },
    // spec §7 cart calls; GET /cart/{id} refreshes a cart (spec §4)
    cart: {
      create: (body: CartBody = {}) => call("POST", "/cart", cartSchema, { body }),
      update: (cartId: string, body: CartBody) => call("POST", cartPath(cartId), cartSchema, { body }),
      get: (cartId: string) => call("GET", cartPath(cartId), cartSchema),
      makeDefault: (cartId: string) => call("GET", `${cartPath(cartId)}/default`, cartSchema),
      add: (cartId: string, declinationId: number, body: AddToCartBody) =>
        call("POST", `${cartPath(cartId)}/product/${declinationId}`, addToCartResultSchema, { body }),
      setQuantity: (cartId: string, lineId: number, quantity: number) =>
        call("PUT", `${cartPath(cartId)}/product/${lineId}/quantity`, cartSchema, { body: { quantity } }),
      remove: (cartId: string, lineId: number) =>
        call("DELETE", `${cartPath(cartId)}/product/${lineId}`, cartSchema),
      delete: (cartId: string) => call("DELETE", cartPath(cartId), schemas.none),
    },
    ...contentCalls(call),
    /** Admin tools (spec §6, §7): each call answers 401/403 to anyone but an admin of the site. */
  };
}

/** The admin tools' calls (DESIGN.md §7). */
function adminCalls({ call, list, layoutPath, blob }: CallKit) {
  return {
    admin: {
      addressTypes: () => call("GET", "/admin/address/type", schemas.addressTypes),
      session: () => call("GET", "/admin/session", adminSessionSchema),
      layout: (idPage: number, idLayout: number) =>
        call("GET", layoutPath(idPage, idLayout), adminLayoutSchema),
      hashCheck: (idPage: number, idLayout: number, html: string) =>
        call("POST", `${layoutPath(idPage, idLayout)}/hash/check`, hashCheckResultSchema, { body: { html } }),
      savePreview: (idPage: number, idLayout: number, input: LayoutPreviewInput) => {
        const form = new FormData();
        form.set("html", input.html);
        form.set("css", input.css);
        form.set("projectData", input.projectData);
        form.set("baseHash", input.baseHash);
        if (input.thumbnail) form.set("thumbnail", input.thumbnail, "apercu.png");
        return call("PUT", `${layoutPath(idPage, idLayout)}/preview`, adminLayoutSchema, { body: form });
      },
      publish: (idPage: number, idLayout: number, baseHash?: string) =>
        call("POST", `${layoutPath(idPage, idLayout)}/publish`, schemas.published, {
          body: baseHash ? { baseHash } : {},
        }),
      versions: (idPage: number, idLayout: number) =>
        call("GET", `${layoutPath(idPage, idLayout)}/versions`, schemas.layoutVersions).then(
          (d) => d.versions,
        ),
      restore: (idPage: number, idLayout: number, idVersion: number, baseHash?: string) =>
        call("POST", `${layoutPath(idPage, idLayout)}/versions/${idVersion}/restore`, schemas.restored, {
          body: baseHash ? { baseHash } : {},
        }),
      createLayout: (idPage: number, position?: number) =>
        call("POST", `/admin/page/${idPage}/layout`, adminLayoutSchema, {
          body: position === undefined ? {} : { position },
        }),
      media: (key: string) => blob(`/admin/media/${key.split("/").map(encodeURIComponent).join("/")}`),
      parameters: () => call("GET", "/admin/parameter", adminParametersSchema),
      saveParameters: (values: ParameterUpdateBody["values"]) =>
        call("PUT", "/admin/parameter", adminParametersSchema, { body: { values } }),
      resetParameter: (key: string) =>
        call("DELETE", `/admin/parameter/${encodeURIComponent(key)}`, adminParametersSchema),
      applyPreset: (name: string) =>
        call("POST", "/admin/parameter/preset", adminParametersSchema, { body: { name } }),
      pages: () => call("GET", "/admin/page", adminPageTreeSchema),
      createPage: (body: PageCreateBody) => call("POST", "/admin/page", pageNodeSchema, { body }),
      updatePage: (id: number, patch: PageUpdateBody) =>
        call("PUT", `/admin/page/${id}`, pageNodeSchema, { body: patch }),
      reorderPages: (idParent: number | null, ids: number[]) =>
        call("PUT", "/admin/page/reorder", adminPageTreeSchema, { body: { idParent, ids } }),
      audit: (q: ListQueryInput = { page: 1, nbItem: 50 }) =>
        call("GET", "/admin/audit", schemas.audit, { query: list(q) }),
    },
  };
}

export function createApiClient(options: ApiClientOptions) {
  const { call, callFull, raw, transport, base, urlBase } = createCaller(options);

  const list = (q: ListQueryInput) => buildListQuery(q);
  const cartPath = (cartId: string) => `/cart/${encodeURIComponent(cartId)}`;
  const layoutPath = (idPage: number, idLayout: number) => `/admin/page/${idPage}/layout/${idLayout}`;

  /** A non-JSON answer (admin media): the bytes, or the envelope's error. */
  async function blob(path: string): Promise<Blob> {
    const headers = new Headers({ idSite: String(options.idSite), userLang: options.lang ?? "fr_FR" });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    const response = await transport(new Request(new URL(`${base}${path}`, urlBase), { headers }));
    if (!response.ok) {
      const failure = failureSchema.safeParse(await response.json().catch(() => null));
      throw new ApiCallError(failure.success ? failure.data.message : response.statusText, response.status);
    }
    return response.blob();
  }

  const kit: CallKit = { call, callFull, raw, list, cartPath, layoutPath, blob };
  return { ...storefrontCalls(kit), ...shopCalls(kit), ...adminCalls(kit) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
