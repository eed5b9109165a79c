import type { DestinationsMessageKey } from "./destinations.en";

// French messages of the destinations; every key of destinations.en.ts.
export const destinationsFr: Record<DestinationsMessageKey, string> = {
  "destination.saved": "Destinations enregistrées",
  "destination.outsideArea":
    "{{countries}} : hors de la zone de vente du site (Paramètres, Commerce : vendre uniquement en France, vendre dans le monde entier)",
  "destination.minimumAge": "Pour une livraison dans ce pays, l’acheteur doit avoir au moins {{age}} ans",
  "destination.exciseFrance": "Prix TTC, droits d’accise français compris.",
  "destination.exciseNone": "Pas de droits d’accise sur les vins tranquilles dans ce pays : prix TTC.",
  "destination.exciseIncluded":
    "Les droits d’accise de ce pays sont compris dans le prix (acquittés par le domaine via son représentant fiscal).",
  "destination.exciseDue":
    "Les droits d’accise de ce pays ne sont pas compris dans le prix : le domaine vous en indique le montant avant l’expédition.",
  "destination.exciseImport":
    "Droits de douane et taxes d’importation non compris : ils sont à la charge du destinataire à la livraison.",
};
