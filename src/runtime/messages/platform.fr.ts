import type { PlatformMessageKey } from "./platform.en";

// French messages of the platform operator's actions; every key of platform.en.ts is here.
export const platformFr: Record<PlatformMessageKey, string> = {
  "platform.hostInvalid":
    "Ce nom d’hôte n’est pas valide (lettres, chiffres, tirets et points, sans protocole ni port)",
  "platform.tooManyHosts": "20 noms d’hôte au plus par liste",
  "platform.nameRequired": "Le site doit avoir un nom",
  "platform.hostRequired": "Le site doit avoir au moins un nom d’hôte",
  "platform.siteNotFound": "Ce site n’existe pas",
  "platform.staffSecondFactorNotOn": "Aucun compte {{email}} de ce site n’a de double authentification",
  "platform.hostTaken": "Le nom d’hôte {{host}} appartient déjà à un autre site",
  "platform.hostAlreadyThere": "Le nom d’hôte {{host}} est déjà un hôte de ce site",
  "platform.hostNotFound": "Le nom d’hôte {{host}} n’est pas un hôte de ce site",
  "platform.lastHost":
    "{{host}} est le dernier nom d’hôte de ce site : ajoutez-en un autre avant de le retirer",
  "platform.tokenRequired": "L’API de l’opérateur demande le jeton de passation de ce serveur",
  "platform.invitation.subject": "Votre site {{site}} est prêt : choisissez votre mot de passe",
  "platform.invitation.body":
    "Votre site {{site}} a été créé et vous en êtes l’administrateur. Choisissez votre mot de passe pour vous connecter et le mettre en place : le lien ci-dessous sert une seule fois, pendant 7 jours.",
  "platform.invitation.action": "Choisir mon mot de passe",
  "platform.invitation.after":
    "Votre site reste en construction (les visiteurs voient une page d’attente) jusqu’à ce que vous l’ouvriez depuis l’espace d’administration.",
  "platform.invitation.signature": "L’équipe Vinisite",
};
