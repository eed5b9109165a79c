// The owner's events at /admin/events (issue 14 §3): the element routes (lists of events such as
// "rendez-vous"), the events of the chosen route with their seats taken against the capacity,
// searched and paged on the server; an event created or edited in a dialog, published or hidden,
// deleted (or unpublished when people registered); its registrations listed, cancelled, exported.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminSession } from "../../schemas/admin";
import type { AdminElement, AdminElementList, AdminElementRoute } from "../../schemas/element";
import { type AdminElementClient, createAdminElementClient } from "../../src/client/admin-element-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { ConfirmButton, Dialog, DialogContent } from "../../src/ui/dialog";
import { TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { ListPages, ListSearch } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { EventDialog, inputOfSaved } from "./event-dialog";
import { RegistrationsDialog, seatsText } from "./registrations-dialog";

export interface EventsScreenProps {
  idSite: number;
  session: AdminSession;
}

const PAGE_SIZES = [25, 50, 100] as const;

/** A route (a list of events) created or renamed. */
function RouteDialog({
  api,
  route,
  onDone,
}: {
  api: AdminElementClient;
  route: AdminElementRoute | null;
  onDone: (saved: { route: string; message: string } | null) => void;
}) {
  const [current, setCurrent] = useState(route);
  const [draft, setDraft] = useState({
    route: route?.route ?? "",
    title: route?.title ?? "",
    description: route?.description ?? "",
  });
  const save = useMutation({
    mutationFn: () => {
      const body = { ...draft, description: draft.description.trim() || null };
      return current
        ? api.routes.save(current.route, { ...body, version: current.version })
        : api.routes.create(body);
    },
    onSuccess: (saved) => onDone({ route: saved.data.route, message: saved.message }),
    onError: (error) => {
      const fresh =
        error instanceof ApiCallError && error.status === 409
          ? (error.data as { current?: AdminElementRoute } | null)?.current
          : undefined;
      if (fresh) {
        setCurrent(fresh);
        setDraft({ route: fresh.route, title: fresh.title, description: fresh.description ?? "" });
      }
    },
  });
  const errors = fieldErrorsOf(save.error);
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent
        title={current ? `Modifier la liste « ${current.title} »` : "Nouvelle liste d’événements"}
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <TextField
            label="Nom de la liste"
            errors={errors.title ?? []}
            value={draft.title}
            onChange={(title) => setDraft((d) => ({ ...d, title }))}
          />
          <TextField
            label="Adresse"
            description="Minuscules, chiffres et tirets : la liste s’affiche à /events/adresse."
            errors={errors.route ?? []}
            value={draft.route}
            onChange={(value) => setDraft((d) => ({ ...d, route: value }))}
          />
          <TextField
            label="Description"
            errors={errors.description ?? []}
            value={draft.description}
            onChange={(description) => setDraft((d) => ({ ...d, description }))}
          />
          <StatusMessage message={save.error ? messageOf(save.error) : null} tone="error" />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onDone(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer la liste
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const dateText = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("fr-FR", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Europe/Paris",
      })
    : "Sans date";

function EventCard({
  e,
  onEdit,
  onRegistrations,
  onPublish,
  onRemove,
}: {
  e: AdminElement;
  onEdit: () => void;
  onRegistrations: () => void;
  onPublish: () => void;
  onRemove: () => void;
}) {
  const booked = e.seatsTaken + e.seatsWaiting > 0;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <a href={e.url} className="font-semibold underline">
          {e.title}
        </a>
        {e.isValid ? (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">Publié</span>
        ) : (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            Non publié
          </span>
        )}
      </p>
      <p>
        {dateText(e.startsAt)}
        {e.location ? ` · ${e.location}` : ""} · {e.price ?? "Gratuit"}
      </p>
      <p>
        {seatsText(e)} · {e.registrationOpen ? "inscriptions ouvertes" : "inscriptions closes"}
        {e.hasWaitingList ? "" : " · sans liste d’attente"}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit}>
          Modifier<span className="sr-only"> « {e.title} »</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onRegistrations}>
          Inscriptions<span className="sr-only"> à « {e.title} »</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onPublish}>
          {e.isValid ? "Dépublier" : "Publier"}
          <span className="sr-only"> « {e.title} »</span>
        </Button>
        <ConfirmButton
          size="sm"
          title={`Supprimer « ${e.title} » ?`}
          description={
            booked
              ? "Des personnes s’y sont inscrites : l’événement est dépublié et ses inscriptions gardées."
              : "Personne ne s’y est inscrit : il est supprimé."
          }
          cancelLabel="Garder l’événement"
          confirmLabel="Oui, supprimer"
          onConfirm={onRemove}
        >
          Supprimer<span className="sr-only"> « {e.title} »</span>
        </ConfirmButton>
      </div>
    </li>
  );
}

/** The chosen route's address, renamed or deleted (after asking). */
function RouteBar({
  route,
  onEdit,
  onRemove,
}: {
  route: AdminElementRoute;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        Liste affichée à{" "}
        <a className="underline" href={`/events/${route.route}`}>
          /events/{route.route}
        </a>
      </span>
      <Button variant="outline" size="sm" onClick={onEdit}>
        Modifier la liste
      </Button>
      <ConfirmButton
        size="sm"
        title={`Supprimer la liste « ${route.title} » ?`}
        description="Ses événements sont supprimés avec elle ; refusé si des personnes s’y sont inscrites."
        cancelLabel="Garder la liste"
        confirmLabel="Oui, supprimer"
        onConfirm={onRemove}
      >
        Supprimer la liste
      </ConfirmButton>
    </div>
  );
}

/** The events of a route, a card each, paged. */
function EventItems({
  list,
  page,
  perPage,
  onPage,
  onEdit,
  onRegistrations,
  onPublish,
  onRemove,
}: {
  list: AdminElementList;
  page: number;
  perPage: number;
  onPage: (next: { page: number; perPage?: number }) => void;
  onEdit: (e: AdminElement) => void;
  onRegistrations: (e: AdminElement) => void;
  onPublish: (e: AdminElement) => void;
  onRemove: (e: AdminElement) => void;
}) {
  if (!list.items.length)
    return (
      <p className="rounded-md border border-slate-300 bg-white p-4">Aucun événement dans cette liste.</p>
    );
  return (
    <>
      <ul aria-label={`Événements de la liste ${list.route.title}`} className="grid gap-3 md:grid-cols-2">
        {list.items.map((e) => (
          <EventCard
            key={e.id}
            e={e}
            onEdit={() => onEdit(e)}
            onRegistrations={() => onRegistrations(e)}
            onPublish={() => onPublish(e)}
            onRemove={() => onRemove(e)}
          />
        ))}
      </ul>
      <ListPages
        id="events"
        page={page}
        perPage={perPage}
        total={list.total}
        sizes={PAGE_SIZES}
        noun={["événement", "événements"]}
        onChange={onPage}
      />
    </>
  );
}

/** The screen's state in its address (route, page, size, search), so that a reload keeps it. */
function useEventsAddress() {
  const [params, setParams] = useSearchParams();
  const setQuery = (patch: Record<string, string | number | undefined>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === "") next.delete(k);
        else next.set(k, String(v));
      }
      return next;
    });
  return {
    liste: params.get("liste"),
    page: Math.max(1, Number(params.get("page")) || 1),
    perPage: PAGE_SIZES.find((n) => n === Number(params.get("perPage"))) ?? 25,
    search: params.get("search") ?? "",
    setQuery,
  };
}

function EventsDesk({ idSite }: EventsScreenProps) {
  const api = useMemo(() => createAdminElementClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const routes = useQuery({ queryKey: ["admin-element-routes", idSite], queryFn: () => api.routes.list() });
  const { liste, page, perPage, search, setQuery } = useEventsAddress();
  const chosen = liste ?? routes.data?.[0]?.route ?? "";
  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]);
  const items = useQuery({
    queryKey: ["admin-events", idSite, chosen, page, perPage, search],
    queryFn: () => api.items.list(chosen, { page, perPage, ...(search ? { search } : {}) }),
    enabled: chosen !== "",
    placeholderData: keepPreviousData,
  });
  const [editingRoute, setEditingRoute] = useState<AdminElementRoute | "new" | null>(null);
  const [editing, setEditing] = useState<AdminElement | "new" | null>(null);
  const [registrationsOf, setRegistrationsOf] = useState<AdminElement | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin-events", idSite] }),
      queryClient.invalidateQueries({ queryKey: ["admin-element-routes", idSite] }),
    ]);
  const act = async (work: () => Promise<string>) => {
    try {
      setNotice({ text: await work(), tone: "success" });
    } catch (error) {
      setNotice({ text: messageOf(error), tone: "error" });
    } finally {
      await refresh();
    }
  };
  const currentRoute = routes.data?.find((r) => r.route === chosen) ?? null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Événements</h1>
          <p className="text-sm text-slate-700">
            Portes ouvertes, dégustations, ateliers : vos visiteurs s’inscrivent en ligne, vous êtes prévenu
            par courriel.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditingRoute("new")}>
            Nouvelle liste
          </Button>
          {currentRoute ? <Button onClick={() => setEditing("new")}>Nouvel événement</Button> : null}
        </div>
      </header>
      <form
        aria-label="Choisir et rechercher les événements"
        className="grid gap-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ search: searchText.trim() || undefined, page: undefined });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="events-route">Liste</Label>
          <NativeSelect
            id="events-route"
            value={chosen}
            onChange={(e) => setQuery({ liste: e.target.value, page: undefined, search: undefined })}
          >
            {routes.data?.map((r) => (
              <option key={r.id} value={r.route}>
                {r.title} ({r.items})
              </option>
            ))}
          </NativeSelect>
        </div>
        <ListSearch
          id="events-search"
          className="sm:col-span-2"
          value={searchText}
          placeholder="Titre ou lieu"
          onChange={setSearchText}
        />
      </form>
      {currentRoute ? (
        <RouteBar
          route={currentRoute}
          onEdit={() => setEditingRoute(currentRoute)}
          onRemove={() =>
            void act(async () => {
              const done = await api.routes.remove(currentRoute.route);
              setQuery({ liste: undefined, page: undefined, search: undefined });
              return done.message;
            })
          }
        />
      ) : null}
      <StatusMessage
        message={
          notice?.text ??
          (routes.isPending || items.isPending
            ? routes.data && !routes.data.length
              ? "Aucune liste d’événements : créez-en une."
              : "Chargement des événements…"
            : items.isError
              ? messageOf(items.error)
              : null)
        }
        tone={notice?.tone ?? (items.isError ? "error" : "info")}
      />
      {items.data ? (
        <EventItems
          list={items.data}
          page={page}
          perPage={perPage}
          onPage={(next) => setQuery(next)}
          onEdit={setEditing}
          onRegistrations={setRegistrationsOf}
          onPublish={(e) =>
            void act(async () => {
              const saved = await api.items.save(chosen, e.id, {
                ...inputOfSaved(e),
                isValid: !e.isValid,
                version: e.version,
              });
              return saved.data.isValid ? `« ${e.title} » est publié.` : `« ${e.title} » est dépublié.`;
            })
          }
          onRemove={(e) => void act(async () => (await api.items.remove(chosen, e.id)).message)}
        />
      ) : null}
      {editingRoute ? (
        <RouteDialog
          api={api}
          route={editingRoute === "new" ? null : editingRoute}
          onDone={(saved) => {
            setEditingRoute(null);
            if (saved) {
              setNotice({ text: saved.message, tone: "success" });
              setQuery({ liste: saved.route, page: undefined, search: undefined });
              void refresh();
            }
          }}
        />
      ) : null}
      {editing ? (
        <EventDialog
          idSite={idSite}
          api={api}
          route={chosen}
          element={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) {
              setNotice({ text: message, tone: "success" });
              void refresh();
            }
          }}
        />
      ) : null}
      {registrationsOf ? (
        <RegistrationsDialog
          idSite={idSite}
          api={api}
          route={chosen}
          element={registrationsOf}
          onClose={() => setRegistrationsOf(null)}
        />
      ) : null}
    </div>
  );
}

/** The events screen; loaded for admins only (src/app/routes/admin-events.tsx). */
export default function EventsScreen(props: EventsScreenProps) {
  return (
    <QueryProvider>
      <EventsDesk {...props} />
    </QueryProvider>
  );
}
