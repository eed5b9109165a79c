import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { sites } from "../../db/schema";
import {
  archivedTables,
  deletionOrder,
  idArrayReferences,
  idReferences,
  insertionOrder,
  notIdColumns,
  platformNaturalKeys,
  SITE_URLS,
  siteTables,
  transientTables,
} from "./site-tables";

describe("the site tables, read from the schema", () => {
  it("finds every table with a site_id column, and only those", () => {
    const names = siteTables.map((t) => t.name);
    expect(names).toContain("orders");
    expect(names).toContain("layout_versions");
    expect(names).toContain("layout_drafts");
    expect(names).toContain("site_setup_steps");
    expect(names).not.toContain("sites");
    expect(names).not.toContain("platform_audit");
    expect(names.length).toBeGreaterThan(60);
  });

  it("archives every site table but the url list (site.json) and the visitors' passing state", () => {
    const archived = new Set(archivedTables.map((t) => t.name));
    for (const table of siteTables) {
      const carried = archived.has(table.name) || table.name === SITE_URLS;
      const left = (transientTables as readonly string[]).includes(table.name);
      expect(carried !== left, `${table.name}: archived or deliberately left out, not both`).toBe(true);
    }
    // the list of what is left out is short and deliberate: adding to it is a decision
    expect([...transientTables].sort()).toEqual([
      "cart_products",
      "carts",
      "jobs",
      "password_reset_tokens",
      "sessions",
    ]);
  });

  it("orders the archived tables so that each comes after those it points to", () => {
    const position = new Map(archivedTables.map((t, i) => [t.name, i]));
    for (const table of archivedTables) {
      for (const ref of table.references) {
        if (ref.target === table.name || ref.target === "sites" || ref.target in platformNaturalKeys)
          continue;
        expect(position.get(ref.target), `${table.name}.${ref.column} → ${ref.target}`).toBeLessThan(
          position.get(table.name) ?? -1,
        );
      }
    }
    expect(deletionOrder.map((t) => t.name)).toContain("sessions");
    expect(deletionOrder.map((t) => t.name)).not.toContain(SITE_URLS);
  });

  it("can remap every reference of an archived table: to the site, an archived table or a platform row by key", () => {
    const archived = new Set(archivedTables.map((t) => t.name));
    for (const table of archivedTables) {
      for (const ref of table.references) {
        const ok = ref.target === "sites" || archived.has(ref.target) || ref.target in platformNaturalKeys;
        expect(ok, `${table.name}.${ref.column} → ${ref.target}`).toBe(true);
      }
      expect(table.serialId, `${table.name} has a serial id`).toBe(true);
    }
  });

  it("knows every integer column named like an id: a foreign key, or listed as one without it", () => {
    const looksLikeId = /(^id_|_id$|_ids$|_by$|^restored_)/;
    for (const table of siteTables) {
      const config = getTableConfig(table.table);
      const foreign = new Set(table.references.map((r) => r.column));
      for (const column of config.columns) {
        if (!/Integer|Array/.test(column.columnType) || !looksLikeId.test(column.name)) continue;
        const known =
          foreign.has(column.name) ||
          idReferences[table.name]?.[column.name] !== undefined ||
          idArrayReferences[table.name]?.[column.name] !== undefined ||
          (table.name === "content_slug_redirects" && column.name === "target_id") ||
          Boolean(notIdColumns[table.name]?.includes(column.name));
        expect(known, `${table.name}.${column.name}`).toBe(true);
      }
    }
  });

  it("refuses a cycle of foreign keys between two tables", () => {
    const [a, b] = siteTables;
    if (!a || !b) throw new Error("no tables");
    const looped = [
      { ...a, references: [{ column: "x", target: b.name }] },
      { ...b, references: [{ column: "y", target: a.name }] },
    ];
    expect(() => insertionOrder(looped)).toThrow(/cycle/);
    expect(getTableConfig(sites).name).toBe("sites");
  });
});
