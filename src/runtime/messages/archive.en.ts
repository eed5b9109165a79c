// Messages of the site archive: export, import and deletion of a whole site (issue 19 §5).
export const archiveEn = {
  "archive.siteNotFound": "This site does not exist",
  "archive.malformed": "This file is not a site archive (a zip with manifest.json): nothing was imported",
  "archive.formatVersion":
    "This archive's format ({{version}}) is not one this platform reads (version {{expected}}): nothing was imported",
  "archive.damaged": "The archive is damaged ({{file}} does not match its manifest): nothing was imported",
  "archive.tooLarge": "The archive is too large to be imported: nothing was imported",
  "archive.unknownTable":
    "The archive holds a table this platform does not know ({{table}}): nothing was imported",
  "archive.unknownColumn":
    "The archive holds a column this platform does not know ({{table}}.{{column}}): nothing was imported",
  "archive.rowsInvalid": "The rows of {{table}} in the archive are not valid: nothing was imported",
  "archive.brokenReference":
    "A row of {{table}} names a {{target}} the archive does not hold ({{column}} = {{id}}): nothing was imported",
  "archive.unknownReference":
    "The archive names a {{target}} this platform does not have ({{key}}): nothing was imported",
  "archive.nameInvalid": "The site's name must be 1 to 120 characters long",
  "archive.hostRequired": "Give the imported site at least one host name",
  "archive.hostTaken": "The host {{host}} is already used by another site: nothing was imported",
  "archive.confirmName": "Type the site's exact name to confirm its deletion",
} as const;

export type ArchiveMessageKey = keyof typeof archiveEn;
