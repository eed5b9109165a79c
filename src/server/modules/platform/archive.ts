// Export, import and deletion of a whole site (issue 19 §5). SIGNATURES ONLY: the archive work
// fills the bodies.
import type { PlatformSite } from "../../../../schemas/platform";
import type { Actor, PlatformDeps } from "./deps";

export interface SiteExport {
  /** The archive written under DATA_DIR/exports. */
  path: string;
  bytes: number;
}

/** One archive (zip) of everything the site owns: documented JSON and CSV, plus its media files. */
export async function exportSite(_deps: PlatformDeps, _actor: Actor, _id: number): Promise<SiteExport> {
  throw new Error("archive: not implemented yet");
}

/** A new site made from an archive of exportSite (from this or another platform instance). */
export async function importSite(
  _deps: PlatformDeps,
  _actor: Actor,
  _archive: Uint8Array,
  _options: { name?: string; hosts: { dev: string[]; prod: string[] } },
): Promise<PlatformSite> {
  throw new Error("archive: not implemented yet");
}

/**
 * Erases every row and file of the site, after exporting it (orders and invoices are kept 10
 * years by law); `confirmName` must be the site's name.
 */
export async function deleteSite(
  _deps: PlatformDeps,
  _actor: Actor,
  _id: number,
  _confirmName: string,
): Promise<{ export: SiteExport; rows: number; files: number }> {
  throw new Error("archive: not implemented yet");
}
