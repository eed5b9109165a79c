/**
 * The stored form of a layout's GrapesJS project (DESIGN.md §4: the project JSON is the editor's
 * source of truth). It is kept in a versioned envelope `{ version, project }` so that the shape can
 * change later without losing what admins saved: `migrateLayoutProject` brings any stored form up
 * to the current version, one step at a time (CONVENTIONS.md, after Puck's `migrate()`).
 *
 * Pure: the server runs it on every save and read, the editor on every load. The envelope is loose
 * about the project: what the server stores is rebuilt from the allow-list of
 * schemas/layout-project.ts by src/server/modules/admin/project-sanitize.ts (issue 11).
 */
import { z } from "zod";
import type { MessageKey, MessageParams } from "../messages/translate";

export const LAYOUT_PROJECT_VERSION = 1;

/** GrapesJS `ProjectData`: pages of components, style rules, assets… (only `pages` is required). */
const grapesProjectSchema = z
  .object({
    pages: z.array(z.record(z.string(), z.unknown())),
    styles: z.array(z.unknown()).optional(),
    assets: z.array(z.unknown()).optional(),
    symbols: z.array(z.unknown()).optional(),
    dataSources: z.array(z.unknown()).optional(),
  })
  .loose();

const envelopeV1Schema = z.object({ version: z.literal(1), project: grapesProjectSchema });
export type LayoutProject = z.infer<typeof envelopeV1Schema>;

/** A project that is not one we can read: its message is a catalogue key, said by whoever shows it. */
export class LayoutProjectError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = "LayoutProjectError";
  }
}

/**
 * One step per version: `steps[n]` turns a version-n document into a version n+1 one.
 * Version 0 is the bare GrapesJS project data, as `editor.getProjectData()` returns it.
 */
const steps: Record<number, (data: unknown) => unknown> = {
  0: (data) => ({ version: 1, project: data }),
};

function versionOf(data: unknown): number {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new LayoutProjectError("admin.projectNotObject");
  }
  const version = (data as { version?: unknown }).version;
  if (version === undefined) return 0;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    throw new LayoutProjectError("admin.projectBadVersion");
  }
  return version;
}

/**
 * Any stored or sent form of a layout project, as the current version. Accepts the JSON text or
 * the parsed value; throws LayoutProjectError when it is not a layout project, or when it comes
 * from a newer version of the editor than this code knows.
 */
export function migrateLayoutProject(raw: unknown): LayoutProject {
  let data: unknown = raw;
  if (typeof raw === "string") {
    try {
      data = JSON.parse(raw);
    } catch {
      throw new LayoutProjectError("admin.projectNotJson");
    }
  }
  let version = versionOf(data);
  if (version > LAYOUT_PROJECT_VERSION) {
    throw new LayoutProjectError("admin.projectNewer", { version });
  }
  while (version < LAYOUT_PROJECT_VERSION) {
    const step = steps[version];
    if (!step) throw new LayoutProjectError("admin.projectNoMigration", { version });
    data = step(data);
    version = versionOf(data);
  }
  const parsed = envelopeV1Schema.safeParse(data);
  if (!parsed.success) {
    throw new LayoutProjectError("admin.projectShape");
  }
  return parsed.data;
}

/** The stored project, or null when there is none or it can no longer be read (the html is kept). */
export function readLayoutProject(stored: unknown): LayoutProject | null {
  if (stored === null || stored === undefined) return null;
  try {
    return migrateLayoutProject(stored);
  } catch {
    return null;
  }
}
