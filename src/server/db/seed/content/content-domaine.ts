/**
 * Demo content of site 2, the wine domaine (DESIGN.md §1): a blog, eleven news (two pages, two
 * promoted), albums of the vintage and the cellar, services of the cellar door, events with
 * registrations, a visit booking form on a calendar, a harvest job form with a CV, and reviews
 * from orders and from a review service. Fictional.
 */
import type { StoredImage } from "../../schema";
import type { SeedDemoContent, SeedNews } from "./demo-content-types";
import { frTypo } from "./legal-texts";

const DIR = "/demo/domaine";
const image = (file: string, alt: string, width = 600, height = 400): StoredImage => ({
  src: `${DIR}/${file}`,
  alt,
  width,
  height,
});
const html = (...paragraphs: string[]) =>
  frTypo(paragraphs.map((p) => (p.startsWith("<") ? p : `<p>${p}</p>`)).join("\n"));

const vendanges = image("vendanges.svg", "Cagettes de raisin pendant les vendanges");
const degustation = image("degustation.svg", "Dégustation : une bouteille et trois verres de vin");
const cave = image("cave-tuffeau.svg", "Cave troglodytique creusée dans le tuffeau", 640, 480);
const vignoble = image("hero-vignoble.svg", "Les trois coteaux du domaine au-dessus de la Loire", 640, 480);
const millesime = image("millesime.svg", "Bouteille du nouveau millésime et verre de vin blanc");
const portesOuvertes = image("portes-ouvertes.svg", "Entrée du domaine décorée pour les portes ouvertes");
const histoire = image("histoire.svg", "L’ancien pressoir du domaine et une photographie de 1921");
const bouteilles = image(
  "bouteilles.svg",
  "Cinq bouteilles : rouge, blanc, effervescent, rosé et moelleux",
  640,
  480,
);
const tuffeau = image("terroir-tuffeau.svg", "Coupe du sol : vignes enracinées dans le tuffeau");
const silex = image("terroir-silex.svg", "Coupe du sol : silex en surface sur argile");
const argile = image("terroir-argile.svg", "Coupe du sol : argile rouge sur calcaire");

const news = (
  title: string,
  slug: string,
  publishedAt: string,
  summary: string,
  body: string[],
  img: StoredImage | null,
  isPromoted = false,
): SeedNews => ({
  title: frTypo(title),
  slug,
  summary: frTypo(summary),
  html: html(...body),
  image: img,
  publishedAt,
  isPromoted,
  metaDescription: frTypo(summary),
});

export const domaineContent: SeedDemoContent = {
  blogFolders: [
    {
      key: "vigne",
      name: "À la vigne",
      slug: "a-la-vigne",
      description: frTypo("Le travail de la vigne au fil des saisons, en agriculture biologique."),
      order: 1,
    },
    {
      key: "accords",
      name: "Accords mets et vins",
      slug: "accords-mets-et-vins",
      description: frTypo("Nos idées pour marier nos vins et vos plats."),
      order: 2,
    },
  ],
  articles: [
    {
      folderKey: "vigne",
      title: frTypo("La taille de la vigne, un travail d’hiver"),
      slug: "la-taille-de-la-vigne",
      summary: frTypo(
        "De décembre à mars, chaque pied est taillé à la main : un geste qui décide de la récolte suivante.",
      ),
      html: html(
        "Sur nos 22 hectares, la taille occupe quatre personnes pendant tout l’hiver. Chaque pied est taillé à la main, en guyot simple pour le Chenin et le Cabernet franc.",
        "<h2>Pourquoi tailler ?</h2>",
        "La taille limite le nombre de bourgeons, donc de grappes : moins de raisins, mais mieux mûris.",
      ),
      image: vignoble,
      author: "Antoine Delaunay",
      publishedAt: "2026-02-10T09:00:00Z",
      metaDescription: frTypo(
        "La taille de la vigne en hiver au Domaine des Trois Coteaux, en agriculture biologique.",
      ),
    },
    {
      folderKey: "vigne",
      title: frTypo("Le tuffeau, la pierre qui fait nos vins"),
      slug: "le-tuffeau-la-pierre-qui-fait-nos-vins",
      summary: frTypo(
        "Cette craie tendre garde l’eau en réserve et donne aux vins de Saumur leur fraîcheur.",
      ),
      html: html(
        "Le tuffeau est une craie blanche et tendre, typique du Saumurois. Les racines de la vigne s’y enfoncent profondément et y trouvent de l’eau même en été.",
        "C’est aussi dans le tuffeau qu’est creusée notre cave, à température constante toute l’année.",
      ),
      image: tuffeau,
      author: "Hélène Delaunay",
      publishedAt: "2026-04-02T09:00:00Z",
      metaDescription: frTypo("Le tuffeau du Saumurois et son rôle dans les vins du domaine."),
    },
    {
      folderKey: "vigne",
      title: frTypo("Vendanges 2026 : le bilan"),
      slug: "vendanges-2026-le-bilan",
      summary: frTypo("Un raisin sain et mûr à point, des rendements modérés : un millésime prometteur."),
      html: html(
        "Nous avons vendangé du 15 septembre au 8 octobre. Le printemps pluvieux a demandé beaucoup de vigilance, mais l’été chaud a permis une belle maturité.",
        "Les premiers jus de Chenin sont vifs et aromatiques ; les Cabernets francs promettent des vins de garde.",
      ),
      image: vendanges,
      author: "Antoine Delaunay",
      publishedAt: "2026-10-20T09:00:00Z",
      metaDescription: frTypo("Le bilan des vendanges 2026 au Domaine des Trois Coteaux."),
    },
    {
      folderKey: "accords",
      title: frTypo("Que boire avec des huîtres ?"),
      slug: "que-boire-avec-des-huitres",
      summary: frTypo("Un Saumur blanc sur le fruit ou un Crémant de Loire : nos deux accords préférés."),
      html: html(
        "Les huîtres aiment les vins blancs vifs et salins. Notre Saumur blanc Les Silex, élevé en cuve, est parfait.",
        "Pour les fêtes, osez le Crémant de Loire Fines Bulles : sa bulle fine et sa fraîcheur accompagnent l’iode sans l’écraser.",
      ),
      image: degustation,
      author: "Hélène Delaunay",
      publishedAt: "2026-11-12T09:00:00Z",
      metaDescription: frTypo(
        "Accords mets et vins : que boire avec des huîtres ? Saumur blanc et Crémant de Loire.",
      ),
    },
    {
      folderKey: "accords",
      title: frTypo("Saumur-Champigny et volaille rôtie"),
      slug: "saumur-champigny-et-volaille-rotie",
      summary: frTypo("Le fruit croquant du Cabernet franc et une volaille fermière : l’accord du dimanche."),
      html: html("Servez le Saumur-Champigny Les Trois Coteaux légèrement frais, autour de 15 °C."),
      image: bouteilles,
      author: "Hélène Delaunay",
      publishedAt: "2026-05-18T09:00:00Z",
      metaDescription: frTypo("Accord Saumur-Champigny et volaille rôtie."),
    },
    {
      title: frTypo("Quatre générations de vignerons"),
      slug: "quatre-generations-de-vignerons",
      summary: frTypo(
        "De l’arrière-grand-père Eugène à Hélène et Antoine : un siècle d’histoire à Turquant.",
      ),
      html: html(
        "En 1921, Eugène Delaunay achète trois parcelles sur les coteaux de Turquant. Un siècle plus tard, le domaine compte 22 hectares.",
      ),
      image: histoire,
      author: null,
      publishedAt: "2026-01-15T09:00:00Z",
      metaDescription: frTypo("L’histoire du Domaine des Trois Coteaux, quatre générations de vignerons."),
    },
  ],
  news: [
    news(
      "Portes ouvertes de Noël",
      "portes-ouvertes-de-noel",
      "2026-11-15T09:00:00Z",
      "Dégustation de toute la gamme, visites de la cave toutes les heures et producteurs voisins : entrée libre.",
      [
        "Pour préparer les fêtes, nous ouvrons le domaine deux jours durant : dégustation de toute la gamme, visites de la cave toutes les heures, huîtres et fromages de nos voisins producteurs.",
        "Entrée libre, de 10h00 à 18h00.",
      ],
      portesOuvertes,
      true,
    ),
    news(
      "Les Perrières 2025 est arrivé",
      "les-perrieres-2025",
      "2026-09-25T09:00:00Z",
      "Notre Saumur blanc phare a passé un an sur lies fines : un vin ciselé, aux notes de poire et de fleurs blanches.",
      [
        "Issu des Chenins du coteau des Perrières, ce millésime 2025 a passé un an sur lies fines. Il est disponible au caveau et en ligne.",
      ],
      millesime,
      true,
    ),
    news(
      "Vendanges 2026 terminées",
      "vendanges-2026-terminees",
      "2026-10-09T09:00:00Z",
      "Trois semaines de vendanges manuelles, un raisin très sain.",
      [
        "Les dernières grappes de Cabernet franc sont rentrées le 8 octobre. Merci à toute l’équipe de vendangeurs !",
      ],
      vendanges,
    ),
    news(
      "Le caveau de Saumur change d’horaires",
      "caveau-nouveaux-horaires",
      "2026-09-01T09:00:00Z",
      "Le caveau du quai Mayaud est désormais ouvert du mardi au samedi.",
      ["Du mardi au samedi, de 10h00 à 13h00 et de 15h00 à 19h00."],
      null,
    ),
    news(
      "Médaille d’or pour le Crémant Fines Bulles",
      "medaille-or-cremant",
      "2026-06-20T09:00:00Z",
      "Notre Crémant de Loire a été distingué au concours des vins du Val de Loire.",
      ["Une belle reconnaissance pour le travail de toute l’équipe."],
      bouteilles,
    ),
    news(
      "Nuit des caves troglodytiques",
      "nuit-des-caves-troglodytiques",
      "2026-05-10T09:00:00Z",
      "Visites nocturnes de la cave à la lanterne, sur réservation.",
      ["Une soirée pour découvrir la cave autrement, à la lueur des lanternes."],
      cave,
    ),
    news(
      "La floraison a commencé",
      "la-floraison-a-commence",
      "2026-06-05T09:00:00Z",
      "Une floraison précoce et rapide, bon signe pour la récolte.",
      ["Les fleurs de vigne sont discrètes, mais leur parfum embaume les coteaux."],
      vignoble,
    ),
    news(
      "Nouveau : le coffret découverte",
      "coffret-decouverte",
      "2026-04-15T09:00:00Z",
      "Trois bouteilles pour découvrir nos trois terroirs.",
      ["Tuffeau, silex, argile : trois vins, trois terroirs, dans un coffret en bois."],
      null,
    ),
    news(
      "Conversion en biodynamie",
      "conversion-biodynamie",
      "2026-03-10T09:00:00Z",
      "Après quatorze ans en bio, nous engageons la conversion en biodynamie.",
      ["Une nouvelle étape pour la vie de nos sols."],
      silex,
    ),
    news(
      "Salon des vins de Loire",
      "salon-des-vins-de-loire",
      "2026-02-01T09:00:00Z",
      "Retrouvez-nous au salon professionnel d’Angers.",
      ["Stand 214, réservé aux professionnels."],
      null,
    ),
    news(
      "Bonne année 2026",
      "bonne-annee-2026",
      "2026-01-02T09:00:00Z",
      "Toute l’équipe du domaine vous souhaite une belle année.",
      ["Merci pour votre fidélité."],
      argile,
    ),
  ],
  albums: [
    {
      title: frTypo("Vendanges 2026"),
      slug: "vendanges-2026",
      description: frTypo("Trois semaines de récolte à la main sur les trois coteaux."),
      publishedAt: "2026-10-15T09:00:00Z",
      media: [vendanges, vignoble, degustation, millesime, bouteilles],
    },
    {
      title: frTypo("La cave et les terroirs"),
      slug: "la-cave-et-les-terroirs",
      description: frTypo("Notre cave troglodytique et les trois sols du domaine."),
      publishedAt: "2026-05-01T09:00:00Z",
      media: [cave, tuffeau, silex, argile, histoire],
    },
  ],
  services: [
    {
      title: frTypo("Visite de la cave et dégustation"),
      slug: "visite-et-degustation",
      summary: frTypo("Une heure dans la cave troglodytique, puis la dégustation de cinq vins."),
      html: html(
        "Visite commentée par Hélène ou Antoine, dégustation de cinq vins. Du mardi au samedi, sur réservation.",
      ),
      image: cave,
      price: frTypo("12 € par personne"),
      duration: "1 h 30",
      tags: ["visite", "dégustation"],
    },
    {
      title: frTypo("Dégustation commentée des millésimes"),
      slug: "degustation-des-millesimes",
      summary: frTypo("Une verticale de quatre millésimes de Saumur-Champigny."),
      html: html("Pour comprendre l’effet du millésime, de 2018 à 2024."),
      image: degustation,
      price: frTypo("25 € par personne"),
      duration: "1 h",
      tags: ["dégustation"],
    },
    {
      title: frTypo("Privatisation de la cave"),
      slug: "privatisation-de-la-cave",
      summary: frTypo("La cave pour vos réceptions jusqu’à 60 personnes."),
      html: html(
        "Dîners, séminaires, anniversaires : nous vous mettons en relation avec des traiteurs de la région.",
      ),
      image: null,
      price: "sur devis",
      duration: null,
      tags: ["groupe", "visite"],
    },
    {
      title: frTypo("Atelier d’assemblage"),
      slug: "atelier-assemblage",
      summary: frTypo("Composez votre cuvée à partir de trois vins de base."),
      html: html("Repartez avec votre bouteille étiquetée à votre nom."),
      image: bouteilles,
      price: frTypo("45 € par personne"),
      duration: "2 h",
      tags: ["atelier", "groupe"],
    },
  ],
  elementLists: [
    {
      route: "rendez-vous",
      title: "Rendez-vous au domaine",
      description: frTypo("Portes ouvertes, soirées dégustation et ateliers : inscrivez-vous en ligne."),
      elements: [
        {
          title: frTypo("Portes ouvertes de Noël"),
          slug: "portes-ouvertes-de-noel",
          summary: frTypo("Dégustation de toute la gamme et visites de la cave toutes les heures."),
          html: html("Entrée libre ; l’inscription nous aide à prévoir les visites."),
          image: portesOuvertes,
          startsInDays: 13,
          startHour: 10,
          durationHours: 8,
          location: "12 chemin des Caves, 49730 Turquant",
          price: "entrée libre",
          capacity: null,
          registrationOpen: true,
          registrations: [
            { firstname: "Claire", lastname: "Fontaine", email: "claire.fontaine@example.fr", seats: 4 },
            { firstname: "Paul", lastname: "Girard", email: "paul.girard@example.fr", seats: 2 },
          ],
        },
        {
          title: frTypo("Soirée dégustation : vins et fromages"),
          slug: "soiree-vins-et-fromages",
          summary: frTypo("Cinq vins, cinq fromages de nos voisins, dans la cave."),
          html: html("Une soirée conviviale animée par Hélène, avec la fromagerie de Montsoreau."),
          image: degustation,
          startsInDays: 30,
          startHour: 19,
          durationHours: 3,
          location: "Cave du domaine, Turquant",
          price: frTypo("35 € par personne"),
          capacity: 20,
          registrationOpen: true,
          registrations: [
            { firstname: "Lucie", lastname: "Martin", email: "lucie.martin@example.fr", seats: 2 },
            { firstname: "Hugo", lastname: "Petit", email: "hugo.petit@example.fr", seats: 4 },
            { firstname: "Nadia", lastname: "Lefèvre", email: "nadia.lefevre@example.fr", seats: 6 },
          ],
        },
        {
          title: frTypo("Atelier d’assemblage"),
          slug: "atelier-assemblage",
          summary: frTypo("Composez votre propre cuvée, en petit groupe."),
          html: html("Huit participants au plus."),
          image: bouteilles,
          startsInDays: 52,
          startHour: 14,
          durationHours: 2,
          location: "Cave du domaine, Turquant",
          price: frTypo("45 € par personne"),
          capacity: 8,
          registrationOpen: true,
          registrations: [],
        },
      ],
    },
  ],
  calendars: [
    {
      key: "visites",
      name: "Visites du caveau",
      weekdays: [2, 3, 4, 5, 6],
      closedDates: ["2026-12-25", "2027-01-01"],
      openDates: [],
      minDelayDays: 2,
      maxDelayDays: 120,
    },
  ],
  forms: [
    {
      slug: "reserver-une-visite",
      title: "Réserver une visite",
      description: frTypo(
        "<p>Visites de la cave et dégustations du mardi au samedi, à réserver au moins deux jours à l’avance.</p>",
      ),
      submitLabel: "Réserver",
      successMessage: frTypo(
        "Merci ! Votre demande de visite est enregistrée : nous vous confirmons le créneau par e-mail.",
      ),
      fields: [
        { name: "firstname", label: "Prénom", type: "text", required: true, autocomplete: "given-name" },
        { name: "lastname", label: "Nom", type: "text", required: true, autocomplete: "family-name" },
        { name: "email", label: "Adresse e-mail", type: "email", required: true, autocomplete: "email" },
        { name: "phone", label: "Téléphone", type: "tel", required: false, autocomplete: "tel" },
        { name: "date", label: "Date de la visite", type: "date", required: true, calendarKey: "visites" },
        {
          name: "formula",
          label: "Formule",
          type: "select",
          required: true,
          options: ["Visite et dégustation", "Dégustation des millésimes", "Atelier d’assemblage"],
        },
        { name: "guests", label: "Nombre de personnes", type: "number", required: true, min: 1, max: 40 },
        { name: "notes", label: "Remarques", type: "textarea", required: false, maxLength: 2000 },
      ],
    },
    {
      slug: "candidature-vendanges",
      title: "Candidature aux vendanges",
      description: frTypo(
        "<p>Nous recrutons une vingtaine de vendangeurs chaque année, de mi-septembre à début octobre.</p>",
      ),
      submitLabel: "Envoyer ma candidature",
      successMessage: frTypo(
        "Merci ! Votre candidature est bien reçue : nous vous recontactons au printemps.",
      ),
      fields: [
        { name: "firstname", label: "Prénom", type: "text", required: true, autocomplete: "given-name" },
        { name: "lastname", label: "Nom", type: "text", required: true, autocomplete: "family-name" },
        { name: "email", label: "Adresse e-mail", type: "email", required: true, autocomplete: "email" },
        { name: "phone", label: "Téléphone", type: "tel", required: true, autocomplete: "tel" },
        {
          name: "experience",
          label: "Avez-vous déjà vendangé ?",
          type: "radio",
          required: true,
          options: ["Oui", "Non"],
        },
        {
          name: "cv",
          label: "CV",
          type: "file",
          required: true,
          accept: [".pdf", ".docx", ".odt"],
          maxSizeMb: 2,
        },
        {
          name: "consent",
          label: frTypo(
            "J’accepte que mes données soient utilisées pour étudier ma candidature, conformément à la politique de confidentialité.",
          ),
          type: "checkbox",
          required: true,
          link: "/privacy-policy",
        },
      ],
    },
  ],
  reviews: [
    {
      source: "site",
      rating: 5,
      firstname: "Isabelle",
      text: frTypo("Colis parfaitement emballé, livré en trois jours. Le Saumur-Champigny est délicieux."),
      reviewedOn: "2026-11-08",
    },
    {
      source: "site",
      rating: 4,
      firstname: "Gérard",
      text: frTypo("Très bon Crémant, idéal pour l’apéritif. Livraison un peu longue."),
      reviewedOn: "2026-10-27",
    },
    {
      source: "site",
      rating: 5,
      firstname: "Mathilde",
      text: frTypo("Retrait au caveau très pratique, accueil chaleureux."),
      reviewedOn: "2026-10-02",
    },
    {
      source: "service",
      rating: 5,
      firstname: "Julien",
      text: frTypo("Visite passionnante de la cave, et une dégustation généreuse. Nous reviendrons !"),
      reviewedOn: "2026-09-14",
    },
    {
      source: "service",
      rating: 4,
      firstname: "Aurélie",
      text: frTypo("Très beau domaine, des vins de caractère. Pensez à réserver en été."),
      reviewedOn: "2026-08-09",
    },
  ],
};
