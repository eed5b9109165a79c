// The settings editor's calls (GET and PUT /admin/parameter, reset, presets): every value is
// checked by the registry of schemas/parameters.ts, and a change is written in one transaction
// or not at all (per-key errors otherwise).
import { eq, sql } from "drizzle-orm";
import { type AdminParameters, mayChangeParameter } from "../../../../schemas/admin";
import {
  isParameterKey,
  type ParameterKey,
  type ParameterValue,
  parameterKeys,
  parameterRegistry,
  parameterValueSchema,
} from "../../../../schemas/parameters";
import { type ThemePresetName, themePresetNames, themePresets } from "../../../../themes/presets";
import { type Lang, translate } from "../../../runtime/messages/translate";
import { type Database, type Tx, withSite } from "../../db/client";
import { parameters } from "../../db/schema";
import { ApiError, type FieldIssue } from "../../http/api-error";
import { sanitizeHtml } from "../../security/sanitize";
import type { SessionUser } from "../account/session";
import { recordAudit } from "./audit";

type StoredValue = ParameterValue | null;

/** Every key of the registry with its stored value (null: unset, the default applies). */
/** The stored settings as the settings editor reads them; the stored values it refused, said in `lang`. */
export async function getAdminParameters(db: Database, idSite: number, lang: Lang): Promise<AdminParameters> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(eq(parameters.siteId, idSite)),
  );
  const stored = new Map(rows.map((r) => [r.type, r.value]));
  const issues: AdminParameters["issues"] = [];
  for (const row of rows) {
    if (!isParameterKey(row.type)) {
      issues.push({ type: row.type, message: translate(lang, "admin.parameterIgnored") });
    }
  }
  const items = parameterKeys.map((type) => {
    const definition = parameterRegistry[type];
    const parsed = parameterValueSchema(type).safeParse(stored.get(type) ?? null);
    if (!parsed.success) {
      issues.push({
        type,
        message: translate(lang, "admin.parameterInvalidStored", {
          detail: parsed.error.issues[0]?.message ?? "",
        }),
      });
    }
    return {
      type,
      kind: definition.kind,
      label: definition.label,
      value: parsed.success ? (parsed.data as StoredValue) : null,
    };
  });
  return { items, issues };
}

/**
 * Checks every value against the registry: the clean values, or a 422 whose data lists the
 * messages per key (nothing is written). TEXT values (rich text) are sanitized as they are stored.
 */
export function validateParameterValues(
  values: Record<string, unknown>,
  user: SessionUser,
): Map<ParameterKey, StoredValue> {
  const errors: Record<string, FieldIssue[]> = {};
  const clean = new Map<ParameterKey, StoredValue>();
  let forbidden = false;
  for (const [key, value] of Object.entries(values)) {
    if (!isParameterKey(key)) {
      errors[key] = [{ key: "admin.parameterUnknown" }];
      continue;
    }
    if (!mayChangeParameter(user.role, key)) {
      errors[key] = [{ key: "admin.parameterSuperAdminOnly" }];
      forbidden = true;
      continue;
    }
    const parsed = parameterValueSchema(key).safeParse(value);
    if (!parsed.success) {
      errors[key] = parsed.error.issues.map((i) => i.message);
      continue;
    }
    let data = parsed.data as StoredValue;
    if (parameterRegistry[key].kind === "TEXT" && typeof data === "string") data = sanitizeHtml(data);
    clean.set(key, data);
  }
  if (Object.keys(errors).length > 0) {
    if (forbidden) throw new ApiError(403, "admin.parameterSuperAdminOnly", {}, { errors });
    throw new ApiError(422, "admin.parametersInvalid", {}, { errors });
  }
  return clean;
}

async function writeValues(tx: Tx, idSite: number, values: Map<ParameterKey, StoredValue>) {
  const before = new Map(
    (
      await tx
        .select({ type: parameters.type, value: parameters.value })
        .from(parameters)
        .where(eq(parameters.siteId, idSite))
    ).map((r) => [r.type, r.value]),
  );
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [type, value] of values) {
    const from = before.get(type) ?? null;
    if (from === value) continue;
    changes[type] = { from, to: value };
    await tx
      .insert(parameters)
      .values({ siteId: idSite, type, value })
      .onConflictDoUpdate({
        target: [parameters.siteId, parameters.type],
        set: { value, updatedAt: sql`now()` },
      });
  }
  return changes;
}

/** PUT /admin/parameter: the given keys, all or nothing. */
export async function updateParameters(
  db: Database,
  idSite: number,
  user: SessionUser,
  values: Record<string, unknown>,
): Promise<void> {
  const clean = validateParameterValues(values, user);
  await withSite(db, idSite, async (tx) => {
    const changes = await writeValues(tx, idSite, clean);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, idSite, user, "parameter.update", "parameters", { changes });
    }
  });
}

/** Back to the registry's default: the key is stored as unset (spec §3: null means unset). */
export async function resetParameter(
  db: Database,
  idSite: number,
  user: SessionUser,
  key: string,
): Promise<void> {
  if (!isParameterKey(key)) throw new ApiError(404, "admin.parameterUnknown");
  if (!mayChangeParameter(user.role, key)) {
    throw new ApiError(403, "admin.parameterSuperAdminOnly");
  }
  await withSite(db, idSite, async (tx) => {
    const changes = await writeValues(tx, idSite, new Map([[key, null]]));
    await recordAudit(tx, idSite, user, "parameter.reset", `parameter:${key}`, { changes });
  });
}

function isPresetName(name: string): name is ThemePresetName {
  return (themePresetNames as readonly string[]).includes(name);
}

/** A preset of themes/presets.ts, in one transaction; keys the preset leaves out keep their value. */
export async function applyPreset(
  db: Database,
  idSite: number,
  user: SessionUser,
  name: string,
): Promise<{ label: string }> {
  if (!isPresetName(name)) throw new ApiError(404, "admin.presetUnknown");
  const preset = themePresets[name];
  const clean = validateParameterValues(preset.values, user);
  await withSite(db, idSite, async (tx) => {
    const changes = await writeValues(tx, idSite, clean);
    await recordAudit(tx, idSite, user, "parameter.preset", `preset:${name}`, { changes });
  });
  return { label: preset.label };
}
