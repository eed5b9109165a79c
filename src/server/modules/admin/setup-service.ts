// The owner's set-up checklist (issue 19 §3): each step's done mark is computed from the site's
// data on every read (a logo exists, a wine exists…), or kept in site_setup_steps where the step is
// a choice the owner confirms ("Garder ces couleurs"). Opening the site turns isBuilding off.
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { parameterKeysByGroup, readParameters } from "../../../../schemas/parameters";
import type { SetupStep } from "../../../../schemas/platform";
import { manualSetupSteps, type SetupState } from "../../../../schemas/setup";
import { missingLegalMentions } from "../../../runtime/theme/legal-text";
import { type Database, enterSite, type Tx, withSite } from "../../db/client";
import {
  adminAudit,
  carrierRates,
  carriers,
  layoutVersions,
  logos,
  pageLayouts,
  pages,
  parameters,
  pickupSchedules,
  products,
  siteSetupSteps,
  sites,
} from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import type { SiteRecord } from "../site/site-registry";
import { recordAudit } from "./audit";

/** Where the owner does each step. */
const hrefs: Record<SetupStep, string> = {
  company: "/admin/settings",
  logo: "/admin/media",
  colours: "/admin/settings",
  // the home page is edited in place: its sections carry a "Modifier" button for admins
  firstPage: "/",
  firstWine: "/admin/products",
  shipping: "/admin/shipping",
  pickup: "/admin/pickup",
};

/**
 * The steps of this site, in setupSteps' order. The winemaker's steps need the shop's screens
 * (catalogue, shipping, pick-up exist on isECommerce sites only): a winemaker without a shop has
 * the first four.
 */
export function stepsOf(site: Pick<SiteRecord, "isWinemaker" | "isECommerce">): SetupStep[] {
  const shop = site.isWinemaker && site.isECommerce;
  return [
    "company",
    "logo",
    "colours",
    "firstPage",
    ...(shop ? (["firstWine", "shipping", "pickup"] as const) : []),
  ];
}

const colourKeys = new Set<string>(parameterKeysByGroup.colors);

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

/** What the data says of each step (a step marked by hand is done whatever the data). */
async function doneByData(tx: Tx, idSite: number): Promise<Record<SetupStep, boolean>> {
  const [params, logo, colourChanges, homeVersion, product, rate, slot] = await Promise.all([
    tx
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(eq(parameters.siteId, idSite)),
    exists(
      tx
        .select({ id: logos.id })
        .from(logos)
        .where(and(eq(logos.siteId, idSite), eq(logos.type, "LOGO")))
        .limit(1),
    ),
    // the owner changed a colour, or applied a preset, in the settings (their audit lines say which)
    tx
      .select({ action: adminAudit.action, details: adminAudit.details })
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.siteId, idSite),
          inArray(adminAudit.action, ["parameter.update", "parameter.preset"]),
        ),
      ),
    // the home page's text was published by someone of the site (the site's creation publishes none)
    exists(
      tx
        .select({ id: layoutVersions.id })
        .from(layoutVersions)
        .innerJoin(pageLayouts, eq(pageLayouts.id, layoutVersions.layoutId))
        .innerJoin(pages, eq(pages.id, pageLayouts.pageId))
        .where(
          and(eq(layoutVersions.siteId, idSite), eq(pages.url, ""), isNotNull(layoutVersions.publishedBy)),
        )
        .limit(1),
    ),
    exists(
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, idSite), isNull(products.archivedAt)))
        .limit(1),
    ),
    exists(
      tx
        .select({ id: carrierRates.id })
        .from(carrierRates)
        .innerJoin(carriers, eq(carriers.id, carrierRates.carrierId))
        .where(and(eq(carrierRates.siteId, idSite), eq(carriers.isValid, true)))
        .limit(1),
    ),
    exists(
      tx
        .select({ id: pickupSchedules.id })
        .from(pickupSchedules)
        .where(eq(pickupSchedules.siteId, idSite))
        .limit(1),
    ),
  ]);
  const colours = colourChanges.some(
    (line) =>
      line.action === "parameter.preset" ||
      Object.keys((line.details?.changes as Record<string, unknown> | undefined) ?? {}).some((key) =>
        colourKeys.has(key),
      ),
  );
  return {
    company: missingLegalMentions(readParameters(params).values).length === 0,
    logo,
    colours,
    firstPage: homeVersion,
    firstWine: product,
    shipping: rate,
    pickup: slot,
  };
}

async function stateIn(tx: Tx, site: SiteRecord, isBuilding: boolean): Promise<SetupState> {
  const [byData, marked] = await Promise.all([
    doneByData(tx, site.id),
    tx.select({ step: siteSetupSteps.step }).from(siteSetupSteps).where(eq(siteSetupSteps.siteId, site.id)),
  ]);
  const byHand = new Set(marked.map((m) => m.step));
  const manual = new Set<string>(manualSetupSteps);
  return {
    isBuilding,
    steps: stepsOf(site).map((step) => ({
      step,
      done: byData[step] || byHand.has(step),
      href: hrefs[step],
      manual: manual.has(step),
    })),
  };
}

/** GET /admin/setup. */
export function setupStateOf(db: Database, site: SiteRecord): Promise<SetupState> {
  return withSite(db, site.id, (tx) => stateIn(tx, site, site.isBuilding));
}

/** PUT /admin/setup/:step: a choice the owner confirms (manualSetupSteps only; 422 otherwise). */
export async function markSetupStep(db: Database, site: SiteRecord, step: SetupStep): Promise<SetupState> {
  if (!(manualSetupSteps as readonly string[]).includes(step) || !stepsOf(site).includes(step))
    throw new ApiError(422, "setup.stepNotManual");
  return withSite(db, site.id, async (tx) => {
    await tx.insert(siteSetupSteps).values({ siteId: site.id, step }).onConflictDoNothing();
    return stateIn(tx, site, site.isBuilding);
  });
}

/**
 * POST /admin/site/open: isBuilding off, for this site only, with its audit line (the steps still
 * missing are named in it). `sites` is a platform table: the owner connection writes it, scoped to
 * the request's site; a suspended site stays closed (409). The caller reloads the registry.
 */
export async function openSite(db: Database, site: SiteRecord, user: SessionUser): Promise<SetupState> {
  return db.owner.transaction(async (t) => {
    const tx = t as Tx;
    const opened = await tx
      .update(sites)
      .set({ isBuilding: false })
      .where(and(eq(sites.id, site.id), isNull(sites.suspendedAt)))
      .returning({ id: sites.id });
    if (opened.length === 0) throw new ApiError(409, "setup.suspended");
    await enterSite(tx, site.id);
    const state = await stateIn(tx, site, false);
    await recordAudit(tx, site.id, user, "site.open", "site", {
      missing: state.steps.filter((s) => !s.done).map((s) => s.step),
    });
    return state;
  });
}
