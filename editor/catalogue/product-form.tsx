// The product's own fields (issue 12 §2), as the owner types them: text in, the API's input out.
// A price is typed in euros ("14,50"), grape varieties one per line ("Chenin 80").
import type { AdminProduct, ProductInput } from "../../schemas/catalogue";
import { productTypes, wineColors } from "../../schemas/shop";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { centsOfEuros, eurosText } from "../../src/runtime/shop/money";
import { CheckboxField, Field } from "../../src/ui/field";
import { Input, NativeSelect, Textarea } from "../../src/ui/input";
import { colorLabel, decimalOf, typeLabel } from "./catalogue-text";
import { PhotoField } from "./photo-field";
import type { Relations } from "./relations-fields";
import { noVariations, type VariationIds, VariationSelects, variationIdsOf } from "./variation-fields";

export interface ProductDraft {
  type: ProductInput["type"];
  name: string;
  slug: string;
  appellation: string;
  color: string;
  shortDescription: string;
  description: string;
  price: string;
  sellByMultipleOf: string;
  hasShippingFees: boolean;
  tags: string;
  grapes: string;
  alcoholPercent: string;
  seoTitle: string;
  seoDescription: string;
  image: string;
  isValid: boolean;
  variations: VariationIds;
  /** Meal icons, volume prices, awards, recommendations, a box's contents (relations-fields). */
  relations: Relations;
}

export const emptyDraft: ProductDraft = {
  type: "WINE",
  name: "",
  slug: "",
  appellation: "",
  color: "RED",
  shortDescription: "",
  description: "",
  price: "",
  sellByMultipleOf: "1",
  hasShippingFees: true,
  tags: "",
  grapes: "",
  alcoholPercent: "",
  seoTitle: "",
  seoDescription: "",
  image: "",
  isValid: false,
  variations: noVariations,
  relations: { mealIcons: [], awards: [], recommendedIds: [], decreasingDiscounts: [], boxItems: [] },
};

export function draftOf(product: AdminProduct): ProductDraft {
  return {
    type: product.type,
    name: product.name,
    slug: product.slug,
    appellation: product.appellation ?? "",
    color: product.color ?? "RED",
    shortDescription: product.shortDescription,
    description: product.description,
    price: eurosText(product.price),
    sellByMultipleOf: String(product.sellByMultipleOf),
    hasShippingFees: product.hasShippingFees,
    tags: product.tags.join(", "),
    grapes: product.grapeVarieties
      .map((g) => (g.percent === null ? g.name : `${g.name} ${g.percent}`))
      .join("\n"),
    alcoholPercent: product.alcoholPercent === null ? "" : String(product.alcoholPercent).replace(".", ","),
    seoTitle: product.seoTitle ?? "",
    seoDescription: product.seoDescription ?? "",
    image: product.image ?? "",
    isValid: product.isValid,
    variations: variationIdsOf(product),
    relations: {
      mealIcons: product.mealIcons,
      awards: product.awards,
      recommendedIds: product.recommendedIds,
      decreasingDiscounts: product.decreasingDiscounts,
      boxItems: product.boxItems,
    },
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** What the form sends; a value the owner typed wrong goes as it is, for the server to name. */
export function inputOf(
  draft: ProductDraft,
  kept: Pick<ProductInput, "features" | "setQuantity">,
): ProductInput {
  return {
    ...kept,
    ...draft.relations,
    ...draft.variations,
    type: draft.type,
    name: draft.name,
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    appellation: orNull(draft.appellation),
    color: draft.type === "WINE" ? (draft.color as ProductInput["color"]) : null,
    shortDescription: draft.shortDescription,
    description: draft.description,
    price: centsOfEuros(draft.price) ?? Number.NaN,
    sellByMultipleOf: Number(draft.sellByMultipleOf),
    hasShippingFees: draft.hasShippingFees,
    tags: draft.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    grapeVarieties: draft.grapes
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const match = /^(.*?)\s+(\d{1,3}(?:[.,]\d+)?)\s*%?$/.exec(line);
        return match
          ? { name: match[1] ?? line, percent: Number(match[2]?.replace(",", ".")) }
          : { name: line, percent: null };
      }),
    alcoholPercent: decimalOf(draft.alcoholPercent),
    seoTitle: orNull(draft.seoTitle),
    seoDescription: orNull(draft.seoDescription),
    image: orNull(draft.image),
    isValid: draft.isValid,
  };
}

type Errors = Record<string, string[]>;

/** The errors of a field and of its sub-fields ("grapeVarieties.0.percent"). */
export const errorsFor = (errors: Errors, field: string) =>
  Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);

export function ProductFields({
  idSite,
  api,
  draft,
  errors,
  change,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  draft: ProductDraft;
  errors: Errors;
  change: (patch: Partial<ProductDraft>) => void;
}) {
  const text = (
    key: keyof ProductDraft,
    label: string,
    options: { description?: string; area?: boolean; inputMode?: "decimal" | "numeric"; field?: string } = {},
  ) => (
    <Field label={label} description={options.description} errors={errorsFor(errors, options.field ?? key)}>
      {(control) =>
        options.area ? (
          <Textarea
            {...control}
            value={String(draft[key])}
            onChange={(e) => change({ [key]: e.target.value })}
          />
        ) : (
          <Input
            {...control}
            inputMode={options.inputMode}
            value={String(draft[key])}
            onChange={(e) => change({ [key]: e.target.value })}
          />
        )
      }
    </Field>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Type de produit" errors={errorsFor(errors, "type")}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.type}
            onChange={(e) => change({ type: e.target.value as ProductDraft["type"] })}
          >
            {productTypes.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {text("name", "Nom")}
      {text("appellation", "Appellation")}
      {draft.type === "WINE" ? (
        <Field label="Couleur" errors={errorsFor(errors, "color")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.color}
              onChange={(e) => change({ color: e.target.value })}
            >
              {wineColors.map((c) => (
                <option key={c} value={c}>
                  {colorLabel(c)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      ) : null}
      {text("price", "Prix de référence (€ TTC)", {
        inputMode: "decimal",
        description: "Le prix des déclinations sans prix fixe.",
      })}
      {text("sellByMultipleOf", "Vendu par multiple de", { inputMode: "numeric" })}
      {text("alcoholPercent", "Degré d’alcool (% vol.)", {
        inputMode: "decimal",
        description:
          "Celui d’un millésime sans étiquette électronique ; chaque millésime a le sien dans « E-étiquette ».",
      })}
      {text("slug", "Adresse dans la boutique", {
        description:
          "Après /shop/ : lettres minuscules, chiffres et tirets. Vide : faite à partir du nom. L’ancienne adresse redirige vers la nouvelle.",
      })}
      <div className="md:col-span-2">{text("shortDescription", "Description courte", { area: true })}</div>
      <div className="md:col-span-2">
        {text("description", "Description", {
          area: true,
          description: "Paragraphes séparés par une ligne vide.",
        })}
      </div>
      {text("grapes", "Cépages", {
        area: true,
        field: "grapeVarieties",
        description: "Un par ligne, avec sa part : « Chenin 80 ».",
      })}
      {text("tags", "Étiquettes", { description: "Séparées par des virgules : bio, fût de chêne…" })}
      <VariationSelects
        idSite={idSite}
        api={api}
        value={draft.variations}
        errors={errors}
        onChange={(variations) => change({ variations })}
      />
      <PhotoField
        idSite={idSite}
        value={draft.image}
        errors={errorsFor(errors, "image")}
        onChange={(image) => change({ image })}
      />
      {text("seoTitle", "Titre pour les moteurs de recherche", {
        description: "70 caractères au plus ; le nom sinon.",
      })}
      <div className="md:col-span-2">
        {text("seoDescription", "Description pour les moteurs de recherche", {
          area: true,
          description: "170 caractères au plus ; la description courte sinon.",
        })}
      </div>
      <CheckboxField
        label="Compte dans les frais de port"
        checked={draft.hasShippingFees}
        errors={errorsFor(errors, "hasShippingFees")}
        onChange={(hasShippingFees) => change({ hasShippingFees })}
      />
      <CheckboxField
        label={<strong>Publié dans la boutique</strong>}
        checked={draft.isValid}
        errors={errorsFor(errors, "isValid")}
        onChange={(isValid) => change({ isValid })}
      />
    </div>
  );
}
