// The owner's popups (issue 14 §2, spec §2 modal rules): content (rich text, sanitized by the
// server), every reload or remember closing, lock scroll, darken background, the pages where it
// opens by itself, published or not.
import { useId } from "react";
import type { AdminPopup, PopupInput } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { Field } from "../../src/ui/field";
import { Input, Textarea } from "../../src/ui/input";
import { Switch } from "../../src/ui/switch";
import { RichTextEditor } from "../settings/rich-text-editor";
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
      <Field label="Titre" errors={errors.title}>
        {({ labelId: _l, ...c }) => (
          <Input {...c} value={form.title} onChange={(e) => set({ title: e.target.value })} />
        )}
      </Field>
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
        errors={Object.entries(errors)
          .filter(([k]) => k.startsWith("pages"))
          .flatMap(([, v]) => v)}
      >
        {({ labelId: _l, ...c }) => (
          <Textarea {...c} value={form.pages} onChange={(e) => set({ pages: e.target.value })} />
        )}
      </Field>
      <div className="grid gap-3 md:grid-cols-2">
        {switches.map((s) => (
          <Field key={s.key} label={s.label}>
            {({ labelId: _l, ...c }) => (
              <Switch {...c} checked={form[s.key]} onCheckedChange={(v) => set({ [s.key]: v })} />
            )}
          </Field>
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
