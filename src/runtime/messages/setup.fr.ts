import type { SetupMessageKey } from "./setup.en";

// French messages of the owner's set-up checklist; every key of setup.en.ts.
export const setupFr: Record<SetupMessageKey, string> = {
  "setup.stepUnknown": "Cette étape de mise en route n’existe pas",
  "setup.stepNotManual": "Cette étape se coche en remplissant son écran, pas à la main",
  "setup.marked": "Étape marquée comme faite",
  "setup.superAdminOnly": "Seul le super-administrateur du site peut l’ouvrir aux visiteurs",
  "setup.suspended": "Ce site est suspendu par la plateforme : il ne peut pas être ouvert",
  "setup.opened": "{{name}} est ouvert : les visiteurs voient désormais le site",
  "error.siteSuspended": "Ce site est momentanément indisponible.",
};
