// The owner's forms at /admin/forms (issue 14 §4): the site's forms with their answers (unread
// ones counted), searched and paged on the server; one built or edited in the builder
// (./form-editor.tsx), its answers read and exported (./form-answers.tsx), unpublished, or
// deleted when nobody answered it (a form with answers is unpublished instead: they stay readable).
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import {
  ADMIN_LIST_PAGE_SIZES,
  type AdminForm,
  type AdminFormQuery,
  adminFormQuerySchema,
} from "../../schemas/form-admin";
import { createAdminFormClient, formQueryKeys } from "../../src/client/admin-form-calls";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { ListPages, ListSearch } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { useAddressQuery } from "../list/address-query";
import { FormAnswers } from "./form-answers";
import { FormEditor } from "./form-editor";

export interface FormsScreenProps {
  idSite: number;
  session: AdminSession;
}

type View =
  | { kind: "list" }
  | { kind: "edit"; form: AdminForm | null }
  | { kind: "answers"; form: AdminForm };

function FormRow({
  form,
  onEdit,
  onAnswers,
  onRemove,
}: {
  form: AdminForm;
  onEdit: () => void;
  onAnswers: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-base font-semibold text-slate-950">{form.title}</h2>
        <p className="text-sm text-slate-700">
          <a className="underline" href={`/forms/${form.slug}`}>
            /forms/{form.slug}
          </a>{" "}
          — {form.fields.length} champ{form.fields.length > 1 ? "s" : ""} —{" "}
          {form.isPublished ? "publié" : <strong>non publié</strong>}
        </p>
        <p className="text-sm text-slate-700">
          {form.answers} réponse{form.answers > 1 ? "s" : ""}
          {form.unread ? `, dont ${form.unread} non lue${form.unread > 1 ? "s" : ""}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit}>
          Modifier<span className="sr-only"> « {form.title} »</span>
        </Button>
        <Button size="sm" variant="outline" onClick={onAnswers}>
          Réponses<span className="sr-only"> à « {form.title} »</span>
        </Button>
        <ConfirmButton
          size="sm"
          title={form.answers ? `Dépublier « ${form.title} » ?` : `Supprimer « ${form.title} » ?`}
          description={
            form.answers
              ? "Le formulaire a des réponses : il est retiré du site, ses réponses restent lisibles jusqu’à la fin de leur conservation."
              : "Personne n’y a répondu : il est supprimé."
          }
          cancelLabel="Garder le formulaire"
          confirmLabel={form.answers ? "Dépublier" : "Supprimer"}
          onConfirm={onRemove}
        >
          {form.answers ? "Dépublier" : "Supprimer"}
          <span className="sr-only"> « {form.title} »</span>
        </ConfirmButton>
      </div>
    </li>
  );
}

function FormDesk({ idSite }: FormsScreenProps) {
  const api = useMemo(() => createAdminFormClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const { query, set, key } = useAddressQuery(adminFormQuerySchema);
  const [search, setSearch] = useState(query.search ?? "");
  const [view, setView] = useState<View>({ kind: "list" });
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const list = useQuery({
    queryKey: formQueryKeys.forms(idSite, key),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: formQueryKeys.forms(idSite) });

  if (view.kind === "edit")
    return (
      <FormEditor
        api={api}
        form={view.form}
        onDone={(saved) => {
          setView({ kind: "list" });
          if (saved) setNotice({ text: `Formulaire « ${saved.title} » enregistré.`, tone: "success" });
          void refresh();
        }}
      />
    );
  if (view.kind === "answers")
    return (
      <FormAnswers idSite={idSite} api={api} form={view.form} onBack={() => setView({ kind: "list" })} />
    );

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Formulaires</h1>
          <p className="text-sm text-slate-700">
            Devis, candidatures, réservations : les réponses arrivent dans vos messages et par e-mail.
          </p>
        </div>
        <Button onClick={() => setView({ kind: "edit", form: null })}>Nouveau formulaire</Button>
      </header>
      <form
        aria-label="Rechercher un formulaire"
        className="rounded-md border border-slate-300 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          set({ search: search.trim() || undefined, page: 1 });
        }}
      >
        <ListSearch id="forms-search" value={search} placeholder="Titre ou adresse" onChange={setSearch} />
      </form>
      <StatusMessage
        message={
          notice?.text ??
          (list.isPending ? "Chargement des formulaires…" : list.isError ? messageOf(list.error) : null)
        }
        tone={notice?.tone ?? (list.isError ? "error" : "info")}
      />
      {list.data ? (
        list.data.items.length ? (
          <>
            <ul className="flex flex-col gap-3">
              {list.data.items.map((form) => (
                <FormRow
                  key={form.id}
                  form={form}
                  onEdit={() => setView({ kind: "edit", form })}
                  onAnswers={() => setView({ kind: "answers", form })}
                  onRemove={() =>
                    void api
                      .remove(form.id)
                      .then(
                        (r) =>
                          setNotice({
                            text: r.archived
                              ? `Formulaire « ${r.title} » dépublié.`
                              : `Formulaire « ${r.title} » supprimé.`,
                            tone: "success",
                          }),
                        (error) => setNotice({ text: messageOf(error), tone: "error" }),
                      )
                      .finally(refresh)
                  }
                />
              ))}
            </ul>
            <ListPages
              id="forms"
              page={query.page}
              perPage={query.perPage}
              total={list.data.total}
              sizes={ADMIN_LIST_PAGE_SIZES}
              noun={["formulaire", "formulaires"]}
              onChange={(next) => set(next as Partial<AdminFormQuery>)}
            />
          </>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white p-4">Aucun formulaire ne correspond.</p>
        )
      ) : null}
    </div>
  );
}

/** The forms screen; loaded for admins only (src/app/routes/admin-forms.tsx). */
export default function FormsScreen(props: FormsScreenProps) {
  return (
    <QueryProvider>
      <FormDesk {...props} />
    </QueryProvider>
  );
}
