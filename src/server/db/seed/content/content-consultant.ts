/**
 * Demo content of site 1, the consultant (DESIGN.md §1): a blog with folders and enough articles
 * for two pages, news, portfolio albums, services, workshops with registrations, a quote form
 * with a file and a calendar, and reviews imported from a review service. Fictional.
 */
import type { StoredImage } from "../../schema";
import type { SeedDemoContent } from "./demo-content-types";
import { frTypo } from "./legal-texts";

const DIR = "/demo/consultant";
const image = (file: string, alt: string, width = 600, height = 400): StoredImage => ({
  src: `${DIR}/${file}`,
  alt,
  width,
  height,
});
const html = (...paragraphs: string[]) =>
  frTypo(paragraphs.map((p) => (p.startsWith("<") ? p : `<p>${p}</p>`)).join("\n"));

const strategie = image("strategie.svg", "Tableau de stratégie avec post-it et cible", 640, 480);
const evenement = image("evenementiel.svg", "Scène d’un événement d’entreprise devant un public", 640, 480);
const seminaire = image("portfolio-seminaire.svg", "Séminaire d’entreprise avec vue sur les vignes");
const salon = image("portfolio-salon.svg", "Stand de salon professionnel");
const campagne = image("portfolio-campagne.svg", "Campagne sur les réseaux sociaux");
const identite = image("portfolio-identite.svg", "Identité visuelle : cartes et palette de couleurs");
const lancement = image("portfolio-lancement.svg", "Lancement de produit sur scène");
const inauguration = image("portfolio-inauguration.svg", "Inauguration d’un nouveau chai");

const article = (
  folderKey: string | undefined,
  title: string,
  slug: string,
  publishedAt: string,
  summary: string,
  body: string[],
  img: StoredImage | null,
) => ({
  folderKey,
  title: frTypo(title),
  slug,
  summary: frTypo(summary),
  html: html(...body),
  image: img,
  author: "Camille Verdier",
  publishedAt,
  metaDescription: frTypo(summary),
});

export const consultantContent: SeedDemoContent = {
  blogFolders: [
    {
      key: "strategie",
      name: "Stratégie de communication",
      slug: "strategie",
      description: frTypo(
        "Positionnement, messages clés, plans d’actions : les bases d’une communication qui sert vos objectifs.",
      ),
      order: 1,
    },
    {
      key: "evenementiel",
      name: "Événementiel",
      slug: "evenementiel",
      description: frTypo(
        "Organiser un événement qui marque : méthode, budget, prestataires et retours d’expérience.",
      ),
      order: 2,
    },
    {
      key: "seminaires",
      parentKey: "evenementiel",
      name: "Séminaires d’entreprise",
      slug: "seminaires",
      description: frTypo("Réunir ses équipes hors les murs : lieux, programme, animation."),
      order: 1,
    },
  ],
  articles: [
    article(
      "strategie",
      "Cinq questions à se poser avant de refaire son site",
      "cinq-questions-avant-de-refaire-son-site",
      "2026-11-10T08:00:00Z",
      "Avant de choisir une agence ou un outil, clarifiez vos objectifs, vos publics et vos moyens : la refonte n’en sera que plus utile.",
      [
        "Une refonte de site mobilise du temps et du budget. Elle n’a de sens que si elle répond à une question précise : que doit faire le site que l’actuel ne fait pas ?",
        "<h2>Qui doit-il convaincre ?</h2>",
        "Clients, partenaires, candidats, journalistes : chaque public attend autre chose. Classez-les par priorité avant de dessiner la moindre page.",
        "<h2>Que doit faire le visiteur ?</h2>",
        "Demander un devis, réserver une visite, s’inscrire à une lettre : une action principale par page, et un chemin court pour y arriver.",
        "<h2>Qui le fera vivre ?</h2>",
        "Un site sans mises à jour vieillit vite. Prévoyez qui publie, à quel rythme, et avec quels outils.",
      ],
      strategie,
    ),
    article(
      "strategie",
      "Le plan de communication sur douze mois, mode d’emploi",
      "plan-de-communication-douze-mois",
      "2026-10-21T08:00:00Z",
      "Un plan de communication tient sur une page : des objectifs mesurables, des temps forts, des moyens et un calendrier.",
      [
        "Le plan de communication n’est pas un document de cinquante pages rangé dans un tiroir. C’est une feuille de route que toute l’équipe peut lire en cinq minutes.",
        "<h2>Partir des temps forts</h2>",
        "Salons, lancements, saisons, anniversaires : placez d’abord les moments que vous ne choisissez pas, puis construisez autour.",
        "<h2>Mesurer peu, mais bien</h2>",
        "Trois indicateurs suffisent : demandes de contact, inscriptions, retombées presse. Suivez-les chaque mois.",
      ],
      null,
    ),
    article(
      "strategie",
      "Trouver ses messages clés en une demi-journée",
      "trouver-ses-messages-cles",
      "2026-09-30T08:00:00Z",
      "Un atelier bien mené permet de formuler en quelques heures ce qui vous distingue, avec les mots de vos clients.",
      [
        "Vos messages clés ne s’inventent pas : ils se trouvent dans ce que vos clients disent déjà de vous.",
        "Commencez par relire dix avis ou courriels de clients satisfaits, soulignez les mots qui reviennent, puis confrontez-les à ce que vous voulez dire.",
      ],
      null,
    ),
    article(
      "strategie",
      "Réseaux sociaux : choisir deux canaux plutôt que cinq",
      "reseaux-sociaux-choisir-deux-canaux",
      "2026-09-09T08:00:00Z",
      "Être partout épuise les équipes et dilue le message. Mieux vaut deux canaux bien tenus que cinq comptes à l’abandon.",
      [
        "La tentation est grande d’ouvrir un compte sur chaque réseau. Mais un compte sans publication depuis six mois dessert votre image.",
        "Choisissez les deux canaux où se trouvent vos publics prioritaires, et tenez un rythme réaliste : une publication par semaine vaut mieux que dix en janvier puis plus rien.",
      ],
      campagne,
    ),
    article(
      "strategie",
      "Relations presse locales : la méthode qui fonctionne",
      "relations-presse-locales",
      "2026-08-19T08:00:00Z",
      "La presse locale reste lue et crue. Un communiqué court, une photo de qualité et un contact direct font la différence.",
      [
        "Les journalistes de la presse locale reçoivent des dizaines de communiqués par jour. Le vôtre doit tenir en une page, avec un titre informatif et une photo libre de droits.",
        "Appelez ensuite : un coup de fil poli vaut mieux que trois relances par courriel.",
      ],
      null,
    ),
    article(
      "strategie",
      "Identité visuelle : quand faut-il la faire évoluer ?",
      "identite-visuelle-faire-evoluer",
      "2026-07-29T08:00:00Z",
      "Un logo n’a pas besoin d’être changé tous les cinq ans. Voici les signes qui montrent qu’une évolution s’impose.",
      [
        "Une identité visuelle s’use moins vite qu’on ne le croit. Avant de tout refaire, vérifiez qu’elle reste lisible sur un téléphone, en noir et blanc, et en petit format.",
        "Si elle ne l’est plus, une évolution légère suffit souvent : épurer, moderniser la typographie, harmoniser les couleurs.",
      ],
      identite,
    ),
    article(
      "evenementiel",
      "Budget d’un événement : les postes que l’on oublie",
      "budget-evenement-postes-oublies",
      "2026-11-03T08:00:00Z",
      "Assurance, sécurité, droits musicaux, transport du matériel : les petits postes qui font déraper un budget.",
      [
        "Un budget d’événement dérape rarement sur les gros postes, que l’on négocie avec soin. Il dérape sur les petites lignes oubliées.",
        "<ul><li>l’assurance responsabilité civile de l’organisateur ;</li><li>les agents de sécurité au-delà d’un certain nombre de participants ;</li><li>les droits de diffusion musicale ;</li><li>le transport et le montage du matériel.</li></ul>",
        "Prévoyez enfin une réserve de 10 % pour les imprévus : elle sert toujours.",
      ],
      evenement,
    ),
    article(
      "evenementiel",
      "Un salon professionnel rentable, de la préparation aux relances",
      "salon-professionnel-rentable",
      "2026-10-14T08:00:00Z",
      "Un salon se gagne avant et après l’événement : invitations, objectifs par commercial et relance sous huit jours.",
      [
        "Le stand le plus beau ne remplace pas une préparation sérieuse : fixez un objectif de contacts par personne, et invitez vos clients à l’avance.",
        "Après le salon, relancez chaque contact dans la semaine. Au-delà, le souvenir s’efface.",
      ],
      salon,
    ),
    article(
      "evenementiel",
      "Lancement de produit : réussir la soirée presse",
      "lancement-de-produit-soiree-presse",
      "2026-09-23T08:00:00Z",
      "Une soirée presse réussie tient en trois temps : un accueil soigné, une démonstration courte, des échanges libres.",
      [
        "Les journalistes viennent pour voir le produit et poser leurs questions, pas pour écouter des discours.",
        "Limitez les prises de parole à quinze minutes, préparez un dossier de presse numérique et laissez du temps pour les échanges.",
      ],
      lancement,
    ),
    article(
      "evenementiel",
      "Événement responsable : les gestes qui comptent vraiment",
      "evenement-responsable-gestes",
      "2026-08-26T08:00:00Z",
      "Transport, restauration, déchets : trois postes font l’essentiel de l’empreinte d’un événement.",
      [
        "Le transport des participants représente souvent plus de la moitié de l’empreinte carbone d’un événement. Choisir un lieu accessible en train est le premier geste.",
        "Viennent ensuite une restauration locale et de saison, puis le tri et la réduction des déchets.",
      ],
      inauguration,
    ),
    article(
      "seminaires",
      "Séminaire d’équipe : choisir le bon lieu",
      "seminaire-choisir-le-bon-lieu",
      "2026-10-07T08:00:00Z",
      "Accès, capacité, salles de travail et espaces de détente : la grille pour choisir le lieu de votre séminaire.",
      [
        "Un bon lieu de séminaire se trouve à moins de deux heures de vos équipes, offre une salle plénière lumineuse et des espaces pour travailler en petits groupes.",
        "Visitez-le toujours avant de signer, idéalement à la même saison.",
      ],
      seminaire,
    ),
    article(
      "seminaires",
      "Animer un séminaire sans PowerPoint",
      "animer-un-seminaire-sans-powerpoint",
      "2026-09-02T08:00:00Z",
      "Ateliers, marches, débats mouvants : des formats qui font participer plutôt qu’écouter.",
      [
        "Un séminaire n’est pas une série de présentations. Les formats participatifs font émerger des idées et renforcent les liens.",
        "Alternez temps courts en plénière et ateliers en petits groupes, et terminez par des engagements concrets.",
      ],
      null,
    ),
    article(
      undefined,
      "Pourquoi j’ai créé mon cabinet de conseil",
      "pourquoi-j-ai-cree-mon-cabinet",
      "2026-06-15T08:00:00Z",
      "Après quinze ans en agence et chez un organisateur de salons, j’ai voulu accompagner mes clients de bout en bout.",
      [
        "J’ai longtemps travaillé sur de grands projets où chacun ne voyait qu’une partie du dossier. J’ai créé mon cabinet pour offrir l’inverse : un seul interlocuteur, du diagnostic au bilan.",
      ],
      null,
    ),
  ],
  news: [
    {
      title: frTypo("Nouvel atelier : prendre la parole en public"),
      slug: "nouvel-atelier-prise-de-parole",
      summary: frTypo(
        "Un atelier d’une journée pour préparer et tenir une intervention de dix minutes, en petit groupe.",
      ),
      html: html(
        "À la demande de plusieurs clients, je lance un atelier d’une journée consacré à la prise de parole en public.",
        "Six participants au plus, des exercices filmés et un retour individuel : de quoi aborder votre prochaine intervention avec confiance.",
      ),
      image: null,
      publishedAt: "2026-11-05T09:00:00Z",
      isPromoted: true,
      metaDescription: frTypo(
        "Atelier d’une journée à Lyon pour apprendre à prendre la parole en public, en petit groupe.",
      ),
    },
    {
      title: frTypo("Signataire de la charte Événement responsable"),
      slug: "charte-evenement-responsable",
      summary: frTypo("Le cabinet s’engage à réduire l’empreinte des événements qu’il organise."),
      html: html(
        "J’ai signé la charte Événement responsable de la région : transport, restauration locale, réduction des déchets et accessibilité sont désormais suivis pour chaque projet.",
      ),
      image: null,
      publishedAt: "2026-09-15T09:00:00Z",
      isPromoted: false,
      metaDescription: frTypo("Camille Verdier Conseil signe la charte Événement responsable."),
    },
    {
      title: frTypo("Dix ans de conseil : merci !"),
      slug: "dix-ans-de-conseil",
      summary: frTypo("Depuis 2016, soixante clients accompagnés et cent quarante événements organisés."),
      html: html("Dix ans déjà : merci à toutes celles et ceux qui m’ont fait confiance."),
      image: null,
      publishedAt: "2026-06-01T09:00:00Z",
      isPromoted: false,
      metaDescription: frTypo("Dix ans de conseil en communication et événementiel à Lyon."),
    },
  ],
  albums: [
    {
      title: frTypo("Séminaire dans les vignes"),
      slug: "seminaire-dans-les-vignes",
      description: frTypo(
        "Deux jours de travail et de découverte pour une équipe de 80 personnes dans le Beaujolais.",
      ),
      publishedAt: "2026-10-01T09:00:00Z",
      media: [
        seminaire,
        inauguration,
        evenement,
        image("portrait.svg", "Portrait de Camille Verdier", 480, 480),
      ],
    },
    {
      title: frTypo("Salons et lancements"),
      slug: "salons-et-lancements",
      description: frTypo("Stands, soirées presse et lancements de produits organisés pour nos clients."),
      publishedAt: "2026-08-01T09:00:00Z",
      media: [salon, lancement, campagne, identite, strategie],
    },
  ],
  services: [
    {
      title: frTypo("Diagnostic de communication"),
      slug: "diagnostic-de-communication",
      summary: frTypo(
        "Un regard extérieur sur vos supports, votre image et vos messages, restitué en une demi-journée.",
      ),
      html: html(
        "Audit de vos supports imprimés et numériques, entretiens avec vos équipes et trois clients, restitution avec des recommandations classées par priorité.",
      ),
      image: strategie,
      price: frTypo("à partir de 1 200 € HT"),
      duration: "3 jours",
      tags: ["conseil", "stratégie"],
    },
    {
      title: frTypo("Plan de communication sur douze mois"),
      slug: "plan-de-communication",
      summary: frTypo(
        "Objectifs, messages, temps forts et budget : une feuille de route claire et réaliste.",
      ),
      html: html(
        "Construit avec vous en trois ateliers, le plan tient sur une page et se décline en calendrier mensuel.",
      ),
      image: null,
      price: frTypo("à partir de 2 400 € HT"),
      duration: "1 mois",
      tags: ["conseil", "stratégie"],
    },
    {
      title: frTypo("Organisation de séminaire"),
      slug: "organisation-de-seminaire",
      summary: frTypo("Lieu, programme, animation et logistique : votre séminaire clé en main."),
      html: html(
        "De la recherche du lieu au bilan, je coordonne l’ensemble des prestataires et reste votre seul interlocuteur.",
      ),
      image: seminaire,
      price: "sur devis",
      duration: null,
      tags: ["événementiel"],
    },
    {
      title: frTypo("Stand de salon professionnel"),
      slug: "stand-de-salon",
      summary: frTypo("Conception du stand, supports, planning des équipes et relance des contacts."),
      html: html(
        "Un accompagnement complet pour que votre salon se traduise en rendez-vous et en commandes.",
      ),
      image: salon,
      price: "sur devis",
      duration: null,
      tags: ["événementiel", "salon"],
    },
    {
      title: frTypo("Formation à la prise de parole"),
      slug: "formation-prise-de-parole",
      summary: frTypo("Une journée en petit groupe pour préparer et tenir une intervention."),
      html: html("Exercices filmés, retours individuels et méthode de préparation réutilisable."),
      image: null,
      price: frTypo("390 € HT par personne"),
      duration: "1 jour",
      tags: ["formation"],
    },
  ],
  elementLists: [
    {
      route: "ateliers",
      title: "Ateliers et formations",
      description: frTypo(
        "Des ateliers en petit groupe, à Lyon, pour gagner en autonomie sur votre communication.",
      ),
      elements: [
        {
          title: frTypo("Atelier : prendre la parole en public"),
          slug: "prendre-la-parole-en-public",
          summary: frTypo("Une journée pour préparer et tenir une intervention de dix minutes."),
          html: html(
            "Six participants au plus. Déjeuner compris.",
            "Apportez un sujet sur lequel vous devez intervenir prochainement.",
          ),
          image: null,
          startsInDays: 24,
          startHour: 9,
          durationHours: 8,
          location: "14 rue Mercière, 69002 Lyon",
          price: frTypo("390 € HT"),
          capacity: 6,
          registrationOpen: true,
          registrations: [
            { firstname: "Julie", lastname: "Moreau", email: "julie.moreau@example.fr", seats: 1 },
            { firstname: "Karim", lastname: "Benali", email: "karim.benali@example.fr", seats: 2 },
          ],
        },
        {
          title: frTypo("Atelier : écrire un communiqué de presse"),
          slug: "ecrire-un-communique-de-presse",
          summary: frTypo("Une matinée pour écrire un communiqué que les journalistes liront."),
          html: html("Méthode, exemples commentés et rédaction de votre propre communiqué."),
          image: null,
          startsInDays: 45,
          startHour: 9,
          durationHours: 3,
          location: "14 rue Mercière, 69002 Lyon",
          price: frTypo("190 € HT"),
          capacity: 8,
          registrationOpen: true,
          registrations: [],
        },
        {
          title: frTypo("Conférence : l’événementiel responsable"),
          slug: "conference-evenementiel-responsable",
          summary: frTypo("Une heure pour découvrir les gestes qui comptent, suivie d’un échange."),
          html: html("Conférence gratuite, sur inscription."),
          image: inauguration,
          startsInDays: 60,
          startHour: 18,
          durationHours: 2,
          location: "Maison des entreprises, Lyon",
          price: "gratuit",
          capacity: null,
          registrationOpen: true,
          registrations: [{ firstname: "Anne", lastname: "Roux", email: "anne.roux@example.fr", seats: 1 }],
        },
      ],
    },
  ],
  calendars: [
    {
      key: "rendez-vous",
      name: "Premiers rendez-vous",
      weekdays: [1, 2, 3, 4, 5],
      closedDates: ["2026-12-25", "2027-01-01"],
      openDates: [],
      minDelayDays: 2,
      maxDelayDays: 90,
    },
  ],
  forms: [
    {
      slug: "demande-de-devis",
      title: "Demande de devis",
      description: frTypo(
        "<p>Décrivez votre projet et joignez, si vous en avez un, votre cahier des charges : je vous envoie une proposition sous cinq jours ouvrés.</p>",
      ),
      submitLabel: "Envoyer ma demande de devis",
      successMessage: frTypo(
        "Merci ! Votre demande de devis est bien reçue : je vous réponds sous cinq jours ouvrés.",
      ),
      fields: [
        { name: "firstname", label: "Prénom", type: "text", required: true, autocomplete: "given-name" },
        { name: "lastname", label: "Nom", type: "text", required: true, autocomplete: "family-name" },
        { name: "email", label: "Adresse e-mail", type: "email", required: true, autocomplete: "email" },
        {
          name: "company",
          label: "Organisation",
          type: "text",
          required: false,
          autocomplete: "organization",
        },
        {
          name: "project",
          label: "Type de projet",
          type: "radio",
          required: true,
          options: ["Stratégie de communication", "Événement", "Formation"],
        },
        {
          name: "budget",
          label: "Budget envisagé (€ HT)",
          type: "number",
          required: false,
          min: 0,
          max: 1000000,
        },
        {
          name: "meeting",
          label: "Date souhaitée pour un premier rendez-vous",
          type: "date",
          required: false,
          calendarKey: "rendez-vous",
        },
        {
          name: "details",
          label: "Votre projet en quelques lignes",
          type: "textarea",
          required: true,
          maxLength: 5000,
        },
        {
          name: "brief",
          label: "Cahier des charges",
          type: "file",
          required: false,
          accept: [".pdf", ".docx", ".odt"],
          maxSizeMb: 5,
          help: "Facultatif.",
        },
        {
          name: "consent",
          label: frTypo(
            "J’accepte que mes données soient utilisées pour répondre à ma demande, conformément à la politique de confidentialité.",
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
      source: "service",
      rating: 5,
      firstname: "Sophie",
      text: frTypo(
        "Camille a remis de l’ordre dans notre communication en trois mois. Méthode claire, écoute remarquable.",
      ),
      reviewedOn: "2026-10-12",
    },
    {
      source: "service",
      rating: 5,
      firstname: "Marc",
      text: frTypo("Séminaire de 180 personnes sans le moindre accroc. Tout était anticipé, même la pluie !"),
      reviewedOn: "2026-09-03",
    },
    {
      source: "service",
      rating: 4,
      firstname: "Élise",
      text: frTypo(
        "Une inauguration à notre image. Quelques ajustements de planning, mais un résultat superbe.",
      ),
      reviewedOn: "2026-07-21",
    },
    {
      source: "service",
      rating: 5,
      firstname: "Thomas",
      text: frTypo("L’atelier de prise de parole m’a donné une méthode que j’utilise à chaque réunion."),
      reviewedOn: "2026-05-30",
    },
  ],
};
