// Messages of the owner's set-up checklist, the opening of the site and the suspended site (issue 19 §3, §5).
export const setupEn = {
  "setup.stepUnknown": "This set-up step does not exist",
  "setup.stepNotManual": "This step is done by filling in its screen, not by hand",
  "setup.marked": "Step marked as done",
  "setup.superAdminOnly": "Only the site's super administrator may open it to visitors",
  "setup.suspended": "This site is suspended by the platform: it cannot be opened",
  "setup.opened": "{{name}} is open: visitors now see the site",
  "error.siteSuspended": "This site is temporarily unavailable",
} as const;

export type SetupMessageKey = keyof typeof setupEn;
