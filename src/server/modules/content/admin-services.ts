// The owner's services (issue 14 §2, /api/admin/service): title, slug (301 on change), summary, rich
// text sanitized on the server when written (as layouts), image, price, duration, tags, order, page
// style (null: the site's SERVICE_PAGE_STYLE), SEO, published or not.
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminService, serviceInputSchema } from "../../../../schemas/content-desk";
import { type Database, type Tx, withSite } from "../../db/client";
import { services } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { sanitizeLayoutHtml } from "../../security/sanitize";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { checkOwnMedia, checkVersion, recordSlugChange, uniqueSlug } from "./desk-common";

type Input = z.output<typeof serviceInputSchema>;
type ServiceRow = typeof services.$inferSelect;

const pageStyleOf = (v: string | null): AdminService["pageStyle"] =>
  v === "CARDS" || v === "LIST" || v === "ALTERNATE" ? v : null;

function adminServiceOf(row: ServiceRow): AdminService {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    html: row.html,
    image: row.image,
    price: row.price,
    duration: row.duration,
    tags: row.tags,
    pageStyle: pageStyleOf(row.pageStyle),
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    order: row.order,
    isValid: row.isValid,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rowFor(tx: Tx, idSite: number, id: number, lock = false): Promise<ServiceRow> {
  const query = tx
    .select()
    .from(services)
    .where(and(eq(services.siteId, idSite), eq(services.id, id)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new ApiError(404, "service.notFound");
  return row;
}

export async function listAdminServices(db: Database, idSite: number) {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(services)
      .where(eq(services.siteId, idSite))
      .orderBy(asc(services.order), asc(services.id)),
  );
  return { items: rows.map(adminServiceOf), total: rows.length };
}

export const adminService = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, async (tx) => adminServiceOf(await rowFor(tx, idSite, id)));

function columnsOf(input: Input) {
  return {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    // whatever the editor sent: no script, no handler, only the allowed embeds (DESIGN.md §4)
    html: sanitizeLayoutHtml(input.html),
    image: input.image
      ? { src: input.image.src, alt: input.image.alt, width: input.image.width, height: input.image.height }
      : null,
    price: input.price,
    duration: input.duration,
    tags: input.tags,
    pageStyle: input.pageStyle,
    seoTitle: input.seoTitle,
    metaDescription: input.metaDescription,
    order: input.order,
    isValid: input.isValid,
  };
}

export async function createService(db: Database, idSite: number, user: SessionUser, input: Input) {
  checkOwnMedia(idSite, [input.image?.src], "image");
  const columns = columnsOf(input);
  return uniqueSlug(() =>
    withSite(db, idSite, async (tx) => {
      const [row] = await tx
        .insert(services)
        .values({ siteId: idSite, ...columns })
        .returning();
      if (!row) throw new Error("createService: no row");
      await recordAudit(tx, idSite, user, "service.create", `service:${row.id}`, { ...columns });
      return adminServiceOf(row);
    }),
  );
}

export async function updateService(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  const columns = columnsOf(input);
  return uniqueSlug(() =>
    withSite(db, idSite, async (tx) => {
      const row = await rowFor(tx, idSite, id, true);
      checkOwnMedia(idSite, [input.image?.src], "image");
      await checkVersion(row.version, input.version, async () => adminServiceOf(row));
      const [saved] = await tx
        .update(services)
        .set({ ...columns, version: row.version + 1, updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning();
      if (!saved) throw new Error("updateService: no row");
      await recordSlugChange(tx, idSite, "SERVICE", id, row.slug, input.slug);
      await recordAudit(tx, idSite, user, "service.update", `service:${id}`, {
        before: { title: row.title, slug: row.slug, isValid: row.isValid },
        after: columns,
      });
      return adminServiceOf(saved);
    }),
  );
}

export async function deleteService(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id, true);
    await tx.delete(services).where(eq(services.id, id));
    await recordAudit(tx, idSite, user, "service.delete", `service:${id}`, { title: row.title });
    return { id, title: row.title };
  });
}
