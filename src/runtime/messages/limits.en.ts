// Messages of the limits per site (issue 19 §6) and of the pages a site's host answers before the
// site (issue 19 §4: the unknown host page), docs/decisions/111-domains-and-limits.md.
export const limitsEn = {
  "limits.maxProducts":
    "Limit reached: {{value}} products for this site. To raise it, contact the platform's operator.",
  "limits.maxAdmins":
    "Limit reached: {{value}} administrator accounts for this site. To raise it, contact the platform's operator.",
  "limits.mediaQuotaMb":
    "Limit reached: {{value}} MB of media for this site. Delete unused files or, to raise it, contact the platform's operator.",
  "limits.maxProductsImport":
    "Limit reached: this import would take the site to {{count}} products, over its limit of {{value}}. To raise it, contact the platform's operator.",
  "team.notFound": "This account does not exist on this site",
  "team.ownRole": "You cannot change your own role: another SUPER_ADMIN of the site can",
  "team.roleSaved": "Role saved",
  "team.alreadyMember": "{{email}} already administers this site",
  "team.invited": "Invitation sent to {{email}}",
  "team.granted": "{{email}} now administers the site; a message told them so",
  "team.invitation.subject": "You are invited to administer the site {{site}}",
  "team.invitation.body":
    "You have been invited to administer the site {{site}}. Choose your password to log in: the link below works once, for 7 days.",
  "team.invitation.action": "Choose my password",
  "team.granted.subject": "You now administer the site {{site}}",
  "team.granted.body":
    "Your account on the site {{site}} can now administer it: log in with your usual password.",
  "team.granted.action": "Open the administration",
  "domains.suspendedTitle": "Site temporarily unavailable",
  "domains.suspendedText": "This site is temporarily unavailable.",
  "domains.buildingTitle": "{{name}} — site under construction",
  "domains.buildingText": "Our site is under construction: it opens very soon.",
  "domains.buildingHint": "Thank you for your visit, come back and see us in a few days!",
  "domains.unknownHostTitle": "Site not found",
  "domains.unknownHostText": "No site of this platform answers at this address.",
  "domains.unknownHostHint":
    "Check the address you typed. If this domain is yours, ask the platform's operator to add it to your site; its DNS record may also still be spreading.",
} as const;

export type LimitsMessageKey = keyof typeof limitsEn;
