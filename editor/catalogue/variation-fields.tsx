// The site's variations 1 to 3 (spec §3: "Couleur", "Appellation", "Parcelle"…): the selects a
// product or a declination carries its values with, and the dialog where the owner names the
// variations and their values (a value still carried cannot be removed: the server says by whom).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminVariation, ProductInput, VariationsInput } from "../../schemas/catalogue";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "./catalogue-text";

export type VariationIds = Pick<ProductInput, "variation1Id" | "variation2Id" | "variation3Id">;
const fieldOf = (position: number) => `variation${position}Id` as keyof VariationIds;

export const variationIdsOf = (from: VariationIds): VariationIds => ({
  variation1Id: from.variation1Id,
  variation2Id: from.variation2Id,
  variation3Id: from.variation3Id,
});
export const noVariations: VariationIds = { variation1Id: null, variation2Id: null, variation3Id: null };

export function useVariations(idSite: number, api: AdminCatalogueClient) {
  return useQuery({ queryKey: queryKeys.adminVariations(idSite), queryFn: () => api.variations() });
}

/** One select per variation the site has, in a group of their own; nothing when it has none. */
export function VariationSelects({
  idSite,
  api,
  value,
  errors,
  onChange,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  value: VariationIds;
  errors: Record<string, string[]>;
  onChange: (value: VariationIds) => void;
}) {
  const variations = useVariations(idSite, api);
  if (!variations.data?.length) return null;
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-300 p-3 col-span-full sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">Variations</legend>
      {variations.data.map((variation) => {
        const field = fieldOf(variation.position);
        return (
          <Field
            key={variation.position}
            label={`${variation.label} (variation ${variation.position})`}
            errors={errors[field] ?? []}
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={value[field] ?? ""}
                onChange={(e) =>
                  onChange({ ...value, [field]: e.target.value === "" ? null : Number(e.target.value) })
                }
              >
                <option value="">—</option>
                {variation.values.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}

type Draft = VariationsInput["variations"];
const draftOf = (variations: AdminVariation[]): Draft =>
  variations.map((v) => ({
    position: v.position as 1 | 2 | 3,
    label: v.label,
    displayLabel: v.displayLabel,
    values: v.values.map(({ id, label }) => ({ id, label })),
  }));

function VariationEditor({
  variation,
  index,
  used,
  errors,
  change,
  remove,
}: {
  variation: Draft[number];
  index: number;
  used: Map<number, number>;
  errors: Record<string, string[]>;
  change: (next: Draft[number]) => void;
  remove: () => void;
}) {
  const valuesErrors = errors[`variations.${index}.values`] ?? [];
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium">Variation {variation.position}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nom" errors={errors[`variations.${index}.label`] ?? []}>
          {(control) => (
            <Input
              {...control}
              value={variation.label}
              onChange={(e) => change({ ...variation, label: e.target.value })}
            />
          )}
        </Field>
        <Field label="Nom affiché aux visiteurs" errors={errors[`variations.${index}.displayLabel`] ?? []}>
          {(control) => (
            <Input
              {...control}
              value={variation.displayLabel}
              onChange={(e) => change({ ...variation, displayLabel: e.target.value })}
            />
          )}
        </Field>
      </div>
      <ul className="flex flex-col gap-2" aria-label={`Valeurs de ${variation.label || "la variation"}`}>
        {variation.values.map((value, i) => {
          const count = value.id ? (used.get(value.id) ?? 0) : 0;
          return (
            <li key={value.id ?? `new-${i}`} className="flex items-end gap-2">
              <Field
                className="grow"
                label={`Valeur ${i + 1}`}
                description={count ? `Portée par ${count} produit(s) ou déclinaison(s).` : undefined}
                errors={errors[`variations.${index}.values.${i}.label`] ?? []}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={value.label}
                    onChange={(e) =>
                      change({
                        ...variation,
                        values: variation.values.map((v, j) =>
                          j === i ? { ...v, label: e.target.value } : v,
                        ),
                      })
                    }
                  />
                )}
              </Field>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Retirer la valeur ${value.label || i + 1}`}
                onClick={() => change({ ...variation, values: variation.values.filter((_, j) => j !== i) })}
              >
                Retirer
              </Button>
            </li>
          );
        })}
      </ul>
      {valuesErrors.length ? (
        <p className="text-xs font-medium text-red-700">{valuesErrors.join(" ")}</p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => change({ ...variation, values: [...variation.values, { label: "" }] })}
        >
          Ajouter une valeur
        </Button>
        <Button size="sm" variant="ghost" onClick={remove}>
          Supprimer la variation
        </Button>
      </div>
    </fieldset>
  );
}

/** The dialog where the owner names the site's variations and their values. */
export function VariationsDialog({
  idSite,
  api,
  onClose,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const variations = useVariations(idSite, api);
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft ?? draftOf(variations.data ?? []);
  const used = new Map((variations.data ?? []).flatMap((v) => v.values.map((x) => [x.id, x.used] as const)));
  const save = useMutation({
    mutationFn: () => api.saveVariations({ variations: current }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.adminVariations(idSite), saved);
      setDraft(null);
    },
  });
  const errors = fieldErrorsOf(save.error);
  const free = ([1, 2, 3] as const).find((p) => !current.some((v) => v.position === p));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Variations"
        description="Jusqu’à trois caractéristiques communes à vos produits (couleur, appellation, parcelle…), chacune avec ses valeurs."
        className="w-[min(96vw,48rem)]"
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {current.map((variation, index) => (
            <VariationEditor
              key={variation.position}
              variation={variation}
              index={index}
              used={used}
              errors={errors}
              change={(next) => setDraft(current.map((v, j) => (j === index ? next : v)))}
              remove={() => setDraft(current.filter((_, j) => j !== index))}
            />
          ))}
          {free ? (
            <Button
              variant="outline"
              onClick={() =>
                setDraft([...current, { position: free, label: "", displayLabel: "", values: [] }])
              }
            >
              Ajouter une variation
            </Button>
          ) : null}
          <StatusMessage
            message={save.error ? messageOf(save.error) : save.isSuccess ? "Variations enregistrées." : null}
            tone={save.error ? "error" : "success"}
          />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Fermer
            </Button>
            <Button type="submit" disabled={save.isPending || draft === null}>
              Enregistrer les variations
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
