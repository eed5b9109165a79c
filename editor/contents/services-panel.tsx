// The owner's services (issue 14 §2): rich text (sanitized by the server), image of the media
// library, price, duration, tags, order, page style (the site's SERVICE_PAGE_STYLE unless chosen), SEO.
import { useId } from "react";
import { servicePageStyles } from "../../schemas/content";
import type { AdminService, ServiceInput } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { Field } from "../../src/ui/field";
import { NativeSelect, Textarea } from "../../src/ui/input";
import { PhotoField } from "../catalogue/photo-field";
import { RichTextEditor } from "../settings/rich-text-editor";
import { errorsUnder, NumberField, SwitchField, TextField, TitleSlugFields } from "./desk-fields";
import { DeskPanel } from "./desk-panel";

interface ServiceForm {
  title: string;
  slug: string;
  summary: string;
  html: string;
  image: string;
  imageAlt: string;
  price: string;
  duration: string;
  tags: string;
  pageStyle: string;
  seoTitle: string;
  metaDescription: string;
  order: number;
  isValid: boolean;
}

const styleLabels: Record<(typeof servicePageStyles)[number], string> = {
  CARDS: "Cartes",
  LIST: "Liste",
  ALTERNATE: "Alternée",
};

const blank = (): ServiceForm => ({
  title: "",
  slug: "",
  summary: "",
  html: "",
  image: "",
  imageAlt: "",
  price: "",
  duration: "",
  tags: "",
  pageStyle: "",
  seoTitle: "",
  metaDescription: "",
  order: 0,
  isValid: true,
});

const formOf = (s: AdminService): ServiceForm => ({
  title: s.title,
  slug: s.slug,
  summary: s.summary,
  html: s.html,
  image: s.image?.src ?? "",
  imageAlt: s.image?.alt ?? "",
  price: s.price ?? "",
  duration: s.duration ?? "",
  tags: s.tags.join(", "),
  pageStyle: s.pageStyle ?? "",
  seoTitle: s.seoTitle ?? "",
  metaDescription: s.metaDescription ?? "",
  order: s.order,
  isValid: s.isValid,
});

const bodyOf = (f: ServiceForm): ServiceInput => ({
  title: f.title,
  slug: f.slug,
  summary: f.summary,
  html: f.html,
  image: f.image ? { src: f.image, alt: f.imageAlt, width: null, height: null } : null,
  price: f.price || null,
  duration: f.duration || null,
  tags: f.tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean),
  pageStyle: (servicePageStyles as readonly string[]).includes(f.pageStyle)
    ? (f.pageStyle as (typeof servicePageStyles)[number])
    : null,
  seoTitle: f.seoTitle || null,
  metaDescription: f.metaDescription || null,
  order: f.order,
  isValid: f.isValid,
});

function ServiceFields({
  idSite,
  form,
  set,
  errors,
}: {
  idSite: number;
  form: ServiceForm;
  set: (patch: Partial<ServiceForm>) => void;
  errors: Record<string, string[]>;
}) {
  const editorId = useId();
  return (
    <>
      <TitleSlugFields form={form} set={set} errors={errors} path="/service/" />
      <Field label="Résumé" errors={errors.summary}>
        {({ labelId: _l, ...c }) => (
          <Textarea {...c} value={form.summary} onChange={(e) => set({ summary: e.target.value })} />
        )}
      </Field>
      <Field label="Description" errors={errors.html}>
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
      <PhotoField
        idSite={idSite}
        value={form.image}
        errors={errors.image ?? errors["image.src"] ?? []}
        onChange={(image) => set({ image })}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Texte alternatif de la photo"
          value={form.imageAlt}
          onChange={(imageAlt) => set({ imageAlt })}
        />
        <TextField
          label="Prix"
          value={form.price}
          errors={errors.price}
          onChange={(price) => set({ price })}
        />
        <TextField
          label="Durée"
          value={form.duration}
          errors={errors.duration}
          onChange={(duration) => set({ duration })}
        />
        <TextField
          label="Étiquettes"
          description="Séparées par des virgules."
          value={form.tags}
          errors={errorsUnder(errors, "tags")}
          onChange={(tags) => set({ tags })}
        />
        <Field
          label="Mise en page"
          description="Cartes : la photo en tête, le prix et la durée dans un encadré. Liste : le texte d’abord, la photo à la fin. Alternée : la photo à côté de la présentation."
          errors={errors.pageStyle}
        >
          {({ labelId: _l, ...c }) => (
            <NativeSelect {...c} value={form.pageStyle} onChange={(e) => set({ pageStyle: e.target.value })}>
              <option value="">Celle du site (paramètres)</option>
              {servicePageStyles.map((s) => (
                <option key={s} value={s}>
                  {styleLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <NumberField
          label="Position"
          value={form.order}
          errors={errors.order}
          onChange={(order) => set({ order })}
        />
        <TextField
          label="Titre pour les moteurs de recherche"
          value={form.seoTitle}
          errors={errors.seoTitle}
          onChange={(seoTitle) => set({ seoTitle })}
        />
        <TextField
          label="Méta-description"
          value={form.metaDescription}
          errors={errors.metaDescription}
          onChange={(metaDescription) => set({ metaDescription })}
        />
        <SwitchField
          label="Publié"
          checked={form.isValid}
          errors={errors.isValid}
          onChange={(isValid) => set({ isValid })}
        />
      </div>
    </>
  );
}

export function ServicesPanel({ idSite, api }: { idSite: number; api: AdminDeskClient }) {
  return (
    <DeskPanel<AdminService, ServiceForm, ServiceInput>
      idSite={idSite}
      noun="services"
      title="Services"
      newLabel="Nouveau service"
      calls={api.services}
      blank={blank}
      formOf={formOf}
      bodyOf={bodyOf}
      labelOf={(s) => s.title}
      detailOf={(s) => `/service/${s.slug}${s.price ? ` · ${s.price}` : ""}`}
      isPublished={(s) => s.isValid}
      fields={(form, set, errors) => <ServiceFields idSite={idSite} form={form} set={set} errors={errors} />}
    />
  );
}
