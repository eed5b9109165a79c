// The owner's set-up checklist on the back-office home (issue 19 §3): the steps that make a new
// site ready (company details, logo, colours, first page text and, for a winemaker's shop, first
// wine, shipping and pick-up), each with the screen that does it and its done mark computed by the
// server; then "Ouvrir le site" turns the under-construction page off. Once open, it folds away.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import type { AdminSession } from "../../schemas/admin";
import type { SetupStep } from "../../schemas/platform";
import type { SetupState, SetupStepState } from "../../schemas/setup";
import { createAdminSetupClient } from "../../src/client/admin-setup-calls";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

export interface SetupChecklistProps {
  idSite: number;
  session: AdminSession;
}

/** What each step asks, the link to its screen, and the button of a choice made by hand. */
const texts: Record<SetupStep, { title: string; hint: string; link: string; keep?: string }> = {
  company: {
    title: "Coordonnées de l’entreprise",
    hint: "Raison sociale, adresse, SIRET… : les mentions légales en ont besoin.",
    link: "Renseigner l’entreprise",
  },
  logo: { title: "Logo", hint: "Le logo affiché en haut de chaque page.", link: "Envoyer le logo" },
  colours: {
    title: "Couleurs",
    hint: "Gardez les couleurs du modèle choisi ou choisissez les vôtres.",
    link: "Choisir mes couleurs",
    keep: "Garder ces couleurs",
  },
  firstPage: {
    title: "Texte de la page d’accueil",
    hint: "Ouvrez l’accueil, cliquez « Modifier » sur une section, écrivez votre texte et publiez.",
    link: "Modifier la page d’accueil",
    keep: "Garder ce texte",
  },
  firstWine: {
    title: "Premier vin",
    hint: "Ajoutez un vin au catalogue de la boutique.",
    link: "Ajouter un vin",
  },
  shipping: {
    title: "Livraison",
    hint: "Un transporteur et ses tarifs, pour que les acheteurs puissent se faire livrer.",
    link: "Régler la livraison",
    keep: "Je ne livre pas",
  },
  pickup: {
    title: "Retrait sur place",
    hint: "Les créneaux où les acheteurs viennent chercher leur commande au domaine.",
    link: "Régler le retrait",
    keep: "Pas de retrait sur place",
  },
};

function StepItem({
  step,
  busy,
  onKeep,
}: {
  step: SetupStepState;
  busy: boolean;
  onKeep: (step: SetupStep) => void;
}) {
  const text = texts[step.step];
  return (
    <li className="flex flex-col gap-2 border-t border-slate-300 py-3 first:border-t-0 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <p className="font-semibold">
          <span aria-hidden="true" className={step.done ? "text-green-800" : "text-slate-600"}>
            {step.done ? "✓ " : "○ "}
          </span>
          {text.title}
          <span className="sr-only">{step.done ? " : fait" : " : à faire"}</span>
        </p>
        <p className="text-sm text-slate-700">{text.hint}</p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {step.done ? (
          <span className="text-sm font-medium text-green-800">Fait</span>
        ) : (
          <>
            <a
              className="inline-flex h-8 items-center rounded-md bg-slate-900 px-3 text-sm font-medium text-white underline-offset-4 hover:bg-slate-700"
              href={step.href}
            >
              {text.link}
            </a>
            {step.manual && text.keep ? (
              <Button variant="outline" size="sm" disabled={busy} onClick={() => onKeep(step.step)}>
                {text.keep}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/** The checklist's box: amber while the site is under construction, plain once it is open. */
function Frame({ building, children }: { building: boolean; children: ReactNode }) {
  return (
    <section
      id="setup"
      aria-labelledby="setup-title"
      className={`mt-8 rounded-md border p-4 text-slate-900 ${building ? "border-amber-700 bg-amber-50" : "border-slate-400"}`}
    >
      <h2 id="setup-title" className="font-title text-xl font-semibold">
        Mise en route du site
      </h2>
      {children}
    </section>
  );
}

function Checklist({ idSite, session }: SetupChecklistProps) {
  const client = useMemo(() => createAdminSetupClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const key = queryKeys.adminSetup(idSite);
  const query = useQuery({ queryKey: key, queryFn: client.load });
  const [message, setMessage] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const done = (result: { data: SetupState; message: string }) => {
    queryClient.setQueryData(key, result.data);
    setMessage({ text: result.message, tone: "success" });
  };
  const failed = (error: unknown) => setMessage({ text: messageOf(error), tone: "error" });
  const mark = useMutation({ mutationFn: client.mark, onSuccess: done, onError: failed });
  const open = useMutation({
    mutationFn: client.open,
    onSuccess: (result) => {
      done(result);
      setConfirming(false);
      // the banner of the site under construction goes: the page's shell is read again
      revalidator.revalidate();
    },
    onError: (error) => {
      setConfirming(false);
      failed(error);
    },
  });

  const state = query.data;
  if (!state)
    return (
      <Frame building={false}>
        <StatusMessage
          message={query.isError ? messageOf(query.error) : "Chargement de la liste…"}
          tone={query.isError ? "error" : "info"}
        />
      </Frame>
    );

  const missing = state.steps.filter((s) => !s.done);
  const busy = mark.isPending || open.isPending;
  const list = (
    <>
      <p className="mt-2">{`Étapes faites : ${state.steps.length - missing.length} sur ${state.steps.length}.`}</p>
      <ol className="mt-3">
        {state.steps.map((step) => (
          <StepItem key={step.step} step={step} busy={busy} onKeep={(s) => mark.mutate(s)} />
        ))}
      </ol>
    </>
  );
  const status = <StatusMessage className="mt-2" message={message?.text ?? null} tone={message?.tone} />;

  if (!state.isBuilding)
    return (
      <Frame building={false}>
        {status}
        <details className="mt-2">
          <summary className="cursor-pointer font-medium underline underline-offset-4">
            {`Votre site est ouvert aux visiteurs${missing.length ? ` — ${missing.length} étape(s) restante(s)` : ""}`}
          </summary>
          {list}
        </details>
      </Frame>
    );

  return (
    <Frame building>
      <p className="mt-2">
        Votre site est en construction : les visiteurs voient une page « Site en construction ». Suivez ces
        étapes, puis ouvrez-le.
      </p>
      {list}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {session.role === "SUPER_ADMIN" ? (
          <Button onClick={() => (missing.length ? setConfirming(true) : open.mutate())} disabled={busy}>
            Ouvrir le site
          </Button>
        ) : (
          <p className="text-sm">Seul le super-administrateur du site peut l’ouvrir aux visiteurs.</p>
        )}
      </div>
      {status}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Ouvrir le site maintenant ?"
          description="Ces étapes ne sont pas faites : les visiteurs verront le site tel qu’il est."
        >
          <ul className="list-disc pl-6">
            {missing.map((step) => (
              <li key={step.step}>{texts[step.step].title}</li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Continuer la mise en route</Button>
            </DialogClose>
            <Button onClick={() => open.mutate()} disabled={busy}>
              Ouvrir quand même
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Frame>
  );
}

export default function SetupChecklist(props: SetupChecklistProps) {
  return (
    <QueryProvider>
      <Checklist {...props} />
    </QueryProvider>
  );
}
