// A form's answers (issue 14 §4): newest first, paged on the server, each with its values under
// the fields' labels and its files as links that only the site's admins can open; exported as CSV
// (for a spreadsheet) or JSON.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_LIST_PAGE_SIZES, type AdminForm } from "../../schemas/form-admin";
import { type AdminFormClient, formQueryKeys } from "../../src/client/admin-form-calls";
import { answersExportUrl } from "../../src/runtime/content/answer-links";
import { Button } from "../../src/ui/button";
import { ListPages } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { AnswerValues } from "./answer-values";

const when = (iso: string) =>
  new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });

export function FormAnswers({
  idSite,
  api,
  form,
  onBack,
}: {
  idSite: number;
  api: AdminFormClient;
  form: AdminForm;
  onBack: () => void;
}) {
  const [{ page, perPage }, setPaging] = useState({ page: 1, perPage: 25 });
  const list = useQuery({
    queryKey: formQueryKeys.answers(idSite, form.id, `${page}-${perPage}`),
    queryFn: () => api.answers(form.id, page, perPage),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Réponses à « {form.title} »</h1>
          <p className="text-sm text-slate-700">
            Gardées {form.retentionDays} jours, puis effacées avec leurs fichiers.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            className="rounded-md border border-slate-400 px-3 py-2 text-sm underline"
            href={answersExportUrl(form.id, "csv")}
          >
            Exporter (CSV)
          </a>
          <a
            className="rounded-md border border-slate-400 px-3 py-2 text-sm underline"
            href={answersExportUrl(form.id, "json")}
          >
            Exporter (JSON)
          </a>
          <Button variant="outline" onClick={onBack}>
            Retour aux formulaires
          </Button>
        </div>
      </header>
      <StatusMessage
        message={list.isPending ? "Chargement des réponses…" : list.isError ? messageOf(list.error) : null}
        tone={list.isError ? "error" : "info"}
      />
      {list.data ? (
        list.data.items.length ? (
          <>
            <ol className="flex flex-col gap-3">
              {list.data.items.map((answer) => (
                <li key={answer.id} className="rounded-md border border-slate-300 bg-white p-4">
                  <h2 className="text-base font-semibold text-slate-950">
                    Réponse n° {answer.id} — {when(answer.createdAt)}
                    {answer.readAt ? "" : " (non lue)"}
                  </h2>
                  {answer.repliedAt ? (
                    <p className="text-xs font-medium text-green-900">Répondu le {when(answer.repliedAt)}</p>
                  ) : null}
                  <AnswerValues values={answer.values} files={answer.files} />
                </li>
              ))}
            </ol>
            <ListPages
              id="form-answers"
              page={page}
              perPage={perPage}
              total={list.data.total}
              sizes={ADMIN_LIST_PAGE_SIZES}
              noun={["réponse", "réponses"]}
              onChange={(next) => setPaging({ page: next.page, perPage: next.perPage ?? perPage })}
            />
          </>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white p-4">Aucune réponse pour l’instant.</p>
        )
      ) : null}
    </div>
  );
}
