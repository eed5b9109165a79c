import type { ReactNode } from "react";
import type { StoredAddress } from "../../../client/checkout-store";
import { Field } from "../account/form-field";
import type { CheckoutText } from "./checkout-text";

/** Per-field messages of the checkout, by field path ("shippingAddress.city", "phone"…). */
export type CheckoutErrors = Record<string, string>;

/** The element id of a field path: what the error summary links to and focuses. */
export const fieldIdOf = (field: string) => `co-${field.replace(/\./g, "-")}`;

export const inputClass =
  "w-full rounded border border-[rgb(var(--vs-font-color-rgb)/0.45)] bg-background px-3 py-2 text-foreground focus:outline-2 focus:outline-offset-1 focus:outline-primary aria-[invalid=true]:border-red-700";

export const fieldsetClass = "min-w-0 rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-5";
export const legendClass = "px-1 font-title text-xl font-semibold text-heading";

/** A labelled select with its error tied to it. */
export function SelectField({
  field,
  label,
  value,
  onChange,
  errors,
  children,
  autoComplete,
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: CheckoutErrors;
  children: ReactNode;
  autoComplete?: string;
}) {
  const id = fieldIdOf(field);
  const error = errors[field];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text field of the checkout, named by its path. */
export function TextField({
  field,
  label,
  value,
  onChange,
  errors,
  ...input
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: CheckoutErrors;
  autoComplete?: string;
  type?: string;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
  inputMode?: "text" | "numeric" | "tel";
}) {
  const error = errors[field];
  return (
    <Field
      id={fieldIdOf(field)}
      name={field}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      errors={error ? { [field]: [error] } : undefined}
      {...input}
    />
  );
}

export type RawAddress = Partial<Record<keyof StoredAddress, string>>;

/**
 * An address: names and lines, and, for a billing address, its postal code, town and country (a
 * delivery address takes those from the town chosen above it).
 */
export function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  t,
  section,
  countries,
}: {
  prefix: "shippingAddress" | "billingAddress";
  value: RawAddress;
  onChange: (value: RawAddress) => void;
  errors: CheckoutErrors;
  t: CheckoutText;
  /** The autocomplete section ("shipping" or "billing"). */
  section: "shipping" | "billing";
  /** The countries of a billing address; none for a delivery address. */
  countries?: readonly { alphaTwo: string; name: string }[];
}) {
  const set = (key: keyof StoredAddress) => (text: string) => onChange({ ...value, [key]: text });
  const text = (key: keyof StoredAddress) => value[key] ?? "";
  const common = { errors };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...common}
        field={`${prefix}.firstname`}
        label={t("checkout.firstname")}
        autoComplete={`section-${section} ${section} given-name`}
        value={text("firstname")}
        onChange={set("firstname")}
        maxLength={100}
        required
      />
      <TextField
        {...common}
        field={`${prefix}.lastname`}
        label={t("checkout.lastname")}
        autoComplete={`section-${section} ${section} family-name`}
        value={text("lastname")}
        onChange={set("lastname")}
        maxLength={100}
        required
      />
      <div className="sm:col-span-2">
        <TextField
          {...common}
          field={`${prefix}.company`}
          label={t("checkout.company")}
          autoComplete={`section-${section} ${section} organization`}
          value={text("company")}
          onChange={set("company")}
          maxLength={150}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          {...common}
          field={`${prefix}.address`}
          label={t("checkout.address")}
          autoComplete={`section-${section} ${section} address-line1`}
          value={text("address")}
          onChange={set("address")}
          maxLength={200}
          required
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          {...common}
          field={`${prefix}.addressPart2`}
          label={t("checkout.addressPart2")}
          autoComplete={`section-${section} ${section} address-line2`}
          value={text("addressPart2")}
          onChange={set("addressPart2")}
          maxLength={200}
        />
      </div>
      {countries ? (
        <>
          <TextField
            {...common}
            field={`${prefix}.postalCode`}
            label={t("checkout.postalCode")}
            autoComplete={`section-${section} ${section} postal-code`}
            value={text("postalCode")}
            onChange={set("postalCode")}
            maxLength={12}
            required
          />
          <TextField
            {...common}
            field={`${prefix}.city`}
            label={t("checkout.city")}
            autoComplete={`section-${section} ${section} address-level2`}
            value={text("city")}
            onChange={set("city")}
            maxLength={100}
            required
          />
          <div className="sm:col-span-2">
            <SelectField
              {...common}
              field={`${prefix}.country`}
              label={t("checkout.country")}
              autoComplete={`section-${section} ${section} country`}
              value={text("country") || "FR"}
              onChange={set("country")}
            >
              {countries.map((c) => (
                <option key={c.alphaTwo} value={c.alphaTwo}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * The problems of a submit, announced (role alert) and linked to their fields; the page moves
 * the focus to the first field at fault.
 */
export function ErrorSummary({
  problems,
  title,
  extra,
}: {
  problems: { field: string; message: string }[];
  title: string;
  extra?: ReactNode;
}) {
  if (problems.length === 0 && !extra) return null;
  return (
    <div
      role="alert"
      id="co-problems"
      tabIndex={-1}
      className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      {problems.length ? <p className="font-semibold">{title}</p> : null}
      {problems.length ? (
        <ul className="mt-2 list-disc pl-5">
          {problems.map((p) => (
            <li key={p.field}>
              <a href={`#${fieldIdOf(p.field)}`} className="underline">
                {p.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {extra}
    </div>
  );
}

/**
 * The problems in the order of the screen, each message prefixed with its field's label and the
 * group it belongs to when the message does not name it ("Adresse (Adresse de facturation) : Ce
 * champ est obligatoire"): a summary item read alone must say which field it is about.
 */
export function problemsOnScreen(
  problems: { field: string; message: string /** the message does not name its field */; bare?: boolean }[],
  t: CheckoutText,
) {
  const elementOf = (field: string) => document.getElementById(fieldIdOf(field));
  const sorted = [...problems].sort((a, b) => {
    const first = elementOf(a.field);
    const second = elementOf(b.field);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return sorted.map(({ field, message, bare }) => {
    const element = elementOf(field);
    if (!bare) return { field, message };
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement))
      return { field, message };
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      return { field, message };
    }
    const label = element.labels?.[0]?.textContent?.trim();
    if (!label) return { field, message };
    const group = element.closest("fieldset")?.querySelector("legend")?.textContent?.trim();
    return {
      field,
      message: group
        ? t("checkout.fieldProblemIn", { label, group, message })
        : t("checkout.fieldProblem", { label, message }),
    };
  });
}

/** Moves the focus to the first field at fault, or to the summary when the field is not on screen. */
export function focusFirstProblem(fields: readonly string[]) {
  requestAnimationFrame(() => {
    const first = fields[0];
    const target =
      (first ? document.getElementById(fieldIdOf(first)) : null) ?? document.getElementById("co-problems");
    target?.focus();
  });
}

/** The form's submit button, busy (and saying so) while the server answers. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  wide = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  wide?: boolean;
}) {
  return (
    <div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={`inline-flex min-h-11 items-center justify-center rounded bg-primary ${wide ? "px-8" : "px-6"} py-3 text-lg font-semibold text-on-primary hover:opacity-90 disabled:opacity-60`}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
