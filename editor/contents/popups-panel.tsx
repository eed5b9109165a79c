// The owner's popups (issue 14 §2, spec §2 modal rules): content (rich text, sanitized by the
// server), every reload or remember closing, lock scroll, darken background, the pages where it
// opens by itself, published or not.
import { useId } from "react";
import type { AdminPopup, PopupInput } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { Field } from "../../src/ui/field";
import { Textarea } from "../../src/ui/input";
import { RichTextEditor } from "../settings/rich-text-editor";
import { errorsUnder, SwitchField, TextField } from "./desk-fields";
import { DeskPanel } from "./desk-panel";

interface PopupForm {
  title: string;
  html: string;
  showOnEveryReload: boolean;
  lockScroll: boolean;
  darkenBackground: boolean;
  pages: string;
  isValid: boolean;
}

const blank = (): PopupForm => ({
  title: "",
  html: "",
  showOnEveryReload: false,
  lockScroll: false,
  darkenBackground: true,
  pages: "",
  isValid: true,
});
const formOf = (p: AdminPopup): PopupForm => ({ ...p, pages: p.pages.join("\n") });
const bodyOf = (f: PopupForm): PopupInput => ({
  ...f,
  pages: f.pages
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter(Boolean),
});

const switches: {
  key: "showOnEveryReload" | "lockScroll" | "darkenBackground" | "isValid";
  label: string;
}[] = [
  { key: "showOnEveryReload", label: "S’afficher à chaque chargement (sinon plus après fermeture)" },
  { key: "lockScroll", label: "Bloquer le défilement de la page" },
  { key: "darkenBackground", label: "Assombrir l’arrière-plan" },
  { key: "isValid", label: "Publiée" },
];

function PopupFields({
  form,
  set,
  errors,
}: {
  form: PopupForm;
  set: (patch: Partial<PopupForm>) => void;
  errors: Record<string, string[]>;
}) {
  const editorId = useId();
  return (
    <>
      <TextField
        label="Titre"
        value={form.title}
        errors={errors.title}
        onChange={(title) => set({ title })}
      />
      <Field label="Contenu" errors={errors.html}>
        {({ id: _id, ...c }) => (
          <RichTextEditor
            {...c}
            id={editorId}
            value={form.html}
            placeholders={false}
            onChange={(html) => set({ html })}
          />
        )}
      </Field>
      <Field
        label="Pages où elle s’ouvre d’elle-même"
        description="Une adresse par ligne (/ pour l’accueil, /contact…) ; vide : seulement par un lien ou un bloc."
        errors={errorsUnder(errors, "pages")}
      >
        {({ labelId: _l, ...c }) => (
          <Textarea {...c} value={form.pages} onChange={(e) => set({ pages: e.target.value })} />
        )}
      </Field>
      <div className="grid gap-3 md:grid-cols-2">
        {switches.map((s) => (
          <SwitchField
            key={s.key}
            label={s.label}
            checked={form[s.key]}
            onChange={(v) => set({ [s.key]: v })}
          />
        ))}
      </div>
    </>
  );
}

export function PopupsPanel({ idSite, api }: { idSite: number; api: AdminDeskClient }) {
  return (
    <DeskPanel<AdminPopup, PopupForm, PopupInput>
      idSite={idSite}
      noun="popups"
      title="Pop-ups"
      newLabel="Nouvelle pop-up"
      calls={api.popups}
      blank={blank}
      formOf={formOf}
      bodyOf={bodyOf}
      labelOf={(p) => p.title}
      detailOf={(p) =>
        p.pages.length ? `S’ouvre sur ${p.pages.join(", ")}` : "S’ouvre par un lien ou un bloc"
      }
      isPublished={(p) => p.isValid}
      fields={(form, set, errors) => <PopupFields form={form} set={set} errors={errors} />}
    />
  );
}
