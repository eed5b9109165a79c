// One list of the owner's content (albums, services, popups, footer items: issue 14 §2) beside its
// form: the items in their order with a "Non publié" mark, a new one, editing one, saving with the
// version it read (a 409 shows the other person's version), deleting after a confirmation.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";

export type Errors = Record<string, string[]>;

export interface DeskCalls<T, In> {
  list: () => Promise<{ items: T[] }>;
  create: (body: In) => Promise<T>;
  save: (id: number, body: In & { version: number }) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
}

interface Editing<F> {
  id: number | null;
  version: number;
  form: F;
  errors: Errors;
}

export function DeskPanel<T extends { id: number; version: number }, F, In>({
  idSite,
  noun,
  title,
  newLabel,
  calls,
  blank,
  formOf,
  bodyOf,
  labelOf,
  detailOf,
  isPublished,
  fields,
}: {
  idSite: number;
  noun: string;
  title: string;
  newLabel: string;
  calls: DeskCalls<T, In>;
  blank: () => F;
  formOf: (item: T) => F;
  bodyOf: (form: F) => In;
  labelOf: (item: T) => string;
  detailOf?: (item: T) => string;
  isPublished?: (item: T) => boolean;
  fields: (form: F, set: (patch: Partial<F>) => void, errors: Errors) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const key = ["admin", idSite, noun];
  const list = useQuery({ queryKey: key, queryFn: () => calls.list() });
  const [editing, setEditing] = useState<Editing<F> | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: key });
      setNotice({ text: success, tone: "success" });
      setEditing(null);
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
      const current =
        error instanceof ApiCallError ? (error.data as { current?: T } | null)?.current : undefined;
      // someone saved meanwhile: their version is shown, to be changed again
      if (current)
        setEditing({ id: current.id, version: current.version, form: formOf(current), errors: {} });
      else setEditing((e) => (e ? { ...e, errors: fieldErrorsOf(error) } : e));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    if (!editing) return;
    const body = bodyOf(editing.form);
    const { id } = editing;
    void run(
      () => (id === null ? calls.create(body) : calls.save(id, { ...body, version: editing.version })),
      "Enregistré : les visiteurs voient déjà la nouvelle version.",
    );
  };

  const set = (patch: Partial<F>) => setEditing((e) => (e ? { ...e, form: { ...e.form, ...patch } } : e));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-xl font-semibold">
          {title}
        </h2>
        <Button
          disabled={busy}
          onClick={() => setEditing({ id: null, version: 0, form: blank(), errors: {} })}
        >
          {newLabel}
        </Button>
      </div>
      <StatusMessage
        message={notice?.text ?? list.error?.message ?? (list.data ? null : "Chargement…")}
        tone={notice?.tone ?? (list.error ? "error" : "info")}
      />
      {editing ? (
        <form
          aria-label={editing.id === null ? newLabel : "Modifier"}
          className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          {fields(editing.form, set, editing.errors)}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setEditing(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              Enregistrer
            </Button>
          </div>
        </form>
      ) : null}
      {list.data?.items.length ? (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
          {list.data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2 p-2">
              <div className="mr-auto min-w-0">
                <p className="font-medium">
                  {labelOf(item)}
                  {isPublished && !isPublished(item) ? (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
                      Non publié
                    </span>
                  ) : null}
                </p>
                {detailOf ? <p className="truncate text-sm text-slate-600">{detailOf(item)}</p> : null}
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  setEditing({ id: item.id, version: item.version, form: formOf(item), errors: {} })
                }
              >
                Modifier<span className="sr-only"> « {labelOf(item)} »</span>
              </Button>
              <ConfirmButton
                size="sm"
                variant="danger"
                title={`Supprimer « ${labelOf(item)} » ?`}
                description="Les visiteurs ne le verront plus ; cette action ne peut pas être annulée."
                cancelLabel="Annuler"
                confirmLabel="Supprimer"
                disabled={busy}
                onConfirm={() => void run(() => calls.remove(item.id), `« ${labelOf(item)} » supprimé.`)}
              >
                Supprimer<span className="sr-only"> « {labelOf(item)} »</span>
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-sm text-slate-600">Aucun élément pour l’instant.</p>
      ) : null}
    </section>
  );
}
