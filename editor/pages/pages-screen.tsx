// The page-tree manager at /admin/pages: create, rename, move, reorder, unpublish and delete pages
// (spec §2 page tree, §3 Page fields, issue 14 §6), and the site's redirects. The menu follows at
// once: writes to pages drop the site's caches (change feed).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import type { AdminSession, PageCreateBody, PageUpdateBody } from "../../schemas/admin";
import type { PageNode } from "../../schemas/site";
import { createAdminDeskClient } from "../../src/client/admin-desk-calls";
import { createApiClient, fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect, Textarea } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { Switch } from "../../src/ui/switch";
import { DeletePageDialog, type PageDeletion } from "./delete-page-dialog";
import { findPage, movedIds, pageRows, parentChoices, siblingIds, urlFor } from "./page-tree";
import { RedirectsSection } from "./redirects-section";

export interface PagesScreenProps {
  idSite: number;
  session: AdminSession;
}

interface PageForm {
  title: string;
  menuTitle: string;
  url: string;
  metaDescription: string;
  showInMenu: boolean;
  idParent: number | null;
}

type FieldErrors = Record<string, string[]>;

const emptyForm: PageForm = {
  title: "",
  menuTitle: "",
  url: "",
  metaDescription: "",
  showInMenu: true,
  idParent: null,
};

function formOf(page: PageNode): PageForm {
  return {
    title: page.title,
    menuTitle: page.menuTitle,
    url: page.url,
    metaDescription: page.metaDescription ?? "",
    showInMenu: page.showInMenu,
    idParent: page.idParent,
  };
}

function PageFormFields({
  form,
  onChange,
  errors,
  tree,
  movingId,
  autoUrl,
}: {
  form: PageForm;
  onChange: (form: PageForm) => void;
  errors: FieldErrors;
  tree: PageNode[];
  movingId: number | null;
  autoUrl: boolean;
}) {
  const parentUrl = (id: number | null) => (id === null ? null : (findPage(tree, id)?.url ?? null));
  const set = (patch: Partial<PageForm>) => onChange({ ...form, ...patch });
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Field
        label="Titre de la page"
        description="Le titre de l’onglet du navigateur et des moteurs de recherche."
        errors={errors.title}
      >
        {({ labelId: _l, ...c }) => (
          <Input
            {...c}
            value={form.title}
            required
            onChange={(e) =>
              set({
                title: e.target.value,
                ...(autoUrl ? { url: urlFor(parentUrl(form.idParent), e.target.value) } : {}),
                ...(autoUrl && form.menuTitle === form.title ? { menuTitle: e.target.value } : {}),
              })
            }
          />
        )}
      </Field>
      <Field label="Titre dans le menu" errors={errors.menuTitle}>
        {({ labelId: _l, ...c }) => (
          <Input
            {...c}
            value={form.menuTitle}
            required
            onChange={(e) => set({ menuTitle: e.target.value })}
          />
        )}
      </Field>
      <Field
        label="Adresse de la page"
        description="Après le nom du site : lettres minuscules, chiffres et tirets (exemple : services/conseil). Vide pour la page d’accueil."
        errors={errors.url}
      >
        {({ labelId: _l, ...c }) => (
          <div className="flex items-center gap-1">
            <span aria-hidden="true" className="text-slate-600">
              /
            </span>
            <Input
              {...c}
              value={form.url}
              spellCheck={false}
              onChange={(e) => set({ url: e.target.value })}
            />
          </div>
        )}
      </Field>
      <Field label="Page parente" errors={errors.idParent}>
        {({ labelId: _l, ...c }) => (
          <NativeSelect
            {...c}
            value={form.idParent === null ? "" : String(form.idParent)}
            onChange={(e) => {
              const idParent = e.target.value === "" ? null : Number(e.target.value);
              set({ idParent, ...(autoUrl ? { url: urlFor(parentUrl(idParent), form.title) } : {}) });
            }}
          >
            <option value="">Aucune (premier niveau du menu)</option>
            {parentChoices(tree, movingId).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        label="Méta-description"
        description="Environ 160 caractères, montrés par les moteurs de recherche."
        errors={errors.metaDescription}
        className="md:col-span-2"
      >
        {({ labelId: _l, ...c }) => (
          <Textarea
            {...c}
            className="min-h-16"
            value={form.metaDescription}
            onChange={(e) => set({ metaDescription: e.target.value })}
          />
        )}
      </Field>
      <Field label="Afficher dans le menu" errors={errors.showInMenu}>
        {({ labelId: _l, ...c }) => (
          <Switch {...c} checked={form.showInMenu} onCheckedChange={(showInMenu) => set({ showInMenu })} />
        )}
      </Field>
    </div>
  );
}

type Editing = { id: number; form: PageForm; errors: FieldErrors; redirectOldUrl?: boolean };

/** One page of the tree: its buttons (up, down, edit, view) and, while edited, its form. */
function PageRow({
  page,
  first,
  last,
  tree,
  busy,
  editing,
  onEdit,
  onMove,
  onSave,
  onPublish,
  onDelete,
}: {
  page: PageNode;
  first: boolean;
  last: boolean;
  tree: PageNode[];
  busy: boolean;
  editing: Editing | null;
  onEdit: (editing: Editing | null) => void;
  onMove: (delta: number) => void;
  onSave: () => void;
  onPublish: (isValid: boolean) => void;
  onDelete: (deletion: PageDeletion) => Promise<boolean>;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 p-2">
        <div className="mr-auto min-w-0">
          <p className="font-medium">
            {page.menuTitle}
            {!page.showInMenu ? (
              <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs">hors menu</span>
            ) : null}
            {!page.isValid ? (
              <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Non publié</span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-600">/{page.url}</p>
        </div>
        <Button variant="outline" size="sm" disabled={busy || first} onClick={() => onMove(-1)}>
          <i className="fa-solid fa-arrow-up" aria-hidden="true" />
          <span className="sr-only">Monter « {page.menuTitle} »</span>
        </Button>
        <Button variant="outline" size="sm" disabled={busy || last} onClick={() => onMove(1)}>
          <i className="fa-solid fa-arrow-down" aria-hidden="true" />
          <span className="sr-only">Descendre « {page.menuTitle} »</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={editing !== null}
          onClick={() => onEdit(editing ? null : { id: page.id, form: formOf(page), errors: {} })}
        >
          Modifier<span className="sr-only"> « {page.menuTitle} »</span>
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onPublish(!page.isValid)}>
          {page.isValid ? "Dépublier" : "Publier"}
          <span className="sr-only"> « {page.menuTitle} »</span>
        </Button>
        {page.url !== "" ? (
          <DeletePageDialog page={page} tree={tree} busy={busy} onDelete={onDelete} />
        ) : null}
        <Button asChild variant="ghost" size="sm">
          <a href={`/${page.url}`}>
            Voir<span className="sr-only"> « {page.menuTitle} »</span>
          </a>
        </Button>
      </div>
      {editing ? (
        <form
          aria-label={`Modifier la page « ${page.menuTitle} »`}
          className="flex flex-col gap-3 border-t border-slate-200 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <PageFormFields
            form={editing.form}
            errors={editing.errors}
            tree={tree}
            movingId={page.id}
            autoUrl={false}
            onChange={(form) => onEdit({ ...editing, form })}
          />
          {editing.form.url !== page.url ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={editing.redirectOldUrl !== false}
                onChange={(e) => onEdit({ ...editing, redirectOldUrl: e.target.checked })}
              />
              Rediriger l’ancienne adresse /{page.url} vers la nouvelle (conseillé)
            </label>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onEdit(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              Enregistrer la page
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}

type Creating = { form: PageForm; errors: FieldErrors };

/** The form of a new page. */
function NewPageForm({
  creating,
  tree,
  busy,
  onChange,
  onCreate,
}: {
  creating: Creating;
  tree: PageNode[];
  busy: boolean;
  onChange: (creating: Creating | null) => void;
  onCreate: () => void;
}) {
  return (
    <form
      aria-label="Nouvelle page"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onCreate();
      }}
    >
      <h2 className="text-lg font-semibold">Nouvelle page</h2>
      <PageFormFields
        form={creating.form}
        errors={creating.errors}
        tree={tree}
        movingId={null}
        autoUrl
        onChange={(form) => onChange({ ...creating, form })}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onChange(null)}>
          Annuler
        </Button>
        <Button type="submit" disabled={busy}>
          Créer la page
        </Button>
      </div>
    </form>
  );
}

export default function PagesScreen(props: PagesScreenProps) {
  return (
    <QueryProvider>
      <PageTreeManager {...props} />
    </QueryProvider>
  );
}

function PageTreeManager({ idSite }: PagesScreenProps) {
  const api = useMemo(() => createApiClient({ idSite }), [idSite]);
  const desk = useMemo(() => createAdminDeskClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const pages = useQuery({ queryKey: queryKeys.adminPages(idSite), queryFn: () => api.admin.pages() });
  const tree = pages.data ?? null;
  const [notice, setNotice] = useState<{ text: string; tone: "info" | "success" | "error" } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [creating, setCreating] = useState<Creating | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  // after a change, the tree is read again before the change is said done (the menu follows it)
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminPages(idSite) });

  const run = async (
    action: () => Promise<unknown>,
    success: string,
    onErrors?: (errors: FieldErrors) => void,
  ) => {
    setBusy(true);
    try {
      await action();
      await reload();
      setNotice({ text: success, tone: "success" });
      return true;
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
      onErrors?.(fieldErrorsOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const move = (page: PageNode, delta: number) => {
    if (!tree) return;
    const ids = movedIds(siblingIds(tree, page.idParent), page.id, delta);
    void run(() => api.admin.reorderPages(page.idParent, ids), `« ${page.menuTitle} » déplacée.`);
  };

  const saveEdit = async () => {
    if (!editing || !tree) return;
    const page = findPage(tree, editing.id);
    if (!page) return;
    const before = formOf(page);
    const patch: PageUpdateBody = {};
    const f = editing.form;
    if (f.title !== before.title) patch.title = f.title;
    if (f.menuTitle !== before.menuTitle) patch.menuTitle = f.menuTitle;
    if (f.url !== before.url) {
      patch.url = f.url;
      patch.redirectOldUrl = editing.redirectOldUrl !== false;
    }
    if (f.metaDescription !== before.metaDescription) patch.metaDescription = f.metaDescription || null;
    if (f.showInMenu !== before.showInMenu) patch.showInMenu = f.showInMenu;
    if (f.idParent !== before.idParent) patch.idParent = f.idParent;
    if (Object.keys(patch).length === 0) {
      setEditing(null);
      return;
    }
    const done = await run(
      () => api.admin.updatePage(editing.id, patch),
      "Page enregistrée : le menu du site est à jour.",
      (errors) => setEditing((current) => (current ? { ...current, errors } : current)),
    );
    if (done) setEditing(null);
  };

  const publish = (page: PageNode, isValid: boolean) =>
    void run(
      () => desk.publishPage(page.id, isValid),
      isValid
        ? `« ${page.menuTitle} » est publiée.`
        : `« ${page.menuTitle} » n’est plus publiée : les visiteurs ne la voient plus.`,
    );

  const remove = (page: PageNode, deletion: PageDeletion) =>
    run(async () => {
      await desk.deletePage(page.id, deletion);
      // the redirects the deletion left are listed below
      await queryClient.invalidateQueries({ queryKey: ["admin", idSite, "redirects"] });
    }, `« ${page.menuTitle} » supprimée.`);

  const create = async () => {
    if (!creating) return;
    const f = creating.form;
    const body: PageCreateBody = {
      title: f.title,
      menuTitle: f.menuTitle || f.title,
      url: f.url,
      metaDescription: f.metaDescription || null,
      showInMenu: f.showInMenu,
      idParent: f.idParent,
    };
    const done = await run(
      () => api.admin.createPage(body),
      `Page « ${body.menuTitle} » créée.`,
      (errors) => setCreating((current) => (current ? { ...current, errors } : current)),
    );
    if (done) setCreating(null);
  };

  return (
    <div className="bg-slate-50 text-slate-900">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <header className="flex flex-wrap items-end gap-3">
          <div className="mr-auto">
            <h1 id={headingId} className="text-2xl font-semibold text-slate-950">
              Pages du site
            </h1>
            <p className="text-sm text-slate-700">
              L’ordre et la hiérarchie des pages sont ceux du menu du site.
            </p>
          </div>
          <Button
            disabled={busy || creating !== null}
            onClick={() => setCreating({ form: emptyForm, errors: {} })}
          >
            Nouvelle page
          </Button>
        </header>
        <StatusMessage
          message={notice?.text ?? pages.error?.message ?? (tree === null ? "Chargement des pages…" : null)}
          tone={notice?.tone ?? (pages.error ? "error" : "info")}
        />

        {creating && tree ? (
          <NewPageForm
            creating={creating}
            tree={tree}
            busy={busy}
            onChange={setCreating}
            onCreate={() => void create()}
          />
        ) : null}

        {tree ? (
          <ul aria-labelledby={headingId} className="flex flex-col gap-1">
            {pageRows(tree).map(({ page, depth, index, siblings }) => (
              <li
                key={page.id}
                style={{ marginLeft: `${depth * 1.5}rem` }}
                className="rounded-md border border-slate-300 bg-white"
              >
                <PageRow
                  page={page}
                  first={index === 0}
                  last={index === siblings - 1}
                  tree={tree}
                  busy={busy}
                  editing={editing?.id === page.id ? editing : null}
                  onEdit={setEditing}
                  onMove={(delta) => move(page, delta)}
                  onSave={() => void saveEdit()}
                  onPublish={(isValid) => publish(page, isValid)}
                  onDelete={(deletion) => remove(page, deletion)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <RedirectsSection api={desk} idSite={idSite} />
      </div>
    </div>
  );
}
