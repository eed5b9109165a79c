// Messages of the platform operator's console (issue 19 §1, decision 109).
export const operatorConsoleEn = {
  "console.formExpired": "This form has expired: reload the page and try again",
  "console.originRefused": "Request refused: it does not come from the platform's console",
  "console.confirmRequired": "Tick the box to confirm",
  "console.passwordsDiffer": "The two new passwords differ",
  "console.operatorExists": "An operator already has this e-mail address",
  "console.siteNotFound": "This site does not exist (any more)",
  "console.limitInvalid": "A whole number, or empty for the platform's default",
  "console.archiveRequired": "Choose the archive (.zip) of an export",
  "console.confirmNameMismatch": "Type the site's name exactly as shown",
  "console.unexpected":
    "The action failed on an unexpected error; try again, and if it persists see the server's log",
  "console.siteCreated": "Site “{{name}}” created: the invitation was sent to {{email}}",
  "console.opened": "The site is open to visitors",
  "console.closed": "The site is under construction again: visitors see the construction page",
  "console.suspended": "The site is suspended: visitors see a neutral page, its data is kept",
  "console.resumed": "The site is back online",
  "console.limitsSaved": "Limits saved",
  "console.domainAdded": "Domain {{host}} added",
  "console.domainRemoved": "Domain {{host}} removed",
  "console.canonicalSet": "{{host}} is now the canonical domain",
  "console.deleted": "Site “{{name}}” deleted; its export is kept at {{path}}",
  "console.imported": "Site “{{name}}” imported",
  "console.operatorAdded": "Operator {{email}} added",
  "console.passwordChanged": "Your password was changed; your other sessions are closed",
  "console.operatorNotFound": "This operator does not exist (any more)",
  "console.operatorSelf": "You cannot remove yourself: ask another operator",
  "console.operatorLast": "This is the last operator: add another one before removing it",
  "console.operatorRemoved": "Operator {{email}} removed; their sessions are closed",
  "console.loggedOut": "You are logged out",
} as const;

export type OperatorConsoleMessageKey = keyof typeof operatorConsoleEn;
