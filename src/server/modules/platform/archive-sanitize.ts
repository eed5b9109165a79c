// An archive is sent by whoever holds the file: the html it carries is cleaned again on import by
// the same rules as the back-office's writes (DESIGN.md §4: sanitized when written), never trusted
// because another instance once cleaned it. Layouts, their drafts and versions go through the
// layouts' data migration (html, css and the GrapesJS project, the hash following the html); the
// content's rich text through the sanitizer its own write path uses.
import { isParameterKey, parameterRegistry } from "../../../../schemas/parameters";
import type { Tx } from "../../db/client";
import { sanitizeHtml, sanitizeLayoutHtml, sanitizePopupHtml } from "../../security/sanitize";
import { layoutsSanitized } from "../admin/layout-project-migration";
import type { ArchivedRow } from "./archive-format";

type Cleaner = (value: string, row: ArchivedRow) => string;

/** The rich text columns and the sanitizer their back-office write applies (admin-*.ts). */
const richText: Readonly<Record<string, Readonly<Record<string, Cleaner>>>> = {
  blog_articles: { html: sanitizeLayoutHtml },
  news: { html: sanitizeLayoutHtml },
  services: { html: sanitizeLayoutHtml },
  popups: { html: sanitizePopupHtml },
  elements: { html: sanitizeHtml },
  forms: { description: sanitizeHtml },
  // a TEXT setting is rich text (legal texts…): parameter-service.ts
  parameters: {
    value: (value, row) =>
      typeof row.type === "string" && isParameterKey(row.type) && parameterRegistry[row.type].kind === "TEXT"
        ? sanitizeHtml(value)
        : value,
  },
};

/** `value` of `table.column` as the back-office would have stored it. */
export function cleanArchivedValue(table: string, column: string, value: unknown, row: ArchivedRow): unknown {
  const clean = richText[table]?.[column];
  return clean && typeof value === "string" ? clean(value, row) : value;
}

/** The imported site's layouts, drafts and versions, cleaned in the import's transaction. */
export async function cleanImportedLayouts(tx: Tx, idSite: number): Promise<void> {
  await layoutsSanitized.run(tx, [idSite]);
}
