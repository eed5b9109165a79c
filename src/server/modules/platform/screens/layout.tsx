/** @jsxImportSource hono/jsx */
// The console's page shell and form parts (issue 19 §1): French, no script, one stylesheet of
// 'self'; every field labelled, its error next to it (aria-invalid, aria-describedby).
import type { Context } from "hono";
import type { Child } from "hono/jsx";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CSRF_FIELD, type Flash } from "./console-auth";

/** The policy of every console page: nothing runs, styles and forms stay on the platform host. */
export const CONSOLE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const nav = [
  ["/", "Sites"],
  ["/sites/new", "Nouveau site"],
  ["/sites/import", "Importer"],
  ["/audit", "Journal"],
  ["/operators", "Opérateurs"],
] as const;

export type FieldErrors = Record<string, string[]>;

export interface PageProps {
  title: string;
  /** Absent on the login page. */
  operator?: { email: string };
  csrf: string;
  /** The nav entry of this page. */
  current?: string;
  flash?: Flash | null;
  /** A message at the top: a refusal, a service error. */
  error?: string | null;
  children?: Child;
}

export function Page({ title, operator, csrf, current, flash, error, children }: PageProps) {
  return (
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} — Plateforme`}</title>
        <link rel="stylesheet" href="/console.css" />
      </head>
      <body>
        <a class="skip" href="#contenu">
          Aller au contenu
        </a>
        <header class="top">
          <div class="top-in">
            <a class="brand" href="/">
              Plateforme Vinisite
            </a>
            {operator ? (
              <nav aria-label="Console de la plateforme">
                <ul>
                  {nav.map(([href, label]) => (
                    <li key={href}>
                      <a href={href} aria-current={current === href ? "page" : undefined}>
                        {label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {operator ? (
              <div class="who">
                <span>{operator.email}</span>
                <form method="post" action="/logout" class="inline">
                  <CsrfInput token={csrf} />
                  <button type="submit" class="button secondary">
                    Se déconnecter
                  </button>
                </form>
              </div>
            ) : null}
          </div>
        </header>
        <main id="contenu" tabindex={-1}>
          <h1>{title}</h1>
          {flash ? (
            <div class="notice" role="status">
              <p>{flash.notice}</p>
              {flash.invitation?.url ? (
                <p>
                  Lien d’invitation (développement seulement) :{" "}
                  <a class="mono" href={flash.invitation.url}>
                    {flash.invitation.url}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
          {error ? (
            <div class="alert" role="alert">
              <p>{error}</p>
            </div>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}

export function CsrfInput({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

/** The ids of a field's hint and error, for aria-describedby. */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p class="error" id={`${id}-error`}>
      {errors.join(" ")}
    </p>
  ) : null;
}

export interface FieldProps {
  name: string;
  label: string;
  /** The form's id prefix: two forms of one page may have a field of the same name. */
  form?: string;
  type?: "text" | "email" | "password" | "number" | "search";
  value?: string;
  errors?: FieldErrors;
  hint?: string;
  required?: boolean;
  autocomplete?: string;
  /** The phone's keyboard: "numeric" for a code of digits. */
  inputmode?: "numeric";
  min?: number;
  /** A textarea (one host a line…). */
  multiline?: boolean;
}

export function Field({
  name,
  label,
  form = "f",
  type = "text",
  value,
  errors,
  hint,
  required,
  autocomplete,
  inputmode,
  min,
  multiline,
}: FieldProps) {
  const id = `${form}-${name}`;
  const own = errors?.[name];
  const common = {
    id,
    name,
    required,
    "aria-invalid": own?.length ? "true" : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(own?.length)),
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} spellcheck={false}>
          {value ?? ""}
        </textarea>
      ) : (
        <input
          {...common}
          type={type}
          value={value ?? ""}
          autocomplete={autocomplete}
          inputmode={inputmode}
          min={min}
        />
      )}
      {hint ? (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} errors={own} />
    </div>
  );
}

export function Check({
  name,
  label,
  form = "f",
  checked,
  errors,
  required,
}: {
  name: string;
  label: string;
  form?: string;
  checked?: boolean;
  errors?: FieldErrors;
  required?: boolean;
}) {
  const id = `${form}-${name}`;
  const own = errors?.[name];
  return (
    <div>
      <div class="check">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          required={required}
          aria-invalid={own?.length ? "true" : undefined}
          aria-describedby={own?.length ? `${id}-error` : undefined}
        />
        <label for={id}>{label}</label>
      </div>
      <FieldError id={id} errors={own} />
    </div>
  );
}

/** A date as the operator reads it (Paris time). */
export function dateTime(iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return String(iso);
  return date.toLocaleString("fr-FR", { timeZone: "Europe/Paris", dateStyle: "medium", timeStyle: "short" });
}

export function dateOnly(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("fr-FR", { timeZone: "Europe/Paris", dateStyle: "medium" });
}

/** A console page with its policy and no caching. */
export function renderPage(
  c: Pick<Context, "header" | "html">,
  page: PageProps,
  status: ContentfulStatusCode = 200,
): Response | Promise<Response> {
  c.header("Content-Security-Policy", CONSOLE_POLICY);
  c.header("Cache-Control", "no-store");
  return c.html(<Page {...page} />, status);
}
