// One declination's fields (issue 12 §2): vintage, size, fixed price, stock settings, reference
// and EAN, its own photo and its variation values; added to a product or saved with the version
// it was read at.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminDeclination, AdminProduct, DeclinationInput } from "../../schemas/catalogue";
import { capacityUnits } from "../../schemas/shop";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { centsOfEuros, eurosText, formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { declinationName, messageOf } from "./catalogue-text";
import { PhotoField } from "./photo-field";
import { noVariations, type VariationIds, VariationSelects, variationIdsOf } from "./variation-fields";

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
  image: string;
  isValid: boolean;
  variations: VariationIds;
}

const draftOf = (d: AdminDeclination | null): DeclinationDraft => ({
  year: d?.year === null || d === null ? (d ? "" : String(new Date().getFullYear() - 1)) : String(d.year),
  capacity: d?.capacity === null || d === null ? (d ? "" : "75") : String(d.capacity).replace(".", ","),
  capacityUnit: d?.capacityUnit ?? "CENTILITRE",
  price: d?.fixedPrice ? eurosText(d.price) : "",
  sellByMultipleOf: String(d?.sellByMultipleOf ?? 1),
  setQuantity: d?.setQuantity ?? true,
  reserved: String(d?.reserved ?? 0),
  lowStockThreshold: d?.lowStockThreshold === null || d === null ? "" : String(d.lowStockThreshold),
  reference: d?.reference ?? "",
  ean: d?.ean ?? "",
  image: d?.image ?? "",
  isValid: d?.isValid ?? true,
  variations: d ? variationIdsOf(d) : noVariations,
});

const intOrNull = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

function inputOf(draft: DeclinationDraft): DeclinationInput {
  const price = draft.price.trim() === "" ? null : (centsOfEuros(draft.price) ?? Number.NaN);
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
    image: draft.image.trim() || null,
    isValid: draft.isValid,
    ...draft.variations,
  };
}

export function DeclinationDialog({
  idSite,
  api,
  product,
  declination,
  onDone,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  product: AdminProduct;
  declination: AdminDeclination | null;
  onDone: (saved: AdminProduct | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(declination));
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft);
      return declination
        ? api.saveDeclination(declination.id, input, declination.version)
        : api.addDeclination(product.id, input);
    },
    onSuccess: (saved) => onDone(saved),
  });
  const errors = fieldErrorsOf(save.error);
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
            `Vide : le prix du produit (${formatPrice(product.price)}).`,
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
          <VariationSelects
            idSite={idSite}
            api={api}
            value={draft.variations}
            errors={errors}
            onChange={(variations) => setDraft((d) => ({ ...d, variations }))}
          />
          <div className="sm:col-span-2">
            <PhotoField
              idSite={idSite}
              value={draft.image}
              errors={errors.image ?? []}
              description="Vide : la photo du produit."
              onChange={(image) => setDraft((d) => ({ ...d, image }))}
            />
          </div>
          <CheckboxField
            label="Suivre le stock"
            checked={draft.setQuantity}
            errors={errors.setQuantity}
            onChange={(setQuantity) => setDraft((d) => ({ ...d, setQuantity }))}
          />
          <CheckboxField
            label={<strong>Publiée dans la boutique</strong>}
            checked={draft.isValid}
            errors={errors.isValid}
            onChange={(isValid) => setDraft((d) => ({ ...d, isValid }))}
          />
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
