/**
 * The wine catalogue of demo site 2, the Domaine des Trois Coteaux (Turquant, Saumur, organic since
 * 2012): 22 wines in red, white, rosé, sparkling and sweet, in several vintages and in 37.5 cl,
 * 75 cl and 150 cl; four boxes and five other products. The estate, its cuvées, awards and figures
 * are fictional; the appellations, grape varieties and the EU e-label figures are those of real
 * Loire wines of the kind.
 */
import type { ProductFeature, ProductNutrition } from "../../schema";
import type { SeedCatalogue, SeedProduct } from "./catalogue-types";

// ---------------------------------------------------------------------------------------------
// Features (FEATURES_PRODUCT_STYLE shows them as a table, a list or icons)

const soil = (value: string): ProductFeature => ({ code: "soil", label: "Sol", value, icon: "fa-mountain" });
const ageing = (value: string): ProductFeature => ({
  code: "ageing",
  label: "Élevage",
  value,
  icon: "fa-wine-bottle",
});
const serving = (value: string): ProductFeature => ({
  code: "serving",
  label: "Température de service",
  value,
  icon: "fa-temperature-half",
});
const keeping = (value: string): ProductFeature => ({
  code: "keeping",
  label: "Potentiel de garde",
  value,
  icon: "fa-clock",
});
const harvest = (value: string): ProductFeature => ({
  code: "harvest",
  label: "Vendanges",
  value,
  icon: "fa-seedling",
});

// ---------------------------------------------------------------------------------------------
// EU wine e-label (Regulation (EU) 2021/2117): nutrition per 100 ml and ingredients

const nutrition = (energyKj: number, energyKcal: number, carbohydrates: number, sugars: number) =>
  ({
    energyKj,
    energyKcal,
    fat: 0,
    saturatedFat: 0,
    carbohydrates,
    sugars,
    protein: 0,
    salt: 0,
  }) satisfies ProductNutrition;

const DRY_RED = nutrition(318, 76, 0.6, 0.2);
const DRY_WHITE = nutrition(305, 73, 0.8, 0.4);
const ROSE = nutrition(293, 70, 0.7, 0.5);
const OFF_DRY = nutrition(340, 81, 2.9, 2.5);
const SPARKLING = nutrition(300, 72, 1.2, 0.9);
const SWEET = nutrition(410, 98, 6.8, 6.2);

const ORGANIC_WINE = "Raisins*, conservateur : sulfites. *Issus de l’agriculture biologique.";
const ORGANIC_SPARKLING =
  "Raisins*, sucre de canne* (liqueur de tirage et d’expédition), conservateur : sulfites. *Issus de l’agriculture biologique.";
const NO_SULFITES_ADDED =
  "Raisins*. Contient des sulfites naturellement présents. *Issus de l’agriculture biologique.";

const cabernetFranc = [{ name: "Cabernet franc", percent: 100 }];
const chenin = [{ name: "Chenin blanc", percent: 100 }];

// ---------------------------------------------------------------------------------------------

const wines: SeedProduct[] = [
  // ----- Reds -----
  {
    slug: "saumur-champigny-les-trois-coteaux",
    type: "WINE",
    name: "Les Trois Coteaux",
    appellation: "Saumur-Champigny",
    color: "RED",
    shortDescription: "Notre Saumur-Champigny de tous les jours : fruits rouges croquants, tanins soyeux.",
    description: `L’assemblage de nos trois coteaux de Cabernet franc, vendangés à la main puis vinifiés parcelle par parcelle. Le tuffeau donne la fraîcheur, l’argile la rondeur : un rouge de Loire gourmand, à boire sur le fruit.

Robe rubis brillant. Nez de framboise, de cerise burlat et de violette, une touche de poivre. Bouche juteuse et souple, tanins fins, finale fraîche et saline.

À servir légèrement frais, sur une côte de veau aux girolles, une volaille rôtie ou un plateau de fromages de chèvre affinés.`,
    image: "saumur-champigny-les-trois-coteaux.svg",
    price: 1250,
    tags: ["bio", "incontournable"],
    grapes: cabernetFranc,
    features: [
      soil("Tuffeau blanc, argilo-calcaire et silex"),
      ageing("8 mois en cuve inox et foudres anciens"),
      serving("15 à 16 °C"),
      keeping("3 à 6 ans"),
      harvest("Manuelles, en cagettes"),
    ],
    meals: ["viande-rouge", "volaille", "fromage", "charcuterie"],
    alcohol: 13,
    nutrition: DRY_RED,
    ingredients: ORGANIC_WINE,
    variations: ["Rouge", "Saumur-Champigny", "Les Trois Coteaux"],
    declinations: [
      { year: 2023, cl: 37.5, price: 750, multiple: 6, reference: "TC-R-23-37" },
      { year: 2023, cl: 75, stock: 120, reference: "TC-R-23-75" },
      { year: 2023, cl: 150, price: 2990, stock: 6, reference: "TC-R-23-150" },
      { year: 2022, cl: 75, stock: 36, reference: "TC-R-22-75" },
      { year: 2022, cl: 150, price: 2990, stock: 4, reference: "TC-R-22-150" },
      {
        year: 2021,
        cl: 75,
        stock: 9,
        discount: { type: "EURO", amount: 200, label: "Fin de millésime" },
        reference: "TC-R-21-75",
      },
    ],
    decreasing: [
      { minQuantity: 6, type: "PERCENT", amount: 5 },
      { minQuantity: 12, type: "PERCENT", amount: 10 },
    ],
    awards: [
      {
        competition: "Concours des Vins du Val de Loire",
        distinction: "Médaille d’or",
        medal: "GOLD",
        year: 2024,
        vintage: 2023,
      },
      {
        competition: "Guide Hachette des Vins",
        distinction: "Une étoile",
        medal: "STARS",
        year: 2024,
        vintage: 2022,
      },
    ],
    recommended: ["saumur-champigny-le-puy", "saumur-blanc-les-silex", "coffret-decouverte-trois-coteaux"],
  },
  {
    slug: "saumur-champigny-le-puy",
    type: "WINE",
    name: "Le Puy",
    appellation: "Saumur-Champigny",
    color: "RED",
    shortDescription: "Vieilles vignes de 60 ans sur le haut du coteau : un Champigny profond et de garde.",
    description: `Le Puy est notre parcelle la plus haute, plantée en 1962 par le grand-père Marcel sur une fine couche d’argile posée sur le tuffeau. Les vieilles vignes donnent de petits rendements et des raisins concentrés.

Robe grenat profond. Nez de cassis, de mûre et de réglisse, avec des notes de sous-bois en vieillissant. Bouche ample et dense, tanins serrés mais mûrs, longue finale épicée.

Carafez-le une heure avant le repas. Parfait avec un filet de bœuf, un gibier à plume ou un fromage à pâte dure.`,
    image: "saumur-champigny-le-puy.svg",
    price: 1890,
    tags: ["bio", "vieilles-vignes", "garde"],
    grapes: cabernetFranc,
    features: [
      soil("Argile à silex sur tuffeau"),
      ageing("12 mois en foudres de chêne de 30 hl"),
      serving("16 à 17 °C, carafé"),
      keeping("8 à 12 ans"),
      harvest("Manuelles, tri à la parcelle"),
    ],
    meals: ["viande-rouge", "gibier", "fromage"],
    alcohol: 13.5,
    nutrition: DRY_RED,
    ingredients: ORGANIC_WINE,
    variations: ["Rouge", "Saumur-Champigny", "Le Puy"],
    declinations: [
      { year: 2022, cl: 75, stock: 60, reference: "PUY-22-75" },
      { year: 2020, cl: 75, stock: 24, reference: "PUY-20-75" },
      { year: 2020, cl: 150, price: 4200, stock: 8, reference: "PUY-20-150" },
      { year: 2019, cl: 75, stock: 11, reference: "PUY-19-75" },
    ],
    awards: [
      {
        competition: "Concours Général Agricole, Paris",
        distinction: "Médaille d’or",
        medal: "GOLD",
        year: 2022,
        vintage: 2020,
      },
      {
        competition: "Decanter World Wine Awards",
        distinction: "92 points",
        medal: "SCORE",
        year: 2021,
        vintage: 2019,
      },
    ],
    recommended: [
      "saumur-champigny-clos-du-tuffeau",
      "saumur-champigny-les-trois-coteaux",
      "caisse-bois-grands-millesimes",
    ],
  },
  {
    slug: "saumur-champigny-clos-du-tuffeau",
    type: "WINE",
    name: "Clos du Tuffeau",
    appellation: "Saumur-Champigny",
    color: "RED",
    shortDescription:
      "Notre grande cuvée, élevée 18 mois en fût dans la cave troglodytique. Vendue par caisse de 6.",
    description: `Un clos de deux hectares ceint de murs de tuffeau, au-dessus de la cave. Rendements de 30 hl/ha, vendanges en petites cagettes, égrappage total et longue macération : c’est le Saumur-Champigny que nous gardons pour les grandes occasions.

Robe pourpre sombre. Nez complexe de fruits noirs, de graphite et de cèdre. Bouche puissante et veloutée, boisé fondu, tanins d’une grande finesse, finale interminable sur la pierre.

Vendu par caisse bois de 6 bouteilles. À ouvrir dans 5 ans, ou à carafer deux heures, sur une pièce de bœuf, un lièvre à la royale ou un vieux comté.`,
    image: "saumur-champigny-clos-du-tuffeau.svg",
    price: 2900,
    multiple: 6,
    tags: ["bio", "garde", "grande-cuvee"],
    grapes: cabernetFranc,
    features: [
      soil("Tuffeau jaune du Turonien, clos de murs"),
      ageing("18 mois en fûts de chêne français, dont 20 % neufs"),
      serving("17 °C, carafé deux heures"),
      keeping("15 ans et plus"),
      harvest("Manuelles, double tri"),
    ],
    meals: ["viande-rouge", "gibier", "fromage"],
    alcohol: 14,
    nutrition: DRY_RED,
    ingredients: ORGANIC_WINE,
    variations: ["Rouge", "Saumur-Champigny", "Clos du Tuffeau"],
    declinations: [
      { year: 2020, cl: 75, stock: 48, reference: "CDT-R-20-75" },
      { year: 2018, cl: 75, stock: 30, reference: "CDT-R-18-75" },
    ],
    awards: [
      {
        competition: "Concours Général Agricole, Paris",
        distinction: "Médaille d’argent",
        medal: "SILVER",
        year: 2021,
        vintage: 2018,
      },
    ],
    recommended: ["saumur-champigny-le-puy", "saumur-blanc-clos-du-tuffeau"],
  },
  {
    slug: "saumur-rouge-les-perrieres",
    type: "WINE",
    name: "Les Perrières",
    appellation: "Saumur",
    color: "RED",
    shortDescription: "Un Saumur rouge tendre et fruité, à prix doux en ce moment.",
    description: `Les Perrières sont d’anciennes carrières de tuffeau où la vigne a repris sa place. Sur ces sols maigres, le Cabernet franc donne un vin léger, croquant, sans artifice.

Robe cerise. Nez de fraise des bois et de pivoine. Bouche fluide, tanins discrets, une vraie gourmandise de bistrot.

Servez-le frais, autour de 14 °C, avec une planche de charcuterie, une pizza ou des grillades.`,
    image: "saumur-rouge-les-perrieres.svg",
    price: 1090,
    discount: { type: "PERCENT", amount: 10, label: "Offre de printemps" },
    tags: ["bio", "petit-prix"],
    grapes: cabernetFranc,
    features: [
      soil("Tuffeau blanc affleurant"),
      ageing("6 mois en cuve"),
      serving("14 °C"),
      keeping("2 à 4 ans"),
    ],
    meals: ["charcuterie", "barbecue", "volaille"],
    alcohol: 12.5,
    nutrition: DRY_RED,
    ingredients: ORGANIC_WINE,
    variations: ["Rouge", "Saumur", "Les Perrières"],
    declinations: [
      { year: 2023, cl: 75, reference: "PER-R-23-75" },
      { year: 2022, cl: 75, stock: 18, reference: "PER-R-22-75" },
    ],
    recommended: ["vin-de-france-canaille", "rose-de-loire-petale"],
  },
  {
    slug: "saumur-champigny-sans-soufre-ajoute",
    type: "WINE",
    name: "Nature",
    appellation: "Saumur-Champigny",
    color: "RED",
    shortDescription: "Sans sulfites ajoutés : le Cabernet franc dans sa version la plus pure.",
    description: `Raisins de nos plus belles parcelles, vendangés à la main, vinifiés en grappes entières et mis en bouteille sans aucun sulfite ajouté. Un vin vivant, à conserver au frais.

Robe violine. Nez éclatant de griotte, de poivre et de pivoine. Bouche digeste, acidulée, aux tanins très fins.

À boire dans les deux ans, frais, sur une cuisine du marché, un tajine de légumes ou une terrine de campagne.`,
    image: "saumur-champigny-sans-soufre-ajoute.svg",
    price: 1450,
    tags: ["bio", "nature", "sans-soufre"],
    grapes: cabernetFranc,
    features: [
      soil("Argilo-calcaire"),
      ageing("5 mois en cuve béton, sans intrant"),
      serving("13 à 14 °C"),
      keeping("1 à 2 ans, à conserver en cave fraîche"),
      harvest("Manuelles, grappes entières"),
    ],
    meals: ["vegetarien", "charcuterie", "volaille"],
    alcohol: 12.5,
    nutrition: DRY_RED,
    ingredients: NO_SULFITES_ADDED,
    variations: ["Rouge", "Saumur-Champigny", null],
    declinations: [{ year: 2023, cl: 75, stock: 42, reference: "NAT-R-23-75" }],
    recommended: ["petillant-naturel-pet-nat-tuffeau", "saumur-champigny-les-trois-coteaux"],
  },
  {
    slug: "vin-de-france-canaille",
    type: "WINE",
    name: "Canaille",
    appellation: "Vin de France",
    color: "RED",
    shortDescription: "Le rouge des copains, vendu par carton de 12. Prix dégressif dès 24 bouteilles.",
    description: `Cabernet franc et Grolleau des jeunes vignes du domaine, en macération carbonique pour un fruit éclatant. Un vin de soif, sans prise de tête, que l’on débouche pour les apéritifs qui durent.

Nez de bonbon à la framboise et de cerise. Bouche croquante, légère, rafraîchissante.

Vendu par carton de 12 bouteilles. À servir frais, autour de 12 °C.`,
    image: "vin-de-france-canaille.svg",
    price: 890,
    multiple: 12,
    tags: ["bio", "petit-prix", "fete"],
    grapes: [
      { name: "Cabernet franc", percent: 70 },
      { name: "Grolleau", percent: 30 },
    ],
    features: [soil("Sables et argiles"), ageing("4 mois en cuve"), serving("12 °C"), keeping("1 à 2 ans")],
    meals: ["charcuterie", "barbecue", "cuisine-epicee"],
    alcohol: 12,
    nutrition: DRY_RED,
    ingredients: ORGANIC_WINE,
    variations: ["Rouge", "Vin de France", null],
    declinations: [{ year: 2024, cl: 75, reference: "CAN-R-24-75" }],
    decreasing: [{ minQuantity: 24, type: "EURO", amount: 100 }],
    recommended: ["saumur-rouge-les-perrieres", "cabernet-d-anjou-douceur"],
  },
  {
    slug: "saumur-puy-notre-dame-terres-rouges",
    type: "WINE",
    name: "Terres Rouges",
    appellation: "Saumur Puy-Notre-Dame",
    color: "RED",
    shortDescription: "Cabernet franc de la dénomination Puy-Notre-Dame : structuré et épicé.",
    description: `Une parcelle louée au Puy-Notre-Dame, au sud de l’appellation, sur des argiles rouges riches en fer. Le Cabernet franc y prend une carrure et des épices que l’on ne trouve pas à Turquant.

Robe sombre. Nez de mûre, de clou de girofle et de tabac blond. Bouche charnue, tanins présents, finale réglissée.

Sur un agneau de sept heures, une entrecôte grillée ou un fromage de brebis.`,
    image: "saumur-puy-notre-dame-terres-rouges.svg",
    price: 1600,
    tags: ["bio", "garde"],
    grapes: cabernetFranc,
    features: [
      soil("Argiles rouges ferrugineuses"),
      ageing("12 mois en demi-muids"),
      serving("16 °C"),
      keeping("6 à 10 ans"),
    ],
    meals: ["viande-rouge", "barbecue", "fromage"],
    alcohol: 13.5,
    nutrition: DRY_RED,
    ingredients: ORGANIC_WINE,
    variations: ["Rouge", "Saumur", null],
    declinations: [
      { year: 2021, cl: 75, stock: 33, reference: "TR-R-21-75" },
      { year: 2020, cl: 75, stock: 15, reference: "TR-R-20-75" },
    ],
    recommended: ["saumur-champigny-le-puy"],
  },
  // ----- Whites -----
  {
    slug: "saumur-blanc-les-silex",
    type: "WINE",
    name: "Les Silex",
    appellation: "Saumur",
    color: "WHITE",
    shortDescription: "Chenin tendu et minéral, né sur les silex du coteau de Montsoreau.",
    description: `Sur le coteau qui regarde Montsoreau, des rognons de silex couvrent le sol et réchauffent les grappes de Chenin. Le vin en garde une tension et une pointe fumée caractéristiques.

Robe or pâle. Nez de poire, de citron confit et de pierre à fusil. Bouche vive et ciselée, belle matière, finale saline.

Avec un brochet au beurre blanc, des huîtres, un chèvre frais ou une cuisine japonaise.`,
    image: "saumur-blanc-les-silex.svg",
    price: 1500,
    tags: ["bio", "incontournable"],
    grapes: chenin,
    features: [
      soil("Argile à silex"),
      ageing("10 mois sur lies fines, en foudres"),
      serving("10 à 12 °C"),
      keeping("5 à 8 ans"),
      harvest("Manuelles, en plusieurs tries"),
    ],
    meals: ["poisson", "crustaces", "fromage"],
    alcohol: 12.5,
    nutrition: DRY_WHITE,
    ingredients: ORGANIC_WINE,
    variations: ["Blanc", "Saumur", "Les Silex"],
    declinations: [
      { year: 2023, cl: 75, stock: 80, reference: "SIL-B-23-75" },
      { year: 2023, cl: 37.5, price: 850, multiple: 6, reference: "SIL-B-23-37" },
      { year: 2022, cl: 75, stock: 25, reference: "SIL-B-22-75" },
      { year: 2021, cl: 75, stock: 7, reference: "SIL-B-21-75" },
    ],
    awards: [
      {
        competition: "Concours des Vins du Val de Loire",
        distinction: "Médaille d’argent",
        medal: "SILVER",
        year: 2023,
        vintage: 2022,
      },
    ],
    recommended: [
      "saumur-blanc-clos-du-tuffeau",
      "cremant-de-loire-fines-bulles",
      "saumur-champigny-les-trois-coteaux",
    ],
  },
  {
    slug: "saumur-blanc-clos-du-tuffeau",
    type: "WINE",
    name: "Clos du Tuffeau blanc",
    appellation: "Saumur",
    color: "WHITE",
    shortDescription: "Grand Chenin élevé en fût, vendu par 3 bouteilles. Un blanc de garde.",
    description: `La partie haute du Clos du Tuffeau est plantée de Chenin de sélection massale. Pressurage lent, fermentation en fûts avec les levures du raisin, élevage de quinze mois sans bâtonnage.

Robe or. Nez de coing, de miel d’acacia, d’amande grillée. Bouche d’une grande profondeur, tendue par une acidité lumineuse, finale sur le zeste d’orange.

Vendu par 3 bouteilles. Sur un homard, une volaille à la crème et aux morilles ou un vieux comté.`,
    image: "saumur-blanc-clos-du-tuffeau.svg",
    price: 3200,
    multiple: 3,
    tags: ["bio", "garde", "grande-cuvee"],
    grapes: chenin,
    features: [
      soil("Tuffeau jaune, clos de murs"),
      ageing("15 mois en fûts de 500 litres"),
      serving("12 à 13 °C"),
      keeping("15 ans et plus"),
      harvest("Manuelles, tries successives"),
    ],
    meals: ["crustaces", "volaille", "fromage"],
    alcohol: 13.5,
    nutrition: DRY_WHITE,
    ingredients: ORGANIC_WINE,
    variations: ["Blanc", "Saumur", "Clos du Tuffeau"],
    declinations: [
      { year: 2021, cl: 75, stock: 27, reference: "CDT-B-21-75" },
      { year: 2019, cl: 75, stock: 12, reference: "CDT-B-19-75" },
      { year: 2019, cl: 150, price: 7000, stock: 3, reference: "CDT-B-19-150" },
    ],
    awards: [
      {
        competition: "Guide Hachette des Vins",
        distinction: "Deux étoiles, coup de cœur",
        medal: "STARS",
        year: 2023,
        vintage: 2019,
      },
    ],
    recommended: ["saumur-blanc-les-silex", "saumur-champigny-clos-du-tuffeau"],
  },
  {
    slug: "saumur-blanc-les-trois-coteaux",
    type: "WINE",
    name: "Les Trois Coteaux blanc",
    appellation: "Saumur",
    color: "WHITE",
    shortDescription: "Un Chenin sec, fruité et frais, pour l’apéritif comme pour le poisson.",
    description: `Notre Saumur blanc d’entrée de gamme, assemblage des Chenin de nos trois coteaux. Vinifié en cuve à basse température pour préserver le fruit.

Nez de pomme verte, de fleurs blanches et d’agrumes. Bouche ronde et fraîche, finale légèrement citronnée.

À l’apéritif, avec des rillettes de poisson, une truite aux amandes ou un fromage de chèvre.`,
    image: "saumur-blanc-les-trois-coteaux.svg",
    price: 1150,
    tags: ["bio"],
    grapes: chenin,
    features: [
      soil("Tuffeau, argile et silex"),
      ageing("6 mois sur lies en cuve"),
      serving("9 à 10 °C"),
      keeping("3 à 5 ans"),
    ],
    meals: ["aperitif", "poisson", "fromage"],
    alcohol: 12.5,
    nutrition: DRY_WHITE,
    ingredients: ORGANIC_WINE,
    variations: ["Blanc", "Saumur", "Les Trois Coteaux"],
    declinations: [
      { year: 2023, cl: 75, reference: "TC-B-23-75" },
      { year: 2023, cl: 37.5, price: 690, multiple: 6, reference: "TC-B-23-37" },
    ],
    recommended: ["saumur-blanc-les-silex", "rose-de-loire-petale"],
  },
  {
    slug: "vin-de-france-chenin-d-ici",
    type: "WINE",
    name: "Chenin d’ici",
    appellation: "Vin de France",
    color: "WHITE",
    shortDescription: "Chenin en macération courte sur peaux : un blanc de caractère, peu commun.",
    description: `Une expérience devenue cuvée : une partie des raisins macère quelques jours sur les peaux, comme un rouge. Le vin gagne en texture et en arômes d’écorces.

Robe dorée, légèrement trouble car non filtré. Nez d’abricot sec, de thé et d’écorce d’orange. Bouche texturée, saline, finale légèrement tannique.

Avec une cuisine épicée, un curry de légumes ou des fromages à croûte lavée.`,
    image: "vin-de-france-chenin-d-ici.svg",
    price: 950,
    tags: ["bio", "nature", "petit-prix"],
    grapes: chenin,
    features: [soil("Argilo-calcaire"), ageing("6 mois en amphore"), serving("12 °C"), keeping("3 ans")],
    meals: ["cuisine-epicee", "vegetarien", "fromage"],
    alcohol: 12,
    nutrition: DRY_WHITE,
    ingredients: ORGANIC_WINE,
    variations: ["Blanc", "Vin de France", null],
    declinations: [{ year: 2023, cl: 75, stock: 54, reference: "CDI-B-23-75" }],
    recommended: ["saumur-champigny-sans-soufre-ajoute", "petillant-naturel-pet-nat-tuffeau"],
  },
  {
    slug: "saumur-blanc-breze",
    type: "WINE",
    name: "Colline de Brézé",
    appellation: "Saumur",
    color: "WHITE",
    shortDescription: "Le Chenin de la colline de Brézé, l’un des plus grands terroirs de blancs de Loire.",
    description: `Une petite parcelle de 60 ares sur la célèbre colline de Brézé, dont les blancs étaient servis à la cour des rois de France. Vignes de 45 ans, rendement de 25 hl/ha.

Nez racé de fruits blancs, de verveine et de craie. Bouche d’une grande pureté, tranchante, d’une longueur remarquable.

Sur une sole meunière, un turbot, des Saint-Jacques ou un risotto aux asperges.`,
    image: "saumur-blanc-breze.svg",
    price: 2400,
    tags: ["bio", "garde", "grande-cuvee"],
    grapes: chenin,
    features: [
      soil("Tuffeau blanc du Turonien"),
      ageing("12 mois en foudres de 20 hl"),
      serving("12 °C"),
      keeping("10 à 15 ans"),
    ],
    meals: ["poisson", "crustaces", "vegetarien"],
    alcohol: 13,
    nutrition: DRY_WHITE,
    ingredients: ORGANIC_WINE,
    variations: ["Blanc", "Saumur", null],
    declinations: [{ year: 2020, cl: 75, stock: 19, reference: "BRZ-B-20-75" }],
    awards: [
      {
        competition: "Decanter World Wine Awards",
        distinction: "94 points",
        medal: "SCORE",
        year: 2022,
        vintage: 2020,
      },
    ],
    recommended: ["saumur-blanc-clos-du-tuffeau", "saumur-blanc-les-silex"],
  },
  {
    slug: "saumur-blanc-tendre-chenin",
    type: "WINE",
    name: "Tendre Chenin",
    appellation: "Saumur",
    color: "WHITE",
    shortDescription: "Un Chenin demi-sec, tout en rondeur, pour l’apéritif et la cuisine sucrée-salée.",
    description: `Des raisins récoltés à belle maturité, dont nous arrêtons la fermentation en gardant une vingtaine de grammes de sucre. L’acidité du Chenin équilibre la douceur.

Nez de pêche blanche, de miel et de fleurs. Bouche tendre, fraîche, finale sur les agrumes confits.

À l’apéritif, sur un foie gras, un poulet au curry doux ou une tarte aux pommes.`,
    image: "saumur-blanc-tendre-chenin.svg",
    price: 1290,
    tags: ["bio"],
    grapes: chenin,
    features: [
      soil("Argilo-calcaire"),
      ageing("8 mois en cuve"),
      serving("8 à 10 °C"),
      keeping("5 à 10 ans"),
    ],
    meals: ["aperitif", "cuisine-epicee", "dessert"],
    alcohol: 12,
    nutrition: OFF_DRY,
    ingredients: ORGANIC_WINE,
    variations: ["Blanc", "Saumur", null],
    declinations: [{ year: 2022, cl: 75, stock: 40, reference: "TEN-B-22-75" }],
    recommended: ["coteaux-de-saumur-grain-d-or", "saumur-blanc-les-trois-coteaux"],
  },
  // ----- Rosés -----
  {
    slug: "rose-de-loire-petale",
    type: "WINE",
    name: "Pétale",
    appellation: "Rosé de Loire",
    color: "ROSE",
    shortDescription: "Rosé sec, pâle et fruité, de pressurage direct. Le vin des terrasses.",
    description: `Cabernet franc et Grolleau pressés dès leur arrivée au chai, pour une robe pâle et un fruit délicat. Un rosé sec, désaltérant, qui n’a rien à envier à ses cousins du Sud.

Robe pétale de rose. Nez de groseille, de pamplemousse rose et de fleurs. Bouche vive, légère, finale acidulée.

À l’apéritif, sur une salade d’été, des grillades ou une cuisine asiatique.`,
    image: "rose-de-loire-petale.svg",
    price: 990,
    tags: ["bio", "ete", "petit-prix"],
    grapes: [
      { name: "Cabernet franc", percent: 60 },
      { name: "Grolleau", percent: 40 },
    ],
    features: [soil("Argilo-calcaire"), ageing("4 mois en cuve"), serving("8 °C"), keeping("1 à 2 ans")],
    meals: ["aperitif", "barbecue", "cuisine-epicee"],
    alcohol: 12,
    nutrition: ROSE,
    ingredients: ORGANIC_WINE,
    variations: ["Rosé", "Rosé de Loire", "Pétale"],
    declinations: [
      { year: 2024, cl: 75, stock: 150, reference: "PET-RS-24-75" },
      { year: 2024, cl: 150, price: 2100, stock: 10, reference: "PET-RS-24-150" },
      { year: 2023, cl: 75, stock: 14, reference: "PET-RS-23-75" },
    ],
    decreasing: [{ minQuantity: 12, type: "PERCENT", amount: 8 }],
    recommended: ["cabernet-de-saumur-aurore", "cremant-de-loire-fines-bulles-rose"],
  },
  {
    slug: "cabernet-d-anjou-douceur",
    type: "WINE",
    name: "Douceur",
    appellation: "Cabernet d’Anjou",
    color: "ROSE",
    shortDescription: "Rosé demi-sec, gourmand et fruité, tout en fraise et bonbon.",
    description: `Le Cabernet d’Anjou est le rosé tendre de la région. Nous le vinifions avec peu de sucre résiduel pour garder de la fraîcheur.

Robe saumonée. Nez de fraise écrasée, de cerise et de bonbon anglais. Bouche ronde et douce, finale fraîche.

À l’apéritif, sur un melon, une cuisine épicée ou un dessert aux fruits rouges.`,
    image: "cabernet-d-anjou-douceur.svg",
    price: 850,
    tags: ["bio", "ete", "petit-prix"],
    grapes: [
      { name: "Cabernet franc", percent: 80 },
      { name: "Cabernet sauvignon", percent: 20 },
    ],
    features: [soil("Argiles et schistes"), ageing("4 mois en cuve"), serving("8 °C"), keeping("2 à 3 ans")],
    meals: ["aperitif", "dessert", "cuisine-epicee"],
    alcohol: 11,
    nutrition: OFF_DRY,
    ingredients: ORGANIC_WINE,
    variations: ["Rosé", null, null],
    declinations: [{ year: 2024, cl: 75, stock: 66, reference: "DOU-RS-24-75" }],
    recommended: ["rose-de-loire-petale", "vin-de-france-canaille"],
  },
  {
    slug: "cabernet-de-saumur-aurore",
    type: "WINE",
    name: "Aurore",
    appellation: "Cabernet de Saumur",
    color: "ROSE",
    shortDescription: "Le rosé sec de l’appellation Saumur, plus vineux, pour la table.",
    description: `Cabernet franc saigné après une courte macération : la robe est plus soutenue, le vin plus structuré qu’un rosé de pressurage. Un rosé de repas.

Nez de framboise, de poivron doux et d’épices. Bouche ample, sèche, finale légèrement tannique.

Sur une paella, des brochettes d’agneau ou une tarte à la tomate.`,
    image: "cabernet-de-saumur-aurore.svg",
    price: 1050,
    tags: ["bio", "ete"],
    grapes: cabernetFranc,
    features: [soil("Tuffeau"), ageing("5 mois en cuve"), serving("10 °C"), keeping("2 à 3 ans")],
    meals: ["barbecue", "volaille", "cuisine-epicee"],
    alcohol: 12.5,
    nutrition: ROSE,
    ingredients: ORGANIC_WINE,
    variations: ["Rosé", "Saumur", null],
    declinations: [{ year: 2024, cl: 75, reference: "AUR-RS-24-75" }],
    recommended: ["rose-de-loire-petale"],
  },
  // ----- Sparkling -----
  {
    slug: "cremant-de-loire-fines-bulles",
    type: "WINE",
    name: "Fines Bulles",
    appellation: "Crémant de Loire",
    color: "SPARKLING",
    shortDescription: "Crémant de Loire brut, 24 mois sur lattes dans notre cave de tuffeau.",
    description: `Chenin et Chardonnay vendangés à la main, élaborés selon la méthode traditionnelle : seconde fermentation en bouteille et 24 mois de vieillissement sur lattes, dans la fraîcheur constante de la cave troglodytique.

Bulles fines et persistantes. Nez de pomme, de brioche et de fleurs blanches. Bouche crémeuse et fraîche, finale citronnée.

À l’apéritif, sur des huîtres, des bouchées feuilletées ou un dessert aux fruits.`,
    image: "cremant-de-loire-fines-bulles.svg",
    price: 1390,
    tags: ["bio", "fete", "incontournable"],
    grapes: [
      { name: "Chenin blanc", percent: 70 },
      { name: "Chardonnay", percent: 30 },
    ],
    features: [
      soil("Tuffeau"),
      ageing("24 mois sur lattes, méthode traditionnelle"),
      serving("6 à 8 °C"),
      keeping("2 à 3 ans"),
      harvest("Manuelles, en caisses percées"),
    ],
    meals: ["aperitif", "crustaces", "dessert"],
    alcohol: 12.5,
    nutrition: SPARKLING,
    ingredients: ORGANIC_SPARKLING,
    variations: ["Effervescent", "Crémant de Loire", "Fines Bulles"],
    declinations: [
      { year: null, cl: 75, stock: 200, reference: "FB-BRUT-75" },
      { year: null, cl: 37.5, price: 790, multiple: 6, reference: "FB-BRUT-37" },
      { year: null, cl: 150, price: 3200, stock: 12, reference: "FB-BRUT-150" },
    ],
    decreasing: [
      { minQuantity: 6, type: "PERCENT", amount: 5 },
      { minQuantity: 12, type: "PERCENT", amount: 10 },
    ],
    awards: [
      {
        competition: "Concours des Crémants de France",
        distinction: "Médaille d’or",
        medal: "GOLD",
        year: 2024,
      },
    ],
    recommended: [
      "cremant-de-loire-fines-bulles-rose",
      "coffret-cremant-deux-flutes",
      "saumur-brut-cuvee-1921",
    ],
  },
  {
    slug: "cremant-de-loire-fines-bulles-rose",
    type: "WINE",
    name: "Fines Bulles rosé",
    appellation: "Crémant de Loire",
    color: "SPARKLING",
    shortDescription: "Crémant de Loire rosé brut, 100 % Cabernet franc, tout en fruits rouges.",
    description: `Notre crémant rosé naît d’un Cabernet franc pressé délicatement, puis vieilli 18 mois sur lattes.

Robe saumon clair, bulles fines. Nez de fraise des bois et de groseille. Bouche fraîche, fruitée, finale tendue.

À l’apéritif, sur un saumon gravlax ou un dessert aux fruits rouges.`,
    image: "cremant-de-loire-fines-bulles-rose.svg",
    price: 1490,
    tags: ["bio", "fete"],
    grapes: cabernetFranc,
    features: [
      soil("Tuffeau"),
      ageing("18 mois sur lattes, méthode traditionnelle"),
      serving("6 à 8 °C"),
      keeping("2 ans"),
    ],
    meals: ["aperitif", "poisson", "dessert"],
    alcohol: 12,
    nutrition: SPARKLING,
    ingredients: ORGANIC_SPARKLING,
    variations: ["Effervescent", "Crémant de Loire", "Fines Bulles"],
    declinations: [{ year: null, cl: 75, stock: 90, reference: "FB-ROSE-75" }],
    recommended: ["cremant-de-loire-fines-bulles", "rose-de-loire-petale"],
  },
  {
    slug: "saumur-brut-cuvee-1921",
    type: "WINE",
    name: "Cuvée 1921",
    appellation: "Saumur brut",
    color: "SPARKLING",
    shortDescription: "Saumur brut millésimé, 48 mois sur lattes, en hommage à l’arrière-grand-père.",
    description: `Une cuvée née en 2021 pour les cent ans du domaine : du Chenin du Clos du Tuffeau, un seul millésime, 48 mois de vieillissement sur lattes et un dosage très léger.

Bulles très fines. Nez de brioche, de noisette grillée et de coing. Bouche ample et vineuse, finale longue et crayeuse.

Sur une volaille de Bresse, un poisson noble ou simplement pour un grand moment.`,
    image: "saumur-brut-cuvee-1921.svg",
    price: 1950,
    tags: ["bio", "fete", "grande-cuvee"],
    grapes: chenin,
    features: [soil("Tuffeau jaune"), ageing("48 mois sur lattes"), serving("8 à 10 °C"), keeping("5 ans")],
    meals: ["aperitif", "volaille", "poisson"],
    alcohol: 12.5,
    nutrition: SPARKLING,
    ingredients: ORGANIC_SPARKLING,
    variations: ["Effervescent", "Saumur", null],
    declinations: [{ year: 2019, cl: 75, stock: 8, reference: "1921-19-75" }],
    recommended: ["cremant-de-loire-fines-bulles"],
  },
  {
    slug: "petillant-naturel-pet-nat-tuffeau",
    type: "WINE",
    name: "Pét’Nat Tuffeau",
    appellation: "Vin de France",
    color: "SPARKLING",
    shortDescription: "Pétillant naturel de Chenin, méthode ancestrale, sans sulfites ajoutés.",
    description: `Le vin est mis en bouteille avant la fin de sa fermentation, qui s’achève dans le verre et crée les bulles : c’est la méthode ancestrale. Ni sucre ni sulfite ajouté.

Légèrement trouble. Nez de pomme acidulée, de levure et de citron. Bouche vive, bulles légères, très désaltérante.

À l’apéritif, bien frais, avec des tapas ou des fromages frais.`,
    image: "petillant-naturel-pet-nat-tuffeau.svg",
    price: 1550,
    tags: ["bio", "nature", "sans-soufre", "fete"],
    grapes: chenin,
    features: [
      soil("Tuffeau"),
      ageing("Méthode ancestrale, 6 mois sur lattes"),
      serving("6 °C"),
      keeping("1 an"),
    ],
    meals: ["aperitif", "fromage", "vegetarien"],
    alcohol: 11.5,
    nutrition: SPARKLING,
    ingredients: NO_SULFITES_ADDED,
    variations: ["Effervescent", "Vin de France", null],
    declinations: [{ year: 2023, cl: 75, stock: 36, reference: "PNT-23-75" }],
    recommended: ["saumur-champigny-sans-soufre-ajoute", "vin-de-france-chenin-d-ici"],
  },
  // ----- Sweet -----
  {
    slug: "coteaux-de-saumur-grain-d-or",
    type: "WINE",
    name: "Grain d’Or",
    appellation: "Coteaux de Saumur",
    color: "SWEET",
    shortDescription: "Chenin moelleux vendangé par tries successives, quand les grains sont dorés.",
    description: `Les Coteaux de Saumur sont la plus confidentielle des appellations moelleuses de Loire. Nous attendons que les grains de Chenin se confisent sur pied, puis vendangeons en plusieurs passages, grain par grain.

Robe or ambré. Nez de coing, d’abricot sec, de miel et de safran. Bouche riche et onctueuse, portée par une belle acidité, finale sans lourdeur.

Sur un foie gras, un roquefort, une tarte Tatin ou une cuisine thaïe.`,
    image: "coteaux-de-saumur-grain-d-or.svg",
    price: 2600,
    tags: ["bio", "garde"],
    grapes: chenin,
    features: [
      soil("Tuffeau"),
      ageing("18 mois en fûts anciens"),
      serving("8 à 10 °C"),
      keeping("20 ans et plus"),
      harvest("Manuelles, par tries successives"),
    ],
    meals: ["dessert", "fromage", "cuisine-epicee"],
    alcohol: 12.5,
    nutrition: SWEET,
    ingredients: ORGANIC_WINE,
    variations: ["Moelleux", "Coteaux de Saumur", "Grain d’Or"],
    declinations: [
      { year: 2020, cl: 75, stock: 20, reference: "GDO-20-75" },
      { year: 2020, cl: 37.5, price: 1400, stock: 24, reference: "GDO-20-37" },
      { year: 2018, cl: 37.5, price: 1600, stock: 6, reference: "GDO-18-37" },
    ],
    awards: [
      {
        competition: "Concours Général Agricole, Paris",
        distinction: "Médaille de bronze",
        medal: "BRONZE",
        year: 2022,
        vintage: 2020,
      },
    ],
    recommended: ["coteaux-de-saumur-selection-de-grains-nobles", "saumur-blanc-tendre-chenin"],
  },
  {
    slug: "coteaux-de-saumur-selection-de-grains-nobles",
    type: "WINE",
    name: "Sélection de Grains Nobles",
    appellation: "Coteaux de Saumur",
    color: "SWEET",
    shortDescription: "Une rareté, produite seulement les grandes années de pourriture noble. Épuisé.",
    description: `En 2018, le botrytis s’est installé sur le Clos du Tuffeau par un automne parfait, alternant brumes matinales et après-midi ensoleillés. Nous avons vendangé en six passages pour 900 demi-bouteilles.

Robe ambrée. Nez d’écorce d’orange confite, de miel de châtaignier, de fruits exotiques. Bouche d’une concentration extraordinaire, équilibrée par une acidité vibrante.

À savourer seul, ou sur un bleu d’Auvergne. Cette cuvée est épuisée : inscrivez-vous à notre lettre d’information pour être prévenu du prochain millésime.`,
    image: "coteaux-de-saumur-selection-de-grains-nobles.svg",
    price: 3900,
    tags: ["bio", "garde", "grande-cuvee"],
    grapes: chenin,
    features: [
      soil("Tuffeau"),
      ageing("24 mois en fûts"),
      serving("10 °C"),
      keeping("30 ans et plus"),
      harvest("Six tries successives, grain par grain"),
    ],
    meals: ["dessert", "fromage"],
    alcohol: 11.5,
    nutrition: SWEET,
    ingredients: ORGANIC_WINE,
    variations: ["Moelleux", "Coteaux de Saumur", null],
    declinations: [{ year: 2018, cl: 37.5, stock: 0, reference: "SGN-18-37" }],
    recommended: ["coteaux-de-saumur-grain-d-or"],
  },
];

const boxes: SeedProduct[] = [
  {
    slug: "coffret-decouverte-trois-coteaux",
    type: "BOX",
    name: "Coffret découverte Trois Coteaux",
    shortDescription:
      "Trois bouteilles pour découvrir le domaine : Saumur-Champigny, Saumur blanc et Crémant.",
    description: `Le coffret idéal pour faire connaître nos vins : une bouteille de Saumur-Champigny Les Trois Coteaux, une de Saumur blanc Les Silex et une de Crémant de Loire Fines Bulles, dans un coffret en carton recyclé illustré par un artiste de Saumur.

Une carte de présentation du domaine et des accords mets-vins accompagne chaque coffret.`,
    image: "coffret-decouverte-trois-coteaux.svg",
    price: 3900,
    tags: ["cadeau", "incontournable"],
    features: [
      { code: "content", label: "Contenu", value: "3 bouteilles de 75 cl", icon: "fa-box" },
      { code: "packaging", label: "Emballage", value: "Coffret en carton recyclé", icon: "fa-gift" },
    ],
    declinations: [{ year: null, cl: 75, stock: 40, reference: "COF-DEC-3" }],
    recommended: ["coffret-demi-bouteilles", "coffret-cremant-deux-flutes"],
  },
  {
    slug: "coffret-demi-bouteilles",
    type: "BOX",
    name: "Coffret six demi-bouteilles",
    shortDescription:
      "Six demi-bouteilles de 37,5 cl : rouge, blanc, crémant et moelleux, pour goûter à tout.",
    description: `Deux Saumur-Champigny Les Trois Coteaux, deux Saumur blanc Les Silex, un Crémant Fines Bulles et un Coteaux de Saumur Grain d’Or, en demi-bouteilles : de quoi composer un repas entier à deux, de l’apéritif au dessert.`,
    image: "coffret-demi-bouteilles.svg",
    price: 5200,
    tags: ["cadeau"],
    features: [
      { code: "content", label: "Contenu", value: "6 demi-bouteilles de 37,5 cl", icon: "fa-box" },
      { code: "packaging", label: "Emballage", value: "Caisse carton à poignée", icon: "fa-gift" },
    ],
    declinations: [{ year: null, cl: 37.5, stock: 15, reference: "COF-DEMI-6" }],
    recommended: ["coffret-decouverte-trois-coteaux"],
  },
  {
    slug: "caisse-bois-grands-millesimes",
    type: "BOX",
    name: "Caisse bois Grands millésimes",
    shortDescription: "Six bouteilles de nos grandes cuvées, dans une caisse en bois marquée au fer.",
    description: `Deux Clos du Tuffeau rouge 2018, deux Le Puy 2019, un Clos du Tuffeau blanc 2019 et un Colline de Brézé 2020 : nos plus belles bouteilles, prêtes à entrer en cave, dans une caisse en peuplier marquée au fer du domaine.`,
    image: "caisse-bois-grands-millesimes.svg",
    price: 15900,
    tags: ["cadeau", "garde", "grande-cuvee"],
    features: [
      { code: "content", label: "Contenu", value: "6 bouteilles de 75 cl", icon: "fa-box" },
      { code: "packaging", label: "Emballage", value: "Caisse en peuplier marquée au fer", icon: "fa-gift" },
    ],
    declinations: [{ year: null, cl: 75, stock: 5, reference: "CAI-GM-6" }],
    recommended: ["saumur-champigny-clos-du-tuffeau", "saumur-champigny-le-puy"],
  },
  {
    slug: "coffret-cremant-deux-flutes",
    type: "BOX",
    name: "Coffret Crémant et deux flûtes",
    shortDescription: "Une bouteille de Fines Bulles et deux flûtes gravées au nom du domaine.",
    description: `Le cadeau qui fait toujours plaisir : une bouteille de Crémant de Loire Fines Bulles et deux flûtes en cristallin gravées, dans un coffret aimanté.`,
    image: "coffret-cremant-deux-flutes.svg",
    price: 3400,
    tags: ["cadeau", "fete"],
    features: [
      { code: "content", label: "Contenu", value: "1 bouteille de 75 cl et 2 flûtes", icon: "fa-box" },
      { code: "packaging", label: "Emballage", value: "Coffret aimanté", icon: "fa-gift" },
    ],
    declinations: [{ year: null, cl: 75, stock: 25, reference: "COF-CRE-FL" }],
    recommended: ["cremant-de-loire-fines-bulles"],
  },
];

const others: SeedProduct[] = [
  {
    slug: "verres-de-degustation",
    type: "OTHER",
    name: "Verres de dégustation (lot de 6)",
    shortDescription: "Six verres de dégustation à la norme INAO, gravés du logo du domaine.",
    description: `Le verre des professionnels de la dégustation : une forme de tulipe qui concentre les arômes, un pied solide, compatible lave-vaisselle. Gravé du logo du Domaine des Trois Coteaux.`,
    image: "verres-de-degustation.svg",
    price: 2400,
    tags: ["cadeau", "accessoire"],
    declinations: [{ year: null, cl: null, stock: 30, reference: "ACC-VER-6" }],
    recommended: ["tire-bouchon-sommelier"],
  },
  {
    slug: "tire-bouchon-sommelier",
    type: "OTHER",
    name: "Tire-bouchon sommelier",
    shortDescription: "Tire-bouchon à double levier, manche en bois de vigne du domaine.",
    description: `Un tire-bouchon de sommelier à double levier, fabriqué à Thiers, dont le manche est taillé dans le bois de nos vieux ceps arrachés. Chaque pièce est unique.`,
    image: "tire-bouchon-sommelier.svg",
    price: 1900,
    tags: ["cadeau", "accessoire"],
    declinations: [{ year: null, cl: null, stock: 18, reference: "ACC-TB" }],
    recommended: ["verres-de-degustation"],
  },
  {
    slug: "bon-cadeau-visite-degustation",
    type: "OTHER",
    name: "Bon cadeau visite et dégustation pour deux",
    shortDescription:
      "Visite de la cave troglodytique et dégustation commentée de six vins, pour deux personnes.",
    description: `Une heure et demie au domaine : la visite des galeries creusées dans le tuffeau, l’explication du travail de la vigne en bio, puis la dégustation commentée de six vins avec Hélène ou Antoine.

Le bon est envoyé par e-mail, valable un an, sur réservation. Pas de frais de port.`,
    image: "bon-cadeau-visite-degustation.svg",
    price: 3000,
    hasShippingFees: false,
    tags: ["cadeau", "visite"],
    declinations: [{ year: null, cl: null, reference: "BON-VIS-2" }],
  },
  {
    slug: "jus-de-raisin-petillant",
    type: "OTHER",
    name: "Jus de raisin pétillant",
    shortDescription: "Jus de raisin bio de Chenin, légèrement pétillant, sans alcool.",
    description: `Le jus de nos raisins de Chenin, pressé aux vendanges, pasteurisé et légèrement gazéifié. Sans alcool, sans sucre ajouté : pour que toute la famille trinque.`,
    image: "jus-de-raisin-petillant.svg",
    price: 750,
    tags: ["bio", "sans-alcool"],
    declinations: [{ year: 2024, cl: 75, stock: 48, reference: "JUS-24-75" }],
  },
  {
    slug: "gelee-de-saumur-champigny",
    type: "OTHER",
    name: "Gelée de Saumur-Champigny",
    shortDescription: "Gelée au vin rouge du domaine, pour le foie gras et les fromages.",
    description: `Préparée par une confiturière de Montsoreau avec notre Saumur-Champigny Les Trois Coteaux et un peu de sucre de canne. Délicieuse avec un foie gras, un fromage de chèvre ou une terrine.

Pot de 220 g.`,
    image: "gelee-de-saumur-champigny.svg",
    price: 690,
    tags: ["epicerie"],
    declinations: [{ year: null, cl: null, stock: 35, reference: "EPI-GEL" }],
  },
];

export const catalogueDomaine: SeedCatalogue = {
  mealIcons: [
    { code: "aperitif", label: "Apéritif", icon: "fa-champagne-glasses" },
    { code: "viande-rouge", label: "Viandes rouges", icon: "fa-cow" },
    { code: "volaille", label: "Volailles", icon: "fa-drumstick-bite" },
    { code: "gibier", label: "Gibier", icon: "fa-crow" },
    { code: "poisson", label: "Poissons", icon: "fa-fish" },
    { code: "crustaces", label: "Crustacés et coquillages", icon: "fa-shrimp" },
    { code: "charcuterie", label: "Charcuterie", icon: "fa-bacon" },
    { code: "barbecue", label: "Grillades", icon: "fa-fire" },
    { code: "fromage", label: "Fromages", icon: "fa-cheese" },
    { code: "vegetarien", label: "Cuisine végétarienne", icon: "fa-carrot" },
    { code: "cuisine-epicee", label: "Cuisine épicée", icon: "fa-pepper-hot" },
    { code: "dessert", label: "Desserts", icon: "fa-cake-candles" },
  ],
  codes: [
    {
      code: "BIENVENUE10",
      label: "10 % de bienvenue sur votre première commande",
      type: "PERCENT",
      amount: 10,
      detailType: "ORDER",
    },
    {
      code: "FIDELITE5",
      label: "5 € offerts dès 50 € d’achats",
      type: "EURO",
      amount: 500,
      detailType: "ORDER",
      minimumAmount: 5000,
    },
    {
      code: "LIVRAISONOFFERTE",
      label: "Livraison offerte",
      type: "EURO",
      amount: 0,
      detailType: "SHIPPING_FEES",
    },
  ],
  products: [...wines, ...boxes, ...others],
};
