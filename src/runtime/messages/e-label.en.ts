// Messages of the wine e-label's back-office calls (issue 15 §1, decision 105).
export const eLabelEn = {
  "eLabel.saved": "E-label saved",
  "eLabel.stale": "This e-label was saved by someone else since you opened it: the saved version is shown",
  "eLabel.noAlternatives": "Only acidity regulators and stabilisers may be declared as “contains X and/or Y”",
  "eLabel.alternativeCategory": "The alternatives must be other additives of the same category",
  "eLabel.analysisRequired": "Enter the laboratory analysis to compute the energy",
  "eLabel.saturatesOverFat": "Saturates cannot exceed fat",
  "eLabel.sugarsOverCarbohydrates": "Sugars cannot exceed carbohydrate",
} as const;

export type ELabelMessageKey = keyof typeof eLabelEn;
