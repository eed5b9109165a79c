// Services (spec §7 GET /service?page=1&nbItem=100&tag={comma list}: data.services; GET /service/{id}).
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import {
  type Service,
  type ServiceList,
  type ServicePageStyle,
  servicePageStyles,
} from "../../../../schemas/content";
import type { ListQuery } from "../../../../schemas/list-query";
import { type Database, withSite } from "../../db/client";
import { services } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { type IdOrSlug, imageOf } from "./content-common";
import { movedTargetOf } from "./desk-common";
import { filterConditions, orderOf } from "./filters";

/** spec §9: services are read 100 a page. */
export const SERVICE_PAGE_SIZE = 100;
export const serviceListOptions = {
  defaultNbItem: SERVICE_PAGE_SIZE,
  maxNbItem: 100,
  filterable: ["title"],
  orderable: ["order", "title"],
  defaultOrderBy: "order",
} as const;

type ServiceRow = typeof services.$inferSelect;

/** The stored style when it is one of SERVICE_PAGE_STYLE's (the write call checks it), else the site's. */
const pageStyleOf = (value: string | null): ServicePageStyle | null =>
  (servicePageStyles as readonly (string | null)[]).includes(value) ? (value as ServicePageStyle) : null;

function serviceOf(row: ServiceRow): Service {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/service/${row.slug}`,
    summary: row.summary,
    html: row.html,
    image: imageOf(row.image),
    price: row.price,
    duration: row.duration,
    tags: row.tags,
    pageStyle: pageStyleOf(row.pageStyle),
  };
}

/** The services carrying any of `tags` (all services when there is none). */
export async function serviceList(
  db: Database,
  idSite: number,
  query: ListQuery,
  tags: readonly string[],
): Promise<ServiceList> {
  return withSite(db, idSite, async (tx) => {
    const conditions: SQL[] = [
      eq(services.siteId, idSite),
      eq(services.isValid, true),
      ...filterConditions(query.filters, { title: { column: services.title, kind: "text" } }),
    ];
    if (tags.length) {
      const list = sql.join(
        tags.map((t) => sql`${t}`),
        sql`, `,
      );
      conditions.push(sql`${services.tags} ?| array[${list}]::text[]`);
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(services)
        .where(where)
        .orderBy(...orderOf(query.orderBy, { order: services.order, title: services.title }, services.id))
        .offset(query.offset)
        .limit(query.nbItem),
      tx.select({ n: count() }).from(services).where(where),
    ]);
    const all = await tx
      .select({ tags: services.tags })
      .from(services)
      .where(and(eq(services.siteId, idSite), eq(services.isValid, true)));
    const tagsInUse = [...new Set(all.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b, "fr"));
    return { services: rows.map(serviceOf), total: total?.n ?? 0, tags: tagsInUse };
  });
}

/** A service visitors see; with `preview` (the site's admins, issue 14 §7) an unpublished one too, flagged. */
export async function serviceDetail(
  db: Database,
  idSite: number,
  key: IdOrSlug,
  preview = false,
): Promise<Service> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(services)
      .where(
        and(
          eq(services.siteId, idSite),
          preview ? undefined : eq(services.isValid, true),
          "id" in key ? eq(services.id, key.id) : eq(services.slug, key.slug),
        ),
      ),
  );
  if (!row) {
    // a former slug of a service (issue 14 §2): the route answers a 301 to its current one
    const movedTo = "slug" in key ? await movedSlug(db, idSite, key.slug) : null;
    throw new ApiError(404, "error.serviceNotFound", {}, movedTo ? { movedTo } : null);
  }
  return row.isValid ? serviceOf(row) : { ...serviceOf(row), unpublished: true };
}

function movedSlug(db: Database, idSite: number, slug: string): Promise<string | null> {
  return withSite(db, idSite, async (tx) => {
    const target = await movedTargetOf(tx, idSite, "SERVICE", slug);
    if (target === null) return null;
    const [row] = await tx
      .select({ slug: services.slug })
      .from(services)
      .where(and(eq(services.siteId, idSite), eq(services.isValid, true), eq(services.id, target)));
    return row?.slug ?? null;
  });
}
