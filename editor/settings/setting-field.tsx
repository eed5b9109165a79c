// One setting, with the control its kind calls for (DESIGN.md §7): a colour picker with alpha for
// colours, a switch for BOOLEAN, a number with its unit, rich text for TEXT, an URL field for LINK,
// a select for the keys with a closed list of values.
import type { ComponentProps } from "react";
import type { ParameterDefinition } from "../../schemas/parameters";
import { parameterUnitLabels } from "../../schemas/parameters";
import { Button } from "../../src/ui/button";
import { Field, type FieldControlProps } from "../../src/ui/field";
import { Input, NativeSelect, Textarea } from "../../src/ui/input";
import { Switch } from "../../src/ui/switch";
import { paymentMethodLabels } from "../orders/order-text";
import { joinColor, splitColor } from "./color";
import { RichTextEditor } from "./rich-text-editor";
import type { StoredValue } from "./settings-store";

// Closed values of the registry, as the owner reads them.
const optionLabels: Record<string, string> = {
  LEFT: "À gauche",
  CENTER: "Au centre",
  RIGHT: "À droite",
  TOP: "En haut",
  BOTTOM: "En bas",
  NO: "Non",
  RELATIVE: "Dans la page",
  FIXED: "Fixe",
  ABSOLUTE: "Superposé à la page",
  UNDERLINE: "Soulignée",
  BOLD: "En gras",
  BACKGROUND: "Sur fond coloré",
  NONE: "Aucun",
  SIMPLE_TEXT_COLOR: "Changement de couleur du texte",
  UNDERLINE_GROW: "Soulignement progressif",
  FLAG: "Drapeau",
  CODE: "Code (FR, EN…)",
  LABEL: "Nom de la langue",
  // PAYMENT_METHOD: the checkout's own words (message catalogue)
  ...paymentMethodLabels,
  GRID: "Grille",
  LIST: "Liste",
  PRICE_ASC: "Prix croissant",
  PRICE_DESC: "Prix décroissant",
  NAME_ASC: "Nom (A → Z)",
  NAME_DESC: "Nom (Z → A)",
  YEAR_DESC: "Millésime le plus récent",
  YEAR_ASC: "Millésime le plus ancien",
  CUSTOM: "Ordre personnalisé",
  CLASSIC: "Classique",
  SPLIT: "En deux colonnes",
  GALLERY: "Galerie",
  TABLE: "Tableau",
  ICONS: "Pictogrammes",
  CARDS: "Cartes",
  ALTERNATE: "Alternée",
  BANNER: "Bandeau",
  SLIDER: "Diaporama",
  POPUP: "Fenêtre",
  SMOOTH: "Défilement doux",
  INSTANT: "Immédiat",
  UNDER_NAME: "Sous le nom du vin",
  IN_FEATURES: "Dans les caractéristiques",
};

const labelOfOption = (value: string) => optionLabels[value] ?? value;

function describeDefault(definition: ParameterDefinition): string {
  const d = definition.default;
  if (d === null) return "Par défaut : vide.";
  if (typeof d === "boolean") return `Par défaut : ${d ? "activé" : "désactivé"}.`;
  if (typeof d === "number")
    return `Par défaut : ${d}${definition.unit ? ` ${parameterUnitLabels[definition.unit]}` : ""}.`;
  if (definition.options) return `Par défaut : ${labelOfOption(d)}.`;
  if (definition.kind === "TEXT") return "Un texte par défaut est prévu.";
  return `Par défaut : ${d.length > 60 ? `${d.slice(0, 60)}…` : d}.`;
}

interface ControlProps {
  definition: ParameterDefinition;
  /** The value on screen; null: unset (the default applies). */
  value: StoredValue;
  onChange: (value: StoredValue) => void;
  disabled: boolean;
  control: FieldControlProps;
}

function ColorControl({ definition, value, onChange, disabled, control }: ControlProps) {
  const shown = typeof value === "string" ? value : String(definition.default ?? "");
  const parts = splitColor(shown);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        aria-hidden="true"
        className="size-9 shrink-0 rounded border border-slate-400"
        style={{ background: /^#[0-9a-f]{6,8}$/i.test(shown) ? shown : "transparent" }}
      />
      <input
        type="color"
        aria-label={`${definition.label} : teinte`}
        disabled={disabled}
        value={parts.rgb}
        onChange={(e) => onChange(joinColor({ rgb: e.target.value, alpha: parts.alpha }))}
        className="h-9 w-12 cursor-pointer rounded border border-slate-400 bg-white"
      />
      <label className="flex items-center gap-1 text-xs text-slate-700">
        Opacité
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          disabled={disabled}
          value={parts.alpha}
          aria-valuetext={`${parts.alpha} %`}
          onChange={(e) => onChange(joinColor({ rgb: parts.rgb, alpha: Number(e.target.value) }))}
          className="w-24"
        />
        <span className="w-12 text-right whitespace-nowrap tabular-nums">{parts.alpha} %</span>
      </label>
      <Input
        id={control.id}
        aria-describedby={control["aria-describedby"]}
        aria-invalid={control["aria-invalid"]}
        className="w-40 font-mono"
        disabled={disabled}
        value={typeof value === "string" ? value : ""}
        placeholder={String(definition.default ?? "#RRGGBBAA")}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value.trim() === "" ? null : e.target.value.trim())}
      />
    </div>
  );
}

function Control(props: ControlProps) {
  const { definition, value, onChange, disabled, control } = props;
  const { labelId: _labelId, ...field } = control;
  if (definition.kind === "BOOLEAN") {
    const checked = typeof value === "boolean" ? value : Boolean(definition.default);
    return (
      <div className="flex items-center gap-3">
        <Switch {...field} checked={checked} disabled={disabled} onCheckedChange={(c) => onChange(c)} />
        <span className="text-sm text-slate-700" aria-hidden="true">
          {checked ? "Activé" : "Désactivé"}
        </span>
      </div>
    );
  }
  if (definition.kind === "NUMBER") {
    return (
      <div className="flex items-center gap-2">
        <Input
          {...field}
          type="number"
          className="w-36"
          min={definition.min}
          max={definition.max}
          step={definition.step}
          disabled={disabled}
          value={value === null ? "" : String(value)}
          placeholder={definition.default === null ? "Automatique" : String(definition.default)}
          onChange={(e) => {
            const text = e.target.value.trim();
            const number = Number(text);
            onChange(text === "" ? null : Number.isFinite(number) ? number : text);
          }}
        />
        {definition.unit ? (
          <span className="text-sm text-slate-700">{parameterUnitLabels[definition.unit]}</span>
        ) : null}
      </div>
    );
  }
  if (definition.kind === "TEXT") {
    return (
      <RichTextEditor
        {...control}
        value={typeof value === "string" ? value : String(definition.default ?? "")}
        onChange={(html) => onChange(html)}
        placeholders={definition.group === "legalTexts"}
        disabled={disabled}
      />
    );
  }
  if (definition.options) {
    return (
      <NativeSelect
        {...field}
        className="w-full max-w-sm"
        disabled={disabled}
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
      >
        <option value="">
          Valeur par défaut{definition.default ? ` (${labelOfOption(String(definition.default))})` : ""}
        </option>
        {definition.options.map((option) => (
          <option key={option} value={option}>
            {labelOfOption(option)}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (definition.format === "color") return <ColorControl {...props} />;
  const text = typeof value === "string" ? value : "";
  const onText = (next: string) => onChange(next === "" ? null : next);
  const common = {
    ...field,
    disabled,
    value: text,
    placeholder: typeof definition.default === "string" ? definition.default : undefined,
    spellCheck:
      definition.format === "css" || definition.format === "javascript" || definition.format === "html"
        ? false
        : undefined,
  };
  if (definition.format && ["multiline", "css", "html", "javascript"].includes(definition.format)) {
    return (
      <Textarea
        {...common}
        className={definition.format === "multiline" ? "" : "min-h-32 font-mono text-xs"}
        onChange={(e) => onText(e.target.value)}
      />
    );
  }
  const type: ComponentProps<"input">["type"] =
    definition.format === "email" ? "email" : definition.format === "phone" ? "tel" : "text";
  return (
    <div className="flex items-center gap-2">
      <Input
        {...common}
        type={type}
        inputMode={definition.kind === "LINK" ? "url" : undefined}
        className="w-full max-w-xl"
        onChange={(e) => onText(e.target.value)}
      />
      {definition.format === "icon" && text ? (
        <i className={`fa-solid ${text} text-lg text-slate-800`} aria-hidden="true" />
      ) : null}
    </div>
  );
}

export interface SettingFieldProps {
  definition: ParameterDefinition;
  value: StoredValue;
  errors: readonly string[];
  dirty: boolean;
  /** Stored on the server (not unset): it can be reset to the default there. */
  isSet: boolean;
  readOnly: boolean;
  /** Only a SUPER_ADMIN may change it (schemas/admin.ts mayChangeParameter): said next to the field. */
  reserved: boolean;
  onChange: (value: StoredValue) => void;
  onReset: () => void;
}

export function SettingField({
  definition,
  value,
  errors,
  dirty,
  isSet,
  readOnly,
  reserved,
  onChange,
  onReset,
}: SettingFieldProps) {
  const help = [
    describeDefault(definition),
    definition.kind === "LINK" ? "Une adresse complète (https://…) ou un chemin du site (/contact)." : null,
    reserved
      ? "Réservé au super-administrateur : ce réglage fait exécuter du code (le vôtre ou celui d’un service tiers) sur toutes les pages."
      : null,
    dirty ? "Modifié, pas encore enregistré." : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Field
      label={definition.label}
      description={help}
      errors={errors}
      className="rounded-md border border-slate-200 bg-white p-3"
      action={
        (isSet || dirty) && !readOnly ? (
          <Button variant="ghost" size="sm" className="h-7 shrink-0 px-2 text-xs" onClick={onReset}>
            Valeur par défaut<span className="sr-only"> pour « {definition.label} »</span>
          </Button>
        ) : null
      }
    >
      {(control) => (
        <Control
          definition={definition}
          value={value}
          onChange={onChange}
          disabled={readOnly}
          control={control}
        />
      )}
    </Field>
  );
}
