// The site's destinations (issue 15 §6): the platform's table of countries
// (src/runtime/shop/destinations.ts) inside the site's selling area, narrowed by its owner. The
// checkout lists what GET /destination answers; the order is refused elsewhere (shipping-service).
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { ParameterValues } from "../../../../schemas/parameters";
import type {
  AdminDestination,
  DestinationAnswer,
  destinationsUpdateSchema,
} from "../../../../schemas/shipping";
import {
  type Destination,
  destinationsInArea,
  type SiteDestinations,
  servedDestinations,
} from "../../../runtime/shop/destinations";
import { type Database, withSite } from "../../db/client";
import { siteDestinations } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";

interface Choice {
  alphaTwo: string;
  sold: boolean;
  exciseIncluded: boolean;
}

/** The owner's rows (read through the site cache by order-settings.ts). */
export function destinationChoicesOf(db: Database, idSite: number): Promise<Choice[]> {
  return withSite(db, idSite, (tx) =>
    tx
      .select({
        alphaTwo: siteDestinations.alphaTwo,
        sold: siteDestinations.sold,
        exciseIncluded: siteDestinations.exciseIncluded,
      })
      .from(siteDestinations)
      .where(eq(siteDestinations.siteId, idSite)),
  );
}

export function siteDestinationsOf(values: ParameterValues, choices: readonly Choice[]): SiteDestinations {
  return {
    onlyFrance: values.ONLY_SELL_IN_FRANCE === true,
    worldwide: values.SELLS_WORLDWIDE === true,
    excluded: new Set(choices.filter((c) => !c.sold).map((c) => c.alphaTwo)),
    exciseIncluded: new Set(choices.filter((c) => c.exciseIncluded).map((c) => c.alphaTwo)),
  };
}

const answerOf = (d: Destination, site: SiteDestinations): DestinationAnswer => ({
  alphaTwo: d.alphaTwo,
  minimumAge: d.minimumAge,
  excise: d.excise,
  exciseIncluded: site.exciseIncluded.has(d.alphaTwo),
});

/** What the checkout offers: the served countries, France first. */
export function publicDestinations(site: SiteDestinations): DestinationAnswer[] {
  return servedDestinations(site).map((d) => answerOf(d, site));
}

/** The owner's table: every country of the area, sold or not. */
export function adminDestinations(site: SiteDestinations): AdminDestination[] {
  return destinationsInArea(site).map((d) => ({
    ...answerOf(d, site),
    sold: !site.excluded.has(d.alphaTwo),
  }));
}

/** Saves the owner's choices for countries of the area; a country outside it is a 422. */
export async function saveDestinations(
  db: Database,
  idSite: number,
  user: SessionUser,
  site: SiteDestinations,
  input: z.output<typeof destinationsUpdateSchema>,
): Promise<void> {
  const inArea = new Set(destinationsInArea(site).map((d) => d.alphaTwo));
  const outside = input.destinations.filter((d) => !inArea.has(d.alphaTwo));
  if (outside.length) {
    throw new ApiError(422, "destination.outsideArea", {
      countries: outside.map((d) => d.alphaTwo).join(", "),
    });
  }
  if (!input.destinations.length) return;
  await withSite(db, idSite, async (tx) => {
    const codes = input.destinations.map((d) => d.alphaTwo);
    await tx
      .delete(siteDestinations)
      .where(and(eq(siteDestinations.siteId, idSite), inArray(siteDestinations.alphaTwo, codes)));
    // the default (sold, excise not included) needs no row
    const rows = input.destinations
      .filter((d) => !d.sold || d.exciseIncluded)
      .map((d) => ({ siteId: idSite, alphaTwo: d.alphaTwo, sold: d.sold, exciseIncluded: d.exciseIncluded }));
    if (rows.length) await tx.insert(siteDestinations).values(rows);
    await recordAudit(tx, idSite, user, "destination.update", "destinations", {
      destinations: input.destinations,
    });
  });
}
