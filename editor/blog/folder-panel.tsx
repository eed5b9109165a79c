// The blog's folders as a tree (issue 14 §1): pick one to filter the articles; create, rename, move
// (a parent that is not itself or below it: the server refuses a cycle), publish or hide, delete
// (refused while it holds articles or folders).
import { useState } from "react";
import type { AdminBlogFolder } from "../../schemas/blog";
import type { AdminBlogClient } from "../../src/client/admin-blog-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { ConfirmButton, Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

/** The folders in tree order, each with its depth. */
function treeOf(folders: AdminBlogFolder[]): { folder: AdminBlogFolder; depth: number }[] {
  const out: { folder: AdminBlogFolder; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const f of folders.filter((x) => x.idParent === parent)) {
      out.push({ folder: f, depth });
      walk(f.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

function FolderDialog({
  api,
  folder,
  folders,
  onDone,
}: {
  api: AdminBlogClient;
  folder: AdminBlogFolder | null;
  folders: AdminBlogFolder[];
  onDone: (message: string | null) => void;
}) {
  const [draft, setDraft] = useState({
    name: folder?.name ?? "",
    slug: folder?.slug ?? "",
    description: folder?.description ?? "",
    idParent: folder?.idParent ? String(folder.idParent) : "",
    order: String(folder?.order ?? 0),
    isValid: folder?.isValid ?? true,
  });
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrorsOf(error);
  const submit = async () => {
    const body = {
      name: draft.name,
      slug: draft.slug.trim(),
      description: draft.description || null,
      idParent: draft.idParent ? Number(draft.idParent) : null,
      order: Number(draft.order) || 0,
      isValid: draft.isValid,
    };
    try {
      const saved = folder
        ? await api.folders.save(folder.id, { ...body, version: folder.version })
        : await api.folders.create(body);
      onDone(`Rubrique ${saved.name} enregistrée.`);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent title={folder ? `Modifier la rubrique ${folder.name}` : "Nouvelle rubrique"}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Nom"
            errors={errors.name ?? []}
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
          />
          <TextField
            label="Adresse (slug)"
            description="Vide : faite à partir du nom."
            errors={errors.slug ?? []}
            value={draft.slug}
            onChange={(slug) => setDraft({ ...draft, slug })}
          />
          <TextField
            label="Description"
            errors={errors.description ?? []}
            value={draft.description}
            onChange={(description) => setDraft({ ...draft, description })}
          />
          <Field label="Rubrique parente" errors={errors.idParent ?? []}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.idParent}
                onChange={(e) => setDraft({ ...draft, idParent: e.target.value })}
              >
                <option value="">Aucune (à la racine du blog)</option>
                {treeOf(folders)
                  .filter(({ folder: f }) => f.id !== folder?.id)
                  .map(({ folder: f, depth }) => (
                    <option key={f.id} value={f.id}>
                      {`${"— ".repeat(depth)}${f.name}`}
                    </option>
                  ))}
              </NativeSelect>
            )}
          </Field>
          <TextField
            label="Ordre"
            inputMode="numeric"
            errors={errors.order ?? []}
            value={draft.order}
            onChange={(order) => setDraft({ ...draft, order })}
          />
          <CheckboxField
            label="Publiée"
            checked={draft.isValid}
            onChange={(isValid) => setDraft({ ...draft, isValid })}
          />
          <StatusMessage message={error ? messageOf(error) : null} tone="error" />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onDone(null)}>
              Annuler
            </Button>
            <Button type="submit">Enregistrer la rubrique</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function FolderPanel({
  api,
  folders,
  selected,
  onSelect,
  onChanged,
}: {
  api: AdminBlogClient;
  folders: AdminBlogFolder[];
  selected: number | "none" | undefined;
  onSelect: (folder: number | "none" | undefined) => void;
  onChanged: (message: string, tone: "success" | "error") => void;
}) {
  const [editing, setEditing] = useState<AdminBlogFolder | "new" | null>(null);
  const choice = (value: number | "none" | undefined, label: string, depth = 0) => (
    <Button
      variant={selected === value ? "neutral" : "ghost"}
      size="sm"
      aria-pressed={selected === value}
      className="justify-start"
      style={{ paddingInlineStart: `${0.5 + depth}rem` }}
      onClick={() => onSelect(value)}
    >
      {label}
    </Button>
  );
  return (
    <nav
      aria-label="Rubriques du blog"
      className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Rubriques</h2>
        <Button size="sm" variant="outline" onClick={() => setEditing("new")}>
          Nouvelle rubrique
        </Button>
      </div>
      <ul className="flex flex-col gap-1">
        <li className="flex flex-col">{choice(undefined, "Tous les articles")}</li>
        <li className="flex flex-col">{choice("none", "Hors rubrique")}</li>
        {treeOf(folders).map(({ folder, depth }) => (
          <li key={folder.id} className="flex flex-wrap items-center gap-1">
            {choice(
              folder.id,
              `${folder.name} (${folder.nbArticles})${folder.isValid ? "" : " — masquée"}`,
              depth,
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Modifier la rubrique ${folder.name}`}
              onClick={() => setEditing(folder)}
            >
              <i className="fa-solid fa-pen" aria-hidden="true" />
            </Button>
            <ConfirmButton
              size="sm"
              variant="danger"
              title={`Supprimer la rubrique ${folder.name} ?`}
              description="Une rubrique qui contient des articles ou des rubriques n’est pas supprimée : déplacez-les d’abord."
              cancelLabel="Garder"
              confirmLabel="Supprimer"
              onConfirm={() =>
                void api.folders
                  .remove(folder.id)
                  .then((gone) => onChanged(`Rubrique ${gone.name} supprimée.`, "success"))
                  .catch((e: unknown) => onChanged(messageOf(e), "error"))
              }
            >
              <span className="sr-only">Supprimer la rubrique {folder.name}</span>
              <i className="fa-solid fa-trash" aria-hidden="true" />
            </ConfirmButton>
          </li>
        ))}
      </ul>
      {editing ? (
        <FolderDialog
          api={api}
          folder={editing === "new" ? null : editing}
          folders={folders}
          onDone={(message) => {
            setEditing(null);
            if (message) onChanged(message, "success");
          }}
        />
      ) : null}
    </nav>
  );
}
