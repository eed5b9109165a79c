import type { FormsMessageKey } from "./forms.en";

// French messages of the owner's forms and inbox; every key of forms.en.ts is here.
export const formsFr: Record<FormsMessageKey, string> = {
  "validation.fileContent": "Le fichier {{name}} n’est pas ce que son nom annonce (son contenu est vérifié)",
  "mail.form.fileLink": "{{label}} : {{name}}, à télécharger depuis l’administration : {{url}}",
  "form.notFound": "Ce formulaire n’existe pas",
  "form.slugTaken": "Un autre formulaire du site a déjà cette adresse",
  "form.stale": "Ce formulaire a été modifié entre-temps : voici sa version enregistrée",
  "form.created": "Formulaire « {{title}} » créé",
  "form.saved": "Formulaire « {{title}} » enregistré",
  "form.archived":
    "Formulaire « {{title}} » dépublié : ses réponses sont gardées jusqu’à la fin de leur conservation",
  "form.deleted": "Formulaire « {{title}} » supprimé",
  "answer.notFound": "Cette réponse n’existe pas",
  "answer.fileNotFound": "Ce fichier n’existe pas",
  "inbox.notFound": "Cet élément de la messagerie n’existe pas",
  "inbox.saved": "Enregistré",
  "inbox.replied": "Votre réponse part vers {{email}}",
  "inbox.noEmail": "Cet élément ne donne aucune adresse e-mail à qui répondre",
  "mail.reply.after": "Vous pouvez répondre à ce mail : votre réponse parviendra à {{name}}.",
} as const;
