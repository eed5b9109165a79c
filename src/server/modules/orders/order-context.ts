// What every ordering call shares (docs/decisions/070): the site's order settings and carriers,
// who asks, and how a broken business rule is answered.
import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { ParameterValues } from "../../../../schemas/parameters";
import type { Lang } from "../../../runtime/messages/translate";
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

/** A site's carriers and their rate grids: read-mostly, cached per site version by the routes. */
export interface CarrierGrid {
  carriers: (typeof carriers.$inferSelect)[];
  rates: (typeof carrierRates.$inferSelect)[];
}

export async function carrierGridOf(db: Database, idSite: number): Promise<CarrierGrid> {
  return withSite(db, idSite, async (tx) => ({
    carriers: await tx
      .select()
      .from(carriers)
      .where(and(eq(carriers.siteId, idSite), eq(carriers.isValid, true)))
      .orderBy(asc(carriers.order), asc(carriers.id)),
    rates: await tx.select().from(carrierRates).where(eq(carrierRates.siteId, idSite)),
  }));
}

export interface OrderSettings {
  values: ParameterValues;
  cart: CartSettings;
  carriers: CarrierGrid;
  /** A card payment provider is configured. */
  cardConfigured: boolean;
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

/** The site's bank details, for an order paid by transfer. */
export async function bankDetailsOf(tx: Tx, idSite: number) {
  const [bank] = await tx.select().from(bankAccounts).where(eq(bankAccounts.siteId, idSite));
  return bank ? { holder: bank.holder, iban: bank.iban, bic: bank.bic } : null;
}
