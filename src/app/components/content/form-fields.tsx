import type { FormField } from "../../../../schemas/content";
import { legalPages } from "../../../../schemas/site";
import { DEFAULT_FILE_MAX_MB, DEFAULT_FILE_TYPES } from "../../../runtime/content/form-rules";
import { formatDay, formatMonth } from "./format";
import { langOfShell, useShell, useT } from "./use-t";

/** The allowed dates of a date field's calendar, by month (GET /calendar/{id}/date/allowed/…). */
/**
 * The dates a date field offers, month by month; `notes` say something of some dates (an event's
 * seats left on that date, decision 115), and a `disabled` one cannot be chosen.
 */
export type AllowedDatesByField = Record<
  string,
  {
    month: number;
    year: number;
    dates: string[];
    notes?: Record<string, { text: string; disabled: boolean }>;
  }[]
>;

export const fieldIdOf = (formId: string, name: string) => `${formId}-${name}`;

function Label({ field, id }: { field: FormField; id: string }) {
  const t = useT();
  return (
    <label htmlFor={id} className="vs-field__label">
      {field.label}
      {field.required ? (
        <span className="vs-field__required">
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> ({t("content.required")})</span>
        </span>
      ) : null}
    </label>
  );
}

function linkLabelOf(link: string): string {
  return legalPages.find((p) => `/${p.path}` === link)?.title ?? link;
}

function Control({
  field,
  id,
  describedBy,
  invalid,
  value,
  allowed,
}: {
  field: FormField;
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  value: string | undefined;
  allowed: AllowedDatesByField[string] | undefined;
}) {
  const t = useT();
  const lang = langOfShell(useShell());
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    className: "vs-input",
  };
  switch (field.type) {
    case "textarea":
      return <textarea {...common} rows={6} maxLength={field.maxLength} defaultValue={value} />;
    case "select":
      return (
        <select {...common} defaultValue={value ?? ""}>
          <option value="">{t("content.chooseOption")}</option>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case "date":
      if (allowed) {
        const any = allowed.some((m) => m.dates.length);
        return (
          <select {...common} defaultValue={value ?? ""} disabled={!any}>
            <option value="">{any ? t("content.chooseOption") : t("content.noDateAvailable")}</option>
            {allowed
              .filter((m) => m.dates.length)
              .map((m) => (
                <optgroup key={`${m.year}-${m.month}`} label={formatMonth(m.month, m.year, lang)}>
                  {m.dates.map((d) => (
                    <option key={d} value={d} disabled={m.notes?.[d]?.disabled}>
                      {m.notes?.[d] ? `${formatDay(d, lang)} — ${m.notes[d].text}` : formatDay(d, lang)}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        );
      }
      return <input {...common} type="date" defaultValue={value} />;
    case "file":
      return (
        <input
          {...common}
          type="file"
          multiple={field.multiple}
          accept={(field.accept?.length ? field.accept : DEFAULT_FILE_TYPES).join(",")}
          className="vs-input vs-input--file"
        />
      );
    case "number":
      return (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          defaultValue={value}
        />
      );
    default:
      return (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          defaultValue={value}
        />
      );
  }
}

/**
 * The fields of a form, each with its label, its help and the server's errors beside it (spec §5:
 * submission errors come back per field), tied to the control by aria-describedby.
 */
export function FormFields({
  formId,
  fields,
  errors = {},
  values = {},
  allowedDates = {},
}: {
  formId: string;
  fields: readonly FormField[];
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
  allowedDates?: AllowedDatesByField;
}) {
  const t = useT();
  return (
    <>
      {fields.map((field) => {
        const id = fieldIdOf(formId, field.name);
        const fieldErrors = errors[field.name] ?? [];
        const help =
          field.type === "file"
            ? [
                field.help,
                t("content.fileHelp", {
                  types: (field.accept?.length ? field.accept : DEFAULT_FILE_TYPES).join(", "),
                  max: field.maxSizeMb ?? DEFAULT_FILE_MAX_MB,
                }),
              ]
                .filter(Boolean)
                .join(" ")
            : field.help;
        const describedBy =
          [help ? `${id}-help` : null, fieldErrors.length ? `${id}-error` : null].filter(Boolean).join(" ") ||
          undefined;
        const invalid = fieldErrors.length > 0;
        const errorList = invalid ? (
          <ul id={`${id}-error`} className="vs-field__errors">
            {fieldErrors.map((e) => (
              <li key={e}>
                <i className="fa-solid fa-circle-exclamation" aria-hidden="true" /> {e}
              </li>
            ))}
          </ul>
        ) : null;
        const helpText = help ? (
          <p id={`${id}-help`} className="vs-field__help">
            {help}
          </p>
        ) : null;

        if (field.type === "checkbox") {
          return (
            <div key={field.name} className="vs-field vs-field--check">
              <input
                id={id}
                name={field.name}
                type="checkbox"
                required={field.required}
                defaultChecked={values[field.name] === "on"}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="vs-check"
              />
              <div>
                <Label field={field} id={id} />
                {field.link ? (
                  <p className="vs-field__help">
                    <a href={field.link}>{linkLabelOf(field.link)}</a>
                  </p>
                ) : null}
                {helpText}
                {errorList}
              </div>
            </div>
          );
        }
        if (field.type === "radio") {
          return (
            <fieldset
              key={field.name}
              id={id}
              className="vs-field"
              aria-describedby={describedBy}
              tabIndex={-1}
            >
              <legend className="vs-field__label">
                {field.label}
                {field.required ? (
                  <span className="vs-field__required">
                    <span aria-hidden="true"> *</span>
                    <span className="sr-only"> ({t("content.required")})</span>
                  </span>
                ) : null}
              </legend>
              <div className="vs-field__choices">
                {(field.options ?? []).map((option) => (
                  <label key={option} className="vs-choice">
                    <input
                      type="radio"
                      name={field.name}
                      value={option}
                      required={field.required}
                      defaultChecked={values[field.name] === option}
                      aria-invalid={invalid || undefined}
                      className="vs-check"
                    />
                    {option}
                  </label>
                ))}
              </div>
              {helpText}
              {errorList}
            </fieldset>
          );
        }
        return (
          <div key={field.name} className="vs-field">
            <Label field={field} id={id} />
            {helpText}
            <Control
              field={field}
              id={id}
              describedBy={describedBy}
              invalid={invalid}
              value={values[field.name]}
              allowed={allowedDates[field.name]}
            />
            {errorList}
          </div>
        );
      })}
    </>
  );
}
