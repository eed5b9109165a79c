// The inbox at /admin/inbox (issue 14 §5): contact messages, form answers and event registrations
// in one list, unread first then newest, filtered by kind and archive and paged on the server.
// Opening an item shows all it holds and marks it read; it is archived or brought back, and
// answered by mail from here (the visitor's reply comes back to the site's contact address).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import type { AdminSession } from "../../schemas/admin";
import {
  ADMIN_LIST_PAGE_SIZES,
  type InboxDetail,
  type InboxItem,
  type InboxKind,
  inboxKinds,
} from "../../schemas/form-admin";
import { createInboxClient, formQueryKeys, type InboxClient } from "../../src/client/admin-form-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { Field, TextField } from "../../src/ui/field";
import { NativeSelect, Textarea } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { ListPages } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { AnswerValues } from "../forms/answer-values";
import { useAddressQuery } from "../list/address-query";

export interface InboxScreenProps {
  idSite: number;
  session: AdminSession;
}

const kindLabels: Record<InboxKind, string> = {
  message: "Message",
  answer: "Réponse à un formulaire",
  registration: "Inscription",
};

/** The screen's address: ?kind=&archived=&page=&perPage= (kept on reload and shared). */
const addressSchema = z.object({
  kind: z.enum(inboxKinds).optional().catch(undefined),
  archived: z.enum(["true", "false"]).default("false").catch("false"),
  replied: z.enum(["true", "false"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).default(1).catch(1),
  perPage: z.coerce
    .number()
    .refine((n) => (ADMIN_LIST_PAGE_SIZES as readonly number[]).includes(n))
    .default(25)
    .catch(25),
});
type Address = z.infer<typeof addressSchema>;

const when = (iso: string) =>
  new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });

/** « Répondu le 27/11/2026 10:04 par Claire Martin », or null when nobody answered yet. */
const repliedText = (item: Pick<InboxItem, "repliedAt" | "repliedBy">) =>
  item.repliedAt
    ? `Répondu le ${when(item.repliedAt)}${item.repliedBy ? ` par ${item.repliedBy}` : ""}`
    : null;

function ItemRow({ item, onOpen }: { item: InboxItem; onOpen: () => void }) {
  const unread = item.readAt === null;
  return (
    <li className={`rounded-md border bg-white p-3 ${unread ? "border-slate-900" : "border-slate-300"}`}>
      <button
        type="button"
        className="flex w-full flex-col items-start gap-0.5 text-left focus-visible:outline-3 focus-visible:outline-blue-600"
        onClick={onOpen}
      >
        <span className="text-xs text-slate-700">
          {kindLabels[item.kind]} — {when(item.createdAt)}
          {unread ? " — non lu" : ""}
        </span>
        {item.repliedAt ? (
          <span className="text-xs font-medium text-green-900">{repliedText(item)}</span>
        ) : null}
        <span className={unread ? "font-semibold text-slate-950" : "text-slate-950"}>
          {item.from} — {item.subject}
        </span>
        <span className="line-clamp-2 text-sm break-words text-slate-700">{item.excerpt}</span>
      </button>
    </li>
  );
}

function ReplyForm({
  api,
  item,
  onSent,
}: {
  api: InboxClient;
  item: InboxDetail;
  onSent: (item: InboxDetail, text: string) => void;
}) {
  const [subject, setSubject] = useState(`Re : ${item.subject}`);
  const [text, setText] = useState("");
  const send = useMutation({
    mutationFn: () => api.reply(item.kind, item.id, { subject, text }),
    onSuccess: (saved) => {
      setText("");
      onSent(saved, `Réponse envoyée à ${item.email ?? ""}.`);
    },
  });
  const errors = fieldErrorsOf(send.error);
  return (
    <form
      aria-label="Répondre par e-mail"
      className="flex flex-col gap-3 border-t border-slate-300 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <h3 className="text-base font-semibold text-slate-950">Répondre à {item.email}</h3>
      <TextField label="Objet" errors={errors.subject ?? []} value={subject} onChange={setSubject} />
      <Field
        label="Votre réponse"
        description="Texte simple ; la réponse du visiteur vous reviendra par e-mail."
        errors={errors.text ?? []}
      >
        {({ labelId: _l, ...control }) => (
          <Textarea {...control} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <StatusMessage
        message={send.error && !Object.keys(errors).length ? messageOf(send.error) : null}
        tone="error"
      />
      <Button type="submit" className="self-end" disabled={send.isPending}>
        Envoyer la réponse
      </Button>
    </form>
  );
}

function ItemDetail({
  api,
  item,
  onChanged,
  onClose,
}: {
  api: InboxClient;
  item: InboxDetail;
  onChanged: (item: InboxDetail, notice: string) => void;
  onClose: () => void;
}) {
  const archived = item.archivedAt !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  // an item opened: the focus moves to its heading, so that a screen reader reads it next
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when another item opens
  useEffect(() => heading.current?.focus(), [item.kind, item.id]);
  const toggle = useMutation({
    mutationFn: () => api.mark(item.kind, item.id, { archived: !archived }),
    onSuccess: (saved) => onChanged(saved, archived ? "Remis dans les messages." : "Archivé."),
  });
  return (
    <section
      aria-labelledby="inbox-item"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-slate-700">
            {kindLabels[item.kind]} — reçu le {when(item.createdAt)}
          </p>
          {item.repliedAt ? <p className="text-xs font-medium text-green-900">{repliedText(item)}</p> : null}
          <h2 id="inbox-item" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-950">
            {item.from} — {item.subject}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
            {archived ? "Désarchiver" : "Archiver"}
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Fermer
          </Button>
        </div>
      </div>
      <AnswerValues values={item.values} files={item.files} />
      <StatusMessage message={toggle.error ? messageOf(toggle.error) : null} tone="error" />
      {item.email ? (
        <ReplyForm
          key={`${item.kind}:${item.id}`}
          api={api}
          item={item}
          onSent={(saved, text) => onChanged(saved, text)}
        />
      ) : (
        <p className="text-sm text-slate-700">Aucune adresse e-mail pour répondre.</p>
      )}
    </section>
  );
}

function InboxDesk({ idSite }: InboxScreenProps) {
  const api = useMemo(() => createInboxClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const { query, set, key } = useAddressQuery(addressSchema);
  const list = useQuery({
    queryKey: formQueryKeys.inbox(idSite, key),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<InboxDetail | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: formQueryKeys.inbox(idSite) });
  const openItem = (item: InboxItem) =>
    void api.mark(item.kind, item.id, { read: true }).then(
      (detail) => {
        setOpen(detail);
        setNotice(null);
        void refresh();
      },
      (error) => setNotice({ text: messageOf(error), tone: "error" }),
    );
  const update = (next: Partial<Address>) => {
    setOpen(null);
    set(next);
  };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-950">Messages</h1>
        <p className="text-sm text-slate-700">
          Messages de contact, réponses aux formulaires et inscriptions
          {list.data ? ` — ${list.data.unread} non lu${list.data.unread > 1 ? "s" : ""}` : ""}.
        </p>
      </header>
      <div className="grid gap-3 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-kind">Type</Label>
          <NativeSelect
            id="inbox-kind"
            value={query.kind ?? ""}
            onChange={(e) =>
              update({ kind: (e.target.value || undefined) as InboxKind | undefined, page: 1 })
            }
          >
            <option value="">Tous</option>
            {inboxKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-archived">Boîte</Label>
          <NativeSelect
            id="inbox-archived"
            value={query.archived}
            onChange={(e) => update({ archived: e.target.value as "true" | "false", page: 1 })}
          >
            <option value="false">Messages</option>
            <option value="true">Archives</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-replied">Réponse</Label>
          <NativeSelect
            id="inbox-replied"
            value={query.replied ?? ""}
            onChange={(e) =>
              update({ replied: (e.target.value || undefined) as "true" | "false" | undefined, page: 1 })
            }
          >
            <option value="">Toutes</option>
            <option value="false">Sans réponse</option>
            <option value="true">Répondu</option>
          </NativeSelect>
        </div>
      </div>
      <StatusMessage
        message={
          notice?.text ??
          (list.isPending ? "Chargement des messages…" : list.isError ? messageOf(list.error) : null)
        }
        tone={notice?.tone ?? (list.isError ? "error" : "info")}
      />
      {open ? (
        <ItemDetail
          api={api}
          item={open}
          onClose={() => setOpen(null)}
          onChanged={(item, text) => {
            setOpen(item);
            setNotice({ text, tone: "success" });
            void refresh();
          }}
        />
      ) : null}
      {list.data ? (
        list.data.items.length ? (
          <>
            <ul className="flex flex-col gap-2" aria-label="Liste des messages">
              {list.data.items.map((item) => (
                <ItemRow key={`${item.kind}:${item.id}`} item={item} onOpen={() => openItem(item)} />
              ))}
            </ul>
            <ListPages
              id="inbox"
              page={query.page}
              perPage={query.perPage}
              total={list.data.total}
              sizes={ADMIN_LIST_PAGE_SIZES}
              noun={["message", "messages"]}
              onChange={(next) => update(next)}
            />
          </>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white p-4">Aucun message ici.</p>
        )
      ) : null}
    </div>
  );
}

/** The inbox; loaded for admins only (src/app/routes/admin-inbox.tsx). */
export default function InboxScreen(props: InboxScreenProps) {
  return (
    <QueryProvider>
      <InboxDesk {...props} />
    </QueryProvider>
  );
}
