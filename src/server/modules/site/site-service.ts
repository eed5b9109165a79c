import { and, asc, count, eq } from "drizzle-orm";
import {
  type ParameterItem,
  type ParameterValues,
  parameterKeys,
  parameterRegistry,
  readParameters,
} from "../../../../schemas/parameters";
import type {
  CompanyAddress,
  FooterLink,
  FooterLogo,
  Language,
  Logo,
  PageDetail,
  PageNode,
  Popup,
  SiteInfo,
  Variation,
} from "../../../../schemas/site";
import { type Database, type Tx, withSite } from "../../db/client";
import {
  addressTypes,
  companyAddresses,
  componentConfs,
  externalApps,
  fonts,
  footerElements,
  languages,
  logos,
  pageLayouts,
  pages,
  parameters,
  popups,
  siteLanguages,
  variations,
  variationValues,
  visits,
} from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SiteRecord } from "./site-registry";

/** spec §3: every setting with its kind and admin label (from the registry) and its value. */
export async function listParameters(db: Database, idSite: number): Promise<ParameterItem[]> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ id: parameters.id, type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(eq(parameters.siteId, idSite)),
  );
  const { values } = readParameters(rows);
  const idByType = new Map(rows.map((r) => [r.type, r.id]));
  return parameterKeys.map((type) => {
    const def = parameterRegistry[type];
    return {
      id: idByType.get(type) ?? 0,
      type,
      kind: def.kind,
      label: def.label,
      value: values[type] as ParameterItem["value"],
    };
  });
}

export async function readSiteParameters(db: Database, idSite: number): Promise<ParameterValues> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(eq(parameters.siteId, idSite)),
  );
  return readParameters(rows).values;
}

function logoOf(row: typeof logos.$inferSelect): Logo {
  return {
    id: row.id,
    filename: row.filename,
    type: row.type,
    alt: row.alt,
    onlineImage: {
      id: row.id,
      externalId: null,
      externalType: null,
      externalPath: row.filename,
      url: row.filename,
    },
  };
}

/** `version` is the site's content version in this process: it keys the theme and page caches. */
export async function siteInfo(db: Database, site: SiteRecord, version: number): Promise<SiteInfo> {
  const { fontRows, logoRows, languageRows } = await withSite(db, site.id, async (tx) => ({
    fontRows: await tx.select().from(fonts).where(eq(fonts.siteId, site.id)).orderBy(asc(fonts.id)),
    logoRows: await tx.select().from(logos).where(eq(logos.siteId, site.id)).orderBy(asc(logos.id)),
    languageRows: await tx
      .select({ language: languages, isDefault: siteLanguages.isDefault })
      .from(siteLanguages)
      .innerJoin(languages, eq(languages.id, siteLanguages.languageId))
      .where(eq(siteLanguages.siteId, site.id))
      .orderBy(asc(languages.id)),
  }));
  return {
    id: site.id,
    name: site.name,
    // spec §3 `url`: the site's canonical host, production first (issue 19 §4)
    url: site.canonical.prod ?? site.canonical.dev ?? "",
    urls: site.urls,
    server: site.server,
    fonts: fontRows.map(({ siteId: _siteId, ...font }) => font),
    logos: logoRows.map(logoOf),
    languages: languageRows.map(
      ({ language, isDefault }): Language => ({
        id: language.id,
        code: language.code,
        label: language.label,
        deeplCode: language.deeplCode,
        isValid: language.isValid,
        isDefault,
        country: { alphaTwo: language.countryAlphaTwo },
      }),
    ),
    isWinemaker: site.isWinemaker,
    isECommerce: site.isECommerce,
    isBuilding: site.isBuilding,
    technicalFileModel: site.technicalFileModel,
    dashboardType: site.dashboardType,
    defaultLang: site.defaultLang,
    contentVersion: version,
  };
}

export async function recordVisit(db: Database, idSite: number, source: string): Promise<void> {
  await withSite(db, idSite, (tx) => tx.insert(visits).values({ siteId: idSite, source }));
}

export async function listVariations(db: Database, idSite: number): Promise<Variation[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select()
      .from(variations)
      .where(eq(variations.siteId, idSite))
      .orderBy(asc(variations.position));
    const values = await tx
      .select()
      .from(variationValues)
      .where(eq(variationValues.siteId, idSite))
      .orderBy(asc(variationValues.order), asc(variationValues.id));
    return rows.map((v) => ({
      id: v.id,
      position: v.position,
      label: v.label,
      displayLabel: v.displayLabel,
      values: values.filter((x) => x.variationId === v.id).map((x) => ({ id: x.id, label: x.label })),
    }));
  });
}

type PageRow = typeof pages.$inferSelect;

function pageNodeOf(row: PageRow): PageNode {
  return {
    id: row.id,
    idSite: row.siteId,
    idParent: row.idParent,
    order: row.order,
    type: row.type,
    title: row.title,
    url: row.url,
    menuTitle: row.menuTitle,
    menuIcon: row.menuIcon,
    metaDescription: row.metaDescription,
    isValid: row.isValid,
    isText: row.isText,
    showInMenu: row.showInMenu,
    isFixedOnRight: row.isFixedOnRight,
    useAbsoluteMenu: row.useAbsoluteMenu,
    reload: row.reload,
    cms: { isCmsPage: row.isCmsPage, route: row.cmsRoute },
    isCustomHeader: row.isCustomHeader,
    isCustomFooter: row.isCustomFooter,
    isEcommercePage: row.isEcommercePage,
    link: { type: row.linkType, url: row.linkUrl, jsCode: row.linkJsCode },
    children: [],
  };
}

/** Builds the tree of spec §2 from flat rows; orphans (a missing parent) become roots. */
export function pageTreeOf(rows: PageRow[]): PageNode[] {
  const nodes = new Map(rows.map((r) => [r.id, pageNodeOf(r)]));
  const roots: PageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.idParent === null ? undefined : nodes.get(node.idParent);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: PageNode[]) => {
    list.sort((a, b) => a.order - b.order || a.id - b.id);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

function findNode(nodes: PageNode[], id: number): PageNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

async function validPages(tx: Tx, idSite: number) {
  return publishedBranchesOf(
    await tx
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, idSite), eq(pages.isValid, true))),
  );
}

/**
 * Of the published pages, those whose parents are all published too: an unpublished page hides its
 * branch from the menu, the sitemap and visitors (issue 14 §6).
 */
export function publishedBranchesOf<R extends { id: number; idParent: number | null }>(rows: R[]): R[] {
  const shown = new Set(rows.filter((r) => r.idParent === null).map((r) => r.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      if (!shown.has(r.id) && r.idParent !== null && shown.has(r.idParent)) {
        shown.add(r.id);
        grew = true;
      }
    }
  }
  return rows.filter((r) => shown.has(r.id));
}

export async function pageTree(db: Database, idSite: number): Promise<PageNode[]> {
  return pageTreeOf(await withSite(db, idSite, (tx) => validPages(tx, idSite)));
}

/**
 * A page visitors see, with its layouts; with `preview` (the site's admins, issue 14 §7) an
 * unpublished one, or one in an unpublished branch, too, flagged `unpublished`.
 */
export async function pageDetail(
  db: Database,
  idSite: number,
  idPage: number,
  preview = false,
): Promise<PageDetail> {
  return withSite(db, idSite, async (tx) => {
    const rows = await validPages(tx, idSite);
    const shown = rows.find((r) => r.id === idPage);
    const [hidden] =
      shown || !preview
        ? []
        : await tx
            .select()
            .from(pages)
            .where(and(eq(pages.siteId, idSite), eq(pages.id, idPage)));
    const row = shown ?? hidden;
    if (!row) throw new ApiError(404, "error.pageNotFound");
    const layouts = await tx
      .select({
        id: pageLayouts.id,
        order: pageLayouts.order,
        html: pageLayouts.html,
        css: pageLayouts.css,
        hash: pageLayouts.hash,
      })
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, idSite), eq(pageLayouts.pageId, idPage)))
      .orderBy(asc(pageLayouts.order), asc(pageLayouts.id));
    const children = findNode(pageTreeOf(rows), idPage)?.children ?? [];
    return { ...pageNodeOf(row), layouts, children, ...(shown ? {} : { unpublished: true as const }) };
  });
}

export async function popupById(db: Database, idSite: number, idPopup: number): Promise<Popup> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(popups)
      .where(and(eq(popups.siteId, idSite), eq(popups.id, idPopup), eq(popups.isValid, true))),
  );
  if (!row) throw new ApiError(404, "error.popupNotFound");
  const { siteId: _siteId, isValid: _isValid, ...popup } = row;
  return popup;
}

export async function listCompanyAddresses(db: Database, idSite: number): Promise<CompanyAddress[]> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ address: companyAddresses, type: addressTypes })
      .from(companyAddresses)
      .innerJoin(addressTypes, eq(addressTypes.id, companyAddresses.typeId))
      .where(eq(companyAddresses.siteId, idSite))
      .orderBy(asc(companyAddresses.order), asc(companyAddresses.id)),
  );
  return rows.map(({ address, type }) => ({
    id: address.id,
    type: { id: type.id, code: type.code, label: type.label },
    name: address.name,
    address: address.address,
    addressPart2: address.addressPart2,
    postalCode: address.postalCode,
    city: address.city,
    country: { alphaTwo: address.countryAlphaTwo },
    phone: address.phone,
    isClickAndCollect: address.isClickAndCollect,
  }));
}

async function footerPage(
  db: Database,
  idSite: number,
  kind: "LOGO" | "LINK",
  offset: number,
  limit: number,
) {
  return withSite(db, idSite, async (tx) => {
    const where = and(eq(footerElements.siteId, idSite), eq(footerElements.kind, kind));
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(footerElements)
        .where(where)
        .orderBy(asc(footerElements.order), asc(footerElements.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(footerElements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
}

export async function footerLinks(db: Database, idSite: number, offset: number, limit: number) {
  const { rows, total } = await footerPage(db, idSite, "LINK", offset, limit);
  const items: FooterLink[] = rows.map((r) => ({
    id: r.id,
    label: r.label,
    url: r.url ?? "/",
    order: r.order,
  }));
  return { items, total };
}

export async function footerLogos(db: Database, idSite: number, offset: number, limit: number) {
  const { rows, total } = await footerPage(db, idSite, "LOGO", offset, limit);
  const items: FooterLogo[] = rows.map((r) => ({
    id: r.id,
    alt: r.label,
    url: r.url,
    image: r.filename ?? "",
    order: r.order,
  }));
  return { items, total };
}

export async function componentConf(db: Database, idSite: number, slug: string) {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(componentConfs)
      .where(and(eq(componentConfs.siteId, idSite), eq(componentConfs.slug, slug))),
  );
  if (!row) throw new ApiError(404, "error.componentNotFound");
  return row.config;
}

/** Only the public part of an integration's configuration ever leaves the server. */
export async function externalAppPublicConfig(db: Database, idSite: number, app: string) {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select({ publicConfig: externalApps.publicConfig })
      .from(externalApps)
      .where(and(eq(externalApps.siteId, idSite), eq(externalApps.app, app))),
  );
  if (!row) throw new ApiError(404, "error.appNotFound");
  return row.publicConfig;
}
