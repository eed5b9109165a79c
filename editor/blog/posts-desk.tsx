// The owner's blog articles or news (issue 14 §1, §2, §6): the list searched, filtered (status,
// folder, promoted), sorted and paged on the server, kept in the page's address; each item with
// its status ("Programmé le …", "Non publié"), opened in the form, deleted after asking. The blog
// adds its folder tree beside the list.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  ADMIN_POST_PAGE_SIZES,
  type AdminBlogArticle,
  type AdminBlogQuery,
  type AdminNews,
  adminBlogQuerySchema,
  adminNewsQuerySchema,
  type PostStatus,
} from "../../schemas/blog";
import { createAdminBlogClient } from "../../src/client/admin-blog-calls";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { NativeSelect } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { ListPages, ListSearch, ListSort } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { useAddressQuery } from "../list/address-query";
import { FolderPanel } from "./folder-panel";
import { PostForm, type PostKind } from "./post-form";

type Post = AdminBlogArticle | AdminNews;

const statusLabels: Record<PostStatus, string> = {
  published: "Publié",
  scheduled: "Programmé",
  draft: "Non publié",
};
const sortLabels = { publishedAt: "Date de publication", title: "Titre", updatedAt: "Dernière modification" };

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

function statusText(post: Post): string {
  if (post.status === "scheduled") return `Programmé le ${dateTime(post.publishedAt)}`;
  if (post.status === "draft") return "Non publié";
  return `Publié le ${dateTime(post.publishedAt)}`;
}

function PostCard({ post, onEdit, onRemove }: { post: Post; onEdit: () => void; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3 sm:flex-row sm:items-center">
      {post.image ? (
        <img src={post.image.src} alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{post.title}</span>
        <span className="text-sm text-slate-700">
          {statusText(post)}
          {"isPromoted" in post && post.isPromoted ? " · À la une" : ""}
          {"author" in post && post.author ? ` · ${post.author}` : ""}
        </span>
        <a className="truncate text-sm text-slate-700 underline" href={post.url}>
          {post.url}
        </a>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={onEdit}>
          Modifier<span className="sr-only"> {post.title}</span>
        </Button>
        <ConfirmButton
          size="sm"
          variant="danger"
          title={`Supprimer « ${post.title} » ?`}
          description="Il disparaît du site et de son plan ; son adresse ne répondra plus."
          cancelLabel="Garder"
          confirmLabel="Supprimer"
          onConfirm={onRemove}
        >
          Supprimer<span className="sr-only"> {post.title}</span>
        </ConfirmButton>
      </div>
    </li>
  );
}

export function PostsDesk({ idSite, kind }: { idSite: number; kind: PostKind }) {
  const api = useMemo(() => createAdminBlogClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const { query, set, key } = useAddressQuery(
    kind === "articles" ? adminBlogQuerySchema : adminNewsQuerySchema,
  );
  const blogQuery = query as AdminBlogQuery;
  const [search, setSearch] = useState(query.search ?? "");
  const listKey = queryKeys.adminPosts(idSite, kind, key);
  const list = useQuery({
    queryKey: listKey,
    queryFn: (): Promise<{ items: Post[]; total: number }> =>
      kind === "articles" ? api.articles.list(blogQuery) : api.news.list(query),
    placeholderData: keepPreviousData,
  });
  const folders = useQuery({
    queryKey: queryKeys.adminBlogFolders(idSite),
    queryFn: () => api.folders.list(),
    enabled: kind === "articles",
  });
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.adminPosts(idSite, kind) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.adminBlogFolders(idSite) });
  };
  const title = kind === "articles" ? "Blog" : "Actualités";
  if (editing)
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <PostForm
          idSite={idSite}
          kind={kind}
          api={api}
          post={editing === "new" ? null : editing}
          folders={folders.data ?? []}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setNotice({ text: `« ${saved.title} » enregistré : ${statusText(saved)}.`, tone: "success" });
              void refresh();
            }
          }}
        />
      </div>
    );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">{title}</h1>
          <p className="text-sm text-slate-700">
            {kind === "articles"
              ? "Vos articles, rangés en rubriques : publiez-les tout de suite ou à une date choisie."
              : "Les nouvelles du domaine : celles « à la une » sont montrées sur l’accueil."}
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>
          {kind === "articles" ? "Nouvel article" : "Nouvelle actualité"}
        </Button>
      </header>
      <StatusMessage message={notice?.text ?? null} tone={notice?.tone ?? "info"} />
      <div
        className={
          kind === "articles"
            ? "grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]"
            : "flex flex-col gap-4"
        }
      >
        {kind === "articles" ? (
          <FolderPanel
            api={api}
            folders={folders.data ?? []}
            selected={blogQuery.folder}
            onSelect={(folder) => set({ folder, page: 1 } as Partial<AdminBlogQuery>)}
            onChanged={(text, tone) => {
              setNotice({ text, tone });
              void refresh();
            }}
          />
        ) : null}
        <div className="flex flex-col gap-4">
          <form
            aria-label={`Rechercher et filtrer : ${title}`}
            className="grid gap-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              set({ search: search.trim() || undefined, page: 1 });
            }}
          >
            <ListSearch
              id={`${kind}-search`}
              value={search}
              placeholder="Titre, adresse ou extrait"
              onChange={setSearch}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${kind}-status`}>Statut</Label>
              <NativeSelect
                id={`${kind}-status`}
                value={query.status ?? ""}
                onChange={(e) =>
                  set({ status: (e.target.value || undefined) as PostStatus | undefined, page: 1 })
                }
              >
                <option value="">Tous</option>
                {(Object.keys(statusLabels) as PostStatus[]).map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <ListSort
              id={`${kind}-sort`}
              sort={query.sort}
              direction={query.direction}
              labels={sortLabels}
              first="desc"
              onChange={(sort, direction) => set({ sort, direction, page: 1 })}
            />
          </form>
          <StatusMessage
            message={list.isPending ? "Chargement…" : list.isError ? messageOf(list.error) : null}
            tone={list.isError ? "error" : "info"}
          />
          {list.data ? (
            list.data.items.length ? (
              <>
                <ul className="flex flex-col gap-2" aria-label={title}>
                  {list.data.items.map((post) => (
                    <PostCard
                      key={post.id}
                      post={post}
                      onEdit={() => setEditing(post)}
                      onRemove={() =>
                        void (kind === "articles" ? api.articles.remove(post.id) : api.news.remove(post.id))
                          .then((gone) => setNotice({ text: `« ${gone.title} » supprimé.`, tone: "success" }))
                          .catch((e: unknown) => setNotice({ text: messageOf(e), tone: "error" }))
                          .finally(() => void refresh())
                      }
                    />
                  ))}
                </ul>
                <ListPages
                  id={kind}
                  page={query.page}
                  perPage={query.perPage}
                  total={list.data.total}
                  sizes={ADMIN_POST_PAGE_SIZES}
                  noun={kind === "articles" ? ["article", "articles"] : ["actualité", "actualités"]}
                  onChange={(next) => set(next)}
                />
              </>
            ) : (
              <p className="rounded-md border border-slate-300 bg-white p-4">
                Rien ne correspond à ces critères.
              </p>
            )
          ) : null}
        </div>
      </div>
    </div>
  );
}
