// The fields the content forms share (issue 14 §2): a text, a number, a switch, each with its label
// and its errors, and the title whose slug follows it until the owner changes the slug.
import { slugOf } from "../../src/runtime/text/slug";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";
import { Switch } from "../../src/ui/switch";

interface Labelled {
  label: string;
  errors?: string[] | undefined;
  description?: string;
}

export function TextField({
  label,
  errors,
  description,
  value,
  onChange,
}: Labelled & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} errors={errors} description={description}>
      {({ labelId: _l, ...c }) => <Input {...c} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

export function NumberField({
  label,
  errors,
  description,
  value,
  onChange,
}: Labelled & {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} errors={errors} description={description}>
      {({ labelId: _l, ...c }) => (
        <Input
          {...c}
          type="number"
          min={0}
          value={value}
          onChange={(e) => onChange(Number(e.target.value) || 0)}
        />
      )}
    </Field>
  );
}

export function SwitchField({
  label,
  errors,
  description,
  checked,
  onChange,
}: Labelled & {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Field label={label} errors={errors} description={description}>
      {({ labelId: _l, ...c }) => <Switch {...c} checked={checked} onCheckedChange={onChange} />}
    </Field>
  );
}

/** Title and slug: the slug follows the title while it is still the title's. */
export function TitleSlugFields({
  form,
  set,
  errors,
  path,
}: {
  form: { title: string; slug: string };
  set: (patch: { title?: string; slug?: string }) => void;
  errors: Record<string, string[]>;
  /** "/albums/" */
  path: string;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextField
        label="Titre"
        value={form.title}
        errors={errors.title}
        onChange={(title) =>
          set({ title, ...(form.slug === slugOf(form.title) ? { slug: slugOf(title) } : {}) })
        }
      />
      <TextField
        label="Adresse"
        description={`${path}… ; l’ancienne mène à la nouvelle.`}
        value={form.slug}
        errors={errors.slug}
        onChange={(slug) => set({ slug })}
      />
    </div>
  );
}

/** The messages of a list field and its items ("tags", "tags.0"…). */
export const errorsUnder = (errors: Record<string, string[]>, field: string) =>
  Object.entries(errors)
    .filter(([k]) => k === field || k.startsWith(`${field}.`))
    .flatMap(([, v]) => v);
