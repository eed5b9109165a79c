// The spreadsheets of a site archive (docs/site-archive.md): what a winemaker opens without help —
// customers, orders, order lines, products, invoices and credit notes — written by the same
// exporters as the back-office's downloads (UTF-8 with a BOM, `;`, a header row).
import type { Database } from "../../db/client";
import { csvFile } from "../../http/csv";
import { customerBatches, customerExportColumns, customerExportRows } from "../account/admin-customers";
import { catalogueCsv, catalogueRows } from "../catalogue/catalogue-csv";
import { creditNotesOf, orderBatches } from "../orders/order-desk";
import {
  invoiceExportColumns,
  invoiceExportRows,
  lineExportColumns,
  lineExportRows,
  orderExportColumns,
  orderExportRows,
} from "../orders/order-documents";

async function csvOf(fields: readonly string[], batches: AsyncIterable<readonly (readonly string[])[]>) {
  const rows: (readonly string[])[] = [];
  for await (const batch of batches) rows.push(...batch);
  // what buyers typed is in these cells: a spreadsheet shows a formula, never runs it
  return csvFile(fields, rows, { escapeFormulae: true });
}

/** The archive's csv/ files, by name. */
export async function siteCsvFiles(db: Database, idSite: number): Promise<Record<string, string>> {
  const orders = () => orderBatches(db, idSite, {});
  const notes = creditNotesOf(db, idSite);
  return {
    "customers.csv": await csvOf(customerExportColumns, customerExportRows(customerBatches(db, idSite, {}))),
    "orders.csv": await csvOf(orderExportColumns, orderExportRows(orders(), notes)),
    "order_lines.csv": await csvOf(lineExportColumns, lineExportRows(orders())),
    "products.csv": catalogueCsv(await catalogueRows(db, idSite)),
    "invoices.csv": await csvOf(invoiceExportColumns, invoiceExportRows(orders(), notes)),
  };
}
