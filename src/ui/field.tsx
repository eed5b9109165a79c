import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "./cn";
import { Input } from "./input";
import { Label } from "./label";

export interface FieldControlProps {
  id: string;
  /** The label's id, for controls that are not form elements (aria-labelledby). */
  labelId: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control and read with it. */
  description?: ReactNode;
  /** Messages of a refused value, read with the control. */
  errors?: readonly string[];
  /** Something shown at the right of the label (a reset button…). */
  action?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its help and errors wired by id (labels, aria-describedby, aria-invalid). */
export function Field({ label, description, errors = [], action, className, children }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errors.length ? `${id}-errors` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-start justify-between gap-2">
        <Label id={`${id}-label`} htmlFor={id}>
          {label}
        </Label>
        {action}
      </div>
      {children({
        id,
        labelId: `${id}-label`,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(errors.length ? { "aria-invalid": true } : {}),
      })}
      {description ? (
        <p id={descriptionId} className="text-xs text-slate-600">
          {description}
        </p>
      ) : null}
      {errors.length ? (
        <ul id={errorId} className="text-xs font-semibold text-red-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A labelled text input (text, number typed as text, time, date…) with its help and errors. */
export function TextField({
  label,
  description,
  errors,
  className,
  value,
  onChange,
  type,
  inputMode,
}: Omit<FieldProps, "children" | "action"> & {
  value: string;
  onChange: (value: string) => void;
  type?: ComponentProps<"input">["type"];
  inputMode?: ComponentProps<"input">["inputMode"];
}) {
  return (
    <Field label={label} description={description} errors={errors} className={className}>
      {({ labelId: _labelId, ...control }) => (
        <Input
          {...control}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A checkbox with its label at its right (a setting that is on or off), with the server's errors beside it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  errors = [],
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={checked}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${id}-errors` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {errors.length ? (
        <p id={`${id}-errors`} className="text-xs font-semibold text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
