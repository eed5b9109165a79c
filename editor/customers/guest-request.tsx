// A GDPR request from a person without an account (issue 13 §4, decision 100): a newsletter
// subscriber, a visitor who wrote or registered for an event. The owner types their address, then
// downloads what the site keeps of it or erases it; an address with an account is answered from
// the customer's file, to which the answer leads.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminCustomerClient } from "../../src/client/admin-customer-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { TextField } from "../../src/ui/field";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

export function GuestRequest({ api }: { api: AdminCustomerClient }) {
  const [email, setEmail] = useState("");
  const erase = useMutation({ mutationFn: () => api.person.erase(email.trim()) });
  const account =
    erase.error instanceof ApiCallError && erase.error.status === 409
      ? (erase.error.data as { id?: number } | null)?.id
      : undefined;
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  return (
    <section
      aria-labelledby="guest-request"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="guest-request" className="text-lg font-semibold text-slate-950">
        Demande d’une personne sans compte
      </h2>
      <p className="text-sm text-slate-700">
        Un abonné à la lettre, un visiteur qui vous a écrit ou s’est inscrit à un événement vous demande ses
        données ou leur effacement : saisissez son adresse.
      </p>
      <TextField
        label="Adresse e-mail"
        type="email"
        errors={fieldErrorsOf(erase.error).email ?? []}
        value={email}
        onChange={(value) => {
          setEmail(value);
          erase.reset();
        }}
      />
      <div className="flex flex-wrap gap-2">
        {valid ? (
          <Button asChild variant="outline">
            <a href={api.files.guestData(email.trim())} download>
              Télécharger ses données (JSON)
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            Télécharger ses données (JSON)
          </Button>
        )}
        <ConfirmButton
          variant="danger"
          disabled={!valid || erase.isPending}
          title={`Effacer les données de ${email.trim()} ?`}
          description="Ses abonnements, ses messages, ses inscriptions et les e-mails qui la nomment sont supprimés. C’est définitif."
          cancelLabel="Ne rien effacer"
          confirmLabel="Oui, effacer définitivement"
          onConfirm={() => erase.mutate()}
        >
          Effacer ses données
        </ConfirmButton>
      </div>
      <StatusMessage
        message={erase.isSuccess ? erase.data.message : erase.isError ? messageOf(erase.error) : null}
        tone={erase.isError ? "error" : "success"}
      />
      {account ? (
        <p className="text-sm">
          <Link className="font-medium text-blue-800 underline" to={`/admin/customers/${account}`}>
            Ouvrir la fiche de ce client
          </Link>
        </p>
      ) : null}
    </section>
  );
}
