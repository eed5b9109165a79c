// The data migration that cleans every stored layout with the current rules (issue 11): its
// project rebuilt by ./project-sanitize.ts, its html and css through the layout sanitizer again
// (which now also drops GrapesJS's `data-gjs-*` attributes: the editor parses a layout's html when
// it has no project). Published layouts, drafts and every kept version, so that nothing saved
// before, or restored from an old version, is loaded as sent. Its name carries the rules' version:
// bumping PROJECT_SANITIZER_VERSION runs it again.
import { isDeepStrictEqual } from "node:util";
import { getTableName, sql } from "drizzle-orm";
import { readLayoutProject } from "../../../runtime/layout/layout-project";
import { enterSite, queryRows, type Tx } from "../../db/client";
import { layoutDrafts, layoutVersions, pageLayouts } from "../../db/schema";
import type { DataMigration } from "../../db/types";
import { sanitizeLayoutCss, sanitizeLayoutHtml } from "../../security/sanitize";
import { layoutHash } from "../site/layout-hash";
import { PROJECT_SANITIZER_VERSION, ProjectSanitizeError, sanitizeLayoutProject } from "./project-sanitize";

const BATCH = 100;

/**
 * A stored project as the current rules store it: cleaned, or null when it cannot be read any more
 * (the editor then starts from the layout's html, sanitized when it was written).
 */
export function cleanStoredProject(stored: unknown): unknown {
  const project = readLayoutProject(stored);
  if (!project) return null;
  try {
    return sanitizeLayoutProject(project);
  } catch (error) {
    if (error instanceof ProjectSanitizeError) return null;
    throw error;
  }
}

interface LayoutRow {
  id: number;
  html: string;
  css: string;
  hash: string;
  project_data: unknown;
}

async function cleanTable(tx: Tx, table: string, idSite: number) {
  const counts = { checked: 0, cleaned: 0, dropped: 0 };
  const name = sql.identifier(table);
  for (let after = 0; ; ) {
    const rows = await queryRows<LayoutRow>(
      tx,
      sql`select id, html, css, hash, project_data from ${name}
          where site_id = ${idSite} and id > ${after} order by id limit ${BATCH}`,
    );
    if (!rows.length) return counts;
    for (const row of rows) {
      after = row.id;
      counts.checked += 1;
      const stored = typeof row.project_data === "string" ? parseJson(row.project_data) : row.project_data;
      const project = stored === null ? null : cleanStoredProject(stored);
      const html = sanitizeLayoutHtml(row.html);
      const css = sanitizeLayoutCss(row.css);
      if (isDeepStrictEqual(project, stored) && html === row.html && css === row.css) continue;
      if (stored !== null && project === null) counts.dropped += 1;
      else counts.cleaned += 1;
      // the hash follows the html: an editor that started from the old one is told (409)
      const hash = html === row.html ? row.hash : layoutHash(html);
      const value = project === null ? null : JSON.stringify(project);
      await tx.execute(
        sql`update ${name} set project_data = ${value}::json, html = ${html}, css = ${css}, hash = ${hash}
            where site_id = ${idSite} and id = ${row.id}`,
      );
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const layoutsSanitized: DataMigration = {
  name: `layouts-sanitized-v${PROJECT_SANITIZER_VERSION}`,
  async run(tx, siteIds) {
    const total = { checked: 0, cleaned: 0, dropped: 0 };
    for (const idSite of siteIds) {
      await enterSite(tx, idSite);
      for (const table of [pageLayouts, layoutDrafts, layoutVersions]) {
        const counts = await cleanTable(tx, getTableName(table), idSite);
        total.checked += counts.checked;
        total.cleaned += counts.cleaned;
        total.dropped += counts.dropped;
      }
    }
    return total;
  },
};
