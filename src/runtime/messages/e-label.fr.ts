import type { ELabelMessageKey } from "./e-label.en";

// French messages of the wine e-label's back-office calls; every key of e-label.en.ts.
export const eLabelFr: Record<ELabelMessageKey, string> = {
  "eLabel.saved": "Étiquette électronique enregistrée",
  "eLabel.stale":
    "Cette étiquette a été enregistrée par quelqu’un d’autre depuis son ouverture : la version enregistrée est affichée",
  "eLabel.noAlternatives":
    "Seuls les correcteurs d’acidité et les stabilisants peuvent être déclarés « contient X et/ou Y »",
  "eLabel.alternativeCategory": "Les alternatives doivent être d’autres additifs de la même catégorie",
  "eLabel.analysisRequired": "Saisissez l’analyse de laboratoire pour calculer l’énergie",
  "eLabel.saturatesOverFat": "Les acides gras saturés ne peuvent dépasser les matières grasses",
  "eLabel.sugarsOverCarbohydrates": "Les sucres ne peuvent dépasser les glucides",
};
