// The owner's destinations (issue 15 §6): the countries of the site's selling area (Settings,
// Commerce: sell only in France / worldwide), each with its minimum buying age and its excise
// situation; the owner stops selling to some, and says whose excise its prices include. The
// checkout offers only the countries sold, and the server refuses the others.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AdminDestination } from "../../schemas/shipping";
import type { AdminShippingClient } from "../../src/client/admin-shipping-calls";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

const exciseLabels: Record<AdminDestination["excise"], string> = {
  FRANCE: "Accises françaises, comprises",
  EU_NONE: "Pas d’accises sur les vins tranquilles",
  EU_DUE: "Accises du pays dues (représentant fiscal)",
  IMPORT: "Droits d’importation, à la charge du destinataire",
};

const countryNames = new Intl.DisplayNames(["fr"], { type: "region" });

export function DestinationsPanel({ idSite, api }: { idSite: number; api: AdminShippingClient }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.adminDestinations(idSite), queryFn: api.destinations.list });
  const [rows, setRows] = useState<AdminDestination[]>([]);
  useEffect(() => {
    if (list.data) setRows(list.data);
  }, [list.data]);
  const save = useMutation({
    mutationFn: () =>
      api.destinations.save({
        destinations: rows.map((r) => ({
          alphaTwo: r.alphaTwo,
          sold: r.sold,
          exciseIncluded: r.exciseIncluded,
        })),
      }),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.adminDestinations(idSite), result.data),
  });
  const set = (alphaTwo: string, change: Partial<AdminDestination>) =>
    setRows((all) => all.map((r) => (r.alphaTwo === alphaTwo ? { ...r, ...change } : r)));
  return (
    <section aria-labelledby="destinations" className="rounded-md border border-slate-300 bg-white p-4">
      <h2 id="destinations" className="text-xl font-semibold text-slate-950">
        Destinations
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Les pays de votre zone de vente, avec l’âge minimum d’achat d’alcool et les droits dus. Décochez un
        pays pour ne plus y livrer : la commande y est refusée et le pays disparaît du choix à la commande.
      </p>
      <StatusMessage
        message={
          list.isPending
            ? "Chargement…"
            : list.isError
              ? messageOf(list.error)
              : save.isError
                ? messageOf(save.error)
                : save.isSuccess
                  ? save.data.message
                  : null
        }
        tone={list.isError || save.isError ? "error" : "info"}
      />
      <ul className="mt-3 divide-y divide-slate-200">
        {rows.map((r) => {
          const name = countryNames.of(r.alphaTwo) ?? r.alphaTwo;
          return (
            <li key={r.alphaTwo} className="flex flex-wrap items-center gap-x-6 gap-y-1 py-2 text-sm">
              <label className="flex min-w-48 items-center gap-2 font-medium text-slate-950">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={r.sold}
                  disabled={r.alphaTwo === "FR"}
                  onChange={(e) => set(r.alphaTwo, { sold: e.target.checked })}
                />
                {name}
              </label>
              <span className="text-slate-700">{r.minimumAge} ans minimum</span>
              <span className="text-slate-700">{exciseLabels[r.excise]}</span>
              {r.excise === "EU_DUE" ? (
                <label className="flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={r.exciseIncluded}
                    onChange={(e) => set(r.alphaTwo, { exciseIncluded: e.target.checked })}
                  />
                  Accises de {name} comprises dans mes prix
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button className="mt-3" onClick={() => save.mutate()} disabled={save.isPending || !rows.length}>
        Enregistrer les destinations
      </Button>
    </section>
  );
}
