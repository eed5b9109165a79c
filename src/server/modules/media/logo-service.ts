// The site's five logos of spec §3 (LOGO, LOGO_FOOTER, LOGO_LIGHT_THEME, LOGO_DARK_THEME,
// LOGO_FAVICON) chosen in the media library (issue 12 §4): choosing one changes it on every page
// at once (the logos table feeds the change feed, which drops the site's caches).
import { and, eq } from "drizzle-orm";
import type { LogoType } from "../../../../schemas/site";
import { type Database, withSite } from "../../db/client";
import { logos, media } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { mediaUrlOf } from "./media-service";

export async function siteLogos(db: Database, idSite: number) {
  const rows = await withSite(db, idSite, (tx) => tx.select().from(logos).where(eq(logos.siteId, idSite)));
  return rows.map((r) => ({ type: r.type, url: r.filename, alt: r.alt }));
}

/** PUT /admin/logo/{type}: the medium (an image of this site's library) becomes that logo. */
export async function setLogo(
  db: Database,
  idSite: number,
  user: SessionUser,
  type: LogoType,
  mediaId: number,
) {
  await withSite(db, idSite, async (tx) => {
    const [chosen] = await tx
      .select()
      .from(media)
      .where(and(eq(media.siteId, idSite), eq(media.id, mediaId)));
    if (chosen?.kind !== "image") throw new ApiError(404, "media.notFound");
    const before = await tx
      .select()
      .from(logos)
      .where(and(eq(logos.siteId, idSite), eq(logos.type, type)));
    await tx.delete(logos).where(and(eq(logos.siteId, idSite), eq(logos.type, type)));
    await tx
      .insert(logos)
      .values({ siteId: idSite, type, filename: mediaUrlOf(chosen.key), alt: chosen.alt });
    await recordAudit(tx, idSite, user, "logo.update", `logo:${type}`, {
      from: before[0]?.filename ?? null,
      to: mediaUrlOf(chosen.key),
    });
  });
  return siteLogos(db, idSite);
}

/** DELETE /admin/logo/{type}: the site goes without that logo (its name is shown instead). */
export async function removeLogo(db: Database, idSite: number, user: SessionUser, type: LogoType) {
  await withSite(db, idSite, async (tx) => {
    await tx.delete(logos).where(and(eq(logos.siteId, idSite), eq(logos.type, type)));
    await recordAudit(tx, idSite, user, "logo.remove", `logo:${type}`);
  });
  return siteLogos(db, idSite);
}
