import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useT } from "../content/use-t";

/** Per-field errors as the platform returns them (spec §5: submission errors come back per field). */
export type FieldErrors = Record<string, string[] | undefined>;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
  /** Shown beside the input (the show-password button). */
  trailing?: ReactNode;
}

const inputClass =
  "w-full rounded border border-[rgb(var(--vs-font-color-rgb)/0.45)] bg-background px-3 py-2 text-foreground focus:outline-2 focus:outline-offset-1 focus:outline-primary aria-[invalid=true]:border-red-700";

/** A labelled input with its hint and errors tied to it (aria-describedby, aria-invalid). */
export function Field({ label, name, errors, hint, id, trailing, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? `${auto}-${name}`;
  const messages = errors?.[name] ?? [];
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = messages.length ? `${inputId}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={inputId}
          name={name}
          className={inputClass}
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm opacity-80">
          {hint}
        </p>
      ) : null}
      {messages.length ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {messages[0]}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The code of a second factor (decision 132): an authenticator app's 6 digits, or a recovery code
 * ("k7f2-9qxm-3b") unless `digitsOnly` (then a phone shows its number pad). The browser may fill
 * it from a one-time-code source; nothing corrects or capitalizes it.
 */
export function CodeField({
  digitsOnly = false,
  ...props
}: Omit<FieldProps, "name"> & { digitsOnly?: boolean }) {
  return (
    <Field
      name="code"
      autoComplete="one-time-code"
      inputMode={digitsOnly ? "numeric" : undefined}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A password field with a show/hide button (ASVS 6.2.6); paste and password managers welcome. */
export function PasswordField(props: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t("accountPage.field.hidePassword") : t("accountPage.field.showPassword")}
          className="flex min-w-11 shrink-0 items-center justify-center rounded border border-[rgb(var(--vs-font-color-rgb)/0.45)] px-3"
        >
          <i className={`fa-solid ${visible ? "fa-eye-slash" : "fa-eye"}`} aria-hidden="true" />
        </button>
      }
    />
  );
}

export function CheckboxField({
  name,
  label,
  errors,
  defaultChecked,
  required,
  value,
}: {
  name: string;
  label: ReactNode;
  errors?: FieldErrors;
  defaultChecked?: boolean;
  required?: boolean;
  value?: string;
}) {
  const id = `${useId()}-${name}`;
  const messages = errors?.[name] ?? [];
  const errorId = messages.length ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={errorId}
          className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {messages.length ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {messages[0]}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  children,
  busy,
  variant = "primary",
}: {
  children: ReactNode;
  busy?: boolean;
  variant?: "primary" | "danger";
}) {
  const colors = variant === "danger" ? "bg-red-700 text-white" : "bg-primary text-on-primary";
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center rounded px-5 py-2 font-semibold ${colors} hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60`}
    >
      {children}
    </button>
  );
}

/**
 * The outcome of a form, announced to screen readers: a success, an error that belongs to no field,
 * or, when fields are at fault, a summary pointing at them (each field shows its own message).
 */
export function FormMessage({
  message,
  ok,
  errors,
}: {
  message?: string | null;
  ok?: boolean;
  errors?: FieldErrors;
}) {
  const t = useT();
  const text = !ok && errors && Object.keys(errors).length ? t("accountPage.form.hasErrors") : message;
  if (!text) return null;
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`rounded border px-3 py-2 ${ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900"}`}
    >
      {text}
    </p>
  );
}
