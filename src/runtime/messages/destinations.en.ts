// Messages of the destinations (issue 15 §6, decision 113): what a price abroad includes, and the
// owner's refusals.
export const destinationsEn = {
  "destination.saved": "Destinations saved",
  "destination.outsideArea":
    "{{countries}}: outside the selling area of the site (Settings, Commerce: sell only in France, sell worldwide)",
  "destination.minimumAge": "For a delivery to this country, the buyer must be at least {{age}}",
  "destination.exciseFrance": "Prices include VAT and French excise duties.",
  "destination.exciseNone": "No excise duty on still wine in this country: prices include VAT.",
  "destination.exciseIncluded":
    "The excise duties of this country are included in the price (paid by the estate through its tax representative).",
  "destination.exciseDue":
    "The excise duties of this country are not included in the price: the estate will tell you their amount before shipping.",
  "destination.exciseImport":
    "Customs duties and import taxes are not included: they are paid by the recipient on delivery.",
} as const;

export type DestinationsMessageKey = keyof typeof destinationsEn;
