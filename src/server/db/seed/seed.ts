// Seeds the two demo sites of DESIGN.md §1 into an empty database. Idempotent: a site that
// already exists is left as it is, so a second start changes nothing.
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { parameterKeys, parameterRegistry, parameterValueSchema } from "../../../../schemas/parameters";
import { openLedger } from "../../modules/catalogue/stock";
import { layoutHash } from "../../modules/site/layout-hash";
import { sanitizeHtml } from "../../security/sanitize";
import { type Database, enterSite, type Tx } from "../client";
import {
  addressTypes,
  companyAddresses,
  componentConfs,
  externalApps,
  fonts,
  footerElements,
  languages,
  logos,
  newsletterLists,
  newsletterSubscriptions,
  pageLayouts,
  pages,
  parameters,
  popups,
  siteLanguages,
  sites,
  siteUrls,
  users,
  variations,
  variationValues,
} from "../schema";
import { seedCatalogue } from "./catalogue";
import { seedCommerce } from "./commerce";
import { demoAccounts, demoNewsletterLists } from "./content/accounts";
import type { SeedDemoContent } from "./content/demo-content-types";
import { popupKeysOnLoad, seedPopupsOnLoad } from "./content/popups-on-load";
import { siteConsultant } from "./content/site-consultant";
import { siteDomaine } from "./content/site-domaine";
import type { SeedPage, SeedSite } from "./content/types";
import { demoContent, seedDemoContent } from "./seed-content";

export const demoSites: readonly SeedSite[] = [siteConsultant, siteDomaine];

const defaultLanguages = [
  { code: "fr_FR", label: "Français", deeplCode: "FR", countryAlphaTwo: "FR" },
  { code: "en_GB", label: "English", deeplCode: "EN-GB", countryAlphaTwo: "GB" },
];

/** Every registry key gets a row: the site's value where the seed sets one, else the default. */
export function seedParameterValues(site: SeedSite) {
  return parameterKeys.map((type) => {
    const value = type in site.parameters ? site.parameters[type] : parameterRegistry[type].default;
    const parsed = parameterValueSchema(type).safeParse(value ?? null);
    if (!parsed.success)
      throw new Error(`Seed of site ${site.id}: invalid value for ${type}: ${parsed.error.message}`);
    return { siteId: site.id, type, value: (parsed.data ?? null) as string | number | boolean | null };
  });
}

function pagesInTreeOrder(list: SeedPage[]): SeedPage[] {
  const ordered: SeedPage[] = [];
  const visit = (parentKey: string | undefined) => {
    for (const page of list.filter((p) => p.parentKey === parentKey).sort((a, b) => a.order - b.order)) {
      ordered.push(page);
      visit(page.key);
    }
  };
  visit(undefined);
  return ordered;
}

/**
 * A site's content inside its creating transaction, already entered as the site (RLS): languages,
 * settings, fonts, logos, pages and layouts, popups, addresses, footer, variations, and the demo
 * content given. The demo seed and the platform's new sites (issue 19 §2) both write sites so.
 */
export async function seedSiteContent(
  tx: Tx,
  site: SeedSite,
  extras: { demo?: SeedDemoContent; popupKeysOnLoad?: readonly string[] } = {},
) {
  const siteId = site.id;
  const langRows = await tx.select().from(languages);
  await tx
    .insert(siteLanguages)
    .values(
      langRows
        .filter((l) => l.code === site.defaultLang)
        .map((l) => ({ siteId, languageId: l.id, isDefault: true })),
    );
  await tx.insert(parameters).values(seedParameterValues(site));
  if (site.fonts.length) await tx.insert(fonts).values(site.fonts.map((f) => ({ ...f, siteId })));
  if (site.logos.length) await tx.insert(logos).values(site.logos.map((l) => ({ ...l, siteId })));

  const idByKey = new Map<string, number>();
  for (const page of pagesInTreeOrder(site.pages)) {
    const [row] = await tx
      .insert(pages)
      .values({
        siteId,
        idParent: page.parentKey ? (idByKey.get(page.parentKey) ?? null) : null,
        order: page.order,
        title: page.title,
        url: page.url,
        menuTitle: page.menuTitle,
        menuIcon: page.menuIcon ?? null,
        metaDescription: page.metaDescription,
        showInMenu: page.showInMenu,
      })
      .returning({ id: pages.id });
    if (!row) throw new Error(`page ${page.key} was not inserted`);
    idByKey.set(page.key, row.id);
    if (page.layouts.length) {
      await tx.insert(pageLayouts).values(
        page.layouts.map((layout, order) => {
          const html = sanitizeHtml(layout.html);
          return { siteId, pageId: row.id, order, html, css: layout.css ?? "", hash: layoutHash(html) };
        }),
      );
    }
  }

  if (site.popups.length) {
    await tx.insert(popups).values(site.popups.map((p) => ({ ...p, html: sanitizeHtml(p.html), siteId })));
  }

  const typeIdByCode = new Map<string, number>();
  for (const [order, address] of site.addresses.entries()) {
    let typeId = typeIdByCode.get(address.typeCode);
    if (typeId === undefined) {
      const [type] = await tx
        .insert(addressTypes)
        .values({ siteId, code: address.typeCode, label: address.typeLabel })
        .returning({ id: addressTypes.id });
      if (!type) throw new Error("address type was not inserted");
      typeId = type.id;
      typeIdByCode.set(address.typeCode, typeId);
    }
    const { typeCode: _code, typeLabel: _label, ...fields } = address;
    await tx.insert(companyAddresses).values({ ...fields, siteId, typeId, order });
  }

  const footer = [
    ...site.footerLinks.map((l) => ({
      siteId,
      kind: "LINK" as const,
      order: l.order,
      label: l.label,
      url: l.url,
    })),
    ...site.footerLogos.map((l) => ({
      siteId,
      kind: "LOGO" as const,
      order: l.order,
      label: l.alt,
      url: l.url ?? null,
      filename: l.filename,
    })),
  ];
  if (footer.length) await tx.insert(footerElements).values(footer);
  if (site.componentConfs.length) {
    await tx.insert(componentConfs).values(site.componentConfs.map((c) => ({ ...c, siteId })));
  }
  if (site.externalApps.length) {
    await tx.insert(externalApps).values(site.externalApps.map((a) => ({ ...a, siteId })));
  }
  await seedPopupsOnLoad(tx, siteId, extras.popupKeysOnLoad);
  for (const variation of site.variations) {
    const [row] = await tx
      .insert(variations)
      .values({
        siteId,
        position: variation.position,
        label: variation.label,
        displayLabel: variation.displayLabel,
      })
      .returning({ id: variations.id });
    if (!row) throw new Error("variation was not inserted");
    if (variation.values.length) {
      await tx
        .insert(variationValues)
        .values(variation.values.map((label, order) => ({ siteId, variationId: row.id, label, order })));
    }
  }
  await seedDemoContent(tx, siteId, extras.demo);
}

/**
 * The platform's rows of a site (its id, flags and hosts), written as the owner: the first host
 * of each list is its canonical domain (issue 19 §4).
 */
export async function insertSiteRow(tx: Tx, site: SeedSite, preset: string | null = null) {
  await tx.insert(sites).values({
    id: site.id,
    name: site.name,
    isWinemaker: site.isWinemaker,
    isECommerce: site.isECommerce,
    isBuilding: site.isBuilding,
    technicalFileModel: site.technicalFileModel,
    dashboardType: site.dashboardType,
    defaultLang: site.defaultLang,
    preset,
  });
  const hosts = (env: "dev" | "prod") =>
    site.hosts[env].map((host, i) => ({ siteId: site.id, host, env, isCanonical: i === 0 }));
  const rows = [...hosts("dev"), ...hosts("prod")];
  if (rows.length) await tx.insert(siteUrls).values(rows);
}

/** The demo accounts and newsletter lists of a site (./content/accounts.ts). */
async function seedAccounts(tx: Tx, siteId: number) {
  for (const account of demoAccounts.filter((a) => a.siteId === siteId)) {
    const { password: _password, ...fields } = account;
    await tx.insert(users).values({
      ...fields,
      termsAcceptedAt: new Date(),
      passwordChangedAt: new Date(),
    });
  }
  for (const [order, list] of demoNewsletterLists.filter((l) => l.siteId === siteId).entries()) {
    const [row] = await tx
      .insert(newsletterLists)
      .values({ siteId, name: list.name, description: list.description, isDefault: list.isDefault, order })
      .returning({ id: newsletterLists.id });
    if (!row) throw new Error("newsletter list was not inserted");
    if (list.subscribers.length) {
      await tx
        .insert(newsletterSubscriptions)
        .values(list.subscribers.map((email) => ({ siteId, listId: row.id, email })));
    }
  }
}

/** Seeds what is missing; returns the ids of the sites it created. */
export async function seedDatabase(db: Database, log?: Logger): Promise<number[]> {
  const existingLangs = await db.owner.select({ code: languages.code }).from(languages);
  const missingLangs = defaultLanguages.filter((l) => !existingLangs.some((e) => e.code === l.code));
  if (missingLangs.length) await db.owner.insert(languages).values(missingLangs);

  const created: number[] = [];
  for (const site of demoSites) {
    const [exists] = await db.owner.select({ id: sites.id }).from(sites).where(eq(sites.id, site.id));
    if (exists) continue;
    // One transaction per site: a failed seed leaves no half-written site. The site row and its
    // host names are platform data, written as the owner; the rest goes through the same
    // row-level-security wall as the application.
    await db.owner.transaction(async (ownerTx) => {
      const tx = ownerTx as Tx;
      await insertSiteRow(tx, site);
      await enterSite(tx, site.id);
      await seedSiteContent(tx, site, {
        demo: demoContent[site.id],
        popupKeysOnLoad: popupKeysOnLoad[site.id],
      });
      await seedAccounts(tx, site.id);
      await seedCatalogue(tx, site.id);
      await openLedger(tx, site.id);
      await seedCommerce(tx, site.id);
    });
    created.push(site.id);
    log?.info({ site: site.id, name: site.name }, "seeded demo site");
  }
  return created;
}
