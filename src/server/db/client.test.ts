// Issue 16 §8: an embedded PGlite keeps its shared buffers small, so that its WebAssembly memory
// (which never shrinks) stays at the module's floor (docs/decisions/124-memory-at-idle.md).
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDatabase, queryRows } from "./client";

const template = inject("dbTemplate");

describe.skipIf(template.kind !== "pglite")("PGlite's memory", () => {
  it("runs with 16 MB of shared buffers, not initdb's 128 MB", async () => {
    if (template.kind !== "pglite") return;
    const db = await openDatabase({ loadDataDir: new Blob([readFileSync(template.file)]) });
    try {
      const [row] = await queryRows<{ shared_buffers: string }>(db.owner, sql`show shared_buffers`);
      expect(row?.shared_buffers).toBe("16MB");
      // the memory PGlite asked for stays at the WebAssembly module's floor (2 048 pages)
      const memory = (db.pglite as unknown as { Module: { wasmMemory: WebAssembly.Memory } }).Module
        .wasmMemory.buffer.byteLength;
      expect(memory).toBe(128 * 1024 * 1024);
    } finally {
      await db.close();
    }
  });
});
