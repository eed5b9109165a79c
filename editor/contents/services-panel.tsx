// The owner's services (issue 14 §2): rich text (sanitized by the server), image of the media
// library, price, duration, tags, order, page style (the site's SERVICE_PAGE_STYLE unless chosen), SEO.
import { useId } from "react";
import { type AdminService, type ServiceInput, servicePageStyles } from "../../schemas/content-desk";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { slugOf } from "../../src/runtime/text/slug";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect, Textarea } from "../../src/ui/input";
import { Switch } from "../../src/ui/switch";
import { PhotoField } from "../catalogue/photo-field";
import { RichTextEditor } from "../settings/rich-text-editor";
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

function Text({
  label,
  value,
  onChange,
  errors,
  description,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  errors?: string[];
  description?: string;
}) {
  return (
    <Field label={label} errors={errors} description={description}>
      {({ labelId: _l, ...c }) => <Input {...c} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

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
      <div className="grid gap-3 md:grid-cols-2">
        <Text
          label="Titre"
          value={form.title}
          errors={errors.title}
          onChange={(title) =>
            set({ title, ...(form.slug === slugOf(form.title) ? { slug: slugOf(title) } : {}) })
          }
        />
        <Text
          label="Adresse"
          description="/service/… ; l’ancienne mène à la nouvelle."
          value={form.slug}
          errors={errors.slug}
          onChange={(slug) => set({ slug })}
        />
      </div>
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
        <Text
          label="Texte alternatif de la photo"
          value={form.imageAlt}
          onChange={(imageAlt) => set({ imageAlt })}
        />
        <Text label="Prix" value={form.price} errors={errors.price} onChange={(price) => set({ price })} />
        <Text
          label="Durée"
          value={form.duration}
          errors={errors.duration}
          onChange={(duration) => set({ duration })}
        />
        <Text
          label="Étiquettes"
          description="Séparées par des virgules."
          value={form.tags}
          errors={Object.entries(errors)
            .filter(([k]) => k.startsWith("tags"))
            .flatMap(([, v]) => v)}
          onChange={(tags) => set({ tags })}
        />
        <Field label="Mise en page" errors={errors.pageStyle}>
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
        <Field label="Position" errors={errors.order}>
          {({ labelId: _l, ...c }) => (
            <Input
              {...c}
              type="number"
              min={0}
              value={form.order}
              onChange={(e) => set({ order: Number(e.target.value) || 0 })}
            />
          )}
        </Field>
        <Text
          label="Titre pour les moteurs de recherche"
          value={form.seoTitle}
          errors={errors.seoTitle}
          onChange={(seoTitle) => set({ seoTitle })}
        />
        <Text
          label="Méta-description"
          value={form.metaDescription}
          errors={errors.metaDescription}
          onChange={(metaDescription) => set({ metaDescription })}
        />
        <Field label="Publié" errors={errors.isValid}>
          {({ labelId: _l, ...c }) => (
            <Switch {...c} checked={form.isValid} onCheckedChange={(isValid) => set({ isValid })} />
          )}
        </Field>
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
