// The catalogue's CSV (issue 12 §5): exported as French spreadsheets open it, imported back with a
// dry run that reports exactly what the import does, every row's errors, and all or nothing.
import fc from "fast-check";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueImportReport } from "../../schemas/catalogue";
import { type TestUser, userWithSession } from "../support/admin-session";
import { createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
  customer = await userWithSession(platform.db, 2, "CUSTOMER");
});

async function exportCsv(as: TestUser = admin) {
  const response = await platform.call("/api/admin/product/export.csv", { site: 2, headers: as.headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // decoded by hand: Response.text() drops the BOM, which is what this test looks for
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { status: response.status, type: response.headers.get("content-type"), text };
}

async function importCsv(csv: string, dryRun: boolean) {
  const response = await platform.call(`/api/admin/product/import${dryRun ? "?dryRun=1" : ""}`, {
    site: 2,
    method: "POST",
    body: csv,
    headers: { ...admin.headers, "Content-Type": "text/csv" },
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, report: body.data as CatalogueImportReport };
}

type Row = Record<string, string>;
const rowsOf = (csv: string) =>
  Papa.parse<Row>(csv.replace(/^\uFEFF/, ""), { header: true, delimiter: ";", skipEmptyLines: true }).data;
const csvOf = (rows: Row[]) => `\uFEFF${Papa.unparse(rows, { delimiter: ";", newline: "\r\n" })}`;

describe("catalogue CSV", () => {
  it("exports UTF-8 with a BOM, ';' separators, a header row, French prices; a customer gets 403", async () => {
    const { status, type, text } = await exportCsv();
    expect(status).toBe(200);
    expect(type).toBe("text/csv; charset=utf-8");
    expect(text.startsWith("\uFEFFid_produit;adresse;type;nom;")).toBe(true);
    const rows = rowsOf(text);
    const bottle = rows.find(
      (r) =>
        r.adresse === "saumur-champigny-les-trois-coteaux" && r.millesime === "2023" && r.contenance === "75",
    );
    expect(bottle?.prix_produit).toMatch(/^\d+,\d{2}$/);
    expect(bottle?.produit_publie).toBe("oui");
    expect((await exportCsv(customer)).status).toBe(403);
    const json = await platform.call("/api/admin/product/export.json", { site: 2, headers: admin.headers });
    expect(((await envelopeOf(json)).data as Row[]).length).toBe(rows.length);
  });

  it("imports its own export as no change at all", async () => {
    const { text } = await exportCsv();
    const { status, report } = await importCsv(text, true);
    expect(status).toBe(200);
    expect(report).toMatchObject({
      dryRun: true,
      createdProducts: 0,
      createdDeclinations: 0,
      changes: [],
      errors: [],
    });
  });

  it("reports in a dry run exactly the edits made in the file, and the import applies them (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            pick: fc.nat(),
            price: fc.integer({ min: 100, max: 99_999 }),
            stock: fc.integer({ min: 0, max: 500 }),
            published: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (edits) => {
          const rows = rowsOf((await exportCsv()).text).filter((r) => r.id_declinaison !== "");
          const edited = rows.map((r) => ({ ...r }));
          const expected = new Map<string, string>();
          for (const e of edits) {
            const i = e.pick % edited.length;
            const row = edited[i] as Row;
            row.prix_declinaison = (e.price / 100).toFixed(2).replace(".", ",");
            row.stock = String(e.stock);
            row.declinaison_publiee = e.published ? "oui" : "non";
            expected.set(
              row.id_declinaison ?? "",
              `${row.prix_declinaison}|${row.stock}|${row.declinaison_publiee}`,
            );
          }
          const dry = await importCsv(csvOf(edited), true);
          expect(dry.report.errors).toEqual([]);
          for (const c of dry.report.changes) {
            expect(c.target.startsWith("déclinaison ")).toBe(true);
            expect(expected.has(c.target.replace("déclinaison ", ""))).toBe(true);
          }
          // nothing was written by the dry run
          expect(rowsOf((await exportCsv()).text).filter((r) => r.id_declinaison !== "")).toEqual(rows);
          const done = await importCsv(csvOf(edited), false);
          expect(done.status, done.body.message).toBe(200);
          expect(done.report.changes).toEqual(dry.report.changes);
          const after = rowsOf((await exportCsv()).text);
          for (const [id, values] of expected) {
            const row = after.find((r) => r.id_declinaison === id);
            expect(`${row?.prix_declinaison}|${row?.stock}|${row?.declinaison_publiee}`).toBe(values);
          }
        },
      ),
      { numRuns: 6 },
    );
  });

  it("creates the products and declinations of rows without ids", async () => {
    const [first] = rowsOf((await exportCsv()).text);
    const fresh: Row = Object.fromEntries(Object.keys(first ?? {}).map((k) => [k, ""]));
    Object.assign(fresh, {
      type: "WINE",
      nom: "Anjou rouge Import",
      couleur: "RED",
      prix_produit: "11,90",
      produit_publie: "oui",
      millesime: "2024",
      contenance: "75",
      unite: "CENTILITRE",
      stock: "48",
    });
    const r = await importCsv(csvOf([fresh]), false);
    expect(r.status, r.body.message).toBe(200);
    expect(r.report).toMatchObject({ createdProducts: 1, createdDeclinations: 1, errors: [] });
    const row = rowsOf((await exportCsv()).text).find((x) => x.nom === "Anjou rouge Import");
    expect(row).toMatchObject({ adresse: "anjou-rouge-import", stock: "48", millesime: "2024" });
  });

  it("lists every row's errors, and imports nothing when one row is wrong", async () => {
    const rows = rowsOf((await exportCsv()).text).filter((r) => r.id_declinaison !== "");
    const edited = rows.map((r) => ({ ...r }));
    (edited[0] as Row).prix_declinaison = "quinze";
    (edited[1] as Row).ean = "1234567890123";
    (edited[2] as Row).stock = "12"; // a valid edit, which must not land either
    const dry = await importCsv(csvOf(edited), true);
    expect(dry.report.errors).toEqual([
      { row: 2, messages: ["prix_declinaison : prix attendu, comme 14,50"] },
      { row: 3, messages: ["ean : Clé de contrôle EAN incorrecte."] },
    ]);
    const refused = await importCsv(csvOf(edited), false);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("2 ligne(s) à corriger : rien n’a été importé");
    expect(rowsOf((await exportCsv()).text).filter((r) => r.id_declinaison !== "")).toEqual(rows);
    const notOurs = await importCsv("nom,prix\nvin,12", true);
    expect(notOurs.status).toBe(422);
    expect(notOurs.body.message).toMatch(
      /^Ce fichier n’est pas l’export du catalogue : il manque les colonnes id_produit/,
    );
  });

  it("refuses a product whose rows disagree about it, naming the first row", async () => {
    const rows = rowsOf((await exportCsv()).text);
    const product = rows.find(
      (r, i) => rows.findIndex((x) => x.id_produit === r.id_produit) !== i,
    )?.id_produit;
    const edited = rows.map((r) => ({ ...r }));
    const second = edited.filter((r) => r.id_produit === product)[1] as Row;
    second.prix_produit = "99,00";
    const firstLine = edited.findIndex((r) => r.id_produit === product) + 2;
    const dry = await importCsv(csvOf(edited), true);
    expect(dry.report.errors).toEqual([
      {
        row: edited.indexOf(second) + 2,
        messages: [
          `prix_produit : différent de la ligne ${firstLine} du même produit (mettez la même valeur sur toutes ses lignes)`,
        ],
      },
    ]);
  });
});
