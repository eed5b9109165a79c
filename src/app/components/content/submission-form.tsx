import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { FormField } from "../../../../schemas/content";
import { type AllowedDatesByField, FormFields, fieldIdOf } from "./form-fields";
import type { SubmissionResult } from "./submission";
import { useT } from "./use-t";

/**
 * A form posted to its route's action: it works without JavaScript (a plain POST, the page comes
 * back with the result) and, with it, without a reload. The server checks every field (spec §5);
 * its errors are listed at the top, each linking to its field, and shown beside the field.
 */
export function SubmissionForm({
  id,
  fields,
  submitLabel,
  result,
  allowedDates,
  multipart = false,
  action,
  children,
}: {
  id: string;
  fields: readonly FormField[];
  submitLabel: string;
  result: SubmissionResult | undefined;
  allowedDates?: AllowedDatesByField;
  multipart?: boolean;
  action?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("_form") === id;
  const failure = result && !result.ok ? result : null;
  const errors = failure?.errors ?? {};
  const errorCount = Object.keys(errors).length;

  // after a submission, move the focus to its outcome so that it is announced and reachable
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      statusRef.current?.focus();
    } else {
      (summaryRef.current ?? statusRef.current)?.focus();
    }
  }, [result]);

  return (
    <Form
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate
      ref={formRef}
      className="vs-form"
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <input type="hidden" name="_form" value={id} />
      {result?.ok ? (
        <div ref={statusRef} tabIndex={-1} role="status" className="vs-form__status vs-form__status--ok">
          <i className="fa-solid fa-circle-check" aria-hidden="true" /> {result.message}
        </div>
      ) : null}
      {failure ? (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="vs-form__status vs-form__status--error">
          <p>
            <strong>{failure.message}</strong>
          </p>
          {errorCount ? (
            <>
              <p>{t("content.errorSummary", { count: errorCount })}</p>
              <ul>
                {Object.entries(errors).map(([name, messages]) => {
                  const field = fields.find((f) => f.name === name);
                  return (
                    <li key={name}>
                      <a href={`#${fieldIdOf(id, name)}`}>
                        {field ? `${field.label} : ` : ""}
                        {messages.join(" ")}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {children}
      <FormFields
        formId={id}
        fields={fields}
        errors={errors}
        values={failure?.values}
        allowedDates={allowedDates}
      />
      <div className="vs-form__actions">
        <button
          type="submit"
          className="vs-button"
          disabled={submitting}
          aria-disabled={submitting || undefined}
        >
          {submitting ? t("content.sending") : submitLabel}
        </button>
      </div>
    </Form>
  );
}
