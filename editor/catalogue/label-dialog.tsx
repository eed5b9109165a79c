// A declination's EU e-label (issue 15 §1, §3): alcohol, ingredients, nutrition, pictograms,
// origin and producer, with a live preview of the page a bottle's QR code opens (the server's own
// renderer, shown in a sandboxed frame) and the QR code's downloads for the label printer.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { AdminDeclination } from "../../schemas/catalogue";
import {
  type AdminLabel,
  type ELabel,
  type LabelAnalysis,
  type LabelLanguage,
  type LabelNutrition,
  type PictogramCode,
  pictogramCodes,
} from "../../schemas/e-label";
import type { AdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field } from "../../src/ui/field";
import { Input, NativeSelect, Textarea } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { decimalOf, declinationName, messageOf } from "./catalogue-text";
import {
  analysisKeys,
  IngredientsEditor,
  type NumberTexts,
  NutritionFields,
  numbersOf,
  nutritionKeys,
  textsOf,
} from "./label-fields";

interface LabelDraft {
  alcohol: string;
  ingredients: ELabel["ingredients"];
  otherIngredients: string;
  mode: ELabel["nutritionMode"];
  nutrition: NumberTexts<LabelNutrition>;
  analysis: NumberTexts<LabelAnalysis>;
  override: { energyKj: string; energyKcal: string };
  pictograms: PictogramCode[];
  origin: string;
  producer: string;
}

const draftOf = (label: ELabel): LabelDraft => ({
  alcohol: label.alcoholPercent === null ? "" : String(label.alcoholPercent).replace(".", ","),
  ingredients: label.ingredients,
  otherIngredients: label.otherIngredients,
  mode: label.nutritionMode,
  nutrition: textsOf(label.nutrition, nutritionKeys),
  analysis: textsOf(label.analysis, analysisKeys),
  override: {
    energyKj: label.energyOverride ? String(label.energyOverride.energyKj) : "",
    energyKcal: label.energyOverride ? String(label.energyOverride.energyKcal) : "",
  },
  pictograms: label.pictograms,
  origin: label.origin,
  producer: label.producer,
});

const blank = (texts: Record<string, string>) => Object.values(texts).every((v) => v.trim() === "");

function labelOf(draft: LabelDraft): ELabel {
  const overridden = draft.override.energyKj.trim() !== "" || draft.override.energyKcal.trim() !== "";
  return {
    alcoholPercent: decimalOf(draft.alcohol),
    ingredients: draft.ingredients,
    otherIngredients: draft.otherIngredients,
    nutritionMode: draft.mode,
    nutrition: blank(draft.nutrition) ? null : numbersOf(draft.nutrition),
    analysis: blank(draft.analysis) ? null : numbersOf(draft.analysis),
    energyOverride:
      draft.mode === "ANALYSIS" && overridden
        ? numbersOf<{ energyKj: number; energyKcal: number }>(draft.override)
        : null,
    pictograms: draft.pictograms,
    origin: draft.origin,
    producer: draft.producer,
  };
}

const pictogramLabels: Record<PictogramCode, string> = {
  pregnancy: "Femme enceinte (grossesse)",
  driving: "Conduite",
  minors: "Interdit aux mineurs",
};

export function LabelDialog({
  api,
  declination,
  productName,
  onDone,
}: {
  api: AdminCatalogueClient;
  declination: AdminDeclination;
  productName: string;
  onDone: () => void;
}) {
  const loaded = useQuery({
    queryKey: ["e-label", declination.id],
    queryFn: () => api.label(declination.id),
    staleTime: 0,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent title={`Étiquette électronique — ${productName} ${declinationName(declination)}`}>
        {loaded.data ? (
          <LabelForm api={api} initial={loaded.data} onDone={onDone} />
        ) : (
          <StatusMessage
            message={loaded.error ? messageOf(loaded.error) : "Chargement…"}
            tone={loaded.error ? "error" : "info"}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LabelForm({
  api,
  initial,
  onDone,
}: {
  api: AdminCatalogueClient;
  initial: AdminLabel;
  onDone: () => void;
}) {
  const [current, setCurrent] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial.label));
  const [lang, setLang] = useState<LabelLanguage>("fr");
  const [preview, setPreview] = useState("");
  const label = useMemo(() => labelOf(draft), [draft]);
  const save = useMutation({
    mutationFn: () => api.saveLabel(current.declinationId, label, current.version),
    onSuccess: (saved) => {
      setCurrent(saved);
      setDraft(draftOf(saved.label));
    },
    onError: (error) => {
      // someone saved it meanwhile: their version is shown, to be changed again
      const stale =
        error instanceof ApiCallError && error.status === 409
          ? (error.data as { current?: AdminLabel } | null)
          : null;
      if (stale?.current) {
        setCurrent(stale.current);
        setDraft(draftOf(stale.current.label));
      }
    },
  });
  const errors = fieldErrorsOf(save.error);

  // the preview follows the draft, a moment after the last keystroke; a draft the server refuses keeps the last one
  useEffect(() => {
    const timer = setTimeout(() => {
      api
        .previewLabel(current.declinationId, label, lang)
        .then((answer) => setPreview(answer.html))
        .catch(() => undefined);
    }, 300);
    return () => clearTimeout(timer);
  }, [api, current.declinationId, label, lang]);

  const set = (change: Partial<LabelDraft>) => setDraft((d) => ({ ...d, ...change }));
  const qrHref = (kind: "svg" | "png") =>
    `/admin/catalogue/files/declination/${current.declinationId}/label/qr.${kind}`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Field label="Titre alcoométrique (% vol)" errors={errors["label.alcoholPercent"] ?? []}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={draft.alcohol}
              onChange={(e) => set({ alcohol: e.target.value })}
            />
          )}
        </Field>
        <IngredientsEditor
          value={draft.ingredients}
          errors={errors}
          onChange={(ingredients) => set({ ingredients })}
        />
        <Field
          label="Autres mentions d’ingrédients (texte libre)"
          description="Reprise de l’ancienne fiche produit ; affichée telle quelle, sans traduction."
          errors={errors["label.otherIngredients"] ?? []}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={draft.otherIngredients}
              onChange={(e) => set({ otherIngredients: e.target.value })}
            />
          )}
        </Field>
        <NutritionFields
          mode={draft.mode}
          nutrition={draft.nutrition}
          analysis={draft.analysis}
          override={draft.override}
          label={label}
          errors={errors}
          onChange={(change) =>
            setDraft((d) => ({
              ...d,
              mode: change.mode ?? d.mode,
              nutrition: change.nutrition ?? d.nutrition,
              analysis: change.analysis ?? d.analysis,
              override: change.override ?? d.override,
            }))
          }
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">Pictogrammes de consommation responsable</legend>
          {pictogramCodes.map((code) => (
            <CheckboxField
              key={code}
              label={pictogramLabels[code]}
              checked={draft.pictograms.includes(code)}
              onChange={(on) =>
                set({
                  pictograms: pictogramCodes.filter((c) => (c === code ? on : draft.pictograms.includes(c))),
                })
              }
            />
          ))}
        </fieldset>
        <Field
          label="Origine"
          description="Par exemple « Saumur, France »."
          errors={errors["label.origin"] ?? []}
        >
          {(control) => (
            <Input {...control} value={draft.origin} onChange={(e) => set({ origin: e.target.value })} />
          )}
        </Field>
        <Field label="Producteur (nom et adresse)" errors={errors["label.producer"] ?? []}>
          {(control) => (
            <Input {...control} value={draft.producer} onChange={(e) => set({ producer: e.target.value })} />
          )}
        </Field>
        <StatusMessage
          message={save.error ? messageOf(save.error) : save.isSuccess ? "Étiquette enregistrée." : null}
          tone={save.error ? "error" : "success"}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onDone}>
            Fermer
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Enregistrer l’étiquette
          </Button>
        </div>
      </form>
      <section aria-labelledby="e-label-preview" className="flex flex-col gap-3">
        <h3 id="e-label-preview" className="font-semibold">
          Aperçu de la page
        </h3>
        <p className="break-all text-sm">
          Adresse du QR code : <code>{current.url}</code>
        </p>
        <div className="flex flex-wrap gap-2">
          <a className="underline" href={qrHref("svg")} download>
            Télécharger le QR code (SVG)
          </a>
          <a className="underline" href={qrHref("png")} download>
            Télécharger le QR code (PNG 1200 px)
          </a>
        </div>
        <Field label="Langue de l’aperçu" errors={[]}>
          {(control) => (
            <NativeSelect
              {...control}
              value={lang}
              onChange={(e) => setLang(e.target.value === "en" ? "en" : "fr")}
            >
              <option value="fr">Français</option>
              <option value="en">English</option>
            </NativeSelect>
          )}
        </Field>
        <iframe
          title="Aperçu de l’étiquette électronique"
          sandbox=""
          srcDoc={preview}
          className="h-[32rem] w-full max-w-[390px] rounded border border-slate-300 bg-white"
        />
      </section>
    </div>
  );
}
