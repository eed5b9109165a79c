// The form of a blog article or a news item (issue 14 §1, §2): title, address, cover from the
// media library, excerpt, rich text, SEO fields, publication (now, at a date and time, or not),
// and the article's folder, author and tags or the news item's "promoted". Field errors beside
// their fields; a 409 shows the saved version; leaving with unsaved changes asks first.
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { Blocker } from "react-router";
import type { AdminBlogArticle, AdminBlogFolder, AdminNews } from "../../schemas/blog";
import type { AdminBlogClient } from "../../src/client/admin-blog-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { ConfirmButton, Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { PhotoField } from "../catalogue/photo-field";
import { useUnsavedGuard } from "../catalogue/use-unsaved-guard";
import { RichTextEditor } from "../settings/rich-text-editor";
import { InsertMedia } from "./insert-media";

export type PostKind = "articles" | "news";
type Post = AdminBlogArticle | AdminNews;

/** A date field's local "2026-12-01T18:00" from an instant, and back (in the owner's time zone). */
const localOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

type When = "now" | "at" | "draft";

interface Draft {
  title: string;
  slug: string;
  image: string;
  summary: string;
  html: string;
  seoTitle: string;
  metaDescription: string;
  when: When;
  at: string;
  idFolder: string;
  author: string;
  tags: string;
  isPromoted: boolean;
}

function draftOf(post: Post | null): Draft {
  const article = post && "tags" in post ? post : null;
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    image: post?.image?.src ?? "",
    summary: post?.summary ?? "",
    html: post?.html ?? "",
    seoTitle: post?.seoTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    when: !post ? "now" : !post.isValid ? "draft" : post.status === "scheduled" ? "at" : "now",
    at: post ? localOf(post.publishedAt) : "",
    idFolder: article?.idFolder ? String(article.idFolder) : "",
    author: article?.author ?? "",
    tags: article?.tags.join(", ") ?? "",
    isPromoted: post && "isPromoted" in post ? post.isPromoted : false,
  };
}

function inputOf(draft: Draft, post: Post | null) {
  const publishedAt =
    draft.when === "at" && draft.at
      ? new Date(draft.at).toISOString()
      : draft.when === "now" && post?.status === "published"
        ? post.publishedAt
        : null;
  return {
    title: draft.title,
    slug: draft.slug.trim(),
    image: draft.image || null,
    summary: draft.summary,
    html: draft.html,
    seoTitle: draft.seoTitle || null,
    metaDescription: draft.metaDescription || null,
    isValid: draft.when !== "draft",
    publishedAt: draft.when === "draft" ? (post?.publishedAt ?? null) : publishedAt,
  };
}

function LeaveDialog({ blocker, noun }: { blocker: Blocker; noun: string }) {
  return (
    <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent
        title="Quitter sans enregistrer ?"
        description={`Les changements de ${noun} seront perdus.`}
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Rester
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Quitter sans enregistrer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Published now, at a date and time, or not at all. */
function PublicationFields({
  draft,
  errors,
  set,
}: {
  draft: Draft;
  errors: Record<string, string[]>;
  set: (patch: Partial<Draft>) => void;
}) {
  return (
    <>
      <Field label="Publication" errors={errors.isValid ?? []}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.when}
            onChange={(e) => set({ when: e.target.value as When })}
          >
            <option value="now">Publié</option>
            <option value="at">Programmé à une date et une heure</option>
            <option value="draft">Non publié (brouillon)</option>
          </NativeSelect>
        )}
      </Field>
      {draft.when === "at" ? (
        <TextField
          label="Publier le"
          type="datetime-local"
          errors={errors.publishedAt ?? []}
          value={draft.at}
          onChange={(at) => set({ at })}
        />
      ) : (
        <div />
      )}
    </>
  );
}

export function PostForm({
  idSite,
  kind,
  api,
  post,
  folders,
  onDone,
}: {
  idSite: number;
  kind: PostKind;
  api: AdminBlogClient;
  post: Post | null;
  folders: AdminBlogFolder[];
  onDone: (saved: Post | null) => void;
}) {
  const [current, setCurrent] = useState(post);
  const [draft, setDraft] = useState(() => draftOf(post));
  const [saved, setSaved] = useState(() => JSON.stringify(draftOf(post)));
  const dirty = JSON.stringify(draft) !== saved;
  const { blocker, release } = useUnsavedGuard(dirty);
  const textId = useId();
  const noun = kind === "articles" ? "l’article" : "l’actualité";
  const save = useMutation({
    mutationFn: async (): Promise<Post> => {
      const base = inputOf(draft, current);
      if (kind === "articles") {
        const body = {
          ...base,
          idFolder: draft.idFolder ? Number(draft.idFolder) : null,
          author: draft.author || null,
          tags: draft.tags
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        };
        return current
          ? api.articles.save(current.id, { ...body, version: current.version })
          : api.articles.create(body);
      }
      const body = { ...base, isPromoted: draft.isPromoted };
      return current
        ? api.news.save(current.id, { ...body, version: current.version })
        : api.news.create(body);
    },
    onSuccess: (result) => {
      release();
      setSaved(JSON.stringify(draft));
      onDone(result);
    },
    onError: (error) => {
      // saved meanwhile by someone else: show that version, to be edited again
      const fresh = error instanceof ApiCallError && error.status === 409 ? error.data?.current : null;
      if (fresh) {
        const next = fresh as Post;
        setCurrent(next);
        setDraft(draftOf(next));
        setSaved(JSON.stringify(draftOf(next)));
      }
    },
  });
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: keyof Draft & string, label: string, field: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      errors={errors[field] ?? []}
      value={String(draft[key])}
      onChange={(v) => set({ [key]: v } as Partial<Draft>)}
    />
  );
  return (
    <section aria-labelledby={`${textId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${textId}-title`} className="text-xl font-semibold">
          {current
            ? `Modifier ${noun} « ${current.title} »`
            : kind === "articles"
              ? "Nouvel article"
              : "Nouvelle actualité"}
        </h2>
        {dirty ? (
          <ConfirmButton
            title="Quitter sans enregistrer ?"
            description="Les changements seront perdus."
            cancelLabel="Rester"
            confirmLabel="Quitter sans enregistrer"
            onConfirm={() => onDone(null)}
          >
            Retour à la liste
          </ConfirmButton>
        ) : (
          <Button variant="outline" onClick={() => onDone(null)}>
            Retour à la liste
          </Button>
        )}
      </div>
      <form
        className="grid gap-4 rounded-md border border-slate-300 bg-white p-4 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {text("title", "Titre", "title")}
        {text(
          "slug",
          "Adresse (slug)",
          "slug",
          "Vide : faite à partir du titre. Un changement garde l’ancienne adresse en redirection.",
        )}
        <div className="md:col-span-2">
          <PhotoField
            idSite={idSite}
            value={draft.image}
            errors={errors.image ?? []}
            description="La photo de couverture, choisie ou envoyée dans la médiathèque."
            onChange={(image) => set({ image })}
          />
        </div>
        <div className="md:col-span-2">
          {text("summary", "Extrait", "summary", "Le résumé affiché dans les listes.")}
        </div>
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <span id={`${textId}-html`} className="text-sm font-medium">
            Texte
          </span>
          <RichTextEditor
            id={`${textId}-editor`}
            labelId={`${textId}-html`}
            value={draft.html}
            placeholders={false}
            onChange={(html) => set({ html })}
          />
          <InsertMedia idSite={idSite} onInsert={(html) => set({ html: `${draft.html}${html}` })} />
          {errors.html ? <p className="text-xs font-medium text-red-700">{errors.html.join(" ")}</p> : null}
        </div>
        {kind === "articles" ? (
          <>
            <Field label="Rubrique" errors={errors.idFolder ?? []}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={draft.idFolder}
                  onChange={(e) => set({ idFolder: e.target.value })}
                >
                  <option value="">Aucune (à la racine du blog)</option>
                  {folders.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.url.replace(/^\/blog\//, "").replaceAll("/", " › ")}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {text("author", "Auteur", "author")}
            <div className="md:col-span-2">
              {text("tags", "Mots-clés", "tags", "Séparés par des virgules.")}
            </div>
          </>
        ) : (
          <CheckboxField
            className="md:col-span-2"
            label="À la une (montrée sur l’accueil)"
            checked={draft.isPromoted}
            onChange={(isPromoted) => set({ isPromoted })}
          />
        )}
        {text("seoTitle", "Titre pour les moteurs de recherche", "seoTitle", "Vide : le titre.")}
        {text(
          "metaDescription",
          "Description pour les moteurs de recherche",
          "metaDescription",
          "Vide : l’extrait.",
        )}
        <PublicationFields draft={draft} errors={errors} set={set} />
        <StatusMessage
          className="md:col-span-2"
          message={save.error ? messageOf(save.error) : null}
          tone="error"
        />
        <div className="flex justify-end gap-3 md:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            Enregistrer {noun}
          </Button>
        </div>
      </form>
      <LeaveDialog blocker={blocker} noun={noun} />
    </section>
  );
}
