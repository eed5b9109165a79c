import type { ArchiveMessageKey } from "./archive.en";

// French messages of the site archive; every key of archive.en.ts.
export const archiveFr: Record<ArchiveMessageKey, string> = {
  "archive.siteNotFound": "Ce site n’existe pas",
  "archive.malformed":
    "Ce fichier n’est pas une archive de site (un zip avec manifest.json) : rien n’a été importé",
  "archive.formatVersion":
    "Le format de cette archive ({{version}}) n’est pas lu par cette plateforme (version {{expected}}) : rien n’a été importé",
  "archive.damaged":
    "L’archive est abîmée ({{file}} ne correspond pas à son manifeste) : rien n’a été importé",
  "archive.tooLarge": "L’archive est trop volumineuse pour être importée : rien n’a été importé",
  "archive.unknownTable":
    "L’archive contient une table que cette plateforme ne connaît pas ({{table}}) : rien n’a été importé",
  "archive.unknownColumn":
    "L’archive contient une colonne que cette plateforme ne connaît pas ({{table}}.{{column}}) : rien n’a été importé",
  "archive.rowsInvalid": "Les lignes de {{table}} dans l’archive ne sont pas valides : rien n’a été importé",
  "archive.brokenReference":
    "Une ligne de {{table}} désigne un élément de {{target}} absent de l’archive ({{column}} = {{id}}) : rien n’a été importé",
  "archive.unknownReference":
    "L’archive désigne un élément de {{target}} que cette plateforme n’a pas ({{key}}) : rien n’a été importé",
  "archive.nameInvalid": "Le nom du site doit compter de 1 à 120 caractères",
  "archive.hostRequired": "Donnez au moins un nom d’hôte au site importé",
  "archive.hostTaken": "L’hôte {{host}} est déjà utilisé par un autre site : rien n’a été importé",
  "archive.confirmName": "Saisissez le nom exact du site pour confirmer sa suppression",
};
