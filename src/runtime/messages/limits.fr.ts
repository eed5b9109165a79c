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
  "team.alreadyMember": "{{email}} administre déjà ce site",
  "team.invited": "Invitation envoyée à {{email}}",
  "team.granted": "{{email}} administre désormais le site ; un message l’en a prévenu",
  "team.invitation.subject": "Vous êtes invité à administrer le site {{site}}",
  "team.invitation.body":
    "On vous a invité à administrer le site {{site}}. Choisissez votre mot de passe pour vous connecter : le lien ci-dessous sert une seule fois, pendant 7 jours.",
  "team.invitation.action": "Choisir mon mot de passe",
  "team.granted.subject": "Vous administrez désormais le site {{site}}",
  "team.granted.body":
    "Votre compte sur le site {{site}} peut désormais l’administrer : connectez-vous avec votre mot de passe habituel.",
  "team.granted.action": "Ouvrir l’administration",
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
