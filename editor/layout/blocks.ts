// The block library of the layout editor (DESIGN.md §7): our own components, written with the
// `vs-` classes of themes/blocks.css so that a dropped block already looks like the rest of the
// site. Pure: the site's data (address, hours, images) comes in, GrapesJS block definitions go out.
// Dynamic blocks (forms, products, news) carry `data-vs-*` hooks that the storefront fills in, and a
// plain link that works until then (and without JavaScript).

export interface BlockContext {
  isECommerce: boolean;
  siteName: string;
  phone: string | null;
  email: string | null;
  /** spec §3 opening hours, Monday first; null when unset. */
  hours: readonly (string | null)[];
  address: { name: string; lines: string[] } | null;
  /** Images of the site (the page's own first), offered in the image and gallery blocks. */
  images: readonly { src: string; alt: string }[];
}

export interface LayoutBlock {
  id: string;
  label: string;
  category: string;
  /** Font Awesome icon of the block list. */
  icon: string;
  content: string;
}

export const dayNames = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"] as const;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// A neutral picture of our own (public/): a new image block shows something, downloaded from us.
export const placeholderImage = "/placeholder-image.svg";

function imageAt(context: BlockContext, index: number) {
  return context.images[index] ?? { src: placeholderImage, alt: "Décrivez l’image" };
}

const img = (image: { src: string; alt: string }) =>
  `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" loading="lazy">`;

const teasers = (kind: "news" | "blog", href: string, label: string) =>
  `<div class="vs-cards" data-vs-teasers="${kind}" data-vs-count="3"><p class="vs-actions"><a class="vs-button vs-button--outline" href="${href}">${label}</a></p></div>`;

const text = "Texte";
const media = "Images";
const layout = "Mise en page";
const info = "Informations pratiques";
const news = "Actualités";
const shop = "Boutique";

/** A section and the text blocks. */
function textBlocks(): LayoutBlock[] {
  return [
    {
      id: "vs-section",
      label: "Section",
      category: layout,
      icon: "fa-square-full",
      content: `<section class="vs-section"><header class="vs-section__header"><p class="vs-eyebrow">Sur-titre</p><h2 class="vs-section__title">Titre de la section</h2></header><p class="vs-lead">Quelques lignes pour présenter cette partie de la page.</p></section>`,
    },
    {
      id: "vs-heading",
      label: "Titre",
      category: text,
      icon: "fa-heading",
      content: `<h2 class="vs-section__title">Votre titre</h2>`,
    },
    {
      id: "vs-text",
      label: "Paragraphe",
      category: text,
      icon: "fa-paragraph",
      content: `<p>Écrivez votre texte ici. Double-cliquez pour le modifier.</p>`,
    },
    {
      id: "vs-list",
      label: "Liste à puces",
      category: text,
      icon: "fa-list-ul",
      content: `<ul class="vs-list"><li>Premier point</li><li>Deuxième point</li><li>Troisième point</li></ul>`,
    },
    {
      id: "vs-quote",
      label: "Citation",
      category: text,
      icon: "fa-quote-left",
      content: `<figure class="vs-quote"><blockquote><p>Une phrase d’un client ou d’un partenaire.</p></blockquote><figcaption><span class="vs-quote__author">Prénom Nom</span>, fonction</figcaption></figure>`,
    },
    {
      id: "vs-button",
      label: "Bouton",
      category: text,
      icon: "fa-hand-pointer",
      content: `<div class="vs-actions"><a class="vs-button" href="/contact">Nous contacter</a></div>`,
    },
  ];
}

/** Images, a gallery, and the layout blocks. */
function mediaBlocks(context: BlockContext): LayoutBlock[] {
  return [
    {
      id: "vs-image",
      label: "Image",
      category: media,
      icon: "fa-image",
      content: `<figure class="vs-figure">${img(imageAt(context, 0))}<figcaption>Légende de l’image</figcaption></figure>`,
    },
    {
      id: "vs-gallery",
      label: "Galerie (ouvre le diaporama)",
      category: media,
      icon: "fa-images",
      // each image is a link to itself: the storefront opens the slider (vs:slider-open) on click
      content: `<div class="vs-gallery" data-vs-slider="galerie">${[0, 1, 2]
        .map((i) => {
          const image = imageAt(context, i);
          return `<figure class="vs-figure"><a href="${escapeHtml(image.src)}">${img(image)}</a></figure>`;
        })
        .join("")}</div>`,
    },
    {
      id: "vs-columns",
      label: "Deux colonnes",
      category: layout,
      icon: "fa-table-columns",
      content: `<div class="vs-columns"><div><h3>Première colonne</h3><p>Texte de la première colonne.</p></div><div><h3>Seconde colonne</h3><p>Texte de la seconde colonne.</p></div></div>`,
    },
    {
      id: "vs-cards",
      label: "Trois cartes",
      category: layout,
      icon: "fa-grip",
      content: `<div class="vs-cards">${[1, 2, 3]
        .map(
          (n) =>
            `<article class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Carte ${n}</h3><p>Une courte description.</p></div></article>`,
        )
        .join("")}</div>`,
    },
    {
      id: "vs-cta",
      label: "Appel à l’action",
      category: layout,
      icon: "fa-bullhorn",
      content: `<div class="vs-cta"><h2>Un projet ? Parlons-en.</h2><p>Une phrase qui donne envie de prendre contact.</p><div class="vs-actions"><a class="vs-button vs-button--accent" href="/contact">Prendre contact</a></div></div>`,
    },
  ];
}

/** Practical information (address, hours, form) and the latest news and articles. */
function infoBlocks(context: BlockContext): LayoutBlock[] {
  const hours = dayNames
    .map((day, i) => `<dt>${day}</dt><dd>${escapeHtml(context.hours[i] ?? "À compléter")}</dd>`)
    .join("");
  const address = context.address ?? { name: context.siteName, lines: ["Adresse", "Code postal et ville"] };
  const contactLines = [
    context.phone
      ? `<a href="tel:${escapeHtml(context.phone.replace(/[^+\d]/g, ""))}">${escapeHtml(context.phone)}</a>`
      : null,
    context.email ? `<a href="mailto:${escapeHtml(context.email)}">${escapeHtml(context.email)}</a>` : null,
  ].filter(Boolean);
  return [
    {
      id: "vs-address",
      label: "Adresse (sans carte)",
      category: info,
      icon: "fa-location-dot",
      content: `<article class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Nous trouver</h3><address><strong>${escapeHtml(address.name)}</strong><br>${address.lines.map(escapeHtml).join("<br>")}${contactLines.length ? `<br>${contactLines.join("<br>")}` : ""}</address></div></article>`,
    },
    {
      id: "vs-hours",
      label: "Horaires d’ouverture",
      category: info,
      icon: "fa-clock",
      content: `<article class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Horaires d’ouverture</h3><dl class="vs-details">${hours}</dl></div></article>`,
    },
    {
      id: "vs-form",
      label: "Formulaire de contact",
      category: info,
      icon: "fa-envelope",
      content: `<div class="vs-card" data-vs-form="contact"><div class="vs-card__body"><h3 class="vs-card__title">Écrivez-nous</h3><p class="vs-actions"><a class="vs-button" href="/contact">Ouvrir le formulaire de contact</a></p></div></div>`,
    },
    {
      id: "vs-news",
      label: "Dernières actualités",
      category: news,
      icon: "fa-newspaper",
      content: teasers("news", "/news", "Toutes les actualités"),
    },
    {
      id: "vs-blog",
      label: "Derniers articles du blog",
      category: news,
      icon: "fa-pen-nib",
      content: teasers("blog", "/blog", "Tous les articles"),
    },
  ];
}

export function layoutBlocks(context: BlockContext): LayoutBlock[] {
  const blocks: LayoutBlock[] = [...textBlocks(), ...mediaBlocks(context), ...infoBlocks(context)];

  if (context.isECommerce) {
    blocks.push(
      {
        id: "vs-product",
        label: "Produit mis en avant",
        category: shop,
        icon: "fa-wine-bottle",
        content: `<article class="vs-card" data-vs-product=""><div class="vs-card__media">${img(imageAt(context, 0))}</div><div class="vs-card__body"><p class="vs-card__meta">Notre sélection</p><h3 class="vs-card__title">Nom de la cuvée</h3><p>Quelques mots sur ce vin.</p><p class="vs-actions"><a class="vs-button" href="/shop">Découvrir</a></p></div></article>`,
      },
      {
        id: "vs-wine-list",
        label: "Liste des vins",
        category: shop,
        icon: "fa-list",
        content: `<div class="vs-cards" data-vs-product-list="WINE" data-vs-count="6"><p class="vs-actions"><a class="vs-button" href="/shop">Voir tous nos vins</a></p></div>`,
      },
    );
  }
  return blocks;
}
