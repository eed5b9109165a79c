import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminParameters, superAdminParameterKeys } from "../../schemas/admin";
import { type ParameterItem, parameterKeys, parameterRegistry } from "../../schemas/parameters";
import { themePresets } from "../../themes/presets";
import { type TestUser, userWithSession } from "../support/admin-session";
import { changeFeedCaughtUp, createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let admin: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  admin = await userWithSession(platform.db, 1, "ADMIN");
  superAdmin = await userWithSession(platform.db, 1, "SUPER_ADMIN");
});

async function call(path: string, init: Parameters<typeof platform.call>[1] & { user?: TestUser } = {}) {
  const { user = admin, ...rest } = init;
  const response = await platform.call(path, { ...rest, headers: user.headers });
  return { status: response.status, body: await envelopeOf(response) };
}

/** What visitors get (GET /parameter), once the change feed has dropped the cached settings. */
async function publicValue(type: string, since: number) {
  await changeFeedCaughtUp(platform, 1, since);
  const items = (await envelopeOf(await platform.call("/api/parameter"))).data as ParameterItem[];
  return items.find((i) => i.type === type)?.value;
}

const stored = (data: unknown, type: string) =>
  (data as AdminParameters).items.find((i) => i.type === type)?.value;

describe("GET /admin/parameter", () => {
  it("lists every key of the registry with its stored value (null when unset)", async () => {
    const { status, body } = await call("/api/admin/parameter");
    expect(status).toBe(200);
    const data = body.data as AdminParameters;
    expect(data.items.map((i) => i.type)).toEqual([...parameterKeys]);
    expect(stored(data, "PRIMARY_COLOR")).toBe("#0E4D55FF");
    expect(data.items.find((i) => i.type === "LOGO_HEIGHT")).toMatchObject({
      kind: "NUMBER",
      label: parameterRegistry.LOGO_HEIGHT.label,
    });
  });
});

describe("PUT /admin/parameter", () => {
  it("saves valid values, which visitors get at once", async () => {
    const since = platform.cache.version(1);
    const { status, body } = await call("/api/admin/parameter", {
      method: "PUT",
      json: { values: { PRIMARY_COLOR: "#8A2BE2FF", LOGO_HEIGHT: 150 } },
    });
    expect(status, body.message).toBe(200);
    expect(body.message).toBe("Paramètres enregistrés");
    expect(stored(body.data, "PRIMARY_COLOR")).toBe("#8A2BE2FF");
    expect(await publicValue("PRIMARY_COLOR", since)).toBe("#8A2BE2FF");
    expect(await publicValue("LOGO_HEIGHT", since)).toBe(150);
  });

  it("answers 422 with the registry's message per key, and writes nothing at all", async () => {
    const before = (await call("/api/admin/parameter")).body.data as AdminParameters;
    const { status, body } = await call("/api/admin/parameter", {
      method: "PUT",
      json: {
        values: {
          COMPANY_NAME: "Nom valide",
          PRIMARY_COLOR: "rouge",
          LOGO_HEIGHT: 5000,
          IS_MENU_FIXED: "oui",
          COMPANY_EMAIL: "pas-une-adresse",
          CREATED_BY_BACKLINK_URL: "javascript:alert(1)",
          NOT_A_KEY: 1,
        },
      },
    });
    expect(status).toBe(422);
    expect(body.message).toBe("Certains paramètres sont invalides : rien n’a été enregistré");
    const errors = (body.data as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        "COMPANY_EMAIL",
        "CREATED_BY_BACKLINK_URL",
        "IS_MENU_FIXED",
        "LOGO_HEIGHT",
        "NOT_A_KEY",
        "PRIMARY_COLOR",
      ].sort(),
    );
    expect(errors.PRIMARY_COLOR?.[0]).toMatch(/#RRGGBB/);
    expect(errors.LOGO_HEIGHT?.[0]).toMatch(/400/);
    expect(errors.NOT_A_KEY).toEqual(["Paramètre inconnu"]);
    // one transaction: the valid key was not written either
    expect((await call("/api/admin/parameter")).body.data).toEqual(before);
  });

  it("answers 400 for a malformed body", async () => {
    for (const json of [{}, { values: [] }, { values: {} }, { values: { COMPANY_NAME: { x: 1 } } }]) {
      expect((await call("/api/admin/parameter", { method: "PUT", json })).status).toBe(400);
    }
  });

  it("sanitizes rich text and keeps its placeholders", async () => {
    const { status, body } = await call("/api/admin/parameter", {
      method: "PUT",
      json: {
        values: {
          LEGAL_NOTICE: `<p>Éditeur : {{COMPANY_NAME}}</p><img src=x onerror=alert(1)><script>alert(1)</script>`,
        },
      },
    });
    expect(status).toBe(200);
    expect(stored(body.data, "LEGAL_NOTICE")).toBe(`<p>Éditeur : {{COMPANY_NAME}}</p><img src="x">`);
  });

  it("lets only a SUPER_ADMIN change the settings that hold code", async () => {
    const script = { values: { SCRIPT_TO_LOAD: "console.log('mesure')" } };
    const refused = await call("/api/admin/parameter", { method: "PUT", json: script });
    expect(refused.status).toBe(403);
    expect(Object.keys((refused.body.data as { errors: object }).errors)).toEqual(["SCRIPT_TO_LOAD"]);
    expect(
      (await call("/api/admin/parameter", { method: "PUT", json: script, user: superAdmin })).status,
    ).toBe(200);
    expect((await call("/api/admin/parameter/SCRIPT_TO_LOAD", { method: "DELETE" })).status).toBe(403);
  });

  // issue 11 item 3: a tracker id makes every page load a third party's script (a tag-manager
  // container runs whatever its account publishes), so it is code like SCRIPT_TO_LOAD.
  const codeSettings = {
    SCRIPT_TO_LOAD: "console.log('mesure')",
    AFTER_BODY_HTML_TO_LOAD: "<p>Bienvenue</p>",
    ANALYTICS_ID: "G-ABC123XYZ",
    ADS_TAG_ID: "AW-123456789",
    PRIVACY_ANALYTICS_DOMAIN: "conseil-exemple.fr",
    TAG_MANAGER_ID: "GTM-ABC1234",
    SOCIAL_PIXEL_ID: "123456789012345",
  };

  it("refuses an ADMIN every setting that loads code, with a clear message, and lets a SUPER_ADMIN set it", async () => {
    for (const [key, value] of Object.entries(codeSettings)) {
      const refused = await call("/api/admin/parameter", {
        method: "PUT",
        json: { values: { [key]: value } },
      });
      expect(refused.status, key).toBe(403);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toBe("Seul un super-administrateur peut modifier ce paramètre");
      expect((refused.body.data as { errors: Record<string, string[]> }).errors).toEqual({
        [key]: ["Seul un super-administrateur peut modifier ce paramètre"],
      });
      const accepted = await call("/api/admin/parameter", {
        method: "PUT",
        json: { values: { [key]: value } },
        user: superAdmin,
      });
      expect(accepted.status, key).toBe(200);
      expect(stored(accepted.body.data, key)).toBe(value);
      // nor can an ADMIN take it away (reset to default)
      expect((await call(`/api/admin/parameter/${key}`, { method: "DELETE" })).status, key).toBe(403);
      expect((await call(`/api/admin/parameter/${key}`, { method: "DELETE", user: superAdmin })).status).toBe(
        200,
      );
    }
    // a refused key refuses the whole change: nothing is written
    const mixed = await call("/api/admin/parameter", {
      method: "PUT",
      json: { values: { COMPANY_NAME: "Conseil & Cie", TAG_MANAGER_ID: "GTM-EVIL001" } },
    });
    expect(mixed.status).toBe(403);
    const after = await call("/api/admin/parameter");
    expect(stored(after.body.data, "TAG_MANAGER_ID")).toBeNull();
    expect(stored(after.body.data, "COMPANY_NAME")).not.toBe("Conseil & Cie");
    // the search-engine verification is a meta tag, no script: an ADMIN still sets it
    const meta = await call("/api/admin/parameter", {
      method: "PUT",
      json: { values: { SEARCH_CONSOLE_ID: "verification-abc123" } },
    });
    expect(meta.status).toBe(200);
    // and the registry flags exactly these (the settings editor shows them read-only to an ADMIN)
    expect([...superAdminParameterKeys].sort()).toEqual(Object.keys(codeSettings).sort());
  });
});

describe("reset and presets", () => {
  it("resets one key to its default", async () => {
    await call("/api/admin/parameter", { method: "PUT", json: { values: { ACCENT_COLOR: "#123456FF" } } });
    const since = platform.cache.version(1);
    const { status, body } = await call("/api/admin/parameter/ACCENT_COLOR", { method: "DELETE" });
    expect(status).toBe(200);
    expect(body.message).toBe("Valeur par défaut rétablie");
    expect(stored(body.data, "ACCENT_COLOR")).toBeNull();
    expect(await publicValue("ACCENT_COLOR", since)).toBe(parameterRegistry.ACCENT_COLOR.default);
    expect((await call("/api/admin/parameter/NOT_A_KEY", { method: "DELETE" })).status).toBe(404);
  });

  it("applies a preset of themes/ in one call", async () => {
    const { status, body } = await call("/api/admin/parameter/preset", {
      method: "POST",
      json: { name: "winemaker" },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(`Thème « ${themePresets.winemaker.label} » appliqué`);
    for (const [key, value] of Object.entries(themePresets.winemaker.values)) {
      expect({ key, value: stored(body.data, key) }).toEqual({ key, value });
    }
    expect(
      (await call("/api/admin/parameter/preset", { method: "POST", json: { name: "inconnu" } })).status,
    ).toBe(404);
  });

  it("records each change with its author, its keys and their old values", async () => {
    const audit = await call("/api/admin/audit");
    const items = (
      audit.body.data as { items: { action: string; userEmail: string; details: Record<string, unknown> }[] }
    ).items;
    const update = items.find(
      (i) => i.action === "parameter.update" && "PRIMARY_COLOR" in (i.details.changes as object),
    );
    expect(update?.userEmail).toBe(admin.email);
    expect((update?.details.changes as Record<string, unknown> | undefined)?.PRIMARY_COLOR).toEqual({
      from: "#0E4D55FF",
      to: "#8A2BE2FF",
    });
    expect(items.map((i) => i.action)).toEqual(
      expect.arrayContaining(["parameter.reset", "parameter.preset"]),
    );
  });
});
