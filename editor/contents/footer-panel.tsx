// The footer's lists (issue 14 §2; spec §7 logo-footer and link-footer): partners' logos from the
// media library and links (a page of the site, /…, or an http(s) address), label, order.
import type { AdminFooterElement, FooterInput } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { PhotoField } from "../catalogue/photo-field";
import { NumberField } from "./desk-fields";
import { DeskPanel } from "./desk-panel";

interface FooterForm {
  kind: "LOGO" | "LINK";
  label: string;
  url: string;
  image: string;
  order: number;
}

const blank = (): FooterForm => ({ kind: "LINK", label: "", url: "", image: "", order: 0 });
const formOf = (f: AdminFooterElement): FooterForm => ({
  kind: f.kind,
  label: f.label,
  url: f.url ?? "",
  image: f.image ?? "",
  order: f.order,
});
const bodyOf = (f: FooterForm): FooterInput => ({
  kind: f.kind,
  label: f.label,
  url: f.url || null,
  image: f.kind === "LOGO" ? f.image || null : null,
  order: f.order,
});

export function FooterPanel({ idSite, api }: { idSite: number; api: AdminDeskClient }) {
  return (
    <DeskPanel<AdminFooterElement, FooterForm, FooterInput>
      idSite={idSite}
      noun="footer"
      title="Pied de page"
      newLabel="Nouveau lien ou logo"
      calls={api.footer}
      blank={blank}
      formOf={formOf}
      bodyOf={bodyOf}
      labelOf={(f) => `${f.kind === "LOGO" ? "Logo" : "Lien"} : ${f.label}`}
      detailOf={(f) => `${f.url ?? "sans lien"} · position ${f.order}`}
      fields={(form, set, errors) => (
        <div className="grid gap-3 md:grid-cols-2">
          <Field label="Type" errors={errors.kind}>
            {({ labelId: _l, ...c }) => (
              <NativeSelect
                {...c}
                value={form.kind}
                onChange={(e) => set({ kind: e.target.value === "LOGO" ? "LOGO" : "LINK" })}
              >
                <option value="LINK">Lien</option>
                <option value="LOGO">Logo de partenaire</option>
              </NativeSelect>
            )}
          </Field>
          <Field
            label={form.kind === "LOGO" ? "Nom du partenaire (texte alternatif)" : "Libellé"}
            errors={errors.label}
          >
            {({ labelId: _l, ...c }) => (
              <Input {...c} value={form.label} onChange={(e) => set({ label: e.target.value })} />
            )}
          </Field>
          <Field
            label={form.kind === "LOGO" ? "Lien (facultatif)" : "Adresse"}
            description="Une page du site (/contact) ou une adresse https://…"
            errors={errors.url}
          >
            {({ labelId: _l, ...c }) => (
              <Input {...c} value={form.url} onChange={(e) => set({ url: e.target.value })} />
            )}
          </Field>
          <NumberField
            label="Position"
            value={form.order}
            errors={errors.order}
            onChange={(order) => set({ order })}
          />
          {form.kind === "LOGO" ? (
            <PhotoField
              idSite={idSite}
              value={form.image}
              errors={errors.image ?? []}
              onChange={(image) => set({ image })}
            />
          ) : null}
        </div>
      )}
    />
  );
}
