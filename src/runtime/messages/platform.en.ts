// Messages of the platform operator's actions (issue 19): the services, the operator API, the
// command line and the invitation mail of a new site's owner.
export const platformEn = {
  "platform.hostInvalid":
    "This is not a valid host name (letters, digits, hyphens and dots, no scheme or port)",
  "platform.tooManyHosts": "At most 20 host names per list",
  "platform.nameRequired": "The site needs a name",
  "platform.hostRequired": "The site needs at least one host name",
  "platform.siteNotFound": "This site does not exist",
  "platform.staffSecondFactorNotOn": "No account {{email}} of this site has two-step login",
  "platform.hostTaken": "The host {{host}} already belongs to another site",
  "platform.hostAlreadyThere": "The host {{host}} is already a host of this site",
  "platform.hostNotFound": "The host {{host}} is not a host of this site",
  "platform.lastHost": "{{host}} is the last host of this site: add another one before removing it",
  "platform.tokenRequired": "The operator API needs the hand-over token of this server",
  "platform.invitation.subject": "Your site {{site}} is ready: choose your password",
  "platform.invitation.body":
    "Your site {{site}} has been created and you are its administrator. Choose your password to log in and set it up: the link below works once, for 7 days.",
  "platform.invitation.action": "Choose my password",
  "platform.invitation.after":
    "Your site stays under construction (visitors see a waiting page) until you open it from the back-office.",
  "platform.invitation.signature": "The Vinisite team",
} as const;

export type PlatformMessageKey = keyof typeof platformEn;
