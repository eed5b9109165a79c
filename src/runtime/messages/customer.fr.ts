import type { CustomerMessageKey } from "./customer.en";

// French messages of the owner's customer desk and newsletter lists; every key of customer.en.ts.
export const customerFr: Record<CustomerMessageKey, string> = {
  "customer.dateInvalid": "Saisissez une date valide",
  "customer.notFound": "Ce client n’existe pas",
  "customer.ordersInProgress":
    "Ce client a {{count}} commande(s) en cours : effacez ses données une fois qu’elles sont livrées ou annulées",
  "account.ordersInProgress":
    "Vous avez {{count}} commande(s) en cours : votre compte pourra être supprimé une fois livrée(s)",
  "customer.emailInvalid": "Saisissez une adresse e-mail valide",
  "customer.hasAccount": "Cette adresse a un compte : répondez depuis la fiche du client",
  "customer.guestErased":
    "Les données de {{email}} sont effacées ; {{count}} commande(s) conservée(s) anonymisée(s)",
  "customer.erased":
    "Les données personnelles du client sont effacées ; {{count}} commande(s) conservée(s) anonymisée(s)",
  "newsletter.nameTooLong": "80 caractères au plus",
  "newsletter.descriptionTooLong": "300 caractères au plus",
  "newsletter.listCreated": "Liste « {{name}} » créée",
  "newsletter.listSaved": "Liste « {{name}} » enregistrée",
  "newsletter.listDeleted": "Liste « {{name}} » supprimée",
  "newsletter.unsubscribed": "{{email}} ne reçoit plus « {{name}} »",
  "newsletter.notSubscribed": "Cette adresse ne reçoit pas cette liste",
};
