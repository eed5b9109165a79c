// The discount codes' list (issue 13 §3): each code with its effect, conditions, uses and revenue,
// and its actions (edit, pause or resume, archive after asking); a table on a large screen, a card
// each on a phone.
import type { AdminDiscount, DiscountStatus } from "../../schemas/discount";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";

export const statusLabels: Record<DiscountStatus | "current", string> = {
  current: "En cours, à venir et en pause",
  active: "Actif",
  paused: "En pause",
  scheduled: "À venir",
  expired: "Terminé",
  usedUp: "Épuisé",
  archived: "Archivé",
};

function effectLabel(d: Pick<AdminDiscount, "type" | "detailType" | "amount">): string {
  if (d.detailType === "SHIPPING_FEES") return "Livraison offerte";
  return d.type === "PERCENT"
    ? `−${d.amount} % sur les produits`
    : `−${formatPrice(d.amount)} sur les produits`;
}

const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("fr-FR", {
        dateStyle: "short",
        timeStyle: "short",
        timeZone: "Europe/Paris",
      })
    : null;

function validity(d: AdminDiscount): string {
  const from = dateTime(d.startsAt);
  const to = dateTime(d.endsAt);
  if (from && to) return `du ${from} au ${to}`;
  if (from) return `à partir du ${from}`;
  if (to) return `jusqu’au ${to}`;
  return "sans limite de date";
}

/** Archive (or delete, when no order used it), asked first. */
function RemoveButton({ discount, onConfirm }: { discount: AdminDiscount; onConfirm: () => void }) {
  return (
    <ConfirmButton
      size="sm"
      title={`Archiver le code ${discount.code} ?`}
      description={
        discount.uses
          ? "Les acheteurs ne pourront plus l’utiliser ; il reste sur les commandes qui l’ont utilisé."
          : "Aucune commande ne l’a utilisé : il est supprimé."
      }
      cancelLabel="Garder le code"
      confirmLabel="Oui, archiver"
      onConfirm={onConfirm}
    >
      Archiver<span className="sr-only"> le code {discount.code}</span>
    </ConfirmButton>
  );
}

/** What a code takes off and on which conditions. */
function Conditions({ d }: { d: AdminDiscount }) {
  return (
    <>
      <span className="block">{effectLabel(d)}</span>
      <span className="block text-slate-700">
        {validity(d)}
        {d.minimumAmount ? ` · dès ${formatPrice(d.minimumAmount)}` : ""}
        {d.minimumQuantity ? ` · dès ${d.minimumQuantity} articles` : ""}
        {d.maxUsesPerUser ? ` · ${d.maxUsesPerUser} fois par acheteur` : ""}
        {d.productIds.length || d.productTypes.length ? " · certains produits" : ""}
      </span>
    </>
  );
}

type RowActions = {
  onEdit: (d: AdminDiscount) => void;
  onPause: (d: AdminDiscount) => void;
  onRemove: (d: AdminDiscount) => void;
};

function Actions({ d, onEdit, onPause, onRemove }: { d: AdminDiscount } & RowActions) {
  if (d.status === "archived") return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => onEdit(d)}>
        Modifier<span className="sr-only"> le code {d.code}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={() => onPause(d)}>
        {d.isValid ? "Mettre en pause" : "Reprendre"}
        <span className="sr-only"> le code {d.code}</span>
      </Button>
      <RemoveButton discount={d} onConfirm={() => onRemove(d)} />
    </div>
  );
}

/** The codes: a table on a large screen, a card each on a phone (nothing scrolls sideways). */
export function DiscountRows({ items, ...actions }: { items: AdminDiscount[] } & RowActions) {
  const cell = "px-3 py-2 text-left align-top";
  return (
    <>
      <div className="hidden rounded-md border border-slate-300 bg-white md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Codes de réduction</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className={cell}>
                Code
              </th>
              <th scope="col" className={cell}>
                Effet et conditions
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Commandes
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Chiffre d’affaires
              </th>
              <th scope="col" className={cell}>
                Statut
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((d) => (
              <tr key={d.id} className="border-t border-slate-200">
                <th scope="row" className={cell}>
                  <span className="font-mono font-semibold">{d.code}</span>
                  {d.label ? <span className="block font-normal text-slate-700">{d.label}</span> : null}
                </th>
                <td className={cell}>
                  <Conditions d={d} />
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {d.uses}
                  {d.maxUses ? ` / ${d.maxUses}` : ""}
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {formatPrice(d.revenue)}
                  <span className="block text-slate-700">dont {formatPrice(d.given)} offerts</span>
                </td>
                <td className={cell}>{statusLabels[d.status]}</td>
                <td className={cell}>
                  <Actions d={d} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Codes de réduction" className="flex flex-col gap-3 md:hidden">
        {items.map((d) => (
          <li
            key={d.id}
            className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3 text-sm"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-mono font-semibold">{d.code}</span>
              <span>{statusLabels[d.status]}</span>
            </p>
            {d.label ? <p className="text-slate-700">{d.label}</p> : null}
            <p>
              <Conditions d={d} />
            </p>
            <p>
              {d.uses}
              {d.maxUses ? ` / ${d.maxUses}` : ""} commande{d.uses > 1 ? "s" : ""} · {formatPrice(d.revenue)}{" "}
              (dont {formatPrice(d.given)} offerts)
            </p>
            <Actions d={d} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
