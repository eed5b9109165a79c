// A product's declinations (issue 12 §2, §3): each vintage and size with its price and stock;
// add or edit one (a dialog with its fields), "new vintage from this one", delete (archive when
// an order names it), and its stock: adjustments with a reason and the ledger of its movements.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type AdjustmentReason,
  type AdminDeclination,
  type AdminProduct,
  adjustmentReasonSchema,
  type DeclinationInput,
} from "../../schemas/catalogue";
import { adjustmentReasons, capacityUnits } from "../../schemas/shop";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { ApiCallError } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { centsOf, declinationName, euros, priceText, reasonLabel } from "./catalogue-text";

type Errors = Record<string, string[]>;
const errorsOf = (error: unknown): Errors =>
  error instanceof ApiCallError ? ((error.data as { errors?: Errors } | null)?.errors ?? {}) : {};
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : "L’opération n’a pas abouti.";

interface DeclinationDraft {
  year: string;
  capacity: string;
  capacityUnit: string;
  price: string;
  sellByMultipleOf: string;
  setQuantity: boolean;
  reserved: string;
  lowStockThreshold: string;
  reference: string;
  ean: string;
  isValid: boolean;
}

const draftOf = (d: AdminDeclination | null): DeclinationDraft => ({
  year: d?.year === null || d === null ? (d ? "" : String(new Date().getFullYear() - 1)) : String(d.year),
  capacity: d?.capacity === null || d === null ? (d ? "" : "75") : String(d.capacity).replace(".", ","),
  capacityUnit: d?.capacityUnit ?? "CENTILITRE",
  price: d?.fixedPrice ? euros(d.price) : "",
  sellByMultipleOf: String(d?.sellByMultipleOf ?? 1),
  setQuantity: d?.setQuantity ?? true,
  reserved: String(d?.reserved ?? 0),
  lowStockThreshold: d?.lowStockThreshold === null || d === null ? "" : String(d.lowStockThreshold),
  reference: d?.reference ?? "",
  ean: d?.ean ?? "",
  isValid: d?.isValid ?? true,
});

const intOrNull = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

function inputOf(draft: DeclinationDraft, image: string | null): DeclinationInput {
  const price = draft.price.trim() === "" ? null : (centsOf(draft.price) ?? Number.NaN);
  const capacity = draft.capacity.trim() === "" ? null : Number(draft.capacity.trim().replace(",", "."));
  return {
    year: intOrNull(draft.year),
    capacity,
    capacityUnit: capacity === null ? null : (draft.capacityUnit as DeclinationInput["capacityUnit"]),
    price,
    fixedPrice: price !== null,
    sellByMultipleOf: Number(draft.sellByMultipleOf),
    setQuantity: draft.setQuantity,
    reserved: Number(draft.reserved || 0),
    lowStockThreshold: intOrNull(draft.lowStockThreshold),
    reference: draft.reference.trim() || null,
    ean: draft.ean.trim() || null,
    image,
    isValid: draft.isValid,
  };
}

function DeclinationDialog({
  api,
  product,
  declination,
  onDone,
}: {
  api: AdminCatalogueClient;
  product: AdminProduct;
  declination: AdminDeclination | null;
  onDone: (saved: AdminProduct | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(declination));
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft, declination?.image ?? null);
      return declination
        ? api.saveDeclination(declination.id, input, declination.version)
        : api.addDeclination(product.id, input);
    },
    onSuccess: (saved) => onDone(saved),
  });
  const errors = errorsOf(save.error);
  const text = (
    key: keyof DeclinationDraft,
    label: string,
    description?: string,
    inputMode?: "numeric" | "decimal",
  ) => (
    <Field label={label} description={description} errors={errors[key === "price" ? "price" : key] ?? []}>
      {(control) => (
        <Input
          {...control}
          inputMode={inputMode}
          value={String(draft[key])}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
        />
      )}
    </Field>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent
        title={declination ? `Modifier ${declinationName(declination)}` : "Ajouter une déclinaison"}
      >
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {text("year", "Millésime", "Vide pour un vin sans millésime.", "numeric")}
          <div className="grid grid-cols-[1fr_auto] gap-2">
            {text("capacity", "Contenance", undefined, "decimal")}
            <Field label="Unité" errors={errors.capacityUnit ?? []}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={draft.capacityUnit}
                  onChange={(e) => setDraft((d) => ({ ...d, capacityUnit: e.target.value }))}
                >
                  {capacityUnits.map((u) => (
                    <option key={u} value={u}>
                      {u === "CENTILITRE" ? "cl" : "l"}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          {text(
            "price",
            "Prix fixe (€ TTC)",
            `Vide : le prix du produit (${priceText(product.price)}).`,
            "decimal",
          )}
          {text("sellByMultipleOf", "Vendu par multiple de", undefined, "numeric")}
          {text("reference", "Référence (SKU)")}
          {text("ean", "Code EAN", "13 chiffres.", "numeric")}
          {text(
            "reserved",
            "Bouteilles mises de côté",
            "Comptées dans le stock, jamais vendues en ligne.",
            "numeric",
          )}
          {text(
            "lowStockThreshold",
            "Seuil de stock bas",
            "Signalé au tableau de bord à ce stock disponible.",
            "numeric",
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={draft.setQuantity}
              onChange={(e) => setDraft((d) => ({ ...d, setQuantity: e.target.checked }))}
            />
            Suivre le stock
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              checked={draft.isValid}
              onChange={(e) => setDraft((d) => ({ ...d, isValid: e.target.checked }))}
            />
            Publiée dans la boutique
          </label>
          <StatusMessage
            className="sm:col-span-2"
            message={save.error ? messageOf(save.error) : null}
            tone="error"
          />
          <div className="flex justify-end gap-3 sm:col-span-2">
            <Button variant="outline" onClick={() => onDone(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer la déclinaison
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function StockDialog({
  idSite,
  api,
  declination,
  onDone,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  declination: AdminDeclination;
  onDone: (changed: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const ledger = useQuery({
    queryKey: queryKeys.stockLedger(idSite, declination.id),
    queryFn: () => api.ledger(declination.id),
    staleTime: 0,
  });
  const [reason, setReason] = useState<AdjustmentReason>("INVENTORY");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [changed, setChanged] = useState(false);
  const adjust = useMutation({
    mutationFn: () => {
      const n = Number(amount.trim());
      const signed = reason === "BREAKAGE" || reason === "TASTING" ? -Math.abs(n) : n;
      return api.adjustStock(
        declination.id,
        reason === "INVENTORY"
          ? { reason, count: n, note: note || undefined }
          : { reason, delta: signed, note: note || undefined },
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.stockLedger(idSite, declination.id), saved);
      setAmount("");
      setNote("");
      setChanged(true);
    },
  });
  const errors = errorsOf(adjust.error);
  const current = ledger.data?.declination ?? declination;
  const amountLabel =
    reason === "INVENTORY"
      ? "Bouteilles comptées"
      : reason === "CORRECTION"
        ? "Écart (+ ou −)"
        : reason === "RETURN"
          ? "Bouteilles revenues"
          : "Bouteilles sorties";
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(changed)}>
      <DialogContent title={`Stock — ${declinationName(declination)}`}>
        <p className="text-sm">
          En stock : <strong>{current.quantity ?? 0}</strong> · mises de côté : {current.reserved} ·
          disponibles en ligne : <strong>{current.available ?? 0}</strong>
        </p>
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            adjust.mutate();
          }}
        >
          <Field label="Motif" errors={errors.reason ?? []}>
            {(control) => (
              <NativeSelect
                {...control}
                value={reason}
                onChange={(e) => setReason(adjustmentReasonSchema.parse(e.target.value))}
              >
                {adjustmentReasons.map((r) => (
                  <option key={r} value={r}>
                    {reasonLabel(r)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={amountLabel} errors={[...(errors.count ?? []), ...(errors.delta ?? [])]}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
              />
            )}
          </Field>
          <Field className="sm:col-span-2" label="Note (facultative)" errors={errors.note ?? []}>
            {(control) => <Input {...control} value={note} onChange={(e) => setNote(e.target.value)} />}
          </Field>
          <StatusMessage
            className="sm:col-span-2"
            message={
              adjust.error
                ? messageOf(adjust.error)
                : adjust.isSuccess
                  ? `Stock enregistré : ${current.quantity ?? 0}.`
                  : null
            }
            tone={adjust.error ? "error" : "success"}
          />
          <div className="flex justify-end gap-3 sm:col-span-2">
            <Button variant="outline" onClick={() => onDone(changed)}>
              Fermer
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              Enregistrer le mouvement
            </Button>
          </div>
        </form>
        <h3 className="font-semibold">Mouvements</h3>
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
          {(ledger.data?.movements ?? []).map((m) => (
            <li key={m.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-200 py-1">
              <span>
                {new Date(m.createdAt).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short" })} —{" "}
                {reasonLabel(m.reason)}
                {m.orderReference ? ` ${m.orderReference}` : ""}
                {m.note ? ` (${m.note})` : ""}
              </span>
              <strong>{m.delta > 0 ? `+${m.delta}` : m.delta}</strong>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

type Open =
  | { kind: "edit"; declination: AdminDeclination | null }
  | { kind: "stock"; declination: AdminDeclination }
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
                  ? priceText(d.price)
                  : `${priceText(product.price)} (prix du produit)`}
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
