// The owner's discount codes at /admin/discounts (issue 13 §3): the codes with what each brought
// (orders, revenue, euros given), searched, filtered by status and paged on the server; a code
// created or edited in a dialog (field errors beside their fields, 409 shows the saved version),
// paused and resumed, archived when an order used it (deleted otherwise).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import {
  ADMIN_DISCOUNT_PAGE_SIZES,
  type AdminDiscount,
  type AdminDiscountQuery,
  adminDiscountQuerySchema,
  type DiscountInput,
} from "../../schemas/discount";
import { type ProductType, productTypes } from "../../schemas/shop";
import { createAdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { type AdminDiscountClient, createAdminDiscountClient } from "../../src/client/admin-discount-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { centsOfEuros, eurosText } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { ListPages, ListSearch } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf, typeLabel } from "../catalogue/catalogue-text";
import { useAddressQuery } from "../list/address-query";
import { DiscountRows, statusLabels } from "./discount-list";

type Effect = "PERCENT" | "EURO" | "SHIPPING";

export interface DiscountsScreenProps {
  idSite: number;
  session: AdminSession;
}

/** A date field's local "2026-12-01T18:00" from an instant, and back (in the owner's time zone). */
const localOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

interface Draft {
  code: string;
  label: string;
  effect: Effect;
  value: string;
  startsAt: string;
  endsAt: string;
  minimum: string;
  minimumQuantity: string;
  maxUses: string;
  maxUsesPerUser: string;
  productIds: number[];
  productTypes: ProductType[];
  isValid: boolean;
}

const draftOf = (d: AdminDiscount | null): Draft => ({
  code: d?.code ?? "",
  label: d?.label ?? "",
  effect: d?.detailType === "SHIPPING_FEES" ? "SHIPPING" : (d?.type ?? "PERCENT"),
  value: d ? (d.type === "EURO" ? eurosText(d.amount) : String(d.amount)) : "",
  startsAt: localOf(d?.startsAt ?? null),
  endsAt: localOf(d?.endsAt ?? null),
  minimum: d?.minimumAmount ? eurosText(d.minimumAmount) : "",
  minimumQuantity: d?.minimumQuantity ? String(d.minimumQuantity) : "",
  maxUses: d?.maxUses ? String(d.maxUses) : "",
  maxUsesPerUser: d?.maxUsesPerUser ? String(d.maxUsesPerUser) : "",
  productIds: d?.productIds ?? [],
  productTypes: d?.productTypes ?? [],
  isValid: d?.isValid ?? true,
});

const countOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

function inputOf(draft: Draft): DiscountInput {
  const euros = (text: string) => (text.trim() === "" ? null : (centsOfEuros(text) ?? Number.NaN));
  return {
    code: draft.code,
    label: draft.label.trim() || null,
    type: draft.effect === "PERCENT" ? "PERCENT" : "EURO",
    detailType: draft.effect === "SHIPPING" ? "SHIPPING_FEES" : "ORDER",
    amount:
      draft.effect === "SHIPPING"
        ? 0
        : draft.effect === "EURO"
          ? (euros(draft.value) ?? 0)
          : Number(draft.value.replace(",", ".") || 0),
    startsAt: isoOf(draft.startsAt),
    endsAt: isoOf(draft.endsAt),
    minimumAmount: euros(draft.minimum),
    minimumQuantity: countOf(draft.minimumQuantity),
    maxUses: countOf(draft.maxUses),
    maxUsesPerUser: countOf(draft.maxUsesPerUser),
    productIds: draft.productIds,
    productTypes: draft.productTypes,
    isValid: draft.isValid,
  };
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

/** Creating or editing one code. */
function DiscountDialog({
  idSite,
  api,
  discount,
  onDone,
}: {
  idSite: number;
  api: AdminDiscountClient;
  discount: AdminDiscount | null;
  onDone: (saved: AdminDiscount | null) => void;
}) {
  const [current, setCurrent] = useState(discount);
  const [draft, setDraft] = useState(() => draftOf(discount));
  const catalogue = useMemo(() => createAdminCatalogueClient({ idSite }), [idSite]);
  const products = useQuery({
    queryKey: queryKeys.adminProducts(idSite, "discount-picker"),
    queryFn: () => catalogue.list({ sort: "name", direction: "asc", page: 1, perPage: 100 }),
  });
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft);
      return current ? api.save(current.id, { ...input, version: current.version }) : api.create(input);
    },
    onSuccess: (saved) => onDone(saved),
    onError: (error) => {
      // saved meanwhile by someone else: show that version, to be edited again
      const saved = error instanceof ApiCallError && error.status === 409 ? error.data : null;
      const fresh = (saved as { current?: AdminDiscount } | null)?.current;
      if (fresh) {
        setCurrent(fresh);
        setDraft(draftOf(fresh));
      }
    },
  });
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (
    key:
      | "code"
      | "label"
      | "value"
      | "minimum"
      | "minimumQuantity"
      | "maxUses"
      | "maxUsesPerUser"
      | "startsAt"
      | "endsAt",
    label: string,
    options: { field: string; description?: string; type?: string; inputMode?: "numeric" | "decimal" },
  ) => (
    <TextField
      label={label}
      description={options.description}
      errors={errors[options.field] ?? []}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      value={draft[key]}
      onChange={(v) => set({ [key]: v } as Partial<Draft>)}
    />
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent title={current ? `Modifier le code ${current.code}` : "Nouveau code de réduction"}>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {text("code", "Code", {
            field: "code",
            description: "Ce que l’acheteur saisit, par exemple NOEL2026.",
          })}
          {text("label", "Note", { field: "label", description: "Pour vous : l’occasion du code." })}
          <Field label="Effet" errors={errors.detailType ?? errors.type ?? []}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.effect}
                onChange={(e) => set({ effect: e.target.value as Effect })}
              >
                <option value="PERCENT">Pourcentage sur les produits</option>
                <option value="EURO">Montant en euros sur les produits</option>
                <option value="SHIPPING">Livraison offerte</option>
              </NativeSelect>
            )}
          </Field>
          {draft.effect === "SHIPPING"
            ? null
            : text("value", draft.effect === "PERCENT" ? "Réduction (%)" : "Réduction (€ TTC)", {
                field: "amount",
                inputMode: "decimal",
              })}
          {text("startsAt", "Valable à partir du", { field: "startsAt", type: "datetime-local" })}
          {text("endsAt", "Jusqu’au", { field: "endsAt", type: "datetime-local" })}
          {text("minimum", "Commande minimum (€ TTC)", {
            field: "minimumAmount",
            inputMode: "decimal",
            description: "Montant des produits du panier. Vide : aucun minimum.",
          })}
          {text("minimumQuantity", "Articles minimum (code de volume)", {
            field: "minimumQuantity",
            inputMode: "numeric",
            description:
              "Bouteilles ou coffrets des produits concernés, par exemple 12. Vide : aucun minimum.",
          })}
          {text("maxUses", "Utilisations au total", {
            field: "maxUses",
            inputMode: "numeric",
            description: "Tous acheteurs confondus. Vide : sans limite.",
          })}
          {text("maxUsesPerUser", "Utilisations par acheteur", {
            field: "maxUsesPerUser",
            inputMode: "numeric",
            description: "Vide : sans limite.",
          })}
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="text-sm font-medium">Réservé à (rien de coché : tous les produits)</legend>
            <div className="flex flex-wrap gap-4">
              {productTypes.map((type) => (
                <CheckboxField
                  key={type}
                  label={`Tous les produits « ${typeLabel(type)} »`}
                  checked={draft.productTypes.includes(type)}
                  onChange={(on) => set({ productTypes: toggled(draft.productTypes, type, on) })}
                />
              ))}
            </div>
            <div className="max-h-48 overflow-y-auto rounded-md border border-slate-300 p-2">
              {products.data ? (
                products.data.items.map((p) => (
                  <CheckboxField
                    key={p.id}
                    label={p.name}
                    checked={draft.productIds.includes(p.id)}
                    onChange={(on) => set({ productIds: toggled(draft.productIds, p.id, on) })}
                  />
                ))
              ) : (
                <p className="text-sm">Chargement des produits…</p>
              )}
            </div>
          </fieldset>
          <CheckboxField
            className="sm:col-span-2"
            label={<strong>Actif (décochez pour le mettre en pause)</strong>}
            checked={draft.isValid}
            onChange={(isValid) => set({ isValid })}
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
              Enregistrer le code
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The saved code as an input again (for a pause or a resume). */
const inputOfSaved = (d: AdminDiscount): DiscountInput => ({
  code: d.code,
  label: d.label,
  type: d.type,
  detailType: d.detailType,
  amount: d.amount,
  startsAt: d.startsAt,
  endsAt: d.endsAt,
  minimumAmount: d.minimumAmount,
  minimumQuantity: d.minimumQuantity,
  maxUses: d.maxUses,
  maxUsesPerUser: d.maxUsesPerUser,
  productIds: d.productIds,
  productTypes: d.productTypes,
  isValid: d.isValid,
});

function DiscountDesk({ idSite }: DiscountsScreenProps) {
  const api = useMemo(() => createAdminDiscountClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const { query, set, key } = useAddressQuery(adminDiscountQuerySchema);
  const [search, setSearch] = useState(query.search ?? "");
  const list = useQuery({
    queryKey: queryKeys.adminDiscounts(idSite, key),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<AdminDiscount | "new" | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts(idSite) });
  const act = async (work: () => Promise<string>) => {
    try {
      setNotice({ text: await work(), tone: "success" });
    } catch (error) {
      setNotice({ text: messageOf(error), tone: "error" });
    } finally {
      await refresh();
    }
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Codes de réduction</h1>
          <p className="text-sm text-slate-700">
            Un code pour une soirée de dégustation, Noël ou vos fidèles : l’acheteur le saisit au panier.
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>Nouveau code</Button>
      </header>
      <form
        aria-label="Rechercher et filtrer les codes"
        className="grid gap-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          set({ search: search.trim() || undefined, page: 1 });
        }}
      >
        <ListSearch
          id="discounts-search"
          className="sm:col-span-2"
          value={search}
          placeholder="Code ou note"
          onChange={setSearch}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="discounts-status">Statut</Label>
          <NativeSelect
            id="discounts-status"
            value={query.status}
            onChange={(e) => set({ status: e.target.value as AdminDiscountQuery["status"], page: 1 })}
          >
            {(Object.keys(statusLabels) as (keyof typeof statusLabels)[]).map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>
      <StatusMessage
        message={
          notice?.text ??
          (list.isPending ? "Chargement des codes…" : list.isError ? messageOf(list.error) : null)
        }
        tone={notice?.tone ?? (list.isError ? "error" : "info")}
      />
      {list.data ? (
        list.data.items.length ? (
          <>
            <DiscountRows
              items={list.data.items}
              onEdit={(d) => setEditing(d)}
              onPause={(d) =>
                void act(async () => {
                  const saved = await api.save(d.id, {
                    ...inputOfSaved(d),
                    isValid: !d.isValid,
                    version: d.version,
                  });
                  return saved.isValid ? `Code ${saved.code} repris.` : `Code ${saved.code} mis en pause.`;
                })
              }
              onRemove={(d) =>
                void act(async () => {
                  const removed = await api.remove(d.id);
                  return removed.archived
                    ? `Code ${removed.code} archivé.`
                    : `Code ${removed.code} supprimé.`;
                })
              }
            />
            <ListPages
              id="discounts"
              page={query.page}
              perPage={query.perPage}
              total={list.data.total}
              sizes={ADMIN_DISCOUNT_PAGE_SIZES}
              noun={["code", "codes"]}
              onChange={(next) => set(next as Partial<AdminDiscountQuery>)}
            />
          </>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white p-4">
            Aucun code ne correspond à ces critères.
          </p>
        )
      ) : null}
      {editing ? (
        <DiscountDialog
          idSite={idSite}
          api={api}
          discount={editing === "new" ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setNotice({ text: `Code ${saved.code} enregistré.`, tone: "success" });
              void refresh();
            }
          }}
        />
      ) : null}
    </div>
  );
}

/** The discounts screen; loaded for admins only (src/app/routes/admin-discounts.tsx). */
export default function DiscountsScreen(props: DiscountsScreenProps) {
  return (
    <QueryProvider>
      <DiscountDesk {...props} />
    </QueryProvider>
  );
}
