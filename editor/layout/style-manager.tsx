// The Style Manager of the layout editor, drawn with our own controls: colour properties offer the
// site's colours first and font families the site's fonts first (theme variables, theme-tokens.ts),
// then free values.
import { useEditor } from "@grapesjs/react";
import type { Property, PropertyComposite, PropertyNumber, PropertySelect, Sector } from "grapesjs";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button } from "../../src/ui/button";
import { cn } from "../../src/ui/cn";
import { Input, NativeSelect } from "../../src/ui/input";
import { themeColorTokens } from "./theme-tokens";

function ThemeSwatches({ property }: { property: Property }) {
  const value = property.hasValue() ? property.getValue() : "";
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">Couleurs du site pour « {property.getLabel()} »</legend>
      {themeColorTokens.map((token) => (
        <button
          key={token.variable}
          type="button"
          title={token.label}
          aria-label={token.label}
          aria-pressed={value === token.value}
          onClick={() => property.upValue(token.value)}
          className={cn(
            "size-7 rounded-full border border-slate-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
            value === token.value && "ring-2 ring-blue-700 ring-offset-2",
          )}
          style={{ background: `var(${token.variable})` }}
        />
      ))}
    </fieldset>
  );
}

/** A text input that writes on Enter or when it loses focus, not at each key. */
function CommitInput({
  value,
  onCommit,
  ...props
}: { value: string; onCommit: (v: string) => void } & Omit<
  React.ComponentProps<"input">,
  "value" | "onChange"
>) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text !== value && onCommit(text)}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onCommit(text);
        }
      }}
    />
  );
}

function hexOf(value: string): string {
  return /^#[0-9a-f]{6}/i.test(value) ? value.slice(0, 7) : "#000000";
}

function PropertyField({ property }: { property: Property }) {
  const id = useId();
  const type = property.getType();
  const value = property.hasValue() ? property.getValue() : "";
  const label = property.getLabel();
  let control: React.ReactNode;

  switch (type) {
    case "color":
      control = (
        <div className="flex flex-col gap-2">
          <ThemeSwatches property={property} />
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`${label} : autre couleur`}
              value={hexOf(value)}
              onChange={(e) => property.upValue(e.target.value)}
              className="h-9 w-10 shrink-0 cursor-pointer rounded border border-slate-400 bg-white"
            />
            <CommitInput
              id={id}
              value={value}
              placeholder={property.getDefaultValue()}
              onCommit={(v) => property.upValue(v)}
            />
          </div>
        </div>
      );
      break;
    case "select":
    case "radio": {
      const select = property as PropertySelect;
      control = (
        <NativeSelect
          id={id}
          value={value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => property.upValue(e.target.value)}
        >
          <option value="">Par défaut</option>
          {select.getOptions().map((option) => (
            <option key={select.getOptionId(option)} value={select.getOptionId(option)}>
              {select.getOptionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    }
    case "number":
    case "slider": {
      const number = property as PropertyNumber;
      const units = number.getUnits();
      control = (
        <div className="flex min-w-0 gap-2">
          <CommitInput
            className="min-w-0"
            id={id}
            inputMode="decimal"
            value={value}
            placeholder={property.getDefaultValue()}
            onCommit={(v) =>
              property.upValue(
                v.trim() === "" ? "" : `${v.trim()}${/[a-z%]$/i.test(v.trim()) ? "" : number.getUnit()}`,
              )
            }
          />
          {units.length ? (
            <NativeSelect
              aria-label={`${label} : unité`}
              className="w-20 shrink-0"
              value={number.getUnit()}
              onChange={(e) => number.upUnit(e.target.value)}
            >
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </NativeSelect>
          ) : null}
        </div>
      );
      break;
    }
    case "composite":
      control = (
        <div className="grid grid-cols-2 gap-2 rounded border border-slate-300 p-2">
          {(property as PropertyComposite).getProperties().map((sub) => (
            <PropertyField key={sub.getId()} property={sub} />
          ))}
        </div>
      );
      break;
    default:
      control = (
        <CommitInput
          id={id}
          value={value}
          placeholder={property.getDefaultValue()}
          onCommit={(v) => property.upValue(v)}
        />
      );
  }

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between gap-1">
        <label htmlFor={type === "composite" ? undefined : id} className="text-xs font-medium text-slate-800">
          {label}
        </label>
        {property.canClear() ? (
          <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs" onClick={() => property.clear()}>
            Effacer<span className="sr-only"> « {label} »</span>
          </Button>
        ) : null}
      </div>
      {control}
    </div>
  );
}

export function StyleManager({ sectors }: { sectors: Sector[] }) {
  const editor = useEditor();
  if (!editor.getSelected()) {
    return (
      <p className="p-3 text-sm text-slate-700">
        Sélectionnez un élément dans la page pour changer son style.
      </p>
    );
  }
  return (
    <div className="flex flex-col">
      {sectors.map((sector) => (
        <details key={sector.getId()} open={sector.isOpen()} className="border-b border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600">
            {sector.getName()}
          </summary>
          <div className="flex flex-col gap-3 px-3 pb-3">
            {sector.getProperties().map((property) => (
              <PropertyField key={property.getId()} property={property} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
