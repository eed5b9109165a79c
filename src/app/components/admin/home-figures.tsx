// The back-office home's figures (issue 13 §6), phone first: what to do today (orders, pick-ups,
// orders to prepare), this month's sales beside the last month's, the unread contact messages.
import { Form } from "react-router";
import type { AdminDashboard } from "../../../../schemas/order";
import { formatPrice } from "../../../runtime/shop/money";
import { Button } from "../../../ui/button";

function Figure({
  label,
  value,
  href,
  hint,
}: {
  label: string;
  value: string;
  href?: string;
  hint?: string;
}) {
  const body = (
    <>
      <span className="block text-sm text-slate-700">{label}</span>
      <span className="block text-2xl font-semibold text-slate-950">{value}</span>
      {hint ? <span className="block text-sm text-slate-700">{hint}</span> : null}
    </>
  );
  return (
    <li className="rounded-md border border-slate-300 bg-white p-3">
      {href ? (
        <a className="block focus-visible:outline-3 focus-visible:outline-blue-600" href={href}>
          {body}
          <span className="mt-1 block text-sm text-blue-800 underline">Voir</span>
        </a>
      ) : (
        body
      )}
    </li>
  );
}

/** "+12 %" of `now` against `before` (nothing to compare with: null). */
function change(now: number, before: number): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${Math.abs(percent)} %`;
}

/** Day-by-day sales: last month in grey behind, this month in front. */
function SalesChart({ month }: { month: AdminDashboard["month"] }) {
  const days = Math.max(month.current.length, month.previous.length);
  const top = Math.max(1, ...month.current, ...month.previous);
  const width = days * 10;
  const height = 60;
  const bar = (value: number) => Math.max(value > 0 ? 1 : 0, Math.round((value / top) * height));
  const versus = change(month.currentTotal, month.previousToDate);
  const summary = `Ventes de ce mois à date : ${formatPrice(month.currentTotal)} ; le mois dernier au même jour : ${formatPrice(month.previousToDate)}${versus ? ` (${versus})` : ""}.`;
  return (
    <figure className="rounded-md border border-slate-300 bg-white p-3">
      <figcaption className="text-sm text-slate-800">{summary}</figcaption>
      <svg
        role="img"
        aria-label="Ventes par jour, ce mois-ci devant le mois dernier"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="mt-2 h-24 w-full"
      >
        {Array.from({ length: days }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a day of the month is its index
          <g key={i}>
            <rect
              x={i * 10}
              y={height - bar(month.previous[i] ?? 0)}
              width={8}
              height={bar(month.previous[i] ?? 0)}
              fill="#cbd5e1"
            />
            <rect
              x={i * 10 + 2}
              y={height - bar(month.current[i] ?? 0)}
              width={5}
              height={bar(month.current[i] ?? 0)}
              fill="#0f172a"
            />
          </g>
        ))}
      </svg>
      <p className="mt-1 flex gap-4 text-xs text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-slate-900" />
          Ce mois-ci
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-slate-300" />
          Le mois dernier
        </span>
      </p>
    </figure>
  );
}

/**
 * The latest unread contact messages (their copy came by mail): each marked read by a form, which
 * works before the page's scripts (the /admin route's action).
 */
function UnreadMessages({ messages }: { messages: AdminDashboard["latestUnread"] }) {
  return (
    <section aria-labelledby="home-unread" className="rounded-md border border-slate-300 bg-white p-3">
      <h3 id="home-unread" className="text-sm font-semibold text-slate-900">
        Derniers messages non lus
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {messages.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-900">
            <span>
              <span className="font-semibold">{m.from}</span>
              {m.subject ? ` — ${m.subject}` : ""}
              <span className="block text-slate-700">
                {new Date(m.receivedAt).toLocaleString("fr-FR", {
                  dateStyle: "short",
                  timeStyle: "short",
                  timeZone: "Europe/Paris",
                })}
              </span>
            </span>
            <Form method="post">
              <input type="hidden" name="read" value={m.id} />
              <Button type="submit" variant="outline" size="sm">
                Marquer comme lu<span className="sr-only"> : message de {m.from}</span>
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeFigures({ figures }: { figures: AdminDashboard }) {
  const { today, toPrepare, pickupsToday, month, unreadMessages, latestUnread } = figures;
  return (
    <section aria-labelledby="home-today" className="mt-6 flex flex-col gap-3">
      <h2 id="home-today" className="font-title text-xl font-semibold text-heading">
        Aujourd’hui
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Commandes du jour"
          value={String(today.orders)}
          hint={formatPrice(today.revenue)}
          href={`/admin/orders?from=${today.day}&to=${today.day}`}
        />
        <Figure
          label="À préparer"
          value={String(toPrepare.paid)}
          hint={toPrepare.preparing ? `${toPrepare.preparing} en préparation` : undefined}
          href="/admin/orders?status=PAID"
        />
        <Figure
          label="Retraits du jour"
          value={String(pickupsToday)}
          href={pickupsToday ? `/admin/orders/papers/pickups.pdf?date=${today.day}` : undefined}
          hint={pickupsToday ? "liste à imprimer" : undefined}
        />
        <Figure
          label="Messages non lus"
          value={String(unreadMessages)}
          hint="messages, réponses et inscriptions"
          href="/admin/inbox"
        />
      </ul>
      {latestUnread.length ? <UnreadMessages messages={latestUnread} /> : null}
      <SalesChart month={month} />
    </section>
  );
}
