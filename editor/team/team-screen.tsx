// The site's team at /admin/team (issue 19 §6): who administers the site, with their role; the
// SUPER_ADMIN invites someone by e-mail (a single-use link to choose a password arrives by mail)
// and takes an administrator's access away (never their own: the server refuses it too). The
// operator's limit on administrator accounts is shown, and its refusal says how to raise it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import type { Team, TeamInvite } from "../../schemas/team";
import { createAdminTeamClient } from "../../src/client/admin-team-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../src/ui/dialog";
import { Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

export interface TeamScreenProps {
  idSite: number;
  session: AdminSession;
}

type Member = Team["members"][number];

const roleLabels: Record<Member["role"], string> = {
  SUPER_ADMIN: "Super-administrateur",
  ADMIN: "Administrateur",
  CUSTOMER: "Client",
};

const nameOf = (m: Member) => [m.firstname, m.lastname].filter(Boolean).join(" ") || m.email;

function InviteForm({ onInvite }: { onInvite: (body: TeamInvite) => Promise<{ message: string }> }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"ADMIN" | "SUPER_ADMIN">("ADMIN");
  const invite = useMutation({
    mutationFn: () => onInvite({ email, role }),
    onSuccess: () => setEmail(""),
  });
  const errors = fieldErrorsOf(invite.error);
  return (
    <section
      aria-labelledby="team-invite"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="team-invite" className="text-xl font-semibold text-slate-950">
        Inviter quelqu’un
      </h2>
      <p className="text-sm text-slate-700">
        La personne reçoit un message avec un lien, valable 7 jours et une seule fois, pour choisir son mot de
        passe.
      </p>
      <form
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate();
        }}
      >
        <TextField
          label="Adresse e-mail"
          type="email"
          errors={errors.email ?? []}
          value={email}
          onChange={setEmail}
        />
        <Field label="Rôle" errors={errors.role ?? []}>
          {(control) => (
            <NativeSelect
              {...control}
              value={role}
              onChange={(e) => setRole(e.target.value === "SUPER_ADMIN" ? "SUPER_ADMIN" : "ADMIN")}
            >
              <option value="ADMIN">{roleLabels.ADMIN}</option>
              <option value="SUPER_ADMIN">{roleLabels.SUPER_ADMIN}</option>
            </NativeSelect>
          )}
        </Field>
        <Button type="submit" disabled={invite.isPending}>
          Envoyer l’invitation
        </Button>
      </form>
      <StatusMessage
        message={invite.error ? messageOf(invite.error) : invite.isSuccess ? invite.data.message : null}
        tone={invite.error ? "error" : "success"}
      />
    </section>
  );
}

function TeamDesk({ idSite, session }: TeamScreenProps) {
  const api = useMemo(() => createAdminTeamClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: queryKeys.adminTeam(idSite), queryFn: api.load });
  const [leaving, setLeaving] = useState<Member | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const owner = session.role === "SUPER_ADMIN";
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminTeam(idSite) });
  const remove = useMutation({
    mutationFn: (m: Member) => api.setRole(m.id, "CUSTOMER"),
    onSuccess: (_saved, m) => {
      setLeaving(null);
      setNotice(`${nameOf(m)} n’administre plus le site ; son compte client reste.`);
      void refresh();
    },
  });
  const data = team.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-950">Équipe</h1>
        <p className="text-sm text-slate-700">Les personnes qui administrent le site.</p>
      </header>
      <StatusMessage
        message={team.isPending ? "Chargement…" : team.isError ? messageOf(team.error) : null}
        tone={team.isError ? "error" : "info"}
      />
      {data ? (
        <p className="text-sm">
          {data.maxAdmins === null
            ? "Pas de limite au nombre de comptes administrateurs."
            : `${data.members.length} compte(s) administrateur(s) sur ${data.maxAdmins} permis pour ce site ; pour en avoir plus, contactez l’opérateur de la plateforme.`}
        </p>
      ) : null}
      <StatusMessage
        message={remove.error ? messageOf(remove.error) : notice}
        tone={remove.error ? "error" : "success"}
      />
      {data ? (
        <ul
          aria-label="Membres de l’équipe"
          className="flex flex-col rounded-md border border-slate-300 bg-white"
        >
          {data.members.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-2 border-t border-slate-200 p-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {nameOf(m)}
                  {m.id === session.id ? " (vous)" : ""}
                </p>
                <p className="text-sm text-slate-700 break-words">
                  {m.email} — {roleLabels[m.role]}
                  {m.secondFactor ? " — double authentification activée" : ""}
                </p>
                {m.id === session.id && !m.secondFactor ? (
                  <p className="text-sm">
                    <a href="/account/security" className="underline underline-offset-2">
                      Protégez votre accès : activez la double authentification
                    </a>
                  </p>
                ) : null}
              </div>
              {owner && m.id !== session.id ? (
                <Button variant="outline" size="sm" onClick={() => setLeaving(m)}>
                  Retirer l’accès<span className="sr-only"> de {m.email}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {owner ? (
        <InviteForm
          onInvite={async (body) => {
            const answer = await api.invite(body);
            void refresh();
            return answer;
          }}
        />
      ) : data ? (
        <p className="text-sm">Seul un super-administrateur du site invite ou retire des membres.</p>
      ) : null}
      <Dialog open={leaving !== null} onOpenChange={(open) => !open && setLeaving(null)}>
        <DialogContent
          title="Retirer l’accès à l’administration ?"
          description={
            leaving
              ? `${leaving.email} ne pourra plus administrer le site ; son compte reste un compte client.`
              : undefined
          }
        >
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button disabled={remove.isPending} onClick={() => leaving && remove.mutate(leaving)}>
              Retirer l’accès
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The team screen; loaded for admins only (src/app/routes/admin-team.tsx). */
export default function TeamScreen(props: TeamScreenProps) {
  return (
    <QueryProvider>
      <TeamDesk {...props} />
    </QueryProvider>
  );
}
