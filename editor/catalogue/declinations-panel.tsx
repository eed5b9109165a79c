// A product's declinations (issue 12 §2, §3): each vintage and size with its price and stock;
// add or edit one (declination-dialog), "new vintage from this one", delete (archive when an
// order names it), and its stock (stock-dialog).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminDeclination, AdminProduct } from "../../schemas/catalogue";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { queryKeys } from "../../src/client/query-keys";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";
import { declinationName, messageOf } from "./catalogue-text";
import { DeclinationDialog } from "./declination-dialog";
import { LabelDialog } from "./label-dialog";
import { StockDialog } from "./stock-dialog";

type Open =
  | { kind: "edit"; declination: AdminDeclination | null }
  | { kind: "stock"; declination: AdminDeclination }
  | { kind: "label"; declination: AdminDeclination }
  | { kind: "delete"; declination: AdminDeclination }
  | null;

export function DeclinationsPanel({
  idSite,
  api,
  product,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  product: AdminProduct;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const refresh = (saved: AdminProduct | null, text?: string) => {
    if (saved) queryClient.setQueryData(queryKeys.adminProduct(idSite, product.id), saved);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.adminProduct(idSite, product.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts(idSite) });
    if (text) setNotice({ text, tone: "success" });
  };
  const vintage = useMutation({
    mutationFn: (id: number) => api.newVintage(id),
    onSuccess: (saved) =>
      refresh(
        saved,
        "Nouveau millésime créé, avec un stock de 0 et non publié : complétez-le puis publiez-le.",
      ),
    onError: (error) => setNotice({ text: messageOf(error), tone: "error" }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.removeDeclination(id),
    onSuccess: (result) => {
      setOpen(null);
      refresh(result.product, result.archived ? "Déclinaison archivée." : "Déclinaison supprimée.");
    },
  });
  const live = product.declinations.filter((d) => !d.archived);
  return (
    <section aria-labelledby="declinations-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="declinations-title" className="text-xl font-semibold">
          Millésimes et formats
        </h2>
        {product.status !== "archived" ? (
          <Button variant="outline" onClick={() => setOpen({ kind: "edit", declination: null })}>
            Ajouter une déclinaison
          </Button>
        ) : null}
      </div>
      <StatusMessage message={notice?.text ?? null} tone={notice?.tone} />
      {live.length === 0 ? (
        <p>Aucune déclinaison : ajoutez-en une pour que le produit puisse être acheté.</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {live.map((d) => (
          <li
            key={d.id}
            className="flex flex-col gap-2 rounded-md border border-slate-300 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium">
                {declinationName(d)} {d.isValid ? "" : "— non publiée"}
              </p>
              <p className="text-sm text-slate-700">
                {d.fixedPrice && d.price !== null
                  ? formatPrice(d.price)
                  : `${formatPrice(product.price)} (prix du produit)`}
                {" · "}
                {d.quantity === null
                  ? "stock non suivi"
                  : `stock ${d.quantity}${d.reserved ? `, dont ${d.reserved} de côté` : ""}`}
                {d.reference ? ` · ${d.reference}` : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Modifier ${declinationName(d)}`}
                onClick={() => setOpen({ kind: "edit", declination: d })}
              >
                Modifier
              </Button>
              {d.setQuantity ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Stock de ${declinationName(d)}`}
                  onClick={() => setOpen({ kind: "stock", declination: d })}
                >
                  Stock
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                aria-label={`Étiquette électronique de ${declinationName(d)}`}
                onClick={() => setOpen({ kind: "label", declination: d })}
              >
                E-étiquette
              </Button>
              {d.year !== null ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Nouveau millésime depuis ${declinationName(d)}`}
                  onClick={() => vintage.mutate(d.id)}
                >
                  Nouveau millésime
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Supprimer ${declinationName(d)}`}
                onClick={() => setOpen({ kind: "delete", declination: d })}
              >
                Supprimer
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {open?.kind === "edit" ? (
        <DeclinationDialog
          idSite={idSite}
          api={api}
          product={product}
          declination={open.declination}
          onDone={(saved) => {
            setOpen(null);
            if (saved) refresh(saved, open.declination ? "Déclinaison enregistrée." : "Déclinaison ajoutée.");
          }}
        />
      ) : null}
      {open?.kind === "stock" ? (
        <StockDialog
          idSite={idSite}
          api={api}
          declination={open.declination}
          onDone={(changed) => {
            setOpen(null);
            if (changed) refresh(null);
          }}
        />
      ) : null}
      {open?.kind === "label" ? (
        <LabelDialog
          api={api}
          declination={open.declination}
          productName={product.name}
          onDone={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "delete" ? (
        <Dialog open onOpenChange={(o) => !o && setOpen(null)}>
          <DialogContent
            title={`Supprimer ${declinationName(open.declination)} ?`}
            description={
              open.declination.ordered
                ? "Des commandes la nomment : elle sera archivée, retirée de la boutique, et restera dans leur historique."
                : "Elle disparaît de la boutique. Cette action ne peut pas être annulée."
            }
          >
            <div className="flex justify-end gap-3">
              <Button variant="outline" onClick={() => setOpen(null)}>
                Garder
              </Button>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(open.declination.id)}
              >
                {open.declination.ordered ? "Archiver" : "Supprimer"}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}
