// The settings editor's state (DESIGN.md §7): the stored values, the admin's unsaved edits checked
// by the registry as they are typed, the search and the group on screen. One action per event,
// each tested (CONVENTIONS.md, after Puck's store slices).
import { createStore } from "zustand/vanilla";
import type { AdminParameters } from "../../schemas/admin";
import {
  type ParameterGroup,
  type ParameterKey,
  type ParameterValue,
  type ParameterValues,
  parameterGroups,
  parameterGroupTitles,
  parameterKeys,
  parameterKeysByGroup,
  parameterRegistry,
  parameterValueSchema,
  readParameters,
} from "../../schemas/parameters";

export type StoredValue = ParameterValue | null;

export interface Notice {
  text: string;
  tone: "info" | "success" | "error";
}

export interface SettingsState {
  phase: "loading" | "ready" | "saving";
  /** Values as stored on the server; null means unset (the registry's default applies). */
  stored: Partial<Record<ParameterKey, StoredValue>>;
  /** Unsaved values, by key; null resets the key to its default on save. */
  edits: Partial<Record<ParameterKey, StoredValue>>;
  /** Messages of values the registry refuses (typed here, or answered by the server). */
  errors: Partial<Record<string, string[]>>;
  /** Stored values the server could not read (shown so the owner can fix them). */
  issues: { type: string; message: string }[];
  query: string;
  group: ParameterGroup;
  notice: Notice | null;
}

export interface SettingsActions {
  loaded(data: AdminParameters): void;
  edited(key: ParameterKey, value: StoredValue): void;
  editDiscarded(key: ParameterKey): void;
  searched(query: string): void;
  groupSelected(group: ParameterGroup): void;
  saveStarted(): void;
  saved(data: AdminParameters, message: string): void;
  saveFailed(message: string, errors?: Record<string, string[]>): void;
  /** Keys changed on the server by another call (reset to default, preset): their edits go, the others stay. */
  changedOnServer(data: AdminParameters, keys: readonly ParameterKey[], message: string): void;
}

export type SettingsStore = SettingsState & SettingsActions;

function storedOf(data: AdminParameters): SettingsState["stored"] {
  const stored: SettingsState["stored"] = {};
  for (const item of data.items) {
    if (item.type in parameterRegistry) stored[item.type as ParameterKey] = item.value;
  }
  return stored;
}

/** The registry's messages for a value, or none when it is valid. */
export function validationErrors(key: ParameterKey, value: StoredValue): string[] {
  const result = parameterValueSchema(key).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

export function createSettingsStore() {
  return createStore<SettingsStore>()((set, get) => ({
    phase: "loading",
    stored: {},
    edits: {},
    errors: {},
    issues: [],
    query: "",
    group: parameterGroups[0],
    notice: null,
    loaded: (data) =>
      set({ phase: "ready", stored: storedOf(data), issues: data.issues, edits: {}, errors: {} }),
    edited: (key, value) => {
      const { edits, errors, stored } = get();
      const nextEdits = { ...edits };
      // back to the stored value: nothing left to save for this key
      if (value === (stored[key] ?? null)) delete nextEdits[key];
      else nextEdits[key] = value;
      const messages = validationErrors(key, value);
      const nextErrors = { ...errors };
      if (messages.length) nextErrors[key] = messages;
      else delete nextErrors[key];
      set({ edits: nextEdits, errors: nextErrors, notice: null });
    },
    editDiscarded: (key) => {
      const edits = { ...get().edits };
      const errors = { ...get().errors };
      delete edits[key];
      delete errors[key];
      set({ edits, errors });
    },
    searched: (query) => set({ query }),
    groupSelected: (group) => set({ group, query: "" }),
    saveStarted: () => set({ phase: "saving", notice: { text: "Enregistrement…", tone: "info" } }),
    saved: (data, message) =>
      set({
        phase: "ready",
        stored: storedOf(data),
        issues: data.issues,
        edits: {},
        errors: {},
        notice: { text: message, tone: "success" },
      }),
    changedOnServer: (data, keys, message) => {
      const edits = { ...get().edits };
      const errors = { ...get().errors };
      for (const key of keys) {
        delete edits[key];
        delete errors[key];
      }
      set({
        phase: "ready",
        stored: storedOf(data),
        issues: data.issues,
        edits,
        errors,
        notice: { text: message, tone: "success" },
      });
    },
    saveFailed: (message, errors) =>
      set({
        phase: "ready",
        errors: { ...get().errors, ...(errors ?? {}) },
        notice: { text: message, tone: "error" },
      }),
  }));
}

/** What the control of a key shows: the edit, else the stored value (null: the default). */
export function shownValue(state: SettingsState, key: ParameterKey): StoredValue {
  return key in state.edits ? (state.edits[key] ?? null) : (state.stored[key] ?? null);
}

export function dirtyKeys(state: SettingsState): ParameterKey[] {
  return Object.keys(state.edits) as ParameterKey[];
}

export function hasErrors(state: SettingsState): boolean {
  return dirtyKeys(state).some((key) => (state.errors[key]?.length ?? 0) > 0);
}

/**
 * The site's settings with the unsaved edits, for the live preview: an edit the registry refuses
 * is left out (the stored value stays), and unset keys take their defaults.
 */
export function effectiveValues(state: SettingsState): ParameterValues {
  const items = parameterKeys.map((type) => {
    const edit = state.edits[type];
    const useEdit = type in state.edits && validationErrors(type, edit ?? null).length === 0;
    return { type, value: useEdit ? (edit ?? null) : (state.stored[type] ?? null) };
  });
  return readParameters(items).values;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The keys on screen: with a search, every key whose label, key or group matches each word
 * (accents and case ignored), across all groups; without one, the keys of the chosen group.
 */
export function visibleKeys(state: SettingsState): ParameterKey[] {
  const words = fold(state.query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...parameterKeysByGroup[state.group]];
  return parameterKeys.filter((key) => {
    const definition = parameterRegistry[key];
    const haystack = fold(
      `${definition.label} ${key.replace(/_/g, " ")} ${parameterGroupTitles[definition.group]}`,
    );
    return words.every((w) => haystack.includes(w));
  });
}
