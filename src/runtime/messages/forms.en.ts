// Messages of the owner's forms and inbox (issue 14 §4, §5), and of the mails they write.
export const formsEn = {
  "validation.fileContent": "The file {{name}} is not what its name says (its content is checked)",
  "mail.form.fileLink": "{{label}}: {{name}}, to download from the back-office: {{url}}",
  "form.notFound": "This form does not exist",
  "form.slugTaken": "Another form of the site has this address",
  "form.stale": "This form was changed meanwhile: here is its saved version",
  "form.created": "Form “{{title}}” created",
  "form.saved": "Form “{{title}}” saved",
  "form.archived": "Form “{{title}}” unpublished: its answers are kept until their retention ends",
  "form.deleted": "Form “{{title}}” deleted",
  "answer.notFound": "This answer does not exist",
  "answer.fileNotFound": "This file does not exist",
  "inbox.notFound": "This item of the inbox does not exist",
  "inbox.saved": "Saved",
  "inbox.replied": "Your answer is on its way to {{email}}",
  "inbox.noEmail": "This item gives no e-mail address to answer",
  "mail.reply.after": "You can answer this mail: your answer goes to {{name}}.",
} as const;

export type FormsMessageKey = keyof typeof formsEn;
