import type { OperatorConsoleMessageKey } from "./operator-console.en";

// French messages of the platform operator's console; every key of operator-console.en.ts.
export const operatorConsoleFr: Record<OperatorConsoleMessageKey, string> = {
  "console.formExpired": "Ce formulaire a expiré : rechargez la page et recommencez",
  "console.originRefused": "Requête refusée : elle ne vient pas de la console de la plateforme",
  "console.confirmRequired": "Cochez la case pour confirmer",
  "console.passwordsDiffer": "Les deux nouveaux mots de passe diffèrent",
  "console.operatorExists": "Un opérateur existe déjà avec cette adresse e-mail",
  "console.siteNotFound": "Ce site n’existe pas (ou plus)",
  "console.limitInvalid": "Un nombre entier, ou vide pour la valeur par défaut de la plateforme",
  "console.archiveRequired": "Choisissez l’archive (.zip) d’un export",
  "console.confirmNameMismatch": "Saisissez le nom du site exactement tel qu’il est affiché",
  "console.unexpected":
    "L’action n’a pas abouti sur une erreur inattendue ; réessayez, et si elle persiste consultez le journal du serveur",
  "console.siteCreated": "Site « {{name}} » créé : l’invitation a été envoyée à {{email}}",
  "console.opened": "Le site est ouvert aux visiteurs",
  "console.closed": "Le site est de nouveau en construction : les visiteurs voient la page d’attente",
  "console.suspended":
    "Le site est suspendu : les visiteurs voient une page neutre, ses données sont gardées",
  "console.resumed": "Le site est de nouveau en ligne",
  "console.limitsSaved": "Limites enregistrées",
  "console.domainAdded": "Domaine {{host}} ajouté",
  "console.domainRemoved": "Domaine {{host}} retiré",
  "console.canonicalSet": "{{host}} est désormais le domaine canonique",
  "console.deleted": "Site « {{name}} » supprimé ; son export est gardé dans {{path}}",
  "console.imported": "Site « {{name}} » importé",
  "console.operatorAdded": "Opérateur {{email}} ajouté",
  "console.passwordChanged": "Votre mot de passe a été modifié ; vos autres sessions sont fermées",
  "console.operatorNotFound": "Cet opérateur n’existe pas (ou plus)",
  "console.operatorSelf": "Vous ne pouvez pas vous retirer vous-même : demandez-le à un autre opérateur",
  "console.operatorLast": "C’est le dernier opérateur : ajoutez-en un autre avant de le retirer",
  "console.operatorRemoved": "Opérateur {{email}} retiré ; ses sessions sont fermées",
  "console.loggedOut": "Vous êtes déconnecté",
  "console.loginExpired":
    "Votre connexion a expiré : saisissez de nouveau votre e-mail et votre mot de passe",
  "console.secondFactorNotOn": "Cet opérateur n’a pas de double authentification",
  "console.secondFactorEnabled":
    "Double authentification activée : chaque connexion demandera le code de votre application",
  "console.secondFactorDisabled": "Double authentification désactivée",
};
