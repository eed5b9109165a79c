// The words and formats of the owner's order screen (French, like the other admin tools). The
// status labels are the catalogue's (order.status.*), the ones the buyer's mails use.
import {
  type OrderAddress,
  type OrderDeliveryKind,
  type OrderLine,
  type OrderStatus,
  orderDeliveryKinds,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
} from "../../schemas/order";
import { checkoutFr } from "../../src/runtime/messages/checkout.fr";
import { orderFr } from "../../src/runtime/messages/order.fr";
import { formatCapacity } from "../../src/runtime/shop/capacity";

/**
 * A field error of the order calls as the owner reads it. Their 400 answers name each field's
 * fault by its catalogue key (order.cardKeyInvalid…), untranslated (see the report of the
 * admin-orders issue); a text that is no key is shown as it is.
 */
export function fieldMessage(message: string): string {
  return Object.hasOwn(orderFr, message) ? orderFr[message as keyof typeof orderFr] : message;
}

/** "en préparation": the catalogue's label, as in a sentence. */
export function statusLabel(status: OrderStatus): string {
  return orderFr[`order.status.${status}`];
}

/** "En préparation": the label on its own (a select option, a table cell). */
export function statusTitle(status: OrderStatus): string {
  const label = statusLabel(status);
  return label.charAt(0).toLocaleUpperCase("fr-FR") + label.slice(1);
}

/** Each status's title, in the order of the lifecycle (the desk's status filter). */
export const statusTitles = Object.fromEntries(
  orderStatuses.map((status) => [status, statusTitle(status)]),
) as Record<OrderStatus, string>;

/** The button that moves an order to `status`. */
export function statusActionLabel(status: OrderStatus): string {
  return status === "CANCELLED" ? "Annuler la commande" : `Passer à « ${statusLabel(status)} »`;
}

/** How the order reaches the buyer, in the words the buyer's account shows (orders.kind.*). */
export const deliveryKindLabels = Object.fromEntries(
  orderDeliveryKinds.map((kind) => [kind, checkoutFr[`orders.kind.${kind}`]]),
) as Record<OrderDeliveryKind, string>;

/** How the order is paid, in the words of the checkout (checkout.method.*). */
export const paymentMethodLabels = Object.fromEntries(
  paymentMethods.map((method) => [method, checkoutFr[`checkout.method.${method}`]]),
) as Record<PaymentMethod, string>;

// the owner reads the times of the shop's country, wherever the browser is
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});
const longDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" });

/** When an order was placed ("14/05/2026 09:30"); the raw text if it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A pick-up day ("jeudi 14 mai 2026") from its "YYYY-MM-DD". */
export function formatPickupDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : longDate.format(date);
}

/** "Saumur-Champigny 2023, 75 cl": a line as the owner prepares it. */
export function lineLabel(line: Pick<OrderLine, "name" | "year" | "capacity" | "capacityUnit">): string {
  const details = [
    line.year === null ? "" : String(line.year),
    formatCapacity(line.capacity, line.capacityUnit),
  ]
    .filter(Boolean)
    .join(", ");
  return details ? `${line.name} ${details}` : line.name;
}

const regionNames = new Intl.DisplayNames(["fr"], { type: "region" });

/** An address as lines of a label: name, company, street, town, country (French name). */
export function addressLines(address: OrderAddress): string[] {
  let country = address.country;
  try {
    country = regionNames.of(address.country) ?? address.country;
  } catch {
    // a code Intl does not know is shown as it is
  }
  return [
    `${address.firstname} ${address.lastname}`,
    address.company ?? "",
    address.address,
    address.addressPart2 ?? "",
    `${address.postalCode} ${address.city}`,
    country,
  ].filter((line) => line.trim() !== "");
}
