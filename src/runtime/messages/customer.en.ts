// Messages of the owner's customer desk and newsletter lists (issue 13 §4, decision 100).
export const customerEn = {
  "customer.dateInvalid": "Enter a valid date",
  "customer.notFound": "This customer does not exist",
  "customer.ordersInProgress":
    "This customer has {{count}} order(s) in progress: erase their data once they are delivered or cancelled",
  "account.ordersInProgress":
    "You have {{count}} order(s) in progress: your account can be deleted once they are delivered",
  "customer.emailInvalid": "Enter a valid e-mail address",
  "customer.hasAccount": "This address has an account: answer from the customer's file",
  "customer.guestErased": "The data of {{email}} was erased; {{count}} order(s) kept anonymised",
  "customer.erased": "The customer's personal data was erased; {{count}} order(s) kept anonymised",
  "newsletter.nameTooLong": "At most 80 characters",
  "newsletter.descriptionTooLong": "At most 300 characters",
  "newsletter.listCreated": "List “{{name}}” created",
  "newsletter.listSaved": "List “{{name}}” saved",
  "newsletter.listDeleted": "List “{{name}}” deleted",
  "newsletter.unsubscribed": "{{email}} no longer receives “{{name}}”",
  "newsletter.notSubscribed": "This address does not receive this list",
} as const;

export type CustomerMessageKey = keyof typeof customerEn;
