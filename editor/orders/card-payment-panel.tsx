// "Paiement par carte" (docs/decisions/070 "Card payment", 065): the SUPER_ADMIN gives the site's
// own Stripe keys, learns the webhook address to declare on Stripe, or removes the keys. The
// secrets are sent once and never read back: the fields are emptied after a save.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AdminOrderClient, CardAccountBody } from "../../src/client/admin-order-calls";
import { ApiCallError } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { fieldMessage } from "./order-text";

type FieldErrors = Partial<Record<keyof CardAccountBody, string[]>>;

const emptyKeys: CardAccountBody = { publishableKey: "", secretKey: "", webhookSecret: "" };

/** One of the three keys: a field that autocompletes nothing and never checks spelling. */
function KeyField({
  name,
  label,
  description,
  secret,
  keys,
  errors,
  onChange,
}: {
  name: keyof CardAccountBody;
  label: string;
  description: string;
  secret: boolean;
  keys: CardAccountBody;
  errors: FieldErrors;
  onChange: (patch: Partial<CardAccountBody>) => void;
}) {
  return (
    <Field label={label} description={description} errors={errors[name]}>
      {({ labelId: _l, ...c }) => (
        <Input
          {...c}
          name={name}
          type={secret ? "password" : undefined}
          required
          autoComplete="off"
          spellCheck={false}
          value={keys[name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
}

/** Removing the keys asks first, in an accessible dialog. */
function RemoveKeysDialog({
  open,
  busy,
  onOpenChange,
  onRemove,
}: {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onRemove: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={busy}>
          Retirer les clés Stripe
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Retirer les clés Stripe ?"
        description="La carte ne sera plus proposée aux acheteurs ; les commandes déjà payées ne changent pas."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Garder les clés</Button>
          </DialogClose>
          <Button variant="danger" onClick={onRemove}>
            Oui, retirer les clés
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function CardPaymentPanel({ api, idSite }: { api: AdminOrderClient; idSite: number }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const accountKey = queryKeys.cardAccount(idSite);
  // the public key in use, or null when the site has no account (a 404)
  const account = useQuery({
    queryKey: accountKey,
    queryFn: () =>
      api.cardPayment.current().then(
        (config) => config.publishableKey,
        (error: unknown) => {
          if (error instanceof ApiCallError && error.status === 404) return null;
          throw error;
        },
      ),
  });
  /** undefined: being asked; null: no account; else the public key in use. */
  const current = account.data;
  const setCurrent = (key: string | null) => queryClient.setQueryData(accountKey, key);
  const [keys, setKeys] = useState<CardAccountBody>(emptyKeys);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedWebhookUrl, setSavedWebhookUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "info" | "success" | "error" } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const account = await api.cardPayment.save(keys);
      setCurrent(account.publishableKey);
      setSavedWebhookUrl(account.webhookUrl);
      setKeys(emptyKeys);
      setNotice({
        text: `Clés enregistrées. Adresse du webhook à déclarer sur Stripe : ${account.webhookUrl}`,
        tone: "success",
      });
    } catch (error) {
      const fields =
        error instanceof ApiCallError ? (error.data as { errors?: FieldErrors } | null)?.errors : null;
      if (fields) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, messages]) => [field, messages?.map(fieldMessage)]),
          ),
        );
        setNotice({ text: "Vérifiez les clés signalées.", tone: "error" });
      } else setNotice({ text: (error as Error).message, tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await api.cardPayment.remove();
      setCurrent(null);
      setSavedWebhookUrl(null);
      setNotice({
        text: "Clés Stripe retirées : la carte n’est plus proposée aux acheteurs.",
        tone: "success",
      });
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  const set = (patch: Partial<CardAccountBody>) => setKeys({ ...keys, ...patch });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-950">
        Paiement par carte
      </h2>
      <p className="text-sm text-slate-700">
        Les paiements par carte arrivent directement sur le compte Stripe du site. Les clés se trouvent dans
        le tableau de bord Stripe, rubrique Développeurs. Les clés secrètes ne sont jamais réaffichées.
      </p>
      <p className="text-sm">
        {current === undefined
          ? "Vérification de la configuration…"
          : current === null
            ? "Aucun compte Stripe n’est configuré : la carte n’est pas proposée aux acheteurs."
            : `La carte est proposée aux acheteurs, avec la clé publique ${current}.`}
      </p>
      <StatusMessage
        message={notice?.text ?? account.error?.message ?? null}
        tone={notice?.tone ?? (account.error ? "error" : "info")}
      />
      <ol className="list-decimal pl-5 text-sm">
        <li>
          Dans Stripe, rubrique Développeurs, Webhooks : ajoutez un point de terminaison à l’adresse
          ci-dessous, pour l’événement checkout.session.completed.
        </li>
        <li>Copiez son secret de signature (whsec_…), puis vos clés publique et secrète (Clés API).</li>
        <li>Collez-les ici et enregistrez.</li>
      </ol>
      <Field
        label="Adresse du webhook à déclarer sur Stripe"
        description={
          savedWebhookUrl
            ? "Adresse confirmée par l’enregistrement des clés."
            : "L’adresse de ce site ; l’enregistrement des clés la confirme."
        }
      >
        {({ labelId: _l, ...c }) => (
          <Input
            {...c}
            readOnly
            value={savedWebhookUrl ?? api.cardPayment.webhookUrl()}
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
      </Field>
      <form
        aria-label="Clés Stripe"
        className="grid gap-3 md:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <KeyField
          name="publishableKey"
          label="Clé publique"
          description="Commence par pk_live_ ou pk_test_."
          secret={false}
          keys={keys}
          errors={errors}
          onChange={set}
        />
        <KeyField
          name="secretKey"
          label="Clé secrète"
          description="Commence par sk_ ou rk_ (clé restreinte)."
          secret
          keys={keys}
          errors={errors}
          onChange={set}
        />
        <KeyField
          name="webhookSecret"
          label="Secret de signature du webhook"
          description="Commence par whsec_."
          secret
          keys={keys}
          errors={errors}
          onChange={set}
        />
        <div className="flex flex-wrap justify-end gap-2 md:col-span-3">
          {current ? (
            <RemoveKeysDialog
              open={confirming}
              busy={busy}
              onOpenChange={setConfirming}
              onRemove={() => void remove()}
            />
          ) : null}
          <Button type="submit" disabled={busy}>
            {current ? "Remplacer les clés" : "Enregistrer les clés"}
          </Button>
        </div>
      </form>
    </section>
  );
}
