// The spreadsheets the back-office hands out (DESIGN.md §7): UTF-8 with a BOM (spreadsheets then
// read the accents right), `;` between cells and CRLF between rows, a header row: what French
// spreadsheets open without an import dialog. Long exports are streamed, a batch of rows at a time.
import type { Context } from "hono";
import { stream } from "hono/streaming";
import Papa from "papaparse";

const BOM = "\uFEFF";

/**
 * Rows as CSV text ending with a line break. `escapeFormulae`: a cell that a buyer wrote
 * ("=HYPERLINK(…)", "+33…") is prefixed so that a spreadsheet shows it instead of running it.
 */
export function csvLines(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  options: { header: boolean; escapeFormulae: boolean },
): string {
  if (!rows.length && !options.header) return "";
  const text = Papa.unparse(
    { fields: [...fields], data: rows.map((r) => [...r]) },
    { delimiter: ";", newline: "\r\n", header: options.header, escapeFormulae: options.escapeFormulae },
  );
  // (Papa ends a header without rows with its own line break)
  return `${text.replace(/\r\n$/, "")}\r\n`;
}

/**
 * A whole CSV file in memory, BOM first (for a few thousand rows at most); `escapeFormulae` when
 * its cells hold what buyers wrote.
 */
export const csvFile = (
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  options: { escapeFormulae?: boolean } = {},
) => `${BOM}${csvLines(fields, rows, { header: true, escapeFormulae: options.escapeFormulae ?? false })}`;

/**
 * A CSV download written as its batches come: the header, then each batch's rows. Cells are
 * escaped against formulas (what buyers typed is in them).
 */
export function csvDownload(
  c: Context,
  filename: string,
  fields: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): Response {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  c.header("Cache-Control", "private, no-store");
  return stream(c, async (out) => {
    await out.write(BOM + csvLines(fields, [], { header: true, escapeFormulae: true }));
    for await (const rows of batches) {
      await out.write(csvLines(fields, rows, { header: false, escapeFormulae: true }));
    }
  });
}
