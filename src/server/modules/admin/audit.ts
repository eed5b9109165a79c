// The audit trail of admin changes (who, when, what): written in the transaction of the change
// itself, so a change and its record are kept or lost together.
import { and, count, desc, eq } from "drizzle-orm";
import type { AuditEntry } from "../../../../schemas/admin";
import { type Database, type Tx, withSite } from "../../db/client";
import { adminAudit } from "../../db/schema";
import type { SessionUser } from "../account/session";

export type AuditAction =
  | "layout.preview"
  | "layout.publish"
  | "layout.restore"
  | "layout.create"
  | "parameter.update"
  | "parameter.reset"
  | "parameter.preset"
  | "page.create"
  | "page.update"
  | "page.reorder"
  | "page.delete"
  | "page.publish"
  | "redirect.create"
  | "redirect.update"
  | "redirect.delete"
  | "album.create"
  | "album.update"
  | "album.delete"
  | "service.create"
  | "service.update"
  | "service.delete"
  | "popup.create"
  | "popup.update"
  | "popup.delete"
  | "footer.create"
  | "footer.update"
  | "footer.delete"
  | "payment.card.update"
  | "payment.card.delete"
  | "order.status"
  | "pickup.update"
  | "pickup.create"
  | "pickup.rename"
  | "pickup.withdraw"
  | "carrier.create"
  | "carrier.update"
  | "carrier.archive"
  | "carrier.delete"
  | "destination.update"
  | "discount.create"
  | "discount.update"
  | "discount.archive"
  | "discount.delete"
  | "customer.erase"
  | "relay.create"
  | "relay.update"
  | "relay.delete"
  | "newsletter.create"
  | "newsletter.update"
  | "newsletter.delete"
  | "newsletter.unsubscribe"
  | "variation.save"
  | "product.create"
  | "product.update"
  | "product.archive"
  | "product.delete"
  | "declination.create"
  | "declination.update"
  | "declination.label"
  | "declination.archive"
  | "declination.delete"
  | "stock.adjust"
  | "catalogue.import"
  | "media.upload"
  | "media.update"
  | "media.delete"
  | "logo.update"
  | "logo.remove"
  | "blog.folder.create"
  | "blog.folder.update"
  | "blog.folder.delete"
  | "blog.create"
  | "blog.update"
  | "blog.delete"
  | "news.create"
  | "news.update"
  | "news.delete"
  | "element.route.create"
  | "element.route.update"
  | "element.route.delete"
  | "element.create"
  | "element.update"
  | "element.archive"
  | "element.delete"
  | "element.registration.cancel"
  | "calendar.create"
  | "calendar.update"
  | "form.create"
  | "form.update"
  | "form.archive"
  | "form.delete"
  | "inbox.mark"
  | "inbox.reply"
  | "site.open"
  | "user.role"
  | "user.invite";

// Long values (legal texts, layouts) are cut in the trail: it says what changed, not all of it.
const MAX_DETAIL_STRING = 300;

function shorten(value: unknown): unknown {
  if (typeof value === "string" && value.length > MAX_DETAIL_STRING) {
    return `${value.slice(0, MAX_DETAIL_STRING)}… (${value.length} caractères)`;
  }
  if (Array.isArray(value)) return value.map(shorten);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  }
  return value;
}

export async function recordAudit(
  tx: Tx,
  idSite: number,
  user: SessionUser,
  action: AuditAction,
  target: string,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  await tx.insert(adminAudit).values({
    siteId: idSite,
    userId: user.id,
    userEmail: user.email,
    action,
    target,
    details: details === null ? null : (shorten(details) as Record<string, unknown>),
  });
}

/** The latest entries first (GET /admin/audit). */
export async function listAudit(
  db: Database,
  idSite: number,
  offset: number,
  limit: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  return withSite(db, idSite, async (tx) => {
    const where = and(eq(adminAudit.siteId, idSite));
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(adminAudit)
        .where(where)
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .offset(offset)
        .limit(limit),
      tx.select({ n: count() }).from(adminAudit).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        userEmail: r.userEmail,
        action: r.action,
        target: r.target,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  });
}
