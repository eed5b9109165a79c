import type { LegalTextKey } from "../../../../schemas/parameters";
import { type LegalText, legalPages } from "../../../../schemas/site";
import { renderLegalText, unsetPlaceholderMark } from "../../../runtime/theme/legal-text";
import type { Database } from "../../db/client";
import { ApiError } from "../../http/api-error";
import { sanitizeHtml, settleUnsetMarks } from "../../security/sanitize";
import { readSiteParameters } from "./site-service";

/**
 * The legal text of spec §3 with its placeholders filled from the settings, then sanitized. A line
 * whose mention is unset is hidden from visitors and reads "à compléter" to the site's admins
 * (issue 15 §7).
 */
export async function legalText(
  db: Database,
  idSite: number,
  key: string,
  reader: "visitor" | "admin" = "visitor",
): Promise<LegalText> {
  const page = legalPages.find((p) => p.key === key || p.path === key);
  if (!page) throw new ApiError(404, "error.pageNotFound");
  const values = await readSiteParameters(db, idSite);
  return {
    key: page.key,
    title: page.title,
    html: renderLegalText(page.key as LegalTextKey, values, sanitizeHtml, (html) =>
      settleUnsetMarks(html, unsetPlaceholderMark, reader),
    ),
  };
}
