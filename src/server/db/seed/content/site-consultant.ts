/**
 * Demo site 1, the spec's default instance (spec §1, §2; DESIGN.md §1): the showcase of a
 * communication and event consultant in Lyon. Camille Verdier and her company are fictional; phone
 * numbers are in the ranges that ARCEP keeps for fiction (04 65 71…, 06 39 98…).
 */
import { frTypo, legalTexts } from "./legal-texts";
import type { SeedLayout, SeedSite } from "./types";

const DIR = "/demo/consultant";

/** One page section: indentation removed, French typography applied. */
function layout(html: string): SeedLayout {
  const compact = html
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
  return { html: frTypo(compact) };
}

/**
 * An illustration with explicit dimensions (no layout shift). Below the fold it loads lazily; the
 * hero image (eager) loads at once. Only attributes that the server's sanitizer keeps.
 */
function img(file: string, alt: string, width: number, height: number, eager = false): string {
  const loading = eager ? "" : ` loading="lazy"`;
  return `<img src="${DIR}/${file}" alt="${alt}" width="${width}" height="${height}"${loading} decoding="async">`;
}

const ctaRendezVous = `
<div class="vs-cta">
<h2>Un projet, une question, une date à tenir ?</h2>
<p class="vs-lead">Le premier échange de 45 minutes est offert : nous faisons le point sur vos objectifs, vos délais et votre budget, sans engagement.</p>
<div class="vs-actions">
<a class="vs-button vs-button--accent" href="/contact">Prendre rendez-vous</a>
<a class="vs-button vs-button--outline" href="/realisations-portfolio">Voir mes réalisations</a>
</div>
</div>`;

const home: SeedSite["pages"][number] = {
  key: "accueil",
  order: 1,
  title: "Camille Verdier Conseil | Communication et événementiel à Lyon",
  url: "",
  menuTitle: "Accueil",
  menuIcon: "fa-house",
  metaDescription:
    "Consultante en stratégie de communication et en gestion de projets événementiels à Lyon : PME, associations, collectivités et domaines viticoles.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Conseil en communication &amp; événementiel · Lyon</p>
          <h1 class="vs-hero__title">Des messages clairs, des événements qui marquent</h1>
          <p class="vs-lead">J’accompagne les PME, les associations, les collectivités et les vignerons pour bâtir une communication cohérente et organiser des événements dont on parle encore le lendemain.</p>
          <div class="vs-actions">
            <a class="vs-button" href="/services">Découvrir mes services</a>
            <a class="vs-button vs-button--accent" href="/contact">Prendre rendez-vous</a>
          </div>
        </div>
        <div class="vs-hero__media">
          ${img("hero-accueil.svg", "Camille Verdier anime un atelier de stratégie devant un tableau de résultats", 640, 480, true)}
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <p class="vs-eyebrow">Mes services</p>
          <h2 class="vs-section__title">Deux métiers, une même exigence</h2>
          <p class="vs-lead">Une stratégie ne vaut que si elle se voit sur le terrain, et un événement n’a de sens que s’il sert vos objectifs. Je relie les deux.</p>
        </header>
        <ul class="vs-cards vs-cards--2">
          <li class="vs-card">
            <figure class="vs-card__media">${img("strategie.svg", "Tableau de post-it et cible : l’atelier de stratégie", 640, 480)}</figure>
            <div class="vs-card__body">
              <h3 class="vs-card__title">Stratégie de communication</h3>
              <p>Diagnostic, positionnement, messages clés, plan d’actions sur douze mois : une feuille de route claire, réaliste et adaptée à vos moyens.</p>
              <a class="vs-card__link" href="/services/strategie-communication">Découvrir l’accompagnement stratégique</a>
            </div>
          </li>
          <li class="vs-card">
            <figure class="vs-card__media">${img("evenementiel.svg", "Scène d’une convention d’entreprise devant un public", 640, 480)}</figure>
            <div class="vs-card__body">
              <h3 class="vs-card__title">Gestion de projet événementiel</h3>
              <p>Séminaires, lancements, salons, inaugurations, portes ouvertes : je pilote votre événement de l’idée au bilan, prestataires et budget compris.</p>
              <a class="vs-card__link" href="/services/gestion-projet-evenementiel">Découvrir l’organisation d’événements</a>
            </div>
          </li>
        </ul>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns vs-columns--center">
          <div>
            <p class="vs-eyebrow">Qui suis-je ?</p>
            <h2 class="vs-section__title">Quinze ans de terrain, un seul interlocuteur</h2>
            <p>Je suis Camille Verdier. Après huit ans en agence à Lyon, puis cinq ans à la direction de la communication d’un salon professionnel international, j’ai créé mon cabinet de conseil en 2016.</p>
            <p>Mes clients apprécient de travailler avec une seule personne, qui connaît leur dossier de bout en bout, et de pouvoir compter sur un réseau de graphistes, photographes, traiteurs et techniciens éprouvé au fil des projets.</p>
            <ul class="vs-stats">
              <li><span class="vs-stat__value">15 ans</span><span class="vs-stat__label">d’expérience en communication</span></li>
              <li><span class="vs-stat__value">140</span><span class="vs-stat__label">événements organisés</span></li>
              <li><span class="vs-stat__value">60</span><span class="vs-stat__label">clients accompagnés</span></li>
            </ul>
          </div>
          <figure class="vs-figure">
            ${img("portrait.svg", "Portrait illustré de Camille Verdier", 480, 480)}
            <figcaption>Camille Verdier, consultante en communication et événementiel.</figcaption>
          </figure>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header vs-section__header--center">
          <p class="vs-eyebrow">Ils m’ont fait confiance</p>
          <h2 class="vs-section__title">Ce qu’en disent mes clients</h2>
        </header>
        <div class="vs-quotes">
          <figure class="vs-quote">
            <blockquote><p>Camille a remis de l’ordre dans notre communication en trois mois. Nos commerciaux savent enfin quoi dire, et nos demandes de devis ont augmenté de 35 % sur l’année.</p></blockquote>
            <figcaption><span class="vs-quote__author">Sophie L.</span> Directrice marketing d’une PME industrielle de la Loire</figcaption>
          </figure>
          <figure class="vs-quote">
            <blockquote><p>Notre séminaire de 180 personnes s’est déroulé sans le moindre accroc. Elle a tout anticipé, y compris la pluie : le plan B était prêt avant même que nous y pensions.</p></blockquote>
            <figcaption><span class="vs-quote__author">Marc D.</span> Directeur des ressources humaines d’un groupe de distribution</figcaption>
          </figure>
          <figure class="vs-quote">
            <blockquote><p>Pour l’inauguration de notre nouveau chai, elle a su mêler journalistes, clients et voisins dans une soirée à notre image. On nous en parle encore.</p></blockquote>
            <figcaption><span class="vs-quote__author">Élise et Bruno P.</span> Vignerons dans la vallée du Rhône</figcaption>
          </figure>
        </div>
        ${ctaRendezVous}
      </section>
    `),
  ],
};

const services: SeedSite["pages"][number] = {
  key: "services",
  order: 2,
  title: "Services de communication et d’événementiel | Camille Verdier Conseil",
  url: "services",
  menuTitle: "Services",
  menuIcon: "fa-briefcase",
  metaDescription:
    "Stratégie de communication, plan d’actions, relations presse, séminaires, lancements et salons : des prestations sur mesure pour les PME et les associations.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero vs-hero--text">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Services</p>
          <h1 class="vs-hero__title">Des prestations sur mesure, de la stratégie au jour J</h1>
          <p class="vs-lead">Chaque mission commence par une écoute attentive de votre situation. Je vous propose ensuite un accompagnement à la bonne taille : ponctuel, au long cours, ou clé en main pour un événement.</p>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <div class="vs-columns">
          <article class="vs-card">
            <figure class="vs-card__media">${img("strategie.svg", "Atelier de stratégie : post-it, cible et ordinateur", 640, 480)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Conseil</p>
              <h2 class="vs-card__title">Stratégie de communication</h2>
              <ul class="vs-list">
                <li>Audit de vos supports et de votre image</li>
                <li>Positionnement, messages clés et plateforme de marque</li>
                <li>Plan de communication sur douze mois, avec budget</li>
                <li>Relations presse et réseaux sociaux</li>
                <li>Formation de vos équipes à la prise de parole</li>
              </ul>
              <a class="vs-button vs-card__link" href="/services/strategie-communication">En savoir plus</a>
            </div>
          </article>
          <article class="vs-card">
            <figure class="vs-card__media">${img("evenementiel.svg", "Une convention d’entreprise sur scène", 640, 480)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Organisation</p>
              <h2 class="vs-card__title">Gestion de projet événementiel</h2>
              <ul class="vs-list">
                <li>Séminaires, conventions et journées d’équipe</li>
                <li>Lancements de produits et soirées presse</li>
                <li>Stands de salons professionnels</li>
                <li>Inaugurations, anniversaires d’entreprise, portes ouvertes</li>
                <li>Coordination des prestataires et suivi du budget</li>
              </ul>
              <a class="vs-button vs-card__link" href="/services/gestion-projet-evenementiel">En savoir plus</a>
            </div>
          </article>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <header class="vs-section__header">
          <p class="vs-eyebrow">Formules</p>
          <h2 class="vs-section__title">Trois façons de travailler ensemble</h2>
          <p>Chaque devis est établi sur mesure après notre premier échange. Les tarifs ci-dessous sont donnés à titre indicatif, hors taxes.</p>
        </header>
        <ul class="vs-cards">
          <li class="vs-card">
            <div class="vs-card__body">
              <h3 class="vs-card__title">Diagnostic express</h3>
              <p>Deux semaines pour faire le point : entretiens, analyse de vos supports et de vos concurrents, recommandations prioritaires restituées en atelier.</p>
              <p class="vs-card__price">à partir de 1&nbsp;800&nbsp;€ HT</p>
            </div>
          </li>
          <li class="vs-card">
            <div class="vs-card__body">
              <h3 class="vs-card__title">Accompagnement au long cours</h3>
              <p>Une à deux journées par mois à vos côtés pour piloter votre plan de communication, coordonner vos prestataires et garder le cap.</p>
              <p class="vs-card__price">à partir de 650&nbsp;€ HT par jour</p>
            </div>
          </li>
          <li class="vs-card">
            <div class="vs-card__body">
              <h3 class="vs-card__title">Événement clé en main</h3>
              <p>De la recherche du lieu au bilan, je prends en charge votre événement et vous présente un interlocuteur unique, un budget suivi et un rétroplanning partagé.</p>
              <p class="vs-card__price">sur devis</p>
            </div>
          </li>
        </ul>
        <div class="vs-actions">
          <a class="vs-button" href="/service">Toutes les prestations et leurs tarifs</a>
          <a class="vs-button vs-button--outline" href="/events/ateliers">Ateliers et formations</a>
          <a class="vs-button vs-button--outline" href="/forms/demande-de-devis">Demander un devis</a>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        ${ctaRendezVous}
      </section>
    `),
  ],
};

const strategie: SeedSite["pages"][number] = {
  key: "strategie-communication",
  parentKey: "services",
  order: 1,
  title: "Stratégie de communication pour PME | Camille Verdier Conseil",
  url: "services/strategie-communication",
  menuTitle: "Stratégie de communication",
  menuIcon: "fa-bullseye",
  metaDescription:
    "Audit, positionnement, messages clés et plan de communication sur douze mois : une stratégie claire et réaliste, construite avec vous, à Lyon et à distance.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Services · Conseil</p>
          <h1 class="vs-hero__title">Stratégie de communication</h1>
          <p class="vs-lead">Vous communiquez beaucoup, mais sans fil conducteur ? Vos équipes ne racontent pas toutes la même histoire ? Ensemble, nous posons des bases solides : ce que vous dites, à qui, où et quand.</p>
          <div class="vs-actions">
            <a class="vs-button" href="/contact">Demander un diagnostic</a>
          </div>
        </div>
        <div class="vs-hero__media">
          ${img("strategie.svg", "Tableau de post-it et cible : l’atelier de stratégie", 640, 480, true)}
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <div class="vs-columns">
          <div>
            <h2 class="vs-section__title">Ce que je vous apporte</h2>
            <p>Une stratégie de communication n’est pas un document de cinquante pages rangé dans un tiroir. C’est un outil de décision que vos équipes utilisent au quotidien.</p>
            <ul class="vs-list">
              <li><strong>Un regard extérieur</strong> sur votre image, vos supports et vos concurrents.</li>
              <li><strong>Un positionnement clair</strong> et des messages clés validés par la direction.</li>
              <li><strong>Un plan d’actions chiffré</strong> sur douze mois, priorisé selon vos moyens.</li>
              <li><strong>Des indicateurs simples</strong> pour mesurer ce qui fonctionne.</li>
              <li><strong>Des équipes autonomes</strong>, formées à porter le discours.</li>
            </ul>
          </div>
          <div>
            <h2 class="vs-section__title">Pour qui ?</h2>
            <p>Je travaille avec des PME industrielles et de services, des associations, des collectivités et des domaines viticoles qui veulent :</p>
            <ul class="vs-list">
              <li>préparer un changement : nouvelle offre, fusion, transmission, changement de nom ;</li>
              <li>recruter et fidéliser en affirmant leur marque employeur ;</li>
              <li>se faire connaître d’un nouveau public, en France ou à l’export ;</li>
              <li>remettre de la cohérence après des années de supports empilés.</li>
            </ul>
            <p><span class="vs-badge">Lyon et Auvergne-Rhône-Alpes</span><span class="vs-badge">Partout en France à distance</span></p>
          </div>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <header class="vs-section__header">
          <p class="vs-eyebrow">Méthode</p>
          <h2 class="vs-section__title">Quatre étapes, environ deux mois</h2>
        </header>
        <ol class="vs-steps">
          <li><h3>Diagnostic</h3><p>Entretiens avec la direction, vos équipes et quelques clients ; analyse de vos supports, de votre présence en ligne et de vos concurrents.</p></li>
          <li><h3>Atelier stratégique</h3><p>Une demi-journée de travail collectif pour choisir vos cibles prioritaires, votre positionnement et vos messages clés.</p></li>
          <li><h3>Plan d’actions</h3><p>Un calendrier sur douze mois : actions, canaux, responsables, budget et indicateurs, présenté en comité de direction.</p></li>
          <li><h3>Déploiement et suivi</h3><p>Je vous accompagne dans la mise en œuvre, avec un point mensuel pour ajuster le tir selon les résultats.</p></li>
        </ol>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <figure class="vs-quote vs-quote--large">
          <blockquote><p>Avant, chaque service faisait sa plaquette dans son coin. Aujourd’hui, nous avons une seule voix, un site qui convertit et un plan que toute l’équipe comprend.</p></blockquote>
          <figcaption><span class="vs-quote__author">Nathalie G.</span> Directrice générale d’une entreprise de services à Villeurbanne</figcaption>
        </figure>
        ${ctaRendezVous}
      </section>
    `),
  ],
};

const evenementiel: SeedSite["pages"][number] = {
  key: "gestion-projet-evenementiel",
  parentKey: "services",
  order: 2,
  title: "Gestion de projet événementiel à Lyon | Camille Verdier Conseil",
  url: "services/gestion-projet-evenementiel",
  menuTitle: "Gestion de projet événementiel",
  menuIcon: "fa-calendar-check",
  metaDescription:
    "Séminaires, lancements de produits, salons, inaugurations et portes ouvertes : une cheffe de projet unique, un budget suivi et des prestataires de confiance.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Services · Organisation</p>
          <h1 class="vs-hero__title">Gestion de projet événementiel</h1>
          <p class="vs-lead">Un événement réussi, c’est un objectif clair, un budget tenu et mille détails que personne ne remarque. Je m’occupe des détails ; vous profitez de vos invités.</p>
          <div class="vs-actions">
            <a class="vs-button" href="/contact">Parler de votre événement</a>
            <a class="vs-button vs-button--outline" href="/realisations-portfolio">Voir des exemples</a>
          </div>
        </div>
        <div class="vs-hero__media">
          ${img("evenementiel.svg", "Scène d’une convention d’entreprise devant un public", 640, 480, true)}
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <h2 class="vs-section__title">Les événements que j’organise</h2>
          <p>De 20 à 800 invités, en Auvergne-Rhône-Alpes et partout en France.</p>
        </header>
        <ul class="vs-cards">
          <li class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Séminaires et conventions</h3><p>Choix du lieu, programme, intervenants, ateliers participatifs, hébergement et transport des équipes.</p></div></li>
          <li class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Lancements de produits</h3><p>Soirées presse et clients, mise en scène du produit, invitations d’influenceurs et de journalistes.</p></div></li>
          <li class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Salons professionnels</h3><p>Conception du stand avec votre agencement, supports, planning des équipes et relances des contacts après le salon.</p></div></li>
          <li class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Inaugurations et anniversaires</h3><p>Cérémonie, discours, protocole avec les élus, animation et souvenir pour vos invités.</p></div></li>
          <li class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Portes ouvertes et dégustations</h3><p>Pour les domaines viticoles et les artisans : parcours de visite, accueil, signalétique et communication locale.</p></div></li>
          <li class="vs-card"><div class="vs-card__body"><h3 class="vs-card__title">Événements hybrides</h3><p>Captation et diffusion en direct pour les participants à distance, avec une régie technique de confiance.</p></div></li>
        </ul>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns">
          <div>
            <p class="vs-eyebrow">De l’idée au bilan</p>
            <h2 class="vs-section__title">Un déroulé sans surprise</h2>
            <ol class="vs-steps">
              <li><h3>Cadrage</h3><p>Objectifs, public, date, budget : une note de cadrage validée avant toute dépense.</p></li>
              <li><h3>Préparation</h3><p>Lieu, prestataires, invitations, rétroplanning partagé et point hebdomadaire.</p></li>
              <li><h3>Jour J</h3><p>Je suis sur place de l’installation au démontage, avec un plan B pour chaque imprévu.</p></li>
              <li><h3>Bilan</h3><p>Retours des participants, budget final et recommandations pour la prochaine édition.</p></li>
            </ol>
          </div>
          <div>
            <p class="vs-eyebrow">Mes engagements</p>
            <h2 class="vs-section__title">Des événements responsables</h2>
            <ul class="vs-list">
              <li>Des prestataires locaux et des produits de saison, en priorité.</li>
              <li>Zéro vaisselle jetable, des restes redistribués à des associations.</li>
              <li>Des lieux accessibles en transports en commun et aux personnes à mobilité réduite.</li>
              <li>Un bilan carbone simplifié remis avec le bilan de l’événement.</li>
              <li>Un devis détaillé, sans commission cachée sur les prestataires.</li>
            </ul>
          </div>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        ${ctaRendezVous}
      </section>
    `),
  ],
};

const portfolioItems: {
  file: string;
  alt: string;
  meta: string;
  title: string;
  text: string;
  result: string;
}[] = [
  {
    file: "portfolio-salon.svg",
    alt: "Stand d’exposition aux couleurs d’un fabricant de luminaires",
    meta: "Salon professionnel · 2025",
    title: "Un stand de 60 m² pour un fabricant de luminaires",
    text: "Conception du stand avec l’agenceur, supports commerciaux, planning des équipes et relance des contacts dans la semaine qui a suivi le salon.",
    result: "320 contacts qualifiés en quatre jours",
  },
  {
    file: "portfolio-seminaire.svg",
    alt: "Séminaire d’entreprise autour de tables rondes, vignes en arrière-plan",
    meta: "Séminaire · 2024",
    title: "Deux jours de séminaire dans le Beaujolais",
    text: "180 collaborateurs d’un groupe de distribution réunis autour de la nouvelle stratégie : plénières, ateliers, soirée dans un domaine et transport depuis trois villes.",
    result: "94 % des participants satisfaits ou très satisfaits",
  },
  {
    file: "portfolio-lancement.svg",
    alt: "Lancement d’une gamme de cosmétiques sur une scène éclairée",
    meta: "Lancement de produit · 2025",
    title: "Le lancement d’une gamme de cosmétiques bio",
    text: "Soirée presse et influence dans un atelier de la Croix-Rousse, dossier de presse et envoi d’échantillons aux journalistes beauté.",
    result: "14 articles et 60 publications sur les réseaux sociaux",
  },
  {
    file: "portfolio-identite.svg",
    alt: "Cartes de visite et palette de couleurs d’une nouvelle identité visuelle",
    meta: "Stratégie de marque · 2024",
    title: "Une nouvelle identité pour une association d’insertion",
    text: "Plateforme de marque construite avec les salariés et les bénévoles, nouveau nom, logo réalisé avec une graphiste partenaire et charte éditoriale.",
    result: "+40 % de candidatures spontanées de bénévoles",
  },
  {
    file: "portfolio-inauguration.svg",
    alt: "Inauguration d’un chai : ruban rouge tendu devant la porte",
    meta: "Inauguration · 2023",
    title: "L’inauguration d’un chai dans la vallée du Rhône",
    text: "Cérémonie avec les élus, visites guidées du nouveau chai, dîner des vignerons et relations avec la presse régionale pour un domaine familial.",
    result: "400 invités et une couverture dans la presse régionale",
  },
  {
    file: "portfolio-campagne.svg",
    alt: "Téléphone affichant une publication de campagne sur les réseaux sociaux",
    meta: "Campagne · 2025",
    title: "Une campagne de recrutement pour une communauté de communes",
    text: "Portraits d’agents, vidéos courtes et publications sponsorisées pour faire connaître les métiers du service public local auprès des jeunes actifs.",
    result: "2 400 abonnés gagnés et 85 candidatures",
  },
];

const portfolio: SeedSite["pages"][number] = {
  key: "realisations-portfolio",
  order: 3,
  title: "Réalisations : événements et campagnes | Camille Verdier Conseil",
  url: "realisations-portfolio",
  menuTitle: "Réalisations",
  menuIcon: "fa-images",
  metaDescription:
    "Séminaires, salons, lancements, inaugurations, identités de marque et campagnes : découvrez une sélection de projets menés pour mes clients.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero vs-hero--text">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Portfolio</p>
          <h1 class="vs-hero__title">Réalisations</h1>
          <p class="vs-lead">Une sélection de projets récents, présentés avec l’accord de mes clients. Chacun a commencé par la même question : qu’est-ce qui doit avoir changé quand tout sera terminé ?</p>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <ul class="vs-cards">
          ${portfolioItems
            .map(
              (item) => `
          <li class="vs-card">
            <figure class="vs-card__media">${img(item.file, item.alt, 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">${item.meta}</p>
              <h2 class="vs-card__title">${item.title}</h2>
              <p>${item.text}</p>
              <p><strong>Résultat :</strong> ${item.result}.</p>
            </div>
          </li>`,
            )
            .join("")}
        </ul>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <header class="vs-section__header vs-section__header--center">
          <h2 class="vs-section__title">Ils en parlent mieux que moi</h2>
        </header>
        <div class="vs-quotes">
          <figure class="vs-quote">
            <blockquote><p>Le stand a été le plus visité de notre allée. Et surtout, les contacts ont été relancés dès le lundi suivant : nous avons signé trois nouveaux distributeurs.</p></blockquote>
            <figcaption><span class="vs-quote__author">Olivier M.</span> Dirigeant d’un fabricant de luminaires</figcaption>
          </figure>
          <figure class="vs-quote">
            <blockquote><p>Camille a su écouter nos bénévoles autant que notre conseil d’administration. Notre nouveau nom, tout le monde se l’est approprié.</p></blockquote>
            <figcaption><span class="vs-quote__author">Fatima B.</span> Présidente d’une association d’insertion</figcaption>
          </figure>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        ${ctaRendezVous}
      </section>
    `),
  ],
};

const contact: SeedSite["pages"][number] = {
  key: "contact",
  order: 4,
  title: "Contact et rendez-vous | Camille Verdier Conseil",
  url: "contact",
  menuTitle: "Contact",
  menuIcon: "fa-envelope",
  metaDescription:
    "Un projet de communication ou d’événement ? Contactez Camille Verdier à Lyon par téléphone, par e-mail ou via le formulaire : réponse sous 48 heures ouvrées.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <p class="vs-eyebrow">Contact</p>
          <h1 class="vs-section__title">Parlons de votre projet</h1>
          <p class="vs-lead">Décrivez-moi votre besoin en quelques lignes à l’aide du formulaire de contact ci-dessous : je vous réponds sous 48 heures ouvrées pour convenir d’un premier rendez-vous, à mon bureau, chez vous ou en visioconférence.</p>
        </header>
        <h2>Ce qu’il est utile de préciser</h2>
        <ul class="vs-list">
          <li>votre organisation et votre rôle ;</li>
          <li>l’objectif du projet et le public visé ;</li>
          <li>la date ou la période envisagée ;</li>
          <li>une enveloppe budgétaire, même approximative.</li>
        </ul>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns">
          <div>
            <h2>Venir au bureau</h2>
            <p>Le bureau se trouve au cœur de la Presqu’île, à deux pas de la place des Jacobins : métro A, station Cordeliers, ou parking Célestins. L’immeuble est accessible aux personnes à mobilité réduite.</p>
            <p><a href="https://www.openstreetmap.org/search?query=14%20rue%20Merci%C3%A8re%2069002%20Lyon">Voir le plan d’accès sur OpenStreetMap</a></p>
          </div>
          <div>
            <h2>Suivre mon actualité</h2>
            <p>Je partage régulièrement des retours d’expérience, des coulisses d’événements et des conseils pratiques sur LinkedIn.</p>
            <p><a class="vs-button vs-button--outline" href="https://www.linkedin.com/in/camille-verdier-conseil">Me suivre sur LinkedIn</a></p>
          </div>
        </div>
      </section>
    `),
  ],
};

export const siteConsultant: SeedSite = {
  id: 1,
  name: "Camille Verdier Conseil",
  hosts: { dev: ["localhost", "127.0.0.1", "conseil.localhost"], prod: ["conseil.vinisite.fr"] },
  isWinemaker: false,
  isECommerce: false,
  isBuilding: false,
  dashboardType: "PLAUSIBLE",
  defaultLang: "fr_FR",
  technicalFileModel: null,
  // spec §1: a sans-serif font, title 17 pt, content and menu 14 pt.
  fonts: [
    { type: "TITLE", family: "Inter", color: "#0E4D55", size: 17, weight: 700, style: "normal" },
    { type: "CONTENT", family: "Inter", color: "#1F2933", size: 14, weight: 400, style: "normal" },
    { type: "MENU", family: "Inter", color: "#1F2933", size: 14, weight: 500, style: "normal" },
  ],
  logos: [
    { type: "LOGO", filename: `${DIR}/logo.svg`, alt: "Camille Verdier Conseil" },
    { type: "LOGO_FOOTER", filename: `${DIR}/logo-footer.svg`, alt: "Camille Verdier Conseil" },
    { type: "LOGO_LIGHT_THEME", filename: `${DIR}/logo-light.svg`, alt: "Camille Verdier Conseil" },
    { type: "LOGO_DARK_THEME", filename: `${DIR}/logo-dark.svg`, alt: "Camille Verdier Conseil" },
    { type: "LOGO_FAVICON", filename: `${DIR}/favicon.svg`, alt: "Camille Verdier Conseil" },
  ],
  parameters: {
    // Company (spec §3)
    COMPANY_NAME: "Camille Verdier Conseil",
    COMPANY_EMAIL: "bonjour@conseil.vinisite.fr",
    COMPANY_PHONE: "04 65 71 28 40",
    COMPANY_MOBILE: "06 39 98 52 17",
    COMPANY_ADDRESS: "https://www.openstreetmap.org/search?query=14%20rue%20Merci%C3%A8re%2069002%20Lyon",
    COMPANY_DESCRIPTION: frTypo(
      "<p>Consultante indépendante à Lyon, j’accompagne les PME, les associations, les collectivités et les domaines viticoles dans leur <strong>stratégie de communication</strong> et la <strong>gestion de leurs projets événementiels</strong> : séminaires, lancements, salons, inaugurations.</p><p>Un interlocuteur unique, un réseau de prestataires de confiance et des événements responsables.</p>",
    ),
    HEAD_OFFICE: "14 rue Mercière, 69002 Lyon",
    LEGAL_AGENT: "Camille Verdier",
    LEGAL_COMPANY_NAME: "CV Conseil & Événements",
    CORPORATE_FORM: "SASU",
    SIRET_NUMBER: "912 408 531 00016",
    RCS_NUMBER: "RCS Lyon 912 408 531",
    SHARE_CAPITAL: "2 000 €",
    // Opening hours
    MONDAY_HOURS: "9h00 – 18h00",
    TUESDAY_HOURS: "9h00 – 18h00",
    WEDNESDAY_HOURS: "9h00 – 18h00",
    THURSDAY_HOURS: "9h00 – 18h00",
    FRIDAY_HOURS: "9h00 – 17h00",
    SATURDAY_HOURS: "Sur rendez-vous",
    SUNDAY_HOURS: "Fermé",
    // Legal texts (placeholders filled at display time)
    ...legalTexts,
    // Colours (spec §1: dark teal, salmon, white). Text pairs, all WCAG AA (≥ 4.5:1):
    // #1F2933 on #FFFFFF 14.8; #0E4D55 on #FFFFFF 9.5; #FFFFFF on #0E4D55 9.5; #1F2933 on #FA8072 5.9.
    PRIMARY_COLOR: "#0E4D55FF",
    ACCENT_COLOR: "#FA8072FF",
    BACKGROUND_COLOR: "#FFFFFFFF",
    FONT_COLOR: "#1F2933FF",
    HEADING_COLOR: "#0E4D55FF",
    FONT_BACKGROUND_COLOR: "#FFFFFFFF",
    BACKGROUND_HEADER_COLOR: "#FFFFFFFF",
    FONT_HEADER_COLOR: "#1F2933FF",
    BACKGROUND_MENU_COLOR: "#FFFFFFFF",
    ACTIVE_FONT_COLOR: "#0E4D55FF",
    ACTIVE_MENU_COLOR: "#FA8072FF",
    MENU_COLOR_ON_TOP: "#FFFFFFFF",
    BACKGROUND_MOBILE_MENU_COLOR: "#0E4D55FF",
    FONT_MOBILE_MENU_COLOR: "#FFFFFFFF",
    BACKGROUND_FOOTER_COLOR: "#0E4D55FF",
    FONT_FOOTER_COLOR: "#FFFFFFFF",
    // Features
    HIDE_CONTACT_PAGE: false,
    IS_BLOG_ACTIVATED: true,
    SHOW_SEARCHBAR: true,
    // Meta descriptions
    HOME_META_DESCRIPTION:
      "Camille Verdier, consultante en stratégie de communication et en gestion de projets événementiels à Lyon, pour les PME, associations et domaines viticoles.",
    CONTACT_META_DESCRIPTION: frTypo(
      "Contactez Camille Verdier à Lyon pour votre stratégie de communication ou votre prochain événement : premier échange de 45 minutes offert.",
    ),
    // Integration and social (spec §1: only the professional-network link is set)
    SEND_MAIL_AS_NAME: "Camille Verdier Conseil",
    SEND_MAIL_AS_MAIL: "ne-pas-repondre@conseil.vinisite.fr",
    PRIVACY_ANALYTICS_DOMAIN: "conseil.vinisite.fr",
    LINKEDIN_URL: "https://www.linkedin.com/in/camille-verdier-conseil",
    FACEBOOK_URL: null,
    INSTAGRAM_URL: null,
    X_URL: null,
    YOUTUBE_URL: null,
    TIKTOK_URL: null,
    PINTEREST_URL: null,
    WHATSAPP_HANDLE: null,
    DISCORD_URL: null,
    GITHUB_URL: null,
    REVIEW_SERVICE_URL: null,
    CREATED_BY_MESSAGE: "Site réalisé avec Vinisite",
  },
  pages: [home, services, strategie, evenementiel, portfolio, contact].map((page) => ({
    ...page,
    title: frTypo(page.title),
    metaDescription: frTypo(page.metaDescription),
  })),
  footerLinks: [
    { label: "Mentions légales", url: "/legal-notice", order: 1 },
    { label: "Politique de confidentialité", url: "/privacy-policy", order: 2 },
    { label: "Politique de cookies", url: "/cookie-policy", order: 3 },
    { label: "Conditions d’utilisation", url: "/use-terms", order: 4 },
    { label: "Conditions de vente", url: "/sale-terms", order: 5 },
    { label: "Contact", url: "/contact", order: 6 },
    { label: "Blog", url: "/blog", order: 7 },
    { label: "Actualités", url: "/news", order: 8 },
    { label: "Albums photo", url: "/albums", order: 9 },
  ],
  footerLogos: [
    { filename: `${DIR}/badge-reseau.svg`, alt: "Membre du réseau Com’Indé Auvergne-Rhône-Alpes", order: 1 },
    { filename: `${DIR}/badge-charte.svg`, alt: "Signataire de la charte Événement responsable", order: 2 },
  ],
  addresses: [
    {
      typeCode: "MAIN",
      typeLabel: "Siège social",
      name: "Camille Verdier Conseil",
      address: "14 rue Mercière",
      addressPart2: "3e étage",
      postalCode: "69002",
      city: "Lyon",
      countryAlphaTwo: "FR",
      phone: "04 65 71 28 40",
    },
  ],
  popups: [
    {
      key: "prendre-rendez-vous",
      title: "Prendre rendez-vous",
      html: layout(`
        <div class="vs-popup">
          <p class="vs-lead">Un projet de communication ou d’événement en tête ?</p>
          <p>Réservons 45 minutes pour en parler : le premier échange est offert et sans engagement, à mon bureau de Lyon ou en visioconférence.</p>
          <div class="vs-actions">
            <a class="vs-button" href="/contact">Prendre rendez-vous</a>
            <a class="vs-button vs-button--outline" href="tel:+33639985217">06 39 98 52 17</a>
          </div>
        </div>
      `).html,
      showOnEveryReload: false,
      lockScroll: false,
      darkenBackground: true,
    },
  ],
  componentConfs: [
    {
      slug: "contact-form",
      config: {
        title: "Écrivez-moi",
        submitLabel: "Envoyer ma demande",
        successMessage: "Merci ! Votre message a bien été envoyé. Je vous réponds sous 48 heures ouvrées.",
        fields: [
          { name: "firstname", label: "Prénom", type: "text", required: true, autocomplete: "given-name" },
          { name: "lastname", label: "Nom", type: "text", required: true, autocomplete: "family-name" },
          { name: "email", label: "Adresse e-mail", type: "email", required: true, autocomplete: "email" },
          { name: "phone", label: "Téléphone", type: "tel", required: false, autocomplete: "tel" },
          {
            name: "company",
            label: "Organisation",
            type: "text",
            required: false,
            autocomplete: "organization",
          },
          {
            name: "subject",
            label: "Votre demande concerne",
            type: "select",
            required: true,
            options: [
              "Stratégie de communication",
              "Projet événementiel",
              "Demande de devis",
              "Autre demande",
            ],
          },
          { name: "message", label: "Votre message", type: "textarea", required: true, maxLength: 5000 },
          {
            name: "consent",
            label:
              "J’accepte que mes données soient utilisées pour répondre à ma demande, conformément à la politique de confidentialité.",
            type: "checkbox",
            required: true,
            link: "/privacy-policy",
          },
        ],
      },
    },
  ],
  externalApps: [{ app: "plausible", publicConfig: { domain: "conseil.vinisite.fr" } }],
  variations: [],
};
