// A declination's stock (issue 12 §3): what is in the cellar, set aside and sold online; an
// adjustment with its reason (an inventory count sets the stock, the others move it), and the
// ledger of its movements, orders' included.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type AdjustmentReason,
  type AdminDeclination,
  adjustmentReasonSchema,
} from "../../schemas/catalogue";
import { adjustmentReasons } from "../../schemas/shop";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { declinationName, messageOf, reasonLabel } from "./catalogue-text";

export function StockDialog({
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
  const errors = fieldErrorsOf(adjust.error);
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
