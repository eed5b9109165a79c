// The seats of an event (issue 14 §3): a registration is CONFIRMED while seats are left, WAITING
// when the event is full and keeps a waiting list (an event whose registrants choose a date counts
// its seats per date, decision 115); cancelling one (by its mailed link or by the
// owner) frees its seats, and the first waiting registrations that fit are confirmed. Every change
// happens with the element's row locked (FOR UPDATE), so that two visitors never share the last
// seat, and writes the mails it owes in the same transaction (docs/decisions/102).
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, isNull, ne, sql } from "drizzle-orm";
import { type Database, type Tx, withSite } from "../../db/client";
import { elementRegistrations, elements } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { queueRegistrantMail, type RegistrantMailKind } from "./element-mail";

type ElementRow = typeof elements.$inferSelect;
type RegistrationRow = typeof elementRegistrations.$inferSelect;

/** Where the registrant cancels: a page of the storefront that asks before it cancels. */
export const CANCEL_PATH = "/inscription/annulation";

/** The mailed secret (base64url) and what is stored of it (its SHA-256, hex). */
export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: cancelTokenHashOf(token) };
}
export const cancelTokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * An element whose registrants choose a date (it has a calendar) counts its capacity per date: each
 * date offers `capacity` seats (decision 115). Otherwise the capacity is the whole element's.
 */
export const countsPerDate = (element: Pick<ElementRow, "calendarId">) => element.calendarId !== null;

const registrationsOfElement = (idSite: number, elementId: number) =>
  and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.elementId, elementId));

/** The registrations that share seats with one of `date`: the element's, or those of that date. */
function seatScope(idSite: number, element: Pick<ElementRow, "id" | "calendarId">, date: string | null) {
  return and(
    registrationsOfElement(idSite, element.id),
    countsPerDate(element)
      ? date === null
        ? isNull(elementRegistrations.chosenDate)
        : eq(elementRegistrations.chosenDate, date)
      : undefined,
  );
}

/** The seats of the confirmed registrations (taken) and of the waiting ones, as columns of a sum. */
const seatSums = {
  taken: sql<number>`coalesce(sum(${elementRegistrations.seats}) filter (where ${elementRegistrations.status} = 'CONFIRMED'), 0)::int`,
  waiting: sql<number>`coalesce(sum(${elementRegistrations.seats}) filter (where ${elementRegistrations.status} = 'WAITING'), 0)::int`,
};

/** Seats held by the confirmed registrations, and asked by the waiting ones (of `date` when counted per date). */
export async function seatsOf(
  tx: Tx,
  idSite: number,
  element: Pick<ElementRow, "id" | "calendarId">,
  date: string | null = null,
) {
  const [row] = await tx
    .select(seatSums)
    .from(elementRegistrations)
    .where(seatScope(idSite, element, date));
  return { taken: row?.taken ?? 0, waiting: row?.waiting ?? 0 };
}

/** Seats still free (on `date` when counted per date); null when the element has no limit. */
export async function seatsLeftOf(
  tx: Tx,
  idSite: number,
  element: ElementRow,
  date: string | null = null,
): Promise<number | null> {
  if (element.capacity === null) return null;
  const { taken } = await seatsOf(tx, idSite, element, date);
  return Math.max(element.capacity - taken, 0);
}

/**
 * The seats of each date of an element counted per date that has registrations (CONFIRMED or
 * WAITING), dates in order (a registration made before the calendar was set has none: `null`).
 */
export async function seatsByDateOf(
  tx: Tx,
  idSite: number,
  element: Pick<ElementRow, "id" | "capacity">,
  from?: string,
) {
  const rows = await tx
    .select({
      date: elementRegistrations.chosenDate,
      ...seatSums,
    })
    .from(elementRegistrations)
    .where(
      and(
        registrationsOfElement(idSite, element.id),
        ne(elementRegistrations.status, "CANCELLED"),
        from === undefined ? undefined : gte(elementRegistrations.chosenDate, from),
      ),
    )
    .groupBy(elementRegistrations.chosenDate)
    .orderBy(sql`${elementRegistrations.chosenDate} nulls first`);
  return rows.map((r) => ({
    date: r.date,
    seatsTaken: r.taken,
    seatsWaiting: r.waiting,
    seatsLeft: element.capacity === null ? null : Math.max(element.capacity - r.taken, 0),
  }));
}

/**
 * The places left are shown on the element's page, which the site's caches keep; registrations are
 * volatile rows (src/server/db/tenancy.ts) that notify nobody. A change of the seats therefore
 * sends the site's change notification itself, delivered at commit as the triggers' are.
 */
export async function announceSeatsChanged(tx: Tx, idSite: number): Promise<void> {
  await tx.execute(sql`select pg_notify('vinisite_site_changed', ${String(idSite)})`);
}

const cancelUrlOf = (origin: string, token: string) => `${origin}${CANCEL_PATH}?token=${token}`;

/** A new single-use cancel link for `registration`, its hash stored; the url to mail. */
async function renewCancelLink(tx: Tx, registrationId: number, origin: string): Promise<string> {
  const { token, hash } = newCancelToken();
  await tx
    .update(elementRegistrations)
    .set({ cancelTokenHash: hash })
    .where(eq(elementRegistrations.id, registrationId));
  return cancelUrlOf(origin, token);
}

/** Mails the registrant what became of `registration`, with a fresh cancel link while it holds seats. */
export async function mailRegistrant(
  tx: Tx,
  idSite: number,
  kind: RegistrantMailKind,
  registration: Pick<RegistrationRow, "id" | "email" | "seats" | "chosenDate">,
  element: ElementRow,
  origin: string,
): Promise<void> {
  const cancelUrl = kind === "cancelled" ? null : await renewCancelLink(tx, registration.id, origin);
  await queueRegistrantMail(tx, idSite, kind, registration, element, cancelUrl);
}

/**
 * Confirms the waiting registrations that fit in the seats left, oldest first (one too large for
 * what is left waits on, and the next ones may pass it), each date on its own when the element
 * counts per date; mails each. The element's row must be locked by the caller. Returns how many
 * were confirmed.
 */
export async function promoteWaiting(
  tx: Tx,
  idSite: number,
  element: ElementRow,
  origin: string,
): Promise<number> {
  const waiting = await tx
    .select()
    .from(elementRegistrations)
    .where(and(registrationsOfElement(idSite, element.id), eq(elementRegistrations.status, "WAITING")))
    .orderBy(asc(elementRegistrations.createdAt), asc(elementRegistrations.id));
  if (!waiting.length) return 0;
  // seats left per date when counted per date (one entry, the element's, otherwise)
  const left = new Map<string | null, number | null>();
  let promoted = 0;
  for (const registration of waiting) {
    const date = countsPerDate(element) ? registration.chosenDate : null;
    if (!left.has(date)) left.set(date, await seatsLeftOf(tx, idSite, element, date));
    const free = left.get(date) ?? null;
    if (free !== null && registration.seats > free) continue;
    await tx
      .update(elementRegistrations)
      .set({ status: "CONFIRMED" })
      .where(eq(elementRegistrations.id, registration.id));
    await mailRegistrant(tx, idSite, "promoted", registration, element, origin);
    if (free !== null) left.set(date, free - registration.seats);
    promoted += 1;
  }
  if (promoted) await announceSeatsChanged(tx, idSite);
  return promoted;
}

/**
 * Cancels `registration` (CONFIRMED or WAITING; the link dies with it), mails the registrant and
 * gives the freed seats to the waiting list. The element's row must be locked by the caller.
 * Returns how many waiting registrations were confirmed.
 */
export async function cancelRegistration(
  tx: Tx,
  idSite: number,
  registration: RegistrationRow,
  element: ElementRow,
  origin: string,
): Promise<number> {
  await tx
    .update(elementRegistrations)
    .set({ status: "CANCELLED", cancelledAt: new Date(), cancelTokenHash: null })
    .where(eq(elementRegistrations.id, registration.id));
  await mailRegistrant(tx, idSite, "cancelled", registration, element, origin);
  await announceSeatsChanged(tx, idSite);
  return registration.status === "CONFIRMED" ? promoteWaiting(tx, idSite, element, origin) : 0;
}

/**
 * POST /element/registration/cancel: the registrant's mailed link. The token is single-use: the
 * cancellation clears its hash, and any other or used token is a 404.
 */
export async function cancelByToken(db: Database, idSite: number, token: string, origin: string) {
  await withSite(db, idSite, async (tx) => {
    const hash = cancelTokenHashOf(token);
    const [found] = await tx
      .select({ elementId: elementRegistrations.elementId })
      .from(elementRegistrations)
      .where(and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.cancelTokenHash, hash)));
    if (!found) throw new ApiError(404, "element.cancelLinkInvalid");
    // the element first, then the registration: the order every writer of seats takes its locks in
    const [element] = await tx
      .select()
      .from(elements)
      .where(and(eq(elements.siteId, idSite), eq(elements.id, found.elementId)))
      .for("update");
    const [registration] = await tx
      .select()
      .from(elementRegistrations)
      .where(and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.cancelTokenHash, hash)))
      .for("update");
    if (!element || !registration || registration.status === "CANCELLED")
      throw new ApiError(404, "element.cancelLinkInvalid");
    await cancelRegistration(tx, idSite, registration, element, origin);
  });
}
