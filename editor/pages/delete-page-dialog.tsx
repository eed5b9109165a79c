// Deleting a page (issue 14 §6): the dialog lists its sub-pages and lets the owner move them (to the
// deleted page's parent or another page) or delete them too, and leave a 301 from the deleted
// addresses to another page (the parent by default), so that visitors and search engines follow.
import { useId, useState } from "react";
import type { PageNode } from "../../schemas/site";
import { Button } from "../../src/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { findPage, pageRows } from "./page-tree";

export interface PageDeletion {
  children: "move" | "delete";
  moveTo: number | null;
  redirectTo: string | null;
}

/** Every page under `page`, at any depth. */
function descendantsOf(page: PageNode): PageNode[] {
  return page.children.flatMap((c) => [c, ...descendantsOf(c)]);
}

export function DeletePageDialog({
  page,
  tree,
  busy,
  onDelete,
}: {
  page: PageNode;
  tree: PageNode[];
  busy: boolean;
  onDelete: (deletion: PageDeletion) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const below = descendantsOf(page);
  const parent = page.idParent === null ? null : findPage(tree, page.idParent);
  const others = pageRows(tree)
    .map((r) => r.page)
    .filter((p) => p.id !== page.id && !below.some((b) => b.id === p.id));
  const [children, setChildren] = useState<"move" | "delete">("move");
  const [moveTo, setMoveTo] = useState<string>("parent");
  const [redirectTo, setRedirectTo] = useState<string>(parent ? `/${parent.url}` : "/");
  const childrenName = useId();
  const gone = children === "delete" ? [page, ...below] : [page];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" disabled={busy}>
          Supprimer<span className="sr-only"> « {page.menuTitle} »</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Supprimer la page « ${page.menuTitle} » ?`}
        description="La page et ses sections sont effacées ; cette action ne peut pas être annulée."
      >
        {page.children.length ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Ses sous-pages</legend>
            <ul className="list-disc pl-5 text-sm">
              {below.map((c) => (
                <li key={c.id}>
                  {c.menuTitle} <span className="text-slate-600">(/{c.url})</span>
                </li>
              ))}
            </ul>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={childrenName}
                checked={children === "move"}
                onChange={() => setChildren("move")}
              />
              Les garder, déplacées sous une autre page
            </label>
            {children === "move" ? (
              <Field label="Déplacer les sous-pages sous">
                {({ labelId: _l, ...c }) => (
                  <NativeSelect {...c} value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
                    <option value="parent">
                      {parent ? `Sa page parente (« ${parent.menuTitle} »)` : "Le haut du menu"}
                    </option>
                    {others.map((p) => (
                      <option key={p.id} value={String(p.id)}>
                        {p.menuTitle} (/{p.url})
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            ) : null}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={childrenName}
                checked={children === "delete"}
                onChange={() => setChildren("delete")}
              />
              Les supprimer aussi
            </label>
          </fieldset>
        ) : (
          <p className="text-sm">Cette page n’a pas de sous-page.</p>
        )}
        <Field
          label="Rediriger les visiteurs de l’ancienne adresse vers"
          description={`Les adresses ${gone.map((p) => `/${p.url}`).join(", ")} mèneront à cette page (redirection 301).`}
        >
          {({ labelId: _l, ...c }) => (
            <NativeSelect {...c} value={redirectTo} onChange={(e) => setRedirectTo(e.target.value)}>
              <option value="">Aucune redirection (page introuvable)</option>
              <option value="/">L’accueil (/)</option>
              {others
                .filter((p) => p.url !== "")
                .map((p) => (
                  <option key={p.id} value={`/${p.url}`}>
                    {p.menuTitle} (/{p.url})
                  </option>
                ))}
            </NativeSelect>
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={busy}
            onClick={async () => {
              const done = await onDelete({
                children,
                moveTo: moveTo === "parent" ? null : Number(moveTo),
                redirectTo: redirectTo || null,
              });
              if (done) setOpen(false);
            }}
          >
            Supprimer {gone.length > 1 ? `les ${gone.length} pages` : "la page"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
