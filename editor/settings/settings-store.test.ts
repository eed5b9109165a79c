import { describe, expect, it } from "vitest";
import type { AdminParameters } from "../../schemas/admin";
import { parameterKeys, parameterKeysByGroup, parameterRegistry } from "../../schemas/parameters";
import {
  createSettingsStore,
  dirtyKeys,
  effectiveValues,
  hasErrors,
  shownValue,
  visibleKeys,
} from "./settings-store";

const data = (overrides: Record<string, string | number | boolean | null> = {}): AdminParameters => ({
  items: parameterKeys.map((type) => ({
    type,
    kind: parameterRegistry[type].kind,
    label: parameterRegistry[type].label,
    value: type in overrides ? (overrides[type] ?? null) : null,
  })),
  issues: [],
});

function loadedStore() {
  const store = createSettingsStore();
  store.getState().loaded(data({ PRIMARY_COLOR: "#112233FF", LOGO_HEIGHT: 100 }));
  return store;
}

describe("settings store", () => {
  it("loaded: keeps the stored values, null for unset keys", () => {
    const s = loadedStore().getState();
    expect(s.phase).toBe("ready");
    expect(shownValue(s, "PRIMARY_COLOR")).toBe("#112233FF");
    expect(shownValue(s, "ACCENT_COLOR")).toBeNull();
  });

  it("edited: records the edit and checks it with the registry as it is typed", () => {
    const store = loadedStore();
    store.getState().edited("LOGO_HEIGHT", 150);
    expect(shownValue(store.getState(), "LOGO_HEIGHT")).toBe(150);
    expect(dirtyKeys(store.getState())).toEqual(["LOGO_HEIGHT"]);
    store.getState().edited("PRIMARY_COLOR", "violet");
    expect(store.getState().errors.PRIMARY_COLOR?.[0]).toMatch(/#RRGGBB/);
    expect(hasErrors(store.getState())).toBe(true);
    store.getState().edited("PRIMARY_COLOR", "#8A2BE2FF");
    expect(store.getState().errors.PRIMARY_COLOR).toBeUndefined();
    expect(hasErrors(store.getState())).toBe(false);
  });

  it("edited: going back to the stored value leaves nothing to save", () => {
    const store = loadedStore();
    store.getState().edited("LOGO_HEIGHT", 150);
    store.getState().edited("LOGO_HEIGHT", 100);
    expect(dirtyKeys(store.getState())).toEqual([]);
  });

  it("editDiscarded: drops the edit and its errors", () => {
    const store = loadedStore();
    store.getState().edited("LOGO_HEIGHT", 9999);
    store.getState().editDiscarded("LOGO_HEIGHT");
    expect(dirtyKeys(store.getState())).toEqual([]);
    expect(store.getState().errors.LOGO_HEIGHT).toBeUndefined();
  });

  it("effectiveValues: the preview gets valid edits, stored values and defaults — never a refused value", () => {
    const store = loadedStore();
    store.getState().edited("LOGO_HEIGHT", 150);
    store.getState().edited("PRIMARY_COLOR", "pas une couleur");
    const values = effectiveValues(store.getState());
    expect(values.LOGO_HEIGHT).toBe(150);
    expect(values.PRIMARY_COLOR).toBe("#112233FF");
    expect(values.ACCENT_COLOR).toBe(parameterRegistry.ACCENT_COLOR.default);
  });

  it("searched: finds keys across groups by label, accents and case ignored", () => {
    const store = loadedStore();
    store.getState().searched("HAUTEUR logo");
    const keys = visibleKeys(store.getState());
    expect(keys).toEqual(expect.arrayContaining(["LOGO_HEIGHT", "LOGO_HEIGHT_MOBILE", "LOGO_HEIGHT_FOOTER"]));
    expect(keys).not.toContain("LOGO_WIDTH");
    store.getState().searched("entreprise");
    expect(visibleKeys(store.getState())).toEqual(expect.arrayContaining(["COMPANY_NAME", "COMPANY_EMAIL"]));
    store.getState().searched("coul principale");
    expect(visibleKeys(store.getState())[0]).toBe("PRIMARY_COLOR");
    expect(visibleKeys(store.getState())).not.toContain("ACCENT_COLOR");
  });

  it("groupSelected: shows the group's keys, in registry order, and clears the search", () => {
    const store = loadedStore();
    store.getState().searched("logo");
    store.getState().groupSelected("colors");
    expect(store.getState().query).toBe("");
    expect(visibleKeys(store.getState())).toEqual([...parameterKeysByGroup.colors]);
  });

  it("saveStarted, saved: the stored values follow, the edits are gone", () => {
    const store = loadedStore();
    store.getState().edited("LOGO_HEIGHT", 150);
    store.getState().saveStarted();
    expect(store.getState().phase).toBe("saving");
    store.getState().saved(data({ PRIMARY_COLOR: "#112233FF", LOGO_HEIGHT: 150 }), "Paramètres enregistrés");
    expect(store.getState()).toMatchObject({ phase: "ready", edits: {}, notice: { tone: "success" } });
    expect(shownValue(store.getState(), "LOGO_HEIGHT")).toBe(150);
  });

  it("saveFailed: keeps the edits and shows the server's messages per key", () => {
    const store = loadedStore();
    store.getState().edited("COMPANY_NAME", "Nouveau nom");
    store.getState().saveStarted();
    store
      .getState()
      .saveFailed("Certains paramètres sont invalides", { COMPANY_NAME: ["Refusé par le serveur"] });
    expect(store.getState()).toMatchObject({ phase: "ready", notice: { tone: "error" } });
    expect(store.getState().errors.COMPANY_NAME).toEqual(["Refusé par le serveur"]);
    expect(dirtyKeys(store.getState())).toEqual(["COMPANY_NAME"]);
  });

  it("changedOnServer: takes the server's values and drops only the edits of those keys", () => {
    const store = loadedStore();
    store.getState().edited("PRIMARY_COLOR", "#8A2BE2FF");
    store.getState().edited("ACCENT_COLOR", "saumon");
    store
      .getState()
      .changedOnServer(data({ PRIMARY_COLOR: "#112233FF" }), ["ACCENT_COLOR"], "Valeur par défaut rétablie");
    expect(dirtyKeys(store.getState())).toEqual(["PRIMARY_COLOR"]);
    expect(store.getState().errors.ACCENT_COLOR).toBeUndefined();
    expect(shownValue(store.getState(), "ACCENT_COLOR")).toBeNull();
    expect(shownValue(store.getState(), "PRIMARY_COLOR")).toBe("#8A2BE2FF");
  });
});
