import type { LimitsMessageKey } from "./limits.en";

// French messages of the limits per site and of the unknown host page; every key of limits.en.ts.
export const limitsFr: Record<LimitsMessageKey, string> = {
  "limits.maxProducts":
    "Limite atteinte : {{value}} produits pour ce site. Pour la relever, contactez l’opérateur de la plateforme.",
  "limits.maxAdmins":
    "Limite atteinte : {{value}} comptes administrateurs pour ce site. Pour la relever, contactez l’opérateur de la plateforme.",
  "limits.mediaQuotaMb":
    "Limite atteinte : {{value}} Mo de médias pour ce site. Supprimez des fichiers inutilisés ou, pour la relever, contactez l’opérateur de la plateforme.",
  "limits.maxProductsImport":
    "Limite atteinte : cet import porterait le site à {{count}} produits, au-delà de sa limite de {{value}}. Pour la relever, contactez l’opérateur de la plateforme.",
  "team.notFound": "Ce compte n’existe pas sur ce site",
  "team.ownRole": "Vous ne pouvez pas changer votre propre rôle : un autre SUPER_ADMIN du site le peut",
  "team.roleSaved": "Rôle enregistré",
  "domains.suspendedTitle": "Site momentanément indisponible",
  "domains.suspendedText": "Ce site est momentanément indisponible.",
  "domains.buildingTitle": "{{name}} — site en construction",
  "domains.buildingText": "Notre site est en construction : il ouvre très bientôt.",
  "domains.buildingHint": "Merci de votre visite, revenez nous voir dans quelques jours !",
  "domains.unknownHostTitle": "Site introuvable",
  "domains.unknownHostText": "Aucun site de cette plateforme ne répond à cette adresse.",
  "domains.unknownHostHint":
    "Vérifiez l’adresse saisie. Si ce nom de domaine vous appartient, demandez à l’opérateur de la plateforme de l’ajouter à votre site ; son enregistrement DNS peut aussi être encore en cours de propagation.",
};
