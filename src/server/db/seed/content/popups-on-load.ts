// Which demo popups open by themselves on load (docs/decisions/042-popup-on-load.md): the wine
// domaine asks every new visitor to confirm being of age before browsing a site that sells
// alcohol. Written as the component configuration `popup-on-load` ({ popupIds }), inside the
// site's seed transaction.
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../client";
import { componentConfs, popups } from "../../schema";
import { siteDomaine } from "./site-domaine";

export const popupKeysOnLoad: Readonly<Record<number, readonly string[]>> = {
  [siteDomaine.id]: ["verification-age"],
};

export async function seedPopupsOnLoad(
  tx: Tx,
  siteId: number,
  keys: readonly string[] | undefined = popupKeysOnLoad[siteId],
): Promise<void> {
  if (!keys?.length) return;
  const rows = await tx
    .select({ id: popups.id, key: popups.key })
    .from(popups)
    .where(and(eq(popups.siteId, siteId), inArray(popups.key, [...keys])));
  const popupIds = keys.map((key) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`site ${siteId}: no popup "${key}" to open on load`);
    return row.id;
  });
  await tx.insert(componentConfs).values({ siteId, slug: "popup-on-load", config: { popupIds } });
}
