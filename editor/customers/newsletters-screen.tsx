// The owner's newsletter lists at /admin/newsletters (issue 13 §4, decision 100): create, rename
// and delete lists; a list's subscribers with the day they opted in, searched and paged on the
// server; the export to a mailing tool (CSV); an address taken off a list on request.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { AdminSession } from "../../schemas/admin";
import {
  ADMIN_CUSTOMER_PAGE_SIZES,
  type AdminNewsletterList,
  type NewsletterSubscriberQuery,
} from "../../schemas/customer";
import { type AdminCustomerClient, createAdminCustomerClient } from "../../src/client/admin-customer-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { ConfirmButton, Dialog, DialogClose, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, TextField } from "../../src/ui/field";
import { ListPages, ListSearch } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { formatDay } from "./customer-text";

export interface NewslettersScreenProps {
  idSite: number;
  session: AdminSession;
}

type Notice = { text: string; tone: "success" | "error" };
const cell = "px-3 py-2 text-left align-top";

/** The form of a new list or of a list renamed, in a dialog; field errors from the server. */
function ListDialog({
  api,
  list,
  onDone,
}: {
  api: AdminCustomerClient;
  list: AdminNewsletterList | null;
  onDone: (message: string | null) => void;
}) {
  const [name, setName] = useState(list?.name ?? "");
  const [description, setDescription] = useState(list?.description ?? "");
  const [isDefault, setDefault] = useState(list?.isDefault ?? false);
  const save = useMutation({
    mutationFn: () => {
      const body = { name, description, isDefault };
      return list ? api.newsletters.save(list.id, body) : api.newsletters.create(body);
    },
    onSuccess: (result) => onDone(result.message),
  });
  const errors = fieldErrorsOf(save.error);
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent title={list ? `Modifier la liste « ${list.name} »` : "Nouvelle liste de diffusion"}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <TextField label="Nom" errors={errors.name ?? []} value={name} onChange={setName} />
          <TextField
            label="Description"
            description="Ce que les visiteurs lisent en choisissant leurs lettres."
            errors={errors.description ?? []}
            value={description}
            onChange={setDescription}
          />
          <CheckboxField
            label="Liste proposée par défaut (l’inscription du pied de page y abonne)"
            checked={isDefault}
            onChange={setDefault}
          />
          {save.error && !Object.keys(errors).length ? (
            <p className="text-sm font-medium text-red-700">{messageOf(save.error)}</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteListButton({ list, onConfirm }: { list: AdminNewsletterList; onConfirm: () => void }) {
  return (
    <ConfirmButton
      size="sm"
      title={`Supprimer la liste « ${list.name} » ?`}
      description={`Ses ${list.subscriberCount} abonné(s) ne la recevront plus ; ils restent inscrits à vos autres listes. Exportez-la d’abord si vous voulez garder leurs adresses.`}
      cancelLabel="Garder la liste"
      confirmLabel="Oui, supprimer"
      onConfirm={onConfirm}
    >
      Supprimer<span className="sr-only"> la liste {list.name}</span>
    </ConfirmButton>
  );
}

/** A list's subscribers, searched by address and paged; one may be taken off the list. */
function Subscribers({
  api,
  idSite,
  list,
  notify,
}: {
  api: AdminCustomerClient;
  idSite: number;
  list: AdminNewsletterList;
  notify: (notice: Notice) => void;
}) {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<NewsletterSubscriberQuery>({ page: 1, perPage: 25 });
  const [search, setSearch] = useState("");
  const page = useQuery({
    queryKey: queryKeys.adminNewsletters(idSite, list.id, JSON.stringify(query)),
    queryFn: () => api.newsletters.subscribers(list.id, query),
    placeholderData: keepPreviousData,
  });
  const unsubscribe = useMutation({
    mutationFn: (email: string) => api.newsletters.unsubscribe(list.id, email),
    onSuccess: (result) => notify({ text: result.message, tone: "success" }),
    onError: (error) => notify({ text: messageOf(error), tone: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNewsletters(idSite) }),
  });
  return (
    <section
      aria-labelledby="subscribers-title"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="subscribers-title" className="text-lg font-semibold text-slate-950">
        Abonnés de « {list.name} »
      </h2>
      <form
        aria-label="Rechercher un abonné"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, search: search.trim() || undefined, page: 1 });
        }}
      >
        <ListSearch
          id="subscribers-search"
          value={search}
          placeholder="Adresse e-mail"
          onChange={setSearch}
        />
      </form>
      {page.data ? (
        page.data.items.length ? (
          <>
            <table className="w-full border-collapse text-sm">
              <thead className="text-slate-800">
                <tr className="border-b border-slate-300">
                  <th scope="col" className={cell}>
                    E-mail
                  </th>
                  <th scope="col" className={cell}>
                    Inscrit le
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.data.items.map((s) => (
                  <tr key={s.email} className="border-b border-slate-200">
                    <th scope="row" className={`${cell} font-normal break-all`}>
                      {s.customerId ? (
                        <Link className="text-blue-800 underline" to={`/admin/customers/${s.customerId}`}>
                          {s.email}
                        </Link>
                      ) : (
                        s.email
                      )}
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>{formatDay(s.subscribedAt)}</td>
                    <td className={cell}>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={unsubscribe.isPending}
                        onClick={() => unsubscribe.mutate(s.email)}
                      >
                        Désinscrire<span className="sr-only"> {s.email}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ListPages
              id="subscribers"
              page={query.page}
              perPage={query.perPage}
              total={page.data.total}
              sizes={ADMIN_CUSTOMER_PAGE_SIZES}
              noun={["abonné", "abonnés"]}
              onChange={(next) => setQuery({ ...query, ...next })}
            />
          </>
        ) : (
          <p className="text-sm">
            Aucun abonné{query.search ? " ne correspond à cette recherche" : " pour l’instant"}.
          </p>
        )
      ) : (
        <StatusMessage
          message={page.isError ? messageOf(page.error) : "Chargement des abonnés…"}
          tone={page.isError ? "error" : "info"}
        />
      )}
    </section>
  );
}

function NewsletterDesk({ idSite }: NewslettersScreenProps) {
  const api = useMemo(() => createAdminCustomerClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: queryKeys.adminNewsletters(idSite),
    queryFn: () => api.newsletters.lists(),
  });
  const [editing, setEditing] = useState<AdminNewsletterList | "new" | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNewsletters(idSite) });
  const remove = useMutation({
    mutationFn: (id: number) => api.newsletters.remove(id),
    onSuccess: (result, id) => {
      setNotice({ text: result.message, tone: "success" });
      if (openId === id) setOpenId(null);
    },
    onError: (error) => setNotice({ text: messageOf(error), tone: "error" }),
    onSettled: () => refresh(),
  });
  const open = lists.data?.find((l) => l.id === openId) ?? null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/customers">
            <i className="fa-solid fa-arrow-left" aria-hidden="true" />
            Clients
          </Link>
        </Button>
      </div>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Listes de diffusion</h1>
          <p className="text-sm text-slate-700">
            Les lettres que vos visiteurs choisissent de recevoir. Exportez une liste vers votre outil d’envoi
            (Brevo, Mailchimp…) : chaque adresse y figure avec la date de son inscription.
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>Nouvelle liste</Button>
      </header>
      <StatusMessage
        message={
          notice?.text ??
          (lists.isPending ? "Chargement des listes…" : lists.isError ? messageOf(lists.error) : null)
        }
        tone={notice?.tone ?? (lists.isError ? "error" : "info")}
      />
      {lists.data ? (
        lists.data.length ? (
          <ul className="flex flex-col gap-3">
            {lists.data.map((l) => (
              <li
                key={l.id}
                className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-white p-4"
              >
                <div className="mr-auto min-w-0">
                  <h2 className="font-semibold text-slate-950">
                    {l.name}
                    {l.isDefault ? (
                      <span className="ml-2 text-sm font-normal text-slate-700">(par défaut)</span>
                    ) : null}
                  </h2>
                  {l.description ? <p className="text-sm text-slate-700">{l.description}</p> : null}
                  <p className="text-sm">
                    {l.subscriberCount} abonné{l.subscriberCount > 1 ? "s" : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    aria-pressed={openId === l.id}
                    onClick={() => setOpenId(openId === l.id ? null : l.id)}
                  >
                    Voir les abonnés<span className="sr-only"> de {l.name}</span>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a href={api.files.subscribers(l.id)} download>
                      Exporter (CSV)<span className="sr-only"> la liste {l.name}</span>
                    </a>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setEditing(l)}>
                    Modifier<span className="sr-only"> la liste {l.name}</span>
                  </Button>
                  <DeleteListButton list={l} onConfirm={() => remove.mutate(l.id)} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white p-4">Aucune liste : créez la première.</p>
        )
      ) : null}
      {open ? <Subscribers key={open.id} api={api} idSite={idSite} list={open} notify={setNotice} /> : null}
      {editing ? (
        <ListDialog
          api={api}
          list={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) {
              setNotice({ text: message, tone: "success" });
              void refresh();
            }
          }}
        />
      ) : null}
    </div>
  );
}

/** The newsletter lists screen; loaded for admins only (src/app/routes/admin-newsletters.tsx). */
export default function NewslettersScreen(props: NewslettersScreenProps) {
  return (
    <QueryProvider>
      <NewsletterDesk {...props} />
    </QueryProvider>
  );
}
