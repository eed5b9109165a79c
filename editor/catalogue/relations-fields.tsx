// What the product page shows beside a product (issue 12 §2), edited with it: food pairings (meal
// icons), volume prices, awards, recommended products and, for a box, its contents. Each list is
// a set of rows with their own fields, added and removed by buttons (keyboard-operable).
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { AdminDeclination, ProductInput } from "../../schemas/catalogue";
import { awardMedals, type discountTypes } from "../../schemas/shop";
import type { createAdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { createApiClient } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { CheckboxField } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { decimalOf, declinationName } from "./catalogue-text";

type Api = ReturnType<typeof createAdminCatalogueClient>;

export type Relations = Pick<
  ProductInput,
  "mealIcons" | "awards" | "recommendedIds" | "decreasingDiscounts" | "boxItems"
>;

const medalLabels: Record<(typeof awardMedals)[number], string> = {
  GOLD: "Or",
  SILVER: "Argent",
  BRONZE: "Bronze",
  STARS: "Étoiles",
  SCORE: "Note",
  OTHER: "Autre",
};

const numberOf = (text: string) => decimalOf(text) ?? Number.NaN;

function Rows({
  legend,
  errors,
  onAdd,
  addLabel,
  children,
}: {
  legend: string;
  errors: string[];
  onAdd: () => void;
  addLabel: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {children}
      {errors.length ? <p className="text-xs font-medium text-red-700">{errors.join(" ")}</p> : null}
      <div>
        <Button size="sm" variant="outline" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

function Remove({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={label} onClick={onClick}>
      Retirer
    </Button>
  );
}

interface ListProps {
  value: Relations;
  set: <K extends keyof Relations>(key: K, list: Relations[K]) => void;
  errorsFor: (field: string) => string[];
}

function MealIcons({ idSite, value, set }: ListProps & { idSite: number }) {
  const site = useMemo(() => createApiClient({ idSite }), [idSite]);
  const icons = useQuery({ queryKey: ["meal-icons", idSite], queryFn: () => site.shop.mealIcons() });
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium">Accords mets et vins</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {(icons.data ?? []).map((icon) => (
          <CheckboxField
            key={icon.code}
            label={icon.label}
            checked={value.mealIcons.includes(icon.code)}
            onChange={(checked) =>
              set(
                "mealIcons",
                checked ? [...value.mealIcons, icon.code] : value.mealIcons.filter((c) => c !== icon.code),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

function VolumePrices({ value, set, errorsFor }: ListProps) {
  return (
    <Rows
      legend="Prix par quantité"
      errors={errorsFor("decreasingDiscounts")}
      addLabel="Ajouter un palier"
      onAdd={() =>
        set("decreasingDiscounts", [
          ...value.decreasingDiscounts,
          { minQuantity: 6, type: "PERCENT", amount: 5 },
        ])
      }
    >
      {value.decreasingDiscounts.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
        <div key={i} className="flex flex-wrap items-center gap-2 text-sm">
          <span>Dès</span>
          <Input
            aria-label={`Quantité du palier ${i + 1}`}
            className="w-20"
            inputMode="numeric"
            value={Number.isNaN(tier.minQuantity) ? "" : String(tier.minQuantity)}
            onChange={(e) =>
              set(
                "decreasingDiscounts",
                value.decreasingDiscounts.map((t, j) =>
                  j === i ? { ...t, minQuantity: numberOf(e.target.value) } : t,
                ),
              )
            }
          />
          <span>bouteilles,</span>
          <Input
            aria-label={`Remise du palier ${i + 1}`}
            className="w-24"
            inputMode="decimal"
            value={
              Number.isNaN(tier.amount)
                ? ""
                : tier.type === "EURO"
                  ? String(tier.amount / 100).replace(".", ",")
                  : String(tier.amount)
            }
            onChange={(e) =>
              set(
                "decreasingDiscounts",
                value.decreasingDiscounts.map((t, j) =>
                  j === i
                    ? {
                        ...t,
                        amount:
                          t.type === "EURO"
                            ? Math.round(numberOf(e.target.value) * 100)
                            : numberOf(e.target.value),
                      }
                    : t,
                ),
              )
            }
          />
          <NativeSelect
            aria-label={`Unité de la remise du palier ${i + 1}`}
            className="w-28"
            value={tier.type}
            onChange={(e) =>
              set(
                "decreasingDiscounts",
                value.decreasingDiscounts.map((t, j) =>
                  j === i ? { ...t, type: e.target.value as (typeof discountTypes)[number] } : t,
                ),
              )
            }
          >
            <option value="PERCENT">% de remise</option>
            <option value="EURO">€ de remise</option>
          </NativeSelect>
          <Remove
            label={`Retirer le palier ${i + 1}`}
            onClick={() =>
              set(
                "decreasingDiscounts",
                value.decreasingDiscounts.filter((_, j) => j !== i),
              )
            }
          />
        </div>
      ))}
    </Rows>
  );
}

function Awards({ value, set, errorsFor, declinations }: ListProps & { declinations: AdminDeclination[] }) {
  return (
    <Rows
      legend="Récompenses"
      errors={errorsFor("awards")}
      addLabel="Ajouter une récompense"
      onAdd={() =>
        set("awards", [
          ...value.awards,
          { competition: "", distinction: "", medal: "GOLD", year: null, declinationId: null },
        ])
      }
    >
      {value.awards.map((award, i) => {
        const update = (patch: Partial<typeof award>) =>
          set(
            "awards",
            value.awards.map((a, j) => (j === i ? { ...a, ...patch } : a)),
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
          <div key={i} className="grid grid-cols-2 gap-2 border-b border-slate-200 pb-2 text-sm">
            <Input
              aria-label={`Concours de la récompense ${i + 1}`}
              placeholder="Concours"
              value={award.competition}
              onChange={(e) => update({ competition: e.target.value })}
            />
            <Input
              aria-label={`Distinction de la récompense ${i + 1}`}
              placeholder="Médaille d’or, 92/100…"
              value={award.distinction}
              onChange={(e) => update({ distinction: e.target.value })}
            />
            <NativeSelect
              aria-label={`Médaille de la récompense ${i + 1}`}
              value={award.medal}
              onChange={(e) => update({ medal: e.target.value as (typeof awardMedals)[number] })}
            >
              {awardMedals.map((m) => (
                <option key={m} value={m}>
                  {medalLabels[m]}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={`Année de la récompense ${i + 1}`}
              placeholder="Année"
              inputMode="numeric"
              value={award.year === null ? "" : String(award.year)}
              onChange={(e) =>
                update({ year: e.target.value.trim() === "" ? null : numberOf(e.target.value) })
              }
            />
            <NativeSelect
              aria-label={`Millésime récompensé ${i + 1}`}
              value={award.declinationId ?? ""}
              onChange={(e) =>
                update({ declinationId: e.target.value === "" ? null : Number(e.target.value) })
              }
            >
              <option value="">Tout le vin</option>
              {declinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {declinationName(d)}
                </option>
              ))}
            </NativeSelect>
            <Remove
              label={`Retirer la récompense ${i + 1}`}
              onClick={() =>
                set(
                  "awards",
                  value.awards.filter((_, j) => j !== i),
                )
              }
            />
          </div>
        );
      })}
    </Rows>
  );
}

function Recommended({
  idSite,
  api,
  productId,
  value,
  set,
  errorsFor,
}: ListProps & { idSite: number; api: Api; productId: number | null }) {
  const products = useQuery({
    queryKey: ["product-choices", idSite],
    queryFn: () => api.list({ perPage: 100, sort: "name" }),
  });
  const others = (products.data?.items ?? []).filter(
    (p) => p.id !== productId && !value.recommendedIds.includes(p.id),
  );
  const nameOf = (id: number) => products.data?.items.find((p) => p.id === id)?.name ?? `Produit ${id}`;
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-medium">Produits recommandés</legend>
      <ul className="flex flex-col gap-1 text-sm">
        {value.recommendedIds.map((id) => (
          <li key={id} className="flex items-center justify-between gap-2">
            {nameOf(id)}
            <Remove
              label={`Ne plus recommander ${nameOf(id)}`}
              onClick={() =>
                set(
                  "recommendedIds",
                  value.recommendedIds.filter((r) => r !== id),
                )
              }
            />
          </li>
        ))}
      </ul>
      <NativeSelect
        aria-label="Recommander un produit"
        value=""
        onChange={(e) =>
          e.target.value && set("recommendedIds", [...value.recommendedIds, Number(e.target.value)])
        }
      >
        <option value="">Recommander un produit…</option>
        {others.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
      {errorsFor("recommendedIds").length ? (
        <p className="text-xs font-medium text-red-700">{errorsFor("recommendedIds").join(" ")}</p>
      ) : null}
    </fieldset>
  );
}

function BoxContents({ idSite, api, value, set, errorsFor }: ListProps & { idSite: number; api: Api }) {
  const bottles = useQuery({
    queryKey: ["declination-choices", idSite],
    queryFn: () => api.declinationChoices(),
  });
  return (
    <Rows
      legend="Contenu du coffret"
      errors={errorsFor("boxItems")}
      addLabel="Ajouter une bouteille"
      onAdd={() => {
        const first = (bottles.data ?? []).find((b) => b.productType !== "BOX");
        if (first) set("boxItems", [...value.boxItems, { declinationId: first.id, quantity: 1 }]);
      }}
    >
      {value.boxItems.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
        <div key={i} className="flex flex-wrap items-center gap-2 text-sm">
          <Input
            aria-label={`Nombre de la ligne ${i + 1} du coffret`}
            className="w-16"
            inputMode="numeric"
            value={Number.isNaN(item.quantity) ? "" : String(item.quantity)}
            onChange={(e) =>
              set(
                "boxItems",
                value.boxItems.map((b, j) => (j === i ? { ...b, quantity: numberOf(e.target.value) } : b)),
              )
            }
          />
          <span>×</span>
          <NativeSelect
            aria-label={`Bouteille de la ligne ${i + 1} du coffret`}
            className="min-w-0 flex-1"
            value={item.declinationId}
            onChange={(e) =>
              set(
                "boxItems",
                value.boxItems.map((b, j) => (j === i ? { ...b, declinationId: Number(e.target.value) } : b)),
              )
            }
          >
            {(bottles.data ?? [])
              .filter((b) => b.productType !== "BOX")
              .map((b) => (
                <option key={b.id} value={b.id}>
                  {b.label}
                </option>
              ))}
          </NativeSelect>
          <Remove
            label={`Retirer la ligne ${i + 1} du coffret`}
            onClick={() =>
              set(
                "boxItems",
                value.boxItems.filter((_, j) => j !== i),
              )
            }
          />
        </div>
      ))}
    </Rows>
  );
}

export function RelationsFields({
  idSite,
  api,
  productId,
  type,
  declinations,
  value,
  errorsFor,
  change,
}: {
  idSite: number;
  api: Api;
  productId: number | null;
  type: ProductInput["type"];
  declinations: AdminDeclination[];
  value: Relations;
  errorsFor: (field: string) => string[];
  change: (patch: Partial<Relations>) => void;
}) {
  const set = <K extends keyof Relations>(key: K, list: Relations[K]) =>
    change({ [key]: list } as Partial<Relations>);
  const props = { value, set, errorsFor };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MealIcons idSite={idSite} {...props} />
      <VolumePrices {...props} />
      <Awards declinations={declinations} {...props} />
      <Recommended idSite={idSite} api={api} productId={productId} {...props} />
      {type === "BOX" ? <BoxContents idSite={idSite} api={api} {...props} /> : null}
    </div>
  );
}
