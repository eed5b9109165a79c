// What every ordering call shares (docs/decisions/070): the site's order settings and carriers,
// who asks, and how a broken business rule is answered.

import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { ParameterValues } from "../../../../schemas/parameters";
import type { Lang } from "../../../runtime/messages/translate";
import type { SiteDestinations } from "../../../runtime/shop/destinations";
import { type Database, type Tx, withSite } from "../../db/client";
import {
  bankAccounts,
  carrierRates,
  carriers,
  type orders,
  type productDeclinations,
  type products,
} from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import type { SessionUser } from "../account/session";
import type { CartSettings } from "../cart/cart-service";
import type { CardAccount, CardProvider } from "./payment/card-provider";

export type ProductRow = typeof products.$inferSelect;
export type DeclinationRow = typeof productDeclinations.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

type CarrierRow = typeof carriers.$inferSelect;
type RateRow = typeof carrierRates.$inferSelect;

/** A carrier with rates in one zone, and those rates. */
export interface ZoneCarrier {
  carrier: CarrierRow;
  rates: readonly RateRow[];
}

/**
 * A site's valid carriers and their rate grids, by zone, in the carriers' order: built once per
 * site version (the site cache, dropped by the change feed on any write to carriers, rates or
 * settings), so that a quote reads nothing (docs/decisions/099). A carrier without a rate in a
 * zone is not listed for it: the quote would skip it anyway (no fee).
 */
export interface CarrierGrid {
  byZone: ReadonlyMap<RateRow["zone"], readonly ZoneCarrier[]>;
}

/** The grid of some carriers (in their order) and their rates: pure. */
export function gridOf(carrierRows: readonly CarrierRow[], rateRows: readonly RateRow[]): CarrierGrid {
  const byZone = new Map<RateRow["zone"], ZoneCarrier[]>();
  const zones = [...new Set(rateRows.map((r) => r.zone))];
  for (const carrier of carrierRows) {
    for (const zone of zones) {
      const rates = rateRows.filter((r) => r.carrierId === carrier.id && r.zone === zone);
      if (rates.length) byZone.set(zone, [...(byZone.get(zone) ?? []), { carrier, rates }]);
    }
  }
  return { byZone };
}

export async function carrierGridOf(db: Database, idSite: number): Promise<CarrierGrid> {
  return withSite(db, idSite, async (tx) =>
    gridOf(
      await tx
        .select()
        .from(carriers)
        .where(and(eq(carriers.siteId, idSite), eq(carriers.isValid, true)))
        .orderBy(asc(carriers.order), asc(carriers.id)),
      await tx.select().from(carrierRates).where(eq(carrierRates.siteId, idSite)),
    ),
  );
}

export interface OrderSettings {
  values: ParameterValues;
  cart: CartSettings;
  carriers: CarrierGrid;
  /** A card payment provider is configured. */
  cardConfigured: boolean;
  /** Where the site delivers (issue 15 §6): its area and its owner's choices per country. */
  destinations: SiteDestinations;
  /** The site's bank details, for the mail of an order paid by transfer (read once per site version). */
  bank: BankDetails | null;
}

/** The card side of an order: the site's account, the provider, and where the buyer comes back. */
export interface CardPayment {
  account: CardAccount;
  provider: CardProvider;
  /** The storefront's origin ("https://www.example-domaine.fr"). */
  origin: string;
}

export interface OrderActor {
  idSite: number;
  lang: Lang;
  user: SessionUser | null;
}

export interface OrderDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
}

export interface BankDetails {
  holder: string;
  iban: string;
  bic: string;
}

/** The site's bank details, for an order paid by transfer. */
export async function bankDetailsOf(tx: Tx, idSite: number): Promise<BankDetails | null> {
  const [bank] = await tx.select().from(bankAccounts).where(eq(bankAccounts.siteId, idSite));
  return bank ? { holder: bank.holder, iban: bank.iban, bic: bank.bic } : null;
}
