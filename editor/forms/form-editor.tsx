// One form in the builder (issue 14 §4): its texts, its fields in order (each with its kind, label,
// help, whether required, its choices, its number bounds, or the file types and size it accepts),
// how long its answers are kept, and whether visitors see it. Field errors come back beside their
// fields (422); a stale version shows the saved form (409); leaving with unsaved changes asks first.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormField, FormFieldType } from "../../schemas/content";
import {
  type AdminForm,
  DEFAULT_RETENTION_DAYS,
  type FormInput,
  formFileTypes,
} from "../../schemas/form-admin";
import type { AdminFormClient } from "../../src/client/admin-form-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect, Textarea } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { UnsavedDialog } from "../catalogue/unsaved-dialog";
import { useUnsavedGuard } from "../catalogue/use-unsaved-guard";
import { RichTextEditor } from "../settings/rich-text-editor";

export const fieldTypeLabels: Record<FormFieldType, string> = {
  text: "Texte court",
  textarea: "Texte long",
  email: "E-mail",
  tel: "Téléphone",
  number: "Nombre",
  date: "Date",
  select: "Liste de choix",
  radio: "Choix unique (boutons)",
  checkbox: "Case à cocher",
  file: "Fichier",
};

interface Draft {
  title: string;
  slug: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  retentionDays: string;
  isPublished: boolean;
  fields: FormField[];
}

const draftOf = (f: AdminForm | null): Draft => ({
  title: f?.title ?? "",
  slug: f?.slug ?? "",
  description: f?.description ?? "",
  submitLabel: f?.submitLabel ?? "Envoyer",
  successMessage: f?.successMessage ?? "Merci, votre réponse est bien reçue.",
  retentionDays: String(f?.retentionDays ?? DEFAULT_RETENTION_DAYS),
  isPublished: f?.isPublished ?? true,
  fields: f?.fields ?? [],
});

const inputOf = (d: Draft): FormInput => ({
  title: d.title,
  slug: d.slug,
  description: d.description.trim() ? d.description : null,
  submitLabel: d.submitLabel,
  successMessage: d.successMessage,
  retentionDays: Number(d.retentionDays.trim() || Number.NaN),
  isPublished: d.isPublished,
  // the server checks the accepted types against its list (a seed form may hold others)
  fields: d.fields as FormInput["fields"],
});

/** "Demande de devis" → "demande-de-devis": the address a new form gets from its title. */
export const slugOf = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);

/** A new field's name: the key of its values in the answers, never changed afterwards. */
const newName = (fields: readonly FormField[]) => {
  for (let n = fields.length + 1; ; n++) {
    const name = `champ_${n}`;
    if (!fields.some((f) => f.name === name)) return name;
  }
};

const numberOrUndefined = (text: string) =>
  text.trim() === "" ? undefined : Number(text.replace(",", ".").trim());

/** One field of the form, with its own controls. */
function FieldEditor({
  field,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: FormField;
  index: number;
  count: number;
  errors: (key: string) => string[];
  onChange: (field: FormField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const name = field.label.trim() || `champ ${index + 1}`;
  const accept = field.accept ?? [];
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Libellé du champ ${index + 1}`}
          errors={errors("label")}
          value={field.label}
          onChange={(label) => set({ label })}
        />
        <Field label={`Type du champ ${index + 1}`} errors={errors("type")}>
          {({ labelId: _l, ...control }) => (
            <NativeSelect
              {...control}
              value={field.type}
              onChange={(e) => set({ type: e.target.value as FormFieldType })}
            >
              {(Object.keys(fieldTypeLabels) as FormFieldType[]).map((t) => (
                <option key={t} value={t}>
                  {fieldTypeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <TextField
          label="Aide (sous le champ)"
          errors={errors("help")}
          value={field.help ?? ""}
          onChange={(help) => set({ help: help || undefined })}
        />
        <CheckboxField
          className="self-end"
          label="Obligatoire"
          checked={field.required}
          onChange={(required) => set({ required })}
        />
      </div>
      {field.type === "select" || field.type === "radio" ? (
        <Field label="Choix (un par ligne)" errors={errors("options")}>
          {({ labelId: _l, ...control }) => (
            <Textarea
              {...control}
              rows={3}
              value={(field.options ?? []).join("\n")}
              onChange={(e) => set({ options: e.target.value.split("\n") })}
              onBlur={() => set({ options: (field.options ?? []).map((o) => o.trim()).filter(Boolean) })}
            />
          )}
        </Field>
      ) : null}
      {field.type === "number" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Minimum"
            inputMode="decimal"
            errors={errors("min")}
            value={field.min === undefined ? "" : String(field.min)}
            onChange={(v) => set({ min: numberOrUndefined(v) })}
          />
          <TextField
            label="Maximum"
            inputMode="decimal"
            errors={errors("max")}
            value={field.max === undefined ? "" : String(field.max)}
            onChange={(v) => set({ max: numberOrUndefined(v) })}
          />
        </div>
      ) : null}
      {field.type === "file" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">Types acceptés (vérifiés d’après leur contenu)</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {formFileTypes.map((type) => (
                <CheckboxField
                  key={type}
                  label={type}
                  checked={accept.includes(type)}
                  onChange={(on) =>
                    set({ accept: on ? [...accept, type] : accept.filter((t) => t !== type) })
                  }
                />
              ))}
            </div>
            {errors("accept").length ? (
              <p className="text-xs font-medium text-red-700">{errors("accept").join(" ")}</p>
            ) : null}
          </fieldset>
          <TextField
            label="Taille maximale (Mo, 10 au plus)"
            inputMode="decimal"
            errors={errors("maxSizeMb")}
            value={field.maxSizeMb === undefined ? "" : String(field.maxSizeMb)}
            onChange={(v) => set({ maxSizeMb: numberOrUndefined(v) })}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          Monter<span className="sr-only"> le champ « {name} »</span>
        </Button>
        <Button variant="outline" size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          Descendre<span className="sr-only"> le champ « {name} »</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onRemove}>
          Retirer<span className="sr-only"> le champ « {name} »</span>
        </Button>
      </div>
    </li>
  );
}

/** Creating or editing one form; `onDone` gets the saved form, or null when the owner goes back. */
export function FormEditor({
  api,
  form,
  onDone,
}: {
  api: AdminFormClient;
  form: AdminForm | null;
  onDone: (saved: AdminForm | null) => void;
}) {
  const [current, setCurrent] = useState(form);
  const [draft, setDraft] = useState(() => draftOf(form));
  const [dirty, setDirty] = useState(false);
  const [slugTouched, setSlugTouched] = useState(Boolean(form));
  const { blocker, release } = useUnsavedGuard(dirty);
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft);
      return current ? api.save(current.id, { ...input, version: current.version }) : api.create(input);
    },
    onSuccess: (saved) => {
      release();
      setDirty(false);
      onDone(saved);
    },
    onError: (error) => {
      const fresh = error instanceof ApiCallError && error.status === 409 ? error.data : null;
      const saved = (fresh as { current?: AdminForm } | null)?.current;
      if (saved) {
        setCurrent(saved);
        setDraft(draftOf(saved));
      }
    },
  });
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<Draft>) => {
    setDirty(true);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const setFields = (fields: FormField[]) => set({ fields });
  const move = (i: number, by: -1 | 1) => {
    const fields = [...draft.fields];
    const [moved] = fields.splice(i, 1);
    if (moved) fields.splice(i + by, 0, moved);
    setFields(fields);
  };
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-950">
          {current ? `Formulaire « ${current.title} »` : "Nouveau formulaire"}
        </h1>
        {dirty ? (
          <ConfirmButton
            title="Quitter sans enregistrer ?"
            description="Les changements du formulaire seront perdus."
            cancelLabel="Rester sur le formulaire"
            confirmLabel="Quitter sans enregistrer"
            onConfirm={() => onDone(null)}
          >
            Retour aux formulaires
          </ConfirmButton>
        ) : (
          <Button variant="outline" onClick={() => onDone(null)}>
            Retour aux formulaires
          </Button>
        )}
      </header>
      <form
        aria-label="Formulaire"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <div className="grid gap-4 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-2">
          <TextField
            label="Titre"
            errors={errors.title ?? []}
            value={draft.title}
            onChange={(title) => set({ title, ...(slugTouched ? {} : { slug: slugOf(title) }) })}
          />
          <TextField
            label="Adresse (/forms/…)"
            description="Lettres minuscules, chiffres et tirets."
            errors={errors.slug ?? []}
            value={draft.slug}
            onChange={(slug) => {
              setSlugTouched(true);
              set({ slug });
            }}
          />
          <Field label="Présentation" className="sm:col-span-2" errors={errors.description ?? []}>
            {(control) => (
              <RichTextEditor
                {...control}
                placeholders={false}
                value={draft.description}
                onChange={(description) => set({ description })}
              />
            )}
          </Field>
          <TextField
            label="Texte du bouton d’envoi"
            errors={errors.submitLabel ?? []}
            value={draft.submitLabel}
            onChange={(submitLabel) => set({ submitLabel })}
          />
          <TextField
            label="Conservation des réponses (jours)"
            description="3 ans (1095 jours) par défaut ; au-delà, les réponses et leurs fichiers sont effacés."
            inputMode="numeric"
            errors={errors.retentionDays ?? []}
            value={draft.retentionDays}
            onChange={(retentionDays) => set({ retentionDays })}
          />
          <TextField
            className="sm:col-span-2"
            label="Message après l’envoi"
            errors={errors.successMessage ?? []}
            value={draft.successMessage}
            onChange={(successMessage) => set({ successMessage })}
          />
          <CheckboxField
            className="sm:col-span-2"
            label={<strong>Publié (décochez pour le retirer du site)</strong>}
            checked={draft.isPublished}
            onChange={(isPublished) => set({ isPublished })}
          />
        </div>
        <section aria-labelledby="form-fields" className="flex flex-col gap-3">
          <h2 id="form-fields" className="text-lg font-semibold text-slate-950">
            Champs ({draft.fields.length})
          </h2>
          {errors.fields ? (
            <p className="text-sm font-medium text-red-700">{errors.fields.join(" ")}</p>
          ) : null}
          <ol className="flex flex-col gap-3">
            {draft.fields.map((field, i) => (
              <FieldEditor
                key={field.name}
                field={field}
                index={i}
                count={draft.fields.length}
                errors={(key) => [
                  ...(errors[`fields.${i}.${key}`] ?? []),
                  ...(key === "label" ? (errors[`fields.${i}.name`] ?? []) : []),
                ]}
                onChange={(next) => setFields(draft.fields.map((f, j) => (j === i ? next : f)))}
                onMove={(by) => move(i, by)}
                onRemove={() => setFields(draft.fields.filter((_, j) => j !== i))}
              />
            ))}
          </ol>
          <Button
            variant="outline"
            className="self-start"
            onClick={() =>
              setFields([
                ...draft.fields,
                { name: newName(draft.fields), label: "", type: "text", required: false },
              ])
            }
          >
            Ajouter un champ
          </Button>
        </section>
        <StatusMessage message={save.error ? messageOf(save.error) : null} tone="error" />
        <div className="flex justify-end gap-3">
          <Button type="submit" disabled={save.isPending}>
            Enregistrer le formulaire
          </Button>
        </div>
      </form>
      <UnsavedDialog
        blocker={blocker}
        lost="Les changements du formulaire seront perdus."
        stay="Rester sur le formulaire"
      />
    </div>
  );
}
