// The owner's redirects (issue 14 §6), under the page tree: an old address of the site leads
// visitors (301) to another one. The server checks the rules (local paths, no loop, one hop, never
// from a published page) and says what is wrong next to the field.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AdminRedirect } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";

type Errors = Record<string, string[]>;
interface Draft {
  id: number | null;
  version: number;
  fromUrl: string;
  toUrl: string;
  errors: Errors;
}

const blank: Draft = { id: null, version: 0, fromUrl: "", toUrl: "", errors: {} };

export function RedirectsSection({ api, idSite }: { api: AdminDeskClient; idSite: number }) {
  const queryClient = useQueryClient();
  const key = ["admin", idSite, "redirects"];
  const list = useQuery({ queryKey: key, queryFn: () => api.redirects.list() });
  const [draft, setDraft] = useState<Draft>(blank);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: key });
      setNotice({ text: success, tone: "success" });
      setDraft(blank);
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
      setDraft((d) => ({ ...d, errors: fieldErrorsOf(error) }));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const body = { fromUrl: draft.fromUrl, toUrl: draft.toUrl };
    const { id } = draft;
    void run(
      () =>
        id === null
          ? api.redirects.create(body)
          : api.redirects.save(id, { ...body, version: draft.version }),
      `Redirection de ${body.fromUrl} enregistrée.`,
    );
  };

  const edit = (r: AdminRedirect) =>
    setDraft({ id: r.id, version: r.version, fromUrl: r.fromUrl, toUrl: r.toUrl, errors: {} });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Redirections
      </h2>
      <p className="text-sm text-slate-700">
        Une ancienne adresse du site mène les visiteurs et les moteurs de recherche vers une autre page (301).
      </p>
      <StatusMessage message={notice?.text ?? list.error?.message ?? null} tone={notice?.tone ?? "error"} />
      <form
        aria-label={draft.id === null ? "Nouvelle redirection" : "Modifier la redirection"}
        className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Field label="Ancienne adresse" description="Exemple : /ancienne-page" errors={draft.errors.fromUrl}>
          {({ labelId: _l, ...c }) => (
            <Input
              {...c}
              value={draft.fromUrl}
              onChange={(e) => setDraft({ ...draft, fromUrl: e.target.value })}
            />
          )}
        </Field>
        <Field label="Nouvelle adresse" description="Exemple : /le-domaine" errors={draft.errors.toUrl}>
          {({ labelId: _l, ...c }) => (
            <Input
              {...c}
              value={draft.toUrl}
              onChange={(e) => setDraft({ ...draft, toUrl: e.target.value })}
            />
          )}
        </Field>
        <div className="flex gap-2">
          {draft.id !== null ? (
            <Button variant="outline" onClick={() => setDraft(blank)}>
              Annuler
            </Button>
          ) : null}
          <Button type="submit" disabled={busy}>
            {draft.id === null ? "Ajouter la redirection" : "Enregistrer"}
          </Button>
        </div>
      </form>
      {list.data?.items.length ? (
        <ul aria-label="Redirections du site" className="flex flex-col divide-y divide-slate-200">
          {list.data.items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 py-2">
              <p className="mr-auto min-w-0 break-all text-sm">
                {r.fromUrl} <span aria-hidden="true">→</span>
                <span className="sr-only">mène à</span> {r.toUrl}
              </p>
              <Button variant="outline" size="sm" onClick={() => edit(r)}>
                Modifier<span className="sr-only"> la redirection de {r.fromUrl}</span>
              </Button>
              <ConfirmButton
                size="sm"
                variant="danger"
                title={`Supprimer la redirection de ${r.fromUrl} ?`}
                description="Les visiteurs de cette adresse trouveront une page introuvable."
                cancelLabel="Annuler"
                confirmLabel="Supprimer"
                disabled={busy}
                onConfirm={() =>
                  void run(() => api.redirects.remove(r.id), `Redirection de ${r.fromUrl} supprimée.`)
                }
              >
                Supprimer<span className="sr-only"> la redirection de {r.fromUrl}</span>
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-sm text-slate-600">Aucune redirection.</p>
      ) : null}
    </section>
  );
}
