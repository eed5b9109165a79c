// Issue 18 §2: no setting is ever inert again. Generated from the parameter registry: every key is
// set, one at a time, to each value unlike its current one (schemas/parameters.ts kinds, options,
// bounds), on the domaine (the site with every section), and the pages where it acts are rendered
// by the real server; what a visitor gets (the markup, the theme's CSS a stylesheet reads, the
// Content-Security-Policy) must differ. A key whose effect is elsewhere (a mail, a checkout rule)
// names in the registry the test that covers it (`effectTestedBy`), and this file checks that test
// exists. A key with neither fails here, by name. docs/decisions/117.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ParameterKey,
  type ParameterValue,
  parameterKeys,
  parameterRegistry,
  readParameters,
} from "../../schemas/parameters";
import { type LegalPage, legalPages } from "../../schemas/site";
import { withSite } from "../../src/server/db/client";
import { mailOutbox, parameters } from "../../src/server/db/schema";
import { brokenTestReference, changedValuesOf, differenceOf, shownOf } from "../support/settings-guard";
import { createTestPlatform, createTestServer, setSiteParameter } from "../support/test-platform";

const platform = await createTestPlatform();
// no page cache: every render is fresh anyway (each change drops it), and storing costs a compression
const server = await createTestServer(platform, { pageCache: false });
afterAll(() => platform.close());

const SITE = 2;
const HOST = "domaine.localhost:3000";
const PRODUCT = "/shop/saumur-champigny-les-trois-coteaux";

/** The pages the guard renders; a key is tried on those of its group, or of its own line below. */
const pages = {
  home: "/",
  shop: "/shop",
  product: PRODUCT,
  contact: "/contact",
  news: "/news",
  auth: "/auth",
  services: "/service",
  ...(Object.fromEntries(legalPages.map((page) => [page.key, `/${page.path}`])) as Record<
    LegalPage["key"],
    string
  >),
};

const tc = (await (await platform.call(`/api/product${PRODUCT.slice(5)}`, { site: SITE })).json()) as {
  data: { id: number; declinations: { id: number; year: number; capacity: number }[] };
};
const tc2023 = tc.data.declinations.find((d) => d.year === 2023 && d.capacity === 75)?.id;

/** The API answers the guard reads, for the settings that act on the shop's rules. */
const answers = {
  /** Seven bottles to France, Germany and Switzerland: fees, free shipping, rules, message. */
  shipping: () =>
    Promise.all(
      ["FR", "DE", "CH"].map(async (country) => {
        const response = await platform.call("/api/calculate/shipping-fees", {
          site: SITE,
          method: "POST",
          json: {
            products: [{ idProduct: tc.data.id, idDeclination: tc2023, quantity: 7 }],
            postalCode: country === "FR" ? "49400" : "10115",
            country,
          },
        });
        return `${response.status} ${await response.text()}`;
      }),
    ).then((texts) => texts.join("\n")),
  paymentMethods: () => platform.call("/api/payment/methods", { site: SITE }).then((r) => r.text()),
  clickAndCollect: () => platform.call("/api/click-and-collect", { site: SITE }).then((r) => r.text()),
  /** The sender of a mail the site sends (a password reset link), as the outbox holds it. */
  mailSender: async () => {
    // three accounts in turn: a password reset is limited to three asks an hour per address
    const email = resetAccounts[mailsAsked++ % resetAccounts.length];
    const response = await platform.call("/api/password/reset/ask", {
      site: SITE,
      method: "PUT",
      json: { email },
    });
    const [mail] = await withSite(platform.db, SITE, (tx) =>
      tx.select({ from: mailOutbox.fromAddress }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1),
    );
    return `${response.status} ${mail?.from}`;
  },
};
const resetAccounts = [
  "client@domaine.vinisite.fr",
  "admin@domaine.vinisite.fr",
  "superadmin@domaine.vinisite.fr",
];
let mailsAsked = 0;
type PageName = keyof typeof pages | keyof typeof answers;

interface Probe {
  /** The pages where the key acts, in the order they are tried (the first that differs ends it). */
  on: PageName[];
  /** Settings the key needs to act at all (its switch), set before the baseline is rendered. */
  given?: Partial<Record<ParameterKey, ParameterValue | null>>;
}

const byGroup: Record<string, PageName[]> = {
  commerce: ["product", "shop", "shipping"],
  registration: ["auth"],
};

// The legal notice shows the company's legal mentions ({{KEY}} placeholders, spec §3).
const legalMention: Probe = { on: ["LEGAL_NOTICE", "home"] };

/** Where a key acts, when it is not on the home page (header, footer, theme) nor its group's pages. */
const probes: Partial<Record<ParameterKey, Probe>> = {
  ...Object.fromEntries(legalPages.map((page) => [page.key, { on: [page.key] }])),
  LEGAL_AGENT: legalMention,
  LEGAL_COMPANY_NAME: legalMention,
  CORPORATE_FORM: legalMention,
  SIRET_NUMBER: legalMention,
  RCS_NUMBER: legalMention,
  SHARE_CAPITAL: legalMention,
  INTRACO_VAT: legalMention,
  COMPANY_MOBILE: { on: ["contact", "home"] },
  COMPANY_FAX: { on: ["contact"] },
  COMPANY_DESCRIPTION: { on: ["contact", "home"] },
  DISPLAY_SECONDARY_ADDRESSES: { on: ["contact"] },
  CONTACT_META_DESCRIPTION: { on: ["contact"] },
  NEWS_META_DESCRIPTION: { on: ["news"] },
  WINE_META_DESCRIPTION: { on: ["shop"] },
  SERVICE_PAGE_STYLE: { on: ["services"] },
  COMPANY_ADDRESS: { on: ["home", "contact"], given: { DISPLAY_ADDRESS_IN_TOPBAR: true } },
  PROMOTE_MESSAGE: { on: ["home"], given: { SHOW_PROMOTE_MESSAGE: true } },
  PROMOTED_NEWS_STYLE: { on: ["home"], given: { SHOW_PROMOTE_NEWS: true } },
  GRAPE_VARIETY_LOCATION: { on: ["product"], given: { GRAPE_VARIETY_DISPLAY: true } },
  CREATED_BY_BACKLINK_URL: { on: ["home"], given: { CREATED_BY_MESSAGE: "Site réalisé par l'agence" } },
  INVERSE_ABSOLUTE_MENU_COLOR: { on: ["home"], given: { MENU_TYPE: "ABSOLUTE" } },
  MENU_COLOR_ON_TOP: { on: ["home"], given: { MENU_TYPE: "ABSOLUTE" } },
  MENU_ICON_SIZE: { on: ["home"], given: { MENU_ICON: true } },
  HEAD_OFFICE: { on: ["LEGAL_NOTICE", "contact", "home"] },
  HIDE_PRODUCT_ICON: { on: ["product"] },
  ASK_BIRTHDATE_AT_REGISTER: { on: ["auth"], given: { BLOCK_MINORS_FROM_REGISTERING: false } },
  SELLS_WORLDWIDE: { on: ["shipping"], given: { ONLY_SELL_IN_FRANCE: false } },
  PAYMENT_METHOD: { on: ["paymentMethods"] },
  CLICK_AND_COLLECT_HOURS: { on: ["clickAndCollect"] },
  FREE_SHIPPING_PRICE: { on: ["shipping"] },
  // shop-wide rules and the list's own settings: straight to where they act
  FREE_SHIPPING_BOTTLE: { on: ["shipping", "product"] },
  MINIMUM_EXPEDITION_BOTTLE: { on: ["shipping"] },
  MAXIMUM_EXPEDITION_BOTTLE: { on: ["shipping"] },
  BOTTLE_MULTIPLE: { on: ["shipping", "product"] },
  LOCK_DELIVERY: { on: ["shipping"] },
  ONLY_SELL_IN_FRANCE: { on: ["shipping"] },
  SHIPPING_MESSAGE: { on: ["shipping", "product"] },
  PRODUCT_ORDER: { on: ["shop"] },
  PRODUCT_DISPLAY: { on: ["shop"] },
  RM_NUMBER: { on: ["LEGAL_NOTICE"], given: { RCS_NUMBER: null } },
  SEND_MAIL_AS_NAME: { on: ["mailSender"] },
  SEND_MAIL_AS_MAIL: { on: ["mailSender"] },
};

/**
 * Values that render as the current one by design, with the reason. The key still has to show with
 * its other values.
 */
const sameAsCurrent: Partial<Record<ParameterKey, { values: readonly ParameterValue[]; reason: string }>> = {
  BASE_FONTAWESOME_ICON: {
    values: ["fa-light", "fa-thin", "fa-duotone", "fa-brands"],
    reason:
      "Font Awesome Free, self-hosted, has no Pro style (light, thin, duotone): they draw as solid, " +
      "and a UI icon never takes brands, which holds logos only (src/runtime/theme/icons.ts)",
  },
  PAYMENT_METHOD: {
    values: ["CARD"],
    reason:
      "a card needs the site's card provider, which the demo has not: bank transfer stands in " +
      "(src/runtime/shop/checkout-rules.ts); src/server/modules/orders/card-payment.test.ts pays by card",
  },
};

/** Keys known to be inert, with the reason; issue 18 forbids them: keep this list empty. */
const knownInert: Partial<Record<ParameterKey, string>> = {};

function probeOf(key: ParameterKey): Probe {
  return probes[key] ?? { on: byGroup[parameterRegistry[key].group] ?? ["home"] };
}

const renders = new Map<string, string>();

async function render(page: PageName): Promise<string> {
  if (page in answers) return answers[page as keyof typeof answers]();
  const response = await server.fetch(
    new Request(`http://${HOST}${pages[page as keyof typeof pages]}`, { headers: { host: HOST } }),
  );
  const csp = (response.headers.get("content-security-policy") ?? "").replace(/'nonce-[^']*'/g, "'nonce'");
  return `${response.status}\n${csp}\n${shownOf(await response.text())}`;
}

/** The page with the settings as they are, rendered once per set of prerequisites. */
async function baseline(page: PageName, givenKey: string): Promise<string> {
  const id = `${givenKey}|${page}`;
  let html = renders.get(id);
  if (html === undefined) {
    html = await render(page);
    renders.set(id, html);
  }
  return html;
}

/** The key's value on the site, as the storefront reads it (unset: its default). */
async function currentValue(key: ParameterKey): Promise<ParameterValue | null> {
  const [row] = await withSite(platform.db, SITE, (tx) =>
    tx
      .select({ value: parameters.value })
      .from(parameters)
      .where(and(eq(parameters.siteId, SITE), eq(parameters.type, key))),
  );
  return readParameters([{ type: key, value: row?.value ?? null }]).values[key];
}

/** Sets `values`, runs `check`, then puts every value back as it was. */
async function withSettings<T>(
  values: Partial<Record<ParameterKey, ParameterValue | null>>,
  check: () => Promise<T>,
): Promise<T> {
  const previous: [ParameterKey, ParameterValue | null][] = [];
  try {
    for (const [key, value] of Object.entries(values) as [ParameterKey, ParameterValue | null][])
      previous.push([key, (await setSiteParameter(platform, SITE, key, value)) as ParameterValue | null]);
    return await check();
  } finally {
    for (const [key, value] of previous.reverse()) await setSiteParameter(platform, SITE, key, value);
  }
}

/** The values tried that changed nothing; `every` false: one value showing is enough. */
async function inertValuesOf(key: ParameterKey): Promise<ParameterValue[]> {
  const probe = probeOf(key);
  const given = probe.given ?? {};
  const givenKey = JSON.stringify(given);
  return withSettings(given, async () => {
    const { values, every } = changedValuesOf(key, await currentValue(key));
    const before = new Map<PageName, string>();
    for (const page of probe.on) before.set(page, await baseline(page, givenKey));
    const inert: ParameterValue[] = [];
    // one value after the other, the key put back once at the end
    let previous: ParameterValue | null | undefined;
    try {
      for (const value of values) {
        const replaced = (await setSiteParameter(platform, SITE, key, value)) as ParameterValue | null;
        if (previous === undefined) previous = replaced;
        let shows = false;
        for (const page of probe.on) {
          if (differenceOf(before.get(page) ?? "", await render(page)) !== null) {
            shows = true;
            break;
          }
        }
        if (!shows) inert.push(value);
        // a number showing at one of its bounds is enough
        else if (!every) return [];
      }
    } finally {
      if (previous !== undefined) await setSiteParameter(platform, SITE, key, previous);
    }
    const same = sameAsCurrent[key]?.values ?? [];
    return inert.filter((value) => !same.includes(value));
  });
}

describe("every setting of the registry shows, or names the test that proves its effect", () => {
  it.each(parameterKeys.map((key) => [key]))("%s", async (key) => {
    const reference = parameterRegistry[key].effectTestedBy;
    if (reference !== undefined) {
      expect(brokenTestReference(reference), `${key}.effectTestedBy`).toBeNull();
      return;
    }
    const inert = (await inertValuesOf(key)).map((value) => JSON.stringify(value));
    if (knownInert[key] !== undefined) {
      expect(inert, `${key} now shows: take it out of knownInert`).not.toEqual([]);
      return;
    }
    expect(
      inert,
      `${key} is inert: set to ${inert.join(", ")} it changes nothing on ${probeOf(key).on.join(", ")}. ` +
        "Make it act, tell the guard where it acts (probes), or name the test of its effect " +
        "in the registry (effectTestedBy).",
    ).toEqual([]);
  });

  it("keeps its exemptions honest: every known inert key and every same-as-current value has a reason", () => {
    for (const [key, reason] of Object.entries(knownInert)) expect(reason.length, key).toBeGreaterThan(20);
    for (const [key, same] of Object.entries(sameAsCurrent))
      expect(same?.reason.length, key).toBeGreaterThan(20);
  });
});
