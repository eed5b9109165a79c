/**
 * The five legal texts of the demo sites (spec §3 "Legal texts", §9 "Legal content summary").
 *
 * HTML limited to h2, h3, p, ul, li, a and strong. Mustache placeholders ({{COMPANY_NAME}}, …,
 * double braces only) are filled from the site settings at display time, values HTML-escaped.
 * Written generically so that both the consultant's showcase and the winemaker's shop can use them.
 */

/**
 * French typography: a non-breaking space (U+00A0) before « : ; ! ? » and after «, so that the
 * punctuation never starts a line. Used by every content module of the seed.
 */
export function frTypo(text: string): string {
  return text.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

const LEGAL_NOTICE = `
<p>Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), nous portons à la connaissance des utilisateurs et visiteurs du site les informations suivantes.</p>

<h3>Éditeur du site</h3>
<ul>
<li><strong>Nom commercial :</strong> {{COMPANY_NAME}}</li>
<li><strong>Dénomination sociale :</strong> {{LEGAL_COMPANY_NAME}}</li>
<li><strong>Forme juridique :</strong> {{CORPORATE_FORM}}</li>
<li><strong>Capital social :</strong> {{SHARE_CAPITAL}}</li>
<li><strong>Siège social :</strong> {{HEAD_OFFICE}}</li>
<li><strong>SIRET :</strong> {{SIRET_NUMBER}}</li>
{{#RCS_NUMBER}}<li><strong>Immatriculation :</strong> {{RCS_NUMBER}}</li>{{/RCS_NUMBER}}{{^RCS_NUMBER}}<li><strong>Immatriculation :</strong> {{RM_NUMBER}}</li>{{/RCS_NUMBER}}
<li><strong>TVA intracommunautaire :</strong> {{INTRACO_VAT}}</li>
<li><strong>Téléphone :</strong> {{COMPANY_PHONE}}</li>
<li><strong>Courriel :</strong> <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></li>
</ul>

<h3>Directeur de la publication</h3>
<p>Le directeur de la publication est <strong>{{LEGAL_AGENT}}</strong>, en sa qualité de représentant légal de {{LEGAL_COMPANY_NAME}}. Il peut être joint aux coordonnées indiquées ci-dessus.</p>

<h3>Hébergement</h3>
<p>Le site est conçu et hébergé par <strong>Vinisite SAS</strong>, société par actions simplifiée au capital de 50 000 €, dont le siège social est situé 27 rue des Vendangeurs, 21000 Dijon, France (téléphone : 01 99 00 12 34). Les données sont hébergées sur des serveurs situés dans l’Union européenne.</p>

<h3>Propriété intellectuelle</h3>
<p>L’ensemble des contenus présents sur ce site (textes, photographies, illustrations, logos, vidéos, mise en page) est la propriété exclusive de {{LEGAL_COMPANY_NAME}} ou de ses partenaires, et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constituerait une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.</p>

<h3>Données personnelles et cookies</h3>
<p>Les traitements de données personnelles réalisés sur ce site sont décrits dans notre <a href="/privacy-policy">politique de confidentialité</a>. L’usage des cookies et traceurs est détaillé dans notre <a href="/cookie-policy">politique de cookies</a>.</p>

<h3>Conditions d’utilisation</h3>
<p>L’utilisation du site est régie par nos <a href="/use-terms">conditions générales d’utilisation</a>. Les ventes éventuellement conclues en ligne sont régies par nos <a href="/sale-terms">conditions générales de vente</a>.</p>

<h3>Signaler un contenu</h3>
<p>Si vous estimez qu’un contenu publié sur ce site est illicite ou porte atteinte à vos droits, vous pouvez nous le signaler par courriel à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> en précisant l’adresse de la page concernée et les motifs de votre demande. Nous vous répondrons dans un délai de 30 jours.</p>
`;

const PRIVACY_POLICY = `
<p>{{LEGAL_COMPANY_NAME}} ({{COMPANY_NAME}}) attache une grande importance à la protection de vos données personnelles. La présente politique vous explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD, règlement UE 2016/679) et à la loi « Informatique et Libertés » du 6 janvier 1978 modifiée.</p>

<h3>Responsable du traitement</h3>
<p>Le responsable du traitement est {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} dont le siège social est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}. Pour toute question relative à vos données : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou {{COMPANY_PHONE}}.</p>

<h3>Données que nous collectons</h3>
<ul>
<li><strong>Compte client :</strong> prénom, nom, adresse électronique, mot de passe (conservé sous forme chiffrée et irréversible), téléphone et, le cas échéant, date de naissance.</li>
<li><strong>Commandes :</strong> adresses de livraison et de facturation, produits commandés, mode de livraison ou de retrait, historique des commandes. Les données de carte bancaire ne transitent jamais par nos serveurs.</li>
<li><strong>Demandes de contact et de rendez-vous :</strong> nom, prénom, coordonnées et contenu de votre message.</li>
<li><strong>Lettre d’information :</strong> adresse électronique et listes auxquelles vous êtes abonné.</li>
<li><strong>Navigation :</strong> pages consultées et provenance de la visite, mesurées de manière agrégée et sans identification personnelle.</li>
</ul>

<h3>Finalités et bases légales</h3>
<ul>
<li>Gérer votre compte, vos commandes, leur paiement, leur livraison et le service après-vente : <strong>exécution du contrat</strong>.</li>
<li>Répondre à vos demandes de contact, de devis ou de rendez-vous : <strong>mesures précontractuelles</strong> prises à votre demande.</li>
<li>Vous adresser notre lettre d’information : <strong>votre consentement</strong>, retirable à tout moment depuis votre espace personnel ou par le lien de désinscription présent dans chaque envoi.</li>
<li>Mesurer l’audience du site et en améliorer le contenu : <strong>intérêt légitime</strong>.</li>
<li>Mesurer l’efficacité de nos publications sur les réseaux sociaux : <strong>votre consentement</strong>.</li>
<li>Respecter nos obligations comptables, fiscales et, pour la vente de boissons alcoolisées, la vérification de la majorité : <strong>obligation légale</strong>.</li>
</ul>

<h3>Destinataires et sous-traitants</h3>
<p>Vos données sont destinées à {{LEGAL_COMPANY_NAME}} et ne sont jamais vendues. Elles ne sont communiquées qu’aux prestataires strictement nécessaires, qui agissent sur nos instructions :</p>
<ul>
<li><strong>Vinisite SAS</strong> (Dijon, France) : conception et hébergement du site, serveurs situés dans l’Union européenne.</li>
<li><strong>Stripe Payments Europe Ltd.</strong> (Dublin, Irlande) : prestataire de paiement par carte bancaire. Stripe collecte directement vos données de carte et assure la sécurité des transactions (protocole 3-D Secure) ; nous n’y avons jamais accès.</li>
<li><strong>Plausible Insights OÜ</strong> (Tallinn, Estonie) : service de mesure d’audience respectueux de la vie privée, sans cookie, qui ne produit que des statistiques agrégées et anonymes, hébergées dans l’Union européenne.</li>
<li><strong>Meta Platforms Ireland Ltd.</strong> (Dublin, Irlande) : pixels des réseaux sociaux (Facebook, Instagram), déposés uniquement si vous y avez consenti, afin de mesurer l’efficacité de nos publications.</li>
<li>Les <strong>transporteurs</strong> chargés de la livraison de vos commandes, pour les seules informations nécessaires à celle-ci (nom, adresse, téléphone).</li>
</ul>
<p>Certains de ces prestataires (Stripe, Meta) peuvent transférer des données vers les États-Unis. Ces transferts sont encadrés par le cadre de protection des données UE – États-Unis (Data Privacy Framework) ou par les clauses contractuelles types de la Commission européenne.</p>

<h3>Durées de conservation</h3>
<ul>
<li>Données du compte client et de prospection : <strong>3 ans après la dernière activité</strong> (dernière connexion, commande ou prise de contact), puis suppression ou anonymisation.</li>
<li>Demandes de contact sans suite : 3 ans après le dernier échange.</li>
<li>Factures et pièces comptables : 10 ans, conformément à l’article L123-22 du Code de commerce.</li>
<li>Choix relatifs aux cookies : <strong>13 mois au maximum</strong>, après quoi votre consentement vous est à nouveau demandé.</li>
</ul>
<p>Lorsque vous supprimez votre compte depuis votre espace personnel, ou en nous le demandant, la suppression est effectuée dans un délai de <strong>10 jours ouvrés</strong>, sous réserve des données que la loi nous impose de conserver (factures notamment).</p>

<h3>Vos droits</h3>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition au traitement de vos données, du droit de retirer votre consentement à tout moment, ainsi que du droit de définir des directives relatives au sort de vos données après votre décès.</p>
<p>Pour exercer ces droits, écrivez-nous à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou par courrier à {{LEGAL_COMPANY_NAME}}, {{HEAD_OFFICE}}, en indiquant votre prénom, votre nom et l’adresse électronique associée à votre compte. Nous vous répondrons dans un délai de <strong>30 jours</strong> à compter de la réception de votre demande. En cas de doute raisonnable sur votre identité, un justificatif pourra vous être demandé.</p>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur <a href="https://www.cnil.fr">www.cnil.fr</a>.</p>

<h3>Sécurité</h3>
<p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : connexions chiffrées (HTTPS), mots de passe hachés, accès restreint aux seules personnes habilitées, sauvegardes régulières.</p>

<h3>Cookies</h3>
<p>Le détail des cookies et traceurs utilisés, ainsi que la manière de paramétrer vos choix, figurent dans notre <a href="/cookie-policy">politique de cookies</a>. Les règles d’utilisation du site sont précisées dans nos <a href="/use-terms">conditions générales d’utilisation</a>.</p>
`;

const COOKIE_POLICY = `
<p>Lors de votre visite sur le site de {{COMPANY_NAME}}, des cookies et autres traceurs peuvent être déposés sur votre terminal (ordinateur, tablette, téléphone). Cette page vous explique à quoi ils servent et comment vous pouvez les accepter ou les refuser, conformément aux recommandations de la CNIL.</p>

<h3>Qu’est-ce qu’un cookie ?</h3>
<p>Un cookie est un petit fichier texte enregistré par votre navigateur lorsque vous consultez un site. Il permet, pendant sa durée de validité, de reconnaître votre terminal, de mémoriser certaines informations (votre panier, votre session) ou de mesurer votre navigation.</p>

<h3>Les cookies strictement nécessaires</h3>
<p>Ces cookies sont indispensables au fonctionnement du site et ne requièrent pas votre consentement :</p>
<ul>
<li><strong>Session de connexion</strong> (cookies « token » et « idSite ») : vous maintenir connecté à votre espace personnel, pendant 24 heures au plus ;</li>
<li><strong>Langue</strong> : mémoriser la langue d’affichage, pendant 365 jours ;</li>
<li><strong>Panier et commande</strong> : conserver le contenu de votre panier et vos choix de livraison, dans le stockage local de votre navigateur ;</li>
<li><strong>Vos choix en matière de cookies</strong> : ne pas vous reposer la question à chaque page.</li>
</ul>

<h3>La mesure d’audience</h3>
<p>Nous utilisons Plausible, un outil de mesure d’audience hébergé dans l’Union européenne qui ne dépose aucun cookie et ne collecte aucune donnée personnelle : il nous fournit uniquement des statistiques anonymes et agrégées (pages consultées, provenance des visites).</p>

<h3>Les cookies soumis à votre consentement</h3>
<p>Les traceurs suivants ne sont déposés que si vous les avez acceptés dans le bandeau affiché lors de votre première visite, et seulement s’ils sont activés sur ce site :</p>
<ul>
<li><strong>Outils de statistiques tiers</strong> (par exemple Google Analytics, Google Search Console) : analyser plus finement la fréquentation du site ;</li>
<li><strong>Balises publicitaires et gestionnaire de balises</strong> (par exemple Google Ads, Google Tag Manager) : mesurer l’efficacité de nos campagnes ;</li>
<li><strong>Pixels des réseaux sociaux</strong> (Meta : Facebook, Instagram) : mesurer l’efficacité de nos publications et vous proposer des contenus adaptés.</li>
</ul>

<h3>Durée de validité de votre choix</h3>
<p>Votre consentement, comme votre refus, est conservé pendant <strong>13 mois au maximum</strong>. À l’issue de ce délai, votre choix vous est à nouveau demandé. Les cookies eux-mêmes ont une durée de vie qui n’excède jamais 13 mois.</p>

<h3>Modifier vos choix</h3>
<p>Vous pouvez à tout moment accepter ou refuser l’ensemble des cookies soumis à consentement grâce aux boutons « Tout accepter » et « Tout refuser » du bandeau, qui réapparaît si vous effacez les cookies de votre navigateur. Refuser ces cookies n’a aucune incidence sur votre navigation ni sur la possibilité de commander.</p>
<p>Vous pouvez également configurer votre navigateur pour bloquer ou supprimer les cookies :</p>
<ul>
<li><a href="https://support.mozilla.org/fr/kb/protection-renforcee-contre-pistage-firefox-ordinateur">Mozilla Firefox</a></li>
<li><a href="https://support.google.com/chrome/answer/95647?hl=fr">Google Chrome</a></li>
<li><a href="https://support.apple.com/fr-fr/guide/safari/sfri11471/mac">Apple Safari</a></li>
<li><a href="https://support.microsoft.com/fr-fr/microsoft-edge">Microsoft Edge</a></li>
</ul>
<p>Le blocage des cookies strictement nécessaires peut toutefois empêcher la connexion à votre compte ou la conservation de votre panier.</p>

<h3>En savoir plus</h3>
<p>Pour en savoir plus sur le traitement de vos données et l’exercice de vos droits, consultez notre <a href="/privacy-policy">politique de confidentialité</a> et nos <a href="/use-terms">conditions générales d’utilisation</a>. Pour toute question : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
`;

const USE_TERMS = `
<p>Les présentes conditions générales d’utilisation (CGU) encadrent l’accès et l’utilisation du site de {{COMPANY_NAME}}, édité par {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} dont le siège social est situé {{HEAD_OFFICE}} (SIRET {{SIRET_NUMBER}}). En naviguant sur le site, vous les acceptez sans réserve.</p>

<h3>Objet du site</h3>
<p>Le site présente l’activité, les prestations et, le cas échéant, les produits de {{COMPANY_NAME}}. Il permet de consulter des contenus (pages, actualités, articles, albums), de prendre contact avec nous, de créer un compte et, lorsque la boutique en ligne est ouverte, de passer commande. Les commandes sont régies par nos <a href="/sale-terms">conditions générales de vente</a>.</p>

<h3>Accès au site</h3>
<p>Le site est accessible gratuitement, 7 jours sur 7 et 24 heures sur 24, à toute personne disposant d’un accès à internet. Les frais d’accès et d’équipement restent à la charge de l’utilisateur. Nous pouvons interrompre temporairement l’accès au site pour des raisons de maintenance ou de mise à jour, sans que cela ouvre droit à indemnité.</p>

<h3>Création d’un compte</h3>
<p>La création d’un compte nécessite d’indiquer votre prénom, votre nom et une adresse électronique valide, de choisir un mot de passe et de cocher la case d’acceptation des présentes conditions. Vous vous engagez à fournir des informations exactes et à les tenir à jour depuis votre espace personnel. Vous pouvez à tout moment modifier votre profil, votre mot de passe, votre abonnement à la lettre d’information, ou supprimer votre compte depuis cet espace.</p>
<p>Lorsque le site propose des boissons alcoolisées, la création d’un compte et toute commande sont réservées aux personnes majeures.</p>

<h3>Données personnelles</h3>
<p>Les données que vous nous confiez sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a>, qui précise vos droits et la manière de les exercer.</p>

<h3>Comportement de l’utilisateur</h3>
<p>Vous vous engagez à utiliser le site de manière loyale, à ne pas en perturber le fonctionnement, à ne pas tenter d’accéder à des espaces qui ne vous sont pas destinés et à ne transmettre, notamment par le formulaire de contact, aucun contenu illicite, injurieux ou portant atteinte aux droits de tiers.</p>

<h3>Nous contacter</h3>
<p>Pour toute question relative au site ou aux présentes conditions, vous pouvez nous joindre :</p>
<ul>
<li>par courriel : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ;</li>
<li>par courrier : {{LEGAL_COMPANY_NAME}}, {{HEAD_OFFICE}} ;</li>
<li>par le <a href="/contact">formulaire de contact</a> du site ;</li>
<li>par téléphone : {{COMPANY_PHONE}}.</li>
</ul>

<h3>Propriété intellectuelle</h3>
<p>La structure du site, ses textes, photographies, illustrations, logos et marques sont protégés par le droit de la propriété intellectuelle et appartiennent à {{LEGAL_COMPANY_NAME}} ou à ses partenaires. Toute reproduction, représentation, modification ou exploitation, totale ou partielle, sans autorisation écrite préalable est interdite.</p>

<h3>Limitation de responsabilité</h3>
<p>Nous nous efforçons de fournir des informations exactes et à jour, sans pouvoir garantir l’absence d’erreur ou d’omission. Notre responsabilité ne saurait être engagée :</p>
<ul>
<li>en cas d’utilisation de votre compte par un tiers : vous êtes seul responsable de la <strong>confidentialité de votre mot de passe</strong>, que vous ne devez communiquer à personne, et vous devez nous signaler sans délai toute utilisation frauduleuse ;</li>
<li>en cas de <strong>virus</strong> ou de programme malveillant affectant votre équipement lors de la consultation du site : il vous appartient de protéger votre matériel et vos données ;</li>
<li>en cas d’indisponibilité du site ou de dommage résultant d’un cas de <strong>force majeure</strong> au sens de l’article 1218 du Code civil, ou du fait d’un tiers.</li>
</ul>

<h3>Liens hypertextes</h3>
<p>Le site peut contenir des liens vers des sites tiers (réseaux sociaux, partenaires). Nous n’exerçons aucun contrôle sur ces sites et déclinons toute responsabilité quant à leur contenu. La création d’un lien vers notre site est libre, à condition qu’il ne porte pas atteinte à notre image et qu’il ouvre la page dans une fenêtre entière, sans cadre ni habillage ; nous pouvons en demander la suppression à tout moment.</p>

<h3>Cookies</h3>
<p>La navigation sur le site peut entraîner le dépôt de cookies. Certains, strictement nécessaires au fonctionnement du site, sont déposés sans formalité ; les autres, notamment les cookies de mesure tiers et les pixels des réseaux sociaux, <strong>ne sont déposés qu’avec votre consentement</strong>, recueilli par le bandeau affiché lors de votre première visite. Vous pouvez également <strong>désactiver les cookies dans les réglages de votre navigateur</strong>. Pour en savoir plus, consultez notre <a href="/cookie-policy">politique de cookies</a>.</p>

<h3>Droit applicable et juridiction compétente</h3>
<p>Les présentes conditions sont soumises au <strong>droit français</strong>. En cas de litige, et après une tentative de résolution amiable, compétence est attribuée aux <strong>tribunaux français</strong> compétents, dans les conditions de droit commun ; le consommateur peut saisir la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable.</p>
`;

const SALE_TERMS = `
<p>Les présentes conditions générales de vente (CGV) s’appliquent à toute commande passée sur le site de {{COMPANY_NAME}} auprès de {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}}{{#SHARE_CAPITAL}} au capital de {{SHARE_CAPITAL}}{{/SHARE_CAPITAL}}, dont le siège social est situé {{HEAD_OFFICE}}, {{#RCS_NUMBER}}immatriculée sous le numéro {{RCS_NUMBER}} {{/RCS_NUMBER}}{{^RCS_NUMBER}}{{#RM_NUMBER}}immatriculée au répertoire des métiers sous le numéro {{RM_NUMBER}} {{/RM_NUMBER}}{{/RCS_NUMBER}}(SIRET {{SIRET_NUMBER}}), ci-après « le vendeur ». Elles sont conclues avec des consommateurs, ci-après « le client ». Toute commande implique leur acceptation sans réserve, ainsi que celle de nos <a href="/use-terms">conditions générales d’utilisation</a>.</p>

<h3>Article 1 – Produits</h3>
<p>Les produits proposés (vins, coffrets, accessoires et, le cas échéant, prestations) sont décrits avec la plus grande exactitude possible : appellation, millésime, contenance, caractéristiques essentielles. Les photographies sont non contractuelles. Les offres sont valables dans la limite des stocks disponibles ; certains vins ne sont vendus que par multiple de bouteilles (par exemple par carton de 6), ce qui est indiqué sur la fiche du produit.</p>

<h3>Article 2 – Vente d’alcool réservée aux personnes majeures</h3>
<p>Conformément à l’<strong>article L3342-1 du Code de la santé publique</strong>, la vente de boissons alcooliques à des mineurs est interdite. En passant commande, le client déclare avoir au moins 18 ans révolus à la date de la commande. Le vendeur se réserve le droit de demander un justificatif d’âge et de refuser ou d’annuler toute commande en cas de doute ; le transporteur ou la personne chargée du retrait peut également exiger la présentation d’une pièce d’identité lors de la remise du colis.</p>
<p><strong>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</strong> Les boissons alcoolisées sont déconseillées aux femmes enceintes.</p>

<h3>Article 3 – Prix</h3>
<p>Les prix sont indiqués en euros, toutes taxes comprises (TVA française et droits d’accises inclus), hors frais de livraison. Les frais de livraison sont calculés selon la destination, le nombre de bouteilles et le transporteur choisi ; ils sont indiqués avant la validation de la commande. Les éventuelles remises et codes promotionnels sont appliqués au récapitulatif de la commande. Le vendeur peut modifier ses prix à tout moment ; les produits sont facturés au prix en vigueur lors de la validation de la commande.</p>

<h3>Article 4 – Commande</h3>
<p>Le client sélectionne les produits dans son panier, choisit la livraison ou le retrait sur place, renseigne ses coordonnées, vérifie le récapitulatif puis confirme sa commande et son paiement. Un courriel de confirmation lui est adressé. Le vendeur se réserve le droit de refuser une commande présentant un caractère anormal ou émanant d’un client avec lequel existe un litige.</p>

<h3>Article 5 – Paiement</h3>
<p>Le paiement s’effectue en ligne par carte bancaire (CB, Visa, Mastercard) via notre prestataire de paiement sécurisé Stripe, avec authentification forte (3-D Secure). Le montant est débité lors de la validation de la commande. Les données bancaires sont chiffrées et ne sont jamais accessibles au vendeur. La commande n’est définitive qu’après accord du centre de paiement.</p>

<h3>Article 6 – Livraison</h3>
<p>Les commandes sont expédiées en France métropolitaine et, lorsque cela est indiqué, dans d’autres pays, par transporteur à domicile ou en point relais, dans un emballage adapté au transport des bouteilles. Les commandes sont préparées sous 2 à 5 jours ouvrés après confirmation du paiement ; les délais d’acheminement indicatifs du transporteur sont précisés lors de la commande. Au-delà d’un retard de 30 jours après la date prévue, le client peut annuler sa commande dans les conditions de l’article L216-6 du Code de la consommation.</p>
<p>À la réception, le client vérifie l’état du colis en présence du livreur. En cas de casse ou de colis endommagé, il émet des réserves précises sur le bon de livraison et nous en informe dans les 3 jours suivant la réception, photographies à l’appui, à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. Les bouteilles cassées sont alors remplacées ou remboursées.</p>

<h3>Article 7 – Retrait sur place (click and collect)</h3>
<p>Le client peut choisir de retirer gratuitement sa commande dans l’un de nos points de retrait, à la date et sur le créneau qu’il sélectionne lors de la commande, parmi ceux proposés. Un courriel l’informe que sa commande est prête. Le retrait se fait sur présentation du courriel de confirmation et d’une pièce d’identité, par le client ou par une personne majeure qu’il a mandatée. Une commande non retirée dans un délai de 30 jours peut être annulée et remboursée, déduction faite des éventuels frais engagés.</p>

<h3>Article 8 – Droit de rétractation</h3>
<p>Conformément à l’article L221-18 du Code de la consommation, le client dispose d’un délai de <strong>14 jours</strong> à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à motiver sa décision. Il nous en informe par une déclaration dénuée d’ambiguïté, par courriel à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou par courrier à {{HEAD_OFFICE}}, en précisant le numéro de commande, depuis son compte client (« Me rétracter de cette commande » sur la page de la commande) ou au moyen du formulaire type ci-dessous. Un accusé de réception lui est adressé par courriel.</p>
<p>Les produits sont retournés complets, non ouverts et dans leur emballage d’origine, au plus tard 14 jours après la communication de sa décision ; les frais de retour restent à la charge du client. Le vendeur rembourse l’intégralité des sommes versées, y compris les frais de livraison initiaux (sur la base du mode de livraison standard), dans les 14 jours suivant la réception de la décision, ce remboursement pouvant être différé jusqu’à la récupération des produits. Le droit de rétractation ne s’applique pas aux produits confectionnés selon les spécifications du client ou nettement personnalisés (coffrets gravés par exemple), ni aux vins vendus en primeur dont la livraison est différée au-delà de 30 jours (article L221-28 du Code de la consommation).</p>
<p><strong>Formulaire de rétractation</strong> (annexe à l’article R221-1 du Code de la consommation ; à compléter et renvoyer uniquement si vous souhaitez vous rétracter du contrat)</p>
<ul>
<li>À l’attention de {{LEGAL_COMPANY_NAME}}, {{HEAD_OFFICE}}, {{COMPANY_EMAIL}} :</li>
<li>Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :</li>
<li>Commandé le (*)/reçu le (*) :</li>
<li>Nom du (des) consommateur(s) :</li>
<li>Adresse du (des) consommateur(s) :</li>
<li>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :</li>
<li>Date :</li>
</ul>
<p>(*) Rayez la mention inutile.</p>

<h3>Article 9 – Garanties légales</h3>
<p>Le client bénéficie de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Un vin dont le bouchon est défectueux (goût de bouchon) est remplacé sur simple demande, la bouteille étant retournée au moins aux deux tiers pleine.</p>

<h3>Article 10 – Données personnelles</h3>
<p>Les données collectées lors de la commande sont nécessaires à son traitement. Elles sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a>.</p>

<h3>Article 11 – Service client et médiation</h3>
<p>Pour toute question ou réclamation, le service client est joignable au {{COMPANY_PHONE}} ou à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. Nous nous efforçons de répondre à toute réclamation écrite dans un délai de 30 jours.</p>
<p>Conformément aux articles L611-1 et suivants du Code de la consommation, en cas de litige non résolu après une réclamation écrite préalable, le client peut recourir gratuitement au <strong>médiateur de la consommation</strong> dont relève le vendeur : Médiation Vins &amp; Commerces, 8 place des Cordeliers, 69002 Lyon, dans un délai d’un an à compter de sa réclamation.</p>

<h3>Article 12 – Droit applicable</h3>
<p>Les présentes conditions sont soumises au droit français. À défaut de résolution amiable ou par la médiation, le litige est porté devant les tribunaux français compétents.</p>
`;

export const legalTexts: {
  LEGAL_NOTICE: string;
  PRIVACY_POLICY: string;
  USE_TERMS: string;
  SALE_TERMS: string;
  COOKIE_POLICY: string;
} = {
  LEGAL_NOTICE: frTypo(LEGAL_NOTICE.trim()),
  PRIVACY_POLICY: frTypo(PRIVACY_POLICY.trim()),
  USE_TERMS: frTypo(USE_TERMS.trim()),
  SALE_TERMS: frTypo(SALE_TERMS.trim()),
  COOKIE_POLICY: frTypo(COOKIE_POLICY.trim()),
};
