/**
 * Demo site 2 (DESIGN.md §1): the shop of a fictional family wine estate near Saumur, in the Loire
 * valley, certified organic, with a tuffeau cellar open for visits and tastings. The Delaunay family
 * and the estate are fictional; phone numbers are in the ranges ARCEP keeps for fiction
 * (02 61 91…, 06 39 98…). The wine catalogue is seeded separately.
 */
import { frTypo, legalTexts } from "./legal-texts";
import type { SeedLayout, SeedSite } from "./types";

const DIR = "/demo/domaine";

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

// Loi Évin: the health warning goes with every promotion of alcoholic drinks.
const moderation = `<p class="vs-note">L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</p>`;

const ctaVisite = `
<div class="vs-cta">
<h2>Venez nous voir au domaine</h2>
<p class="vs-lead">Le caveau est ouvert toute l’année pour déguster nos vins. Pour visiter la cave troglodytique, pensez à réserver.</p>
<div class="vs-actions">
<a class="vs-button vs-button--accent" href="/visites-degustations">Visites et dégustations</a>
<a class="vs-button vs-button--outline" href="/contact">Nous contacter</a>
</div>
</div>`;

const home: SeedSite["pages"][number] = {
  key: "accueil",
  order: 1,
  title: "Domaine des Trois Coteaux | Vins bio de Saumur, vente en ligne",
  url: "",
  menuTitle: "Accueil",
  menuIcon: "fa-house",
  metaDescription:
    "Domaine familial bio près de Saumur : Saumur-Champigny, Saumur blanc, Crémant de Loire. Vente en ligne, livraison offerte dès 12 bouteilles, visites de cave.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Vignerons à Turquant depuis 1921 · Agriculture biologique</p>
          <h1 class="vs-hero__title">Trois coteaux, une famille, des vins de Loire vivants</h1>
          <p class="vs-lead">Sur les coteaux de tuffeau et de silex qui dominent la Loire entre Saumur et Montsoreau, nous cultivons 22 hectares en bio et élevons nos vins dans une cave creusée dans la roche.</p>
          <div class="vs-actions">
            <a class="vs-button" href="/shop">Découvrir nos vins</a>
            <a class="vs-button vs-button--accent" href="/visites-degustations">Visiter la cave</a>
          </div>
        </div>
        <div class="vs-hero__media">
          ${img("hero-vignoble.svg", "Les trois coteaux de vignes du domaine au-dessus de la Loire", 640, 480, true)}
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <p class="vs-eyebrow">Nos vins</p>
          <h2 class="vs-section__title">Du Chenin et du Cabernet franc, comme il se doit</h2>
          <p class="vs-lead">Quinze cuvées nées de nos trois coteaux, du rouge gourmand à boire entre amis jusqu’au moelleux de garde, vendues en bouteille, en demi-bouteille, en magnum et en coffrets.</p>
        </header>
        <div class="vs-columns vs-columns--center">
          <figure class="vs-figure">${img("bouteilles.svg", "Cinq bouteilles du domaine : rouge, blanc, effervescent, rosé et moelleux", 640, 480)}</figure>
          <ul class="vs-cards vs-cards--2">
            <li class="vs-card"><div class="vs-card__body"><p class="vs-card__meta">Rouges</p><h3 class="vs-card__title">Saumur-Champigny</h3><p>Le Puy et Les Silex : du fruit, de la fraîcheur et des tanins soyeux.</p></div></li>
            <li class="vs-card"><div class="vs-card__body"><p class="vs-card__meta">Blancs</p><h3 class="vs-card__title">Saumur blanc</h3><p>Les Perrières et Clos du Tuffeau : le Chenin dans toute sa tension minérale.</p></div></li>
            <li class="vs-card"><div class="vs-card__body"><p class="vs-card__meta">Bulles</p><h3 class="vs-card__title">Crémant de Loire</h3><p>Fines Bulles, brut ou rosé, vieilli dix-huit mois sur lattes dans notre cave.</p></div></li>
            <li class="vs-card"><div class="vs-card__body"><p class="vs-card__meta">Rosé &amp; moelleux</p><h3 class="vs-card__title">Rosé de Loire, Coteaux de Saumur</h3><p>Pétale pour l’apéritif, Grain d’Or pour le foie gras et les desserts.</p></div></li>
          </ul>
        </div>
        <div class="vs-actions">
          <a class="vs-button" href="/shop">Voir toute la boutique</a>
        </div>
        ${moderation}
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <ul class="vs-stats">
          <li><span class="vs-stat__value">22 ha</span><span class="vs-stat__label">de vignes sur trois coteaux</span></li>
          <li><span class="vs-stat__value">4</span><span class="vs-stat__label">générations de vignerons</span></li>
          <li><span class="vs-stat__value">Bio</span><span class="vs-stat__label">certifié depuis le millésime 2012</span></li>
          <li><span class="vs-stat__value">12 °C</span><span class="vs-stat__label">toute l’année dans notre cave de tuffeau</span></li>
        </ul>
        <div class="vs-actions vs-actions--center">
          <a class="vs-button vs-button--outline" href="/le-domaine">Découvrir le domaine</a>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header vs-section__header--center">
          <p class="vs-eyebrow">Ils sont venus au domaine</p>
          <h2 class="vs-section__title">Vos avis</h2>
        </header>
        <div class="vs-quotes">
          <figure class="vs-quote">
            <blockquote><p>Une visite passionnante de la cave, des explications simples et une dégustation généreuse. Le Saumur-Champigny Les Silex est reparti avec nous !</p></blockquote>
            <figcaption><span class="vs-quote__author">Claire et Julien</span> En week-end depuis Nantes</figcaption>
          </figure>
          <figure class="vs-quote">
            <blockquote><p>Je commande en ligne deux fois par an : cartons bien protégés, livraison rapide, et toujours un petit mot d’Hélène dans le colis.</p></blockquote>
            <figcaption><span class="vs-quote__author">Thomas B.</span> Client fidèle à Lille</figcaption>
          </figure>
          <figure class="vs-quote">
            <blockquote><p>Des vins bio sincères et une famille qui prend le temps de recevoir. Nous avons adoré le pique-nique dans les vignes.</p></blockquote>
            <figcaption><span class="vs-quote__author">Famille Martin</span> En vacances dans le Saumurois</figcaption>
          </figure>
        </div>
        ${ctaVisite}
      </section>
    `),
  ],
};

const domaine: SeedSite["pages"][number] = {
  key: "le-domaine",
  order: 2,
  title: "Le domaine familial bio à Turquant | Domaine des Trois Coteaux",
  url: "le-domaine",
  menuTitle: "Le domaine",
  menuIcon: "fa-wine-bottle",
  metaDescription:
    "Quatre générations de vignerons, 22 hectares en agriculture biologique sur trois coteaux de la Loire et une cave troglodytique creusée dans le tuffeau.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Le domaine</p>
          <h1 class="vs-hero__title">Une famille, trois coteaux</h1>
          <p class="vs-lead">Hélène et Antoine Delaunay, frère et sœur, représentent la quatrième génération de vignerons du domaine. Elle vinifie, il cultive : ensemble, ils perpétuent un savoir-faire né en 1921.</p>
        </div>
        <div class="vs-hero__media">
          ${img("cave-tuffeau.svg", "La cave troglodytique du domaine et ses barriques", 640, 480, true)}
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <div class="vs-columns">
          <div>
            <h2 class="vs-section__title">Nos vignes</h2>
            <p>Nos 22 hectares s’étendent sur trois coteaux voisins, orientés au sud, au-dessus du village de Turquant. Chacun a son sol, et chacun donne sa cuvée : nous vinifions chaque parcelle séparément pour que le terroir s’exprime.</p>
            <p>Le Cabernet franc occupe 14 hectares, le Chenin 7 hectares ; un hectare de Grolleau donne notre rosé. La plupart de nos vignes ont plus de trente ans, les plus anciennes ont été plantées par notre arrière-grand-père.</p>
          </div>
          <div>
            <h2 class="vs-section__title">Notre engagement bio</h2>
            <ul class="vs-list">
              <li>Certifiés en agriculture biologique depuis le millésime 2012.</li>
              <li>Sols travaillés et enherbés un rang sur deux, aucun désherbant.</li>
              <li>Vendanges manuelles, en cagettes, pour préserver les raisins.</li>
              <li>Fermentations avec les levures indigènes, soufre au minimum.</li>
              <li>Haies replantées, ruches et nichoirs pour la biodiversité.</li>
            </ul>
          </div>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <header class="vs-section__header">
          <h2 class="vs-section__title">En savoir plus</h2>
        </header>
        <ul class="vs-cards vs-cards--2">
          <li class="vs-card">
            <figure class="vs-card__media">${img("histoire.svg", "L’ancien pressoir du domaine et une photographie de 1921", 600, 400)}</figure>
            <div class="vs-card__body">
              <h3 class="vs-card__title">Notre histoire</h3>
              <p>De Joseph, qui acheta trois hectares et une cave en 1921, à Hélène et Antoine : un siècle de vendanges en quelques dates.</p>
              <a class="vs-card__link" href="/le-domaine/notre-histoire">Lire notre histoire</a>
            </div>
          </li>
          <li class="vs-card">
            <figure class="vs-card__media">${img("terroir-tuffeau.svg", "Coupe du sol : les racines des vignes plongent dans le tuffeau", 600, 400)}</figure>
            <div class="vs-card__body">
              <h3 class="vs-card__title">Nos terroirs</h3>
              <p>Tuffeau blanc, argilo-calcaire et silex : trois sols, trois coteaux et trois façons de faire parler nos cépages.</p>
              <a class="vs-card__link" href="/le-domaine/nos-terroirs">Découvrir nos terroirs</a>
            </div>
          </li>
        </ul>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <h2 class="vs-section__title">Le domaine en images</h2>
        </header>
        <div class="vs-gallery">
          <figure class="vs-figure">${img("hero-vignoble.svg", "Les coteaux de vignes au-dessus de la Loire", 640, 480)}<figcaption>Les trois coteaux, face à la Loire.</figcaption></figure>
          <figure class="vs-figure">${img("vendanges.svg", "Cagettes de raisin pendant les vendanges", 600, 400)}<figcaption>Vendanges à la main, en cagettes.</figcaption></figure>
          <figure class="vs-figure">${img("cave-tuffeau.svg", "Barriques alignées dans la cave de tuffeau", 640, 480)}<figcaption>L’élevage en barriques, à 12 °C.</figcaption></figure>
          <figure class="vs-figure">${img("degustation.svg", "Trois verres de vin sur la table de dégustation", 600, 400)}<figcaption>La dégustation au caveau.</figcaption></figure>
        </div>
      </section>
    `),
  ],
};

const histoire: SeedSite["pages"][number] = {
  key: "notre-histoire",
  parentKey: "le-domaine",
  order: 1,
  title: "Notre histoire depuis 1921 | Domaine des Trois Coteaux",
  url: "le-domaine/notre-histoire",
  menuTitle: "Notre histoire",
  menuIcon: "fa-clock-rotate-left",
  metaDescription:
    "De 1921 à aujourd’hui, quatre générations de la famille Delaunay se sont succédé sur les coteaux de Turquant, près de Saumur. Découvrez notre histoire.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-section">
        <div class="vs-columns vs-columns--center">
          <div>
            <p class="vs-eyebrow">Le domaine</p>
            <h1 class="vs-section__title">Notre histoire</h1>
            <p class="vs-lead">Tout commence en 1921, lorsque Joseph Delaunay, tonnelier à Saumur, achète trois hectares de vignes et la vieille cave de tuffeau qui les accompagne. Un siècle plus tard, ses arrière-petits-enfants y élèvent toujours leurs vins.</p>
          </div>
          <figure class="vs-figure">
            ${img("histoire.svg", "L’ancien pressoir à vis du domaine et une photographie de 1921", 600, 400, true)}
            <figcaption>Le pressoir de Joseph, toujours exposé dans la cave.</figcaption>
          </figure>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <h2 class="vs-section__title">Un siècle en quelques dates</h2>
        <ol class="vs-timeline">
          <li><span class="vs-timeline__year">1921</span><p>Joseph Delaunay achète trois hectares à Turquant et une cave creusée au XV<sup>e</sup> siècle pour extraire le tuffeau des châteaux de la Loire.</p></li>
          <li><span class="vs-timeline__year">1956</span><p>Son fils Paul met en bouteille au domaine les premiers vins, jusque-là vendus au tonneau aux négociants de Saumur.</p></li>
          <li><span class="vs-timeline__year">1985</span><p>Jean et Marie Delaunay agrandissent le vignoble à 18 hectares et élaborent leur premier Crémant de Loire dans la cave.</p></li>
          <li><span class="vs-timeline__year">2009</span><p>Hélène, tout juste diplômée d’œnologie, convainc ses parents de convertir le domaine à l’agriculture biologique.</p></li>
          <li><span class="vs-timeline__year">2012</span><p>Premier millésime certifié bio. Le domaine abandonne définitivement les désherbants et les levures sélectionnées.</p></li>
          <li><span class="vs-timeline__year">2016</span><p>Hélène et Antoine reprennent le domaine. Antoine replante les haies et installe les premières ruches.</p></li>
          <li><span class="vs-timeline__year">2021</span><p>Cent ans de vendanges : le domaine compte désormais 22 hectares et ouvre sa cave aux visiteurs toute l’année.</p></li>
          <li><span class="vs-timeline__year">2023</span><p>Ouverture du Caveau des Trois Coteaux sur les quais de Saumur, pour la dégustation et le retrait des commandes.</p></li>
        </ol>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <figure class="vs-quote vs-quote--large">
          <blockquote><p>Notre arrière-grand-père disait qu’on ne possède pas une vigne : on la garde pour la génération suivante. C’est exactement ce que nous essayons de faire.</p></blockquote>
          <figcaption><span class="vs-quote__author">Hélène Delaunay</span> Vigneronne et œnologue du domaine</figcaption>
        </figure>
        ${ctaVisite}
      </section>
    `),
  ],
};

const terroirs: SeedSite["pages"][number] = {
  key: "nos-terroirs",
  parentKey: "le-domaine",
  order: 2,
  title: "Nos terroirs : tuffeau, argile et silex | Domaine des Trois Coteaux",
  url: "le-domaine/nos-terroirs",
  menuTitle: "Nos terroirs",
  menuIcon: "fa-mountain-sun",
  metaDescription:
    "Tuffeau blanc, argilo-calcaire et silex : découvrez les trois coteaux du domaine, leurs cépages et le travail de la vigne au fil des saisons.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero vs-hero--text">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Le domaine</p>
          <h1 class="vs-hero__title">Nos terroirs</h1>
          <p class="vs-lead">Un même village, trois coteaux, trois sols. C’est cette diversité qui fait la richesse de nos vins : nous vendangeons et vinifions chaque coteau séparément.</p>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <ul class="vs-cards">
          <li class="vs-card">
            <figure class="vs-card__media">${img("terroir-tuffeau.svg", "Coupe du sol des Perrières : vignes enracinées dans le tuffeau blanc", 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Coteau des Perrières · 7 ha</p>
              <h2 class="vs-card__title">Le tuffeau blanc</h2>
              <p>Une craie tendre et poreuse qui garde l’eau en réserve et rafraîchit les racines l’été. Le Chenin y trouve sa finesse et sa tension : c’est le berceau de nos Saumur blancs et de nos bulles.</p>
            </div>
          </li>
          <li class="vs-card">
            <figure class="vs-card__media">${img("terroir-argile.svg", "Coupe du sol du Puy : argile rouge sur calcaire", 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Coteau du Puy · 9 ha</p>
              <h2 class="vs-card__title">L’argilo-calcaire</h2>
              <p>Une argile rouge posée sur le calcaire, qui donne des Cabernets francs ronds et fruités. On y récolte notre Saumur-Champigny Le Puy et notre rosé.</p>
            </div>
          </li>
          <li class="vs-card">
            <figure class="vs-card__media">${img("terroir-silex.svg", "Coupe du sol des Silex : pierres de silex en surface sur l’argile", 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Coteau des Silex · 6 ha</p>
              <h2 class="vs-card__title">Le silex</h2>
              <p>Des pierres qui emmagasinent la chaleur du jour et la restituent la nuit. Nos plus vieilles vignes de Cabernet franc y donnent une cuvée profonde, taillée pour la garde.</p>
            </div>
          </li>
        </ul>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns vs-columns--wide-left">
          <div>
            <h2 class="vs-section__title">Dans les vignes, au fil de l’année</h2>
            <ol class="vs-steps">
              <li><h3>Hiver</h3><p>Taille à la main, cep par cep, et entretien des palissages.</p></li>
              <li><h3>Printemps</h3><p>Labours, ébourgeonnage et semis de fleurs entre les rangs.</p></li>
              <li><h3>Été</h3><p>Relevage, effeuillage léger et surveillance des maladies.</p></li>
              <li><h3>Automne</h3><p>Vendanges manuelles en cagettes, tri à la parcelle.</p></li>
            </ol>
          </div>
          <figure class="vs-figure">
            ${img("vendanges.svg", "Cagettes remplies de raisin pendant les vendanges", 600, 400)}
            <figcaption>Les vendanges se font à la main, en cagettes de 12 kilos.</figcaption>
          </figure>
        </div>
      </section>
    `),
  ],
};

const visites: SeedSite["pages"][number] = {
  key: "visites-degustations",
  order: 3,
  title: "Visites de cave et dégustations près de Saumur | Domaine des Trois Coteaux",
  url: "visites-degustations",
  menuTitle: "Visites & dégustations",
  menuIcon: "fa-wine-glass",
  metaDescription:
    "Visitez notre cave troglodytique creusée dans le tuffeau et dégustez nos vins bio à Turquant, à 10 minutes de Saumur. Caveau ouvert toute l’année.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Œnotourisme</p>
          <h1 class="vs-hero__title">Visites &amp; dégustations</h1>
          <p class="vs-lead">Notre cave a été creusée dans le tuffeau il y a plus de cinq siècles. À 12 °C toute l’année, nos vins y vieillissent en barriques et sur lattes. Venez découvrir ses galeries, puis goûter nos cuvées au caveau.</p>
          <div class="vs-actions">
            <a class="vs-button" href="/forms/reserver-une-visite">Réserver une visite</a>
          </div>
        </div>
        <div class="vs-hero__media">
          ${img("cave-tuffeau.svg", "Les galeries de la cave troglodytique et ses barriques", 640, 480, true)}
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <h2 class="vs-section__title">Nos formules</h2>
          <p>Les enfants sont les bienvenus : jus de raisin du domaine offert. Les dégustations sont réservées aux adultes.</p>
        </header>
        <ul class="vs-cards">
          <li class="vs-card"><div class="vs-card__body">
            <p class="vs-card__meta">Sans réservation · 30 min</p>
            <h3 class="vs-card__title">Dégustation au caveau</h3>
            <p>Goûtez librement une sélection de six vins du moment, conseillés par Hélène, Antoine ou Lucie.</p>
            <p class="vs-card__price">Gratuit</p>
          </div></li>
          <li class="vs-card"><div class="vs-card__body">
            <p class="vs-card__meta">Sur réservation · 1 h 15</p>
            <h3 class="vs-card__title">Visite de la cave et dégustation commentée</h3>
            <p>Les galeries de tuffeau, les barriques, le remuage des bulles, puis huit vins commentés avec des fromages de chèvre de la ferme voisine.</p>
            <p class="vs-card__price">12&nbsp;€ par personne, offerts dès 6 bouteilles achetées</p>
          </div></li>
          <li class="vs-card"><div class="vs-card__body">
            <p class="vs-card__meta">De juin à septembre · 3 h</p>
            <h3 class="vs-card__title">Balade dans les vignes et pique-nique</h3>
            <p>Une promenade commentée sur les trois coteaux, puis un panier pique-nique de produits locaux avec vue sur la Loire.</p>
            <p class="vs-card__price">29&nbsp;€ par personne</p>
          </div></li>
          <li class="vs-card"><div class="vs-card__body">
            <p class="vs-card__meta">Jusqu’à 40 personnes</p>
            <h3 class="vs-card__title">Groupes et entreprises</h3>
            <p>Visites privées, ateliers d’assemblage, séminaires dans la cave : nous construisons votre programme ensemble.</p>
            <p class="vs-card__price">Sur devis</p>
          </div></li>
        </ul>
        ${moderation}
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns">
          <div>
            <h2 class="vs-section__title">Infos pratiques</h2>
            <dl class="vs-details">
              <dt>Adresse</dt><dd>12 chemin des Caves, 49730 Turquant</dd>
              <dt>Accès</dt><dd>À 10 minutes de Saumur par la D947, direction Montsoreau. Parking gratuit, bornes de recharge.</dd>
              <dt>Caveau</dt><dd>Du lundi après-midi au samedi, 9h30 – 12h30 et 14h00 – 18h30 ; le dimanche matin d’avril à octobre.</dd>
              <dt>Visites</dt><dd>Tous les jours à 11h00 et 15h30, sur réservation.</dd>
              <dt>Langues</dt><dd>Visites en français et en anglais.</dd>
              <dt>Accessibilité</dt><dd>Caveau de plain-pied ; la cave comporte quelques marches, prévenez-nous pour adapter le parcours.</dd>
            </dl>
            <p>Pensez à prévoir une petite laine : il fait 12 °C dans la cave, même en plein été.</p>
          </div>
          <figure class="vs-figure">
            ${img("degustation.svg", "Une bouteille et trois verres de vin rouge, blanc et rosé sur la table de dégustation", 600, 400)}
          </figure>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <div class="vs-cta">
          <h2>Réservez votre visite</h2>
          <p class="vs-lead">Indiquez-nous la date souhaitée, le nombre de personnes et la formule choisie : nous vous confirmons votre créneau par retour de courriel.</p>
          <div class="vs-actions">
            <a class="vs-button vs-button--accent" href="/forms/reserver-une-visite">Réserver une visite</a>
            <a class="vs-button vs-button--outline" href="/events/rendez-vous">Nos rendez-vous</a>
            <a class="vs-button vs-button--outline" href="tel:+33261914730">02 61 91 47 30</a>
          </div>
        </div>
      </section>
    `),
  ],
};

const actualites: SeedSite["pages"][number] = {
  key: "actualites-du-domaine",
  order: 4,
  title: "Actualités et rendez-vous du domaine | Domaine des Trois Coteaux",
  url: "actualites-du-domaine",
  menuTitle: "Actualités",
  menuIcon: "fa-newspaper",
  metaDescription:
    "Vendanges, nouveaux millésimes, portes ouvertes et salons : suivez la vie du Domaine des Trois Coteaux et retrouvez-nous près de chez vous.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-hero vs-hero--text">
        <div class="vs-hero__content">
          <p class="vs-eyebrow">Actualités</p>
          <h1 class="vs-hero__title">La vie du domaine</h1>
          <p class="vs-lead">Des vignes au caveau, les nouvelles du domaine au fil des saisons, et les dates où nous retrouver.</p>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section">
        <ul class="vs-cards">
          <li class="vs-card">
            <figure class="vs-card__media">${img("vendanges.svg", "Cagettes de raisin pendant les vendanges 2026", 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Octobre 2026</p>
              <h2 class="vs-card__title">Vendanges 2026 : un raisin sain et mûr à point</h2>
              <p>Après un printemps pluvieux et un été chaud, nous avons vendangé du 15 septembre au 8 octobre des raisins très sains. Les premiers jus de Chenin sont prometteurs.</p>
            </div>
          </li>
          <li class="vs-card">
            <figure class="vs-card__media">${img("portes-ouvertes.svg", "L’entrée du domaine décorée pour les portes ouvertes", 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">5 et 6 décembre 2026</p>
              <h2 class="vs-card__title">Portes ouvertes de Noël</h2>
              <p>Dégustation de toute la gamme, visites de la cave toutes les heures, huîtres et fromages de nos voisins producteurs. Entrée libre, de 10h00 à 18h00.</p>
            </div>
          </li>
          <li class="vs-card">
            <figure class="vs-card__media">${img("millesime.svg", "La bouteille des Perrières 2025 et un verre de vin blanc", 600, 400)}</figure>
            <div class="vs-card__body">
              <p class="vs-card__meta">Septembre 2026</p>
              <h2 class="vs-card__title">Les Perrières 2025 est arrivé</h2>
              <p>Notre Saumur blanc phare, issu des Chenins du coteau des Perrières, a passé un an sur lies fines. Un vin ciselé, aux notes de poire et de fleurs blanches.</p>
              <a class="vs-card__link" href="/shop">Commander en ligne</a>
            </div>
          </li>
        </ul>
        <div class="vs-actions">
          <a class="vs-button vs-button--outline" href="/news">Toutes les actualités</a>
        </div>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns">
          <div>
            <h2 class="vs-section__title">Où nous retrouver</h2>
            <ol class="vs-timeline">
              <li><span class="vs-timeline__year">5 – 6 décembre 2026</span><p>Portes ouvertes de Noël au domaine, à Turquant.</p></li>
              <li><span class="vs-timeline__year">12 – 13 décembre 2026</span><p>Marché de Noël des vignerons, place Saint-Pierre, Saumur.</p></li>
              <li><span class="vs-timeline__year">Février 2027</span><p>Salon professionnel des vins bio de Loire, Angers (réservé aux professionnels).</p></li>
              <li><span class="vs-timeline__year">Avril 2027</span><p>Week-end des caves troglodytiques : visites nocturnes de la cave.</p></li>
            </ol>
          </div>
          <div>
            <h2 class="vs-section__title">Recevez nos nouvelles</h2>
            <p>Quatre lettres par an : les nouveaux millésimes, les invitations aux portes ouvertes et quelques offres réservées aux abonnés. Pour vous inscrire, cochez la case « lettre d’information » dans votre espace client.</p>
            <div class="vs-actions">
              <a class="vs-button" href="/account">Mon espace client</a>
            </div>
          </div>
        </div>
      </section>
    `),
  ],
};

const contact: SeedSite["pages"][number] = {
  key: "contact",
  order: 5,
  title: "Contact, accès et horaires du caveau | Domaine des Trois Coteaux",
  url: "contact",
  menuTitle: "Contact",
  menuIcon: "fa-envelope",
  metaDescription:
    "Contactez le Domaine des Trois Coteaux à Turquant : réservation de visites, commandes professionnelles, retrait au caveau de Saumur. Horaires et accès.",
  showInMenu: true,
  layouts: [
    layout(`
      <section class="vs-section">
        <header class="vs-section__header">
          <p class="vs-eyebrow">Contact</p>
          <h1 class="vs-section__title">Nous contacter</h1>
          <p class="vs-lead">Une visite à réserver, une question sur une commande ou un accord mets et vins ? Écrivez-nous à l’aide du formulaire de contact ci-dessous ou appelez-nous : nous répondons dans la journée, hors vendanges.</p>
        </header>
      </section>
    `),
    layout(`
      <section class="vs-section vs-section--alt">
        <div class="vs-columns">
          <div>
            <h2>Professionnels</h2>
            <p>Cavistes, restaurateurs, comités d’entreprise : nous proposons des conditions adaptées et livrons en Pays de la Loire chaque semaine. Demandez notre tarif professionnel à Antoine.</p>
          </div>
          <div>
            <h2>Suivez-nous</h2>
            <p>Les vendanges, la cave, les nouveaux millésimes : retrouvez le quotidien du domaine sur <a href="https://www.facebook.com/domainedestroiscoteaux">Facebook</a> et <a href="https://www.instagram.com/domainedestroiscoteaux">Instagram</a>.</p>
          </div>
        </div>
        ${moderation}
      </section>
    `),
  ],
};

export const siteDomaine: SeedSite = {
  id: 2,
  name: "Domaine des Trois Coteaux",
  hosts: { dev: ["domaine.localhost"], prod: ["domaine.vinisite.fr"] },
  isWinemaker: true,
  isECommerce: true,
  isBuilding: false,
  dashboardType: "PLAUSIBLE",
  defaultLang: "fr_FR",
  technicalFileModel: null,
  fonts: [
    { type: "TITLE", family: "Playfair Display", color: "#6B1E2E", size: 18, weight: 700, style: "normal" },
    { type: "CONTENT", family: "Inter", color: "#2B1D16", size: 14, weight: 400, style: "normal" },
    { type: "MENU", family: "Inter", color: "#2B1D16", size: 14, weight: 500, style: "normal" },
  ],
  logos: [
    { type: "LOGO", filename: `${DIR}/logo.svg`, alt: "Domaine des Trois Coteaux" },
    { type: "LOGO_FOOTER", filename: `${DIR}/logo-footer.svg`, alt: "Domaine des Trois Coteaux" },
    { type: "LOGO_LIGHT_THEME", filename: `${DIR}/logo-light.svg`, alt: "Domaine des Trois Coteaux" },
    { type: "LOGO_DARK_THEME", filename: `${DIR}/logo-dark.svg`, alt: "Domaine des Trois Coteaux" },
    { type: "LOGO_FAVICON", filename: `${DIR}/favicon.svg`, alt: "Domaine des Trois Coteaux" },
  ],
  parameters: {
    // Company (spec §3)
    COMPANY_NAME: "Domaine des Trois Coteaux",
    COMPANY_EMAIL: "contact@domaine.vinisite.fr",
    COMPANY_PHONE: "02 61 91 47 30",
    COMPANY_MOBILE: "06 39 98 63 05",
    COMPANY_ADDRESS: "https://www.openstreetmap.org/search?query=Turquant%2049730",
    COMPANY_DESCRIPTION: frTypo(
      "<p>Domaine familial de 22 hectares à Turquant, entre Saumur et Montsoreau, conduit en <strong>agriculture biologique</strong> depuis 2012 par Hélène et Antoine Delaunay, quatrième génération de vignerons.</p><p>Saumur-Champigny, Saumur blanc, Crémant de Loire, rosé et moelleux, élevés dans notre cave troglodytique creusée dans le tuffeau. Visites et dégustations toute l’année.</p>",
    ),
    HEAD_OFFICE: "12 chemin des Caves, 49730 Turquant",
    LEGAL_AGENT: "Hélène Delaunay",
    LEGAL_COMPANY_NAME: "SCEA Domaine des Trois Coteaux",
    CORPORATE_FORM: "SCEA",
    SIRET_NUMBER: "813 572 641 00013",
    RCS_NUMBER: "RCS Angers 813 572 641",
    SHARE_CAPITAL: "152 400 €",
    // Opening hours of the estate's cellar door
    MONDAY_HOURS: "14h00 – 18h30",
    TUESDAY_HOURS: "9h30 – 12h30, 14h00 – 18h30",
    WEDNESDAY_HOURS: "9h30 – 12h30, 14h00 – 18h30",
    THURSDAY_HOURS: "9h30 – 12h30, 14h00 – 18h30",
    FRIDAY_HOURS: "9h30 – 12h30, 14h00 – 18h30",
    SATURDAY_HOURS: "9h30 – 12h30, 14h00 – 18h30",
    SUNDAY_HOURS: "10h00 – 12h30 (d’avril à octobre)",
    // Legal texts (placeholders filled at display time)
    ...legalTexts,
    // Colours: burgundy, gold, cream. Text pairs, all WCAG AA (≥ 4.5:1):
    // #2B1D16 on #FBF7EF 15.2; #6B1E2E on #FBF7EF 10.6; #FBF7EF on #6B1E2E 10.6;
    // #FBF7EF on #3A1019 15.5; #2B1D16 on #C9A227 6.7 (text on gold buttons).
    PRIMARY_COLOR: "#6B1E2EFF",
    ACCENT_COLOR: "#C9A227FF",
    BACKGROUND_COLOR: "#FBF7EFFF",
    FONT_COLOR: "#2B1D16FF",
    HEADING_COLOR: "#6B1E2EFF",
    FONT_BACKGROUND_COLOR: "#FBF7EFFF",
    BACKGROUND_HEADER_COLOR: "#FBF7EFFF",
    FONT_HEADER_COLOR: "#2B1D16FF",
    BACKGROUND_MENU_COLOR: "#FBF7EFFF",
    ACTIVE_FONT_COLOR: "#6B1E2EFF",
    ACTIVE_MENU_COLOR: "#C9A227FF",
    MENU_COLOR_ON_TOP: "#FBF7EFFF",
    BACKGROUND_MOBILE_MENU_COLOR: "#6B1E2EFF",
    FONT_MOBILE_MENU_COLOR: "#FBF7EFFF",
    BACKGROUND_FOOTER_COLOR: "#3A1019FF",
    FONT_FOOTER_COLOR: "#FBF7EFFF",
    // Commerce; left unset (null) where the estate has no rule (spec §9: unset by default).
    FREE_SHIPPING_BOTTLE: 12,
    FREE_SHIPPING_PRICE: null,
    MINIMUM_EXPEDITION_BOTTLE: null,
    MAXIMUM_EXPEDITION_BOTTLE: null,
    BOTTLE_MULTIPLE: null,
    CLICK_AND_COLLECT_HOURS: 48,
    SHIPPING_MESSAGE: frTypo(
      "Vos bouteilles voyagent dans des cartons renforcés, expédiés sous 2 à 5 jours ouvrés. Livraison offerte en France métropolitaine dès 12 bouteilles. Vérifiez l’état du colis devant le livreur.",
    ),
    PAYMENT_METHOD: "BANK_TRANSFER",
    ONLY_SELL_IN_FRANCE: true,
    SELLS_WORLDWIDE: false,
    HANDLE_STOCK: true,
    IN_STOCK_LABEL: "En stock",
    NOT_IN_STOCK_LABEL: "Épuisé",
    GRAPE_VARIETY_DISPLAY: true,
    // The shop (spec §3 Commerce): the remaining stock shows from 12 bottles down, and the
    // mini-cart opens over the cart icon.
    STOCK_LIMIT_DISPLAY: 12,
    SEE_CART_ON_HOVER: true,
    // the EU wine e-label (nutrition and ingredients) on the product pages and technical sheets
    SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: true,
    INTRACO_VAT: "FR55813572641",
    BREATHALYSER_NOTICE: true,
    ORDER_REVIEW_DELAY: 14,
    // Registration: alcohol is sold to adults only (article L3342-1 du Code de la santé publique).
    BLOCK_MINORS_FROM_REGISTERING: true,
    ASK_BIRTHDATE_AT_REGISTER: true,
    // Features
    ENABLE_NEWSLETTER: true,
    SHOW_PROMOTE_MESSAGE: true,
    PROMOTE_MESSAGE: "Livraison offerte dès 12 bouteilles",
    ALCOHOL_PREVENTION_BANNER: true,
    DISPLAY_SECONDARY_ADDRESSES: true,
    HIDE_CONTACT_PAGE: false,
    IS_BLOG_ACTIVATED: true,
    SHOW_SEARCHBAR: true,
    SHOW_PROMOTE_NEWS: true,
    PROMOTED_NEWS_STYLE: "CARDS",
    // Meta descriptions
    HOME_META_DESCRIPTION:
      "Domaine des Trois Coteaux, vignerons bio à Turquant près de Saumur : Saumur-Champigny, Saumur blanc et Crémant de Loire en vente directe, visites de cave.",
    CONTACT_META_DESCRIPTION:
      "Contactez le Domaine des Trois Coteaux à Turquant et notre caveau de Saumur : visites, commandes, retrait des achats en ligne, horaires et accès.",
    NEWS_META_DESCRIPTION:
      "Vendanges, nouveaux millésimes, portes ouvertes et salons : toutes les actualités du Domaine des Trois Coteaux.",
    WINE_META_DESCRIPTION: frTypo(
      "Nos vins bio de Saumur en vente directe : rouges, blancs, rosés, Crémant de Loire et moelleux, en bouteille, magnum et coffrets. Livraison offerte dès 12 bouteilles.",
    ),
    // Integration and social
    SEND_MAIL_AS_NAME: "Domaine des Trois Coteaux",
    SEND_MAIL_AS_MAIL: "ne-pas-repondre@domaine.vinisite.fr",
    PRIVACY_ANALYTICS_DOMAIN: "domaine.vinisite.fr",
    FACEBOOK_URL: "https://www.facebook.com/domainedestroiscoteaux",
    INSTAGRAM_URL: "https://www.instagram.com/domainedestroiscoteaux",
    LINKEDIN_URL: null,
    X_URL: null,
    YOUTUBE_URL: null,
    TIKTOK_URL: null,
    PINTEREST_URL: null,
    REVIEW_SERVICE_URL: "https://avis.vinisite.fr/domaine-des-trois-coteaux",
    CREATED_BY_MESSAGE: "Site réalisé avec Vinisite",
  },
  pages: [home, domaine, histoire, terroirs, visites, actualites, contact].map((page) => ({
    ...page,
    title: frTypo(page.title),
    metaDescription: frTypo(page.metaDescription),
  })),
  footerLinks: [
    { label: "Mentions légales", url: "/legal-notice", order: 1 },
    { label: "Conditions générales de vente", url: "/sale-terms", order: 2 },
    { label: "Politique de confidentialité", url: "/privacy-policy", order: 3 },
    { label: "Politique de cookies", url: "/cookie-policy", order: 4 },
    { label: "Conditions d’utilisation", url: "/use-terms", order: 5 },
    { label: "Visites et dégustations", url: "/visites-degustations", order: 6 },
    { label: "Contact", url: "/contact", order: 7 },
    { label: "Blog", url: "/blog", order: 8 },
    { label: "Actualités", url: "/news", order: 9 },
    { label: "Albums photo", url: "/albums", order: 10 },
    { label: "Vendanges : nous rejoindre", url: "/forms/candidature-vendanges", order: 11 },
  ],
  footerLogos: [
    {
      filename: `${DIR}/badge-bio.svg`,
      alt: "Vin issu de l’agriculture biologique, certifié depuis 2012",
      order: 1,
    },
    {
      filename: `${DIR}/badge-caveau.svg`,
      alt: "Membre du réseau Caves ouvertes des troglos du Saumurois",
      url: "/visites-degustations",
      order: 2,
    },
  ],
  addresses: [
    {
      typeCode: "MAIN",
      typeLabel: "Domaine et siège",
      name: "Domaine des Trois Coteaux",
      address: "12 chemin des Caves",
      postalCode: "49730",
      city: "Turquant",
      countryAlphaTwo: "FR",
      phone: "02 61 91 47 30",
    },
    {
      typeCode: "CLICK_AND_COLLECT",
      typeLabel: "Point de retrait (click and collect)",
      name: "Le Caveau des Trois Coteaux",
      address: "8 quai Mayaud",
      postalCode: "49400",
      city: "Saumur",
      countryAlphaTwo: "FR",
      phone: "02 61 91 47 31",
      isClickAndCollect: true,
    },
  ],
  popups: [
    {
      key: "verification-age",
      title: "Bienvenue au Domaine des Trois Coteaux",
      html: layout(`
        <div class="vs-popup">
          <p class="vs-lead">Ce site présente et vend des boissons alcoolisées.</p>
          <p>La vente d’alcool est interdite aux mineurs (article L3342-1 du Code de la santé publique). En poursuivant votre visite, vous certifiez avoir 18 ans ou plus.</p>
          <div class="vs-actions">
            <button type="button" class="vs-button" data-modal-close>J’ai 18 ans ou plus, entrer</button>
            <a class="vs-button vs-button--outline" href="https://www.alcool-info-service.fr">Je n’ai pas 18 ans</a>
          </div>
          ${moderation}
        </div>
      `).html,
      showOnEveryReload: false,
      lockScroll: true,
      darkenBackground: true,
    },
  ],
  componentConfs: [
    {
      slug: "contact-form",
      config: {
        title: "Écrivez-nous",
        submitLabel: "Envoyer le message",
        successMessage:
          "Merci ! Votre message a bien été envoyé. Nous vous répondons dans la journée, hors vendanges.",
        fields: [
          { name: "firstname", label: "Prénom", type: "text", required: true, autocomplete: "given-name" },
          { name: "lastname", label: "Nom", type: "text", required: true, autocomplete: "family-name" },
          { name: "email", label: "Adresse e-mail", type: "email", required: true, autocomplete: "email" },
          { name: "phone", label: "Téléphone", type: "tel", required: false, autocomplete: "tel" },
          {
            name: "subject",
            label: "Objet",
            type: "select",
            required: true,
            options: [
              "Réserver une visite ou une dégustation",
              "Question sur une commande",
              "Demande professionnelle (cavistes, restaurants, CE)",
              "Autre demande",
            ],
          },
          { name: "visitDate", label: "Date de visite souhaitée", type: "date", required: false },
          { name: "guests", label: "Nombre de personnes", type: "number", required: false, min: 1, max: 40 },
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
  externalApps: [{ app: "plausible", publicConfig: { domain: "domaine.vinisite.fr" } }],
  variations: [
    {
      position: 1,
      label: "Couleur",
      displayLabel: "Couleur",
      values: ["Rouge", "Blanc", "Rosé", "Effervescent", "Moelleux"],
    },
    {
      position: 2,
      label: "Appellation",
      displayLabel: "Appellation",
      values: [
        "Saumur-Champigny",
        "Saumur",
        "Crémant de Loire",
        "Rosé de Loire",
        "Coteaux de Saumur",
        "Vin de France",
      ],
    },
    {
      position: 3,
      label: "Cuvée",
      displayLabel: "Cuvée",
      values: [
        "Les Trois Coteaux",
        "Le Puy",
        "Les Silex",
        "Les Perrières",
        "Clos du Tuffeau",
        "Fines Bulles",
        "Pétale",
        "Grain d’Or",
      ],
    },
  ],
};
