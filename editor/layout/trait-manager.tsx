// The selected element's attributes (link address, image description, title…).
import type { Trait } from "grapesjs";
import { useEffect, useId, useState } from "react";
import { Input, NativeSelect } from "../../src/ui/input";

function TraitField({ trait }: { trait: Trait }) {
  const id = useId();
  const type = trait.getType();
  const [value, setValue] = useState<string>(String(trait.getValue() ?? ""));
  useEffect(() => setValue(String(trait.getValue() ?? "")), [trait]);
  const label = trait.getLabel();
  if (type === "checkbox") {
    return (
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={Boolean(trait.getValue())}
          onChange={(e) => trait.setValue(e.target.checked)}
        />
        {label}
      </label>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-800">
        {label}
      </label>
      {type === "select" ? (
        <NativeSelect id={id} value={value} onChange={(e) => trait.setValue(e.target.value)}>
          {trait.getOptions().map((option) => (
            <option key={trait.getOptionId(option)} value={trait.getOptionId(option)}>
              {trait.getOptionLabel(option)}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          id={id}
          type={type === "number" ? "number" : "text"}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => trait.setValue(value)}
          onKeyDown={(e) => e.key === "Enter" && trait.setValue(value)}
        />
      )}
    </div>
  );
}

export function TraitManager({ traits }: { traits: Trait[] }) {
  if (!traits.length)
    return <p className="p-3 text-sm text-slate-700">Cet élément n’a pas de propriété à régler.</p>;
  return (
    <div className="flex flex-col gap-3 p-3">
      {traits.map((trait) => (
        <TraitField key={String(trait.getId())} trait={trait} />
      ))}
    </div>
  );
}
