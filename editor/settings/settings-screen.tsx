// The settings editor at /admin/settings (DESIGN.md §7): generated from the parameter registry of
// schemas/, grouped as spec §3 groups the keys, with search, registry validation as you type, a live
// preview of the theme, save (PUT /admin/parameter), reset per key and the presets of themes/.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { useStore } from "zustand";
import { type AdminSession, mayChangeParameter } from "../../schemas/admin";
import {
  type ParameterDefinition,
  type ParameterGroup,
  type ParameterKey,
  parameterGroups,
  parameterGroupTitles,
  parameterKeysByGroup,
  parameterRegistry,
} from "../../schemas/parameters";
import type { Font } from "../../schemas/site";
import { createApiClient, fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { compileTheme } from "../../src/runtime/theme/compile-theme";
import { Button } from "../../src/ui/button";
import { cn } from "../../src/ui/cn";
import { Input } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { themePresetNames, themePresets } from "../../themes/presets";
import { PreviewFrame } from "./preview-frame";
import { SettingField } from "./setting-field";
import {
  createSettingsStore,
  dirtyKeys,
  effectiveValues,
  hasErrors,
  type SettingsState,
  shownValue,
  visibleKeys,
} from "./settings-store";

export interface SettingsScreenProps {
  idSite: number;
  session: AdminSession;
}

const definitionOf = (key: ParameterKey) => parameterRegistry[key] as unknown as ParameterDefinition;

type Issues = SettingsState["issues"];

/** Stored values that the registry refuses: the default stands in for them, and the owner is told. */
function StoredIssues({ issues }: { issues: Issues }) {
  if (!issues.length) return null;
  return (
    <div role="note" className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm">
      <p className="font-medium">
        Des valeurs enregistrées sont invalides ; la valeur par défaut est utilisée :
      </p>
      <ul className="list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue.type}>
            {issue.type in parameterRegistry ? definitionOf(issue.type as ParameterKey).label : issue.type} :{" "}
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The groups of settings (the one on screen marked, those with unsaved edits dotted) and the presets. */
function GroupNav({
  state,
  searching,
  onGroup,
  onPreset,
}: {
  state: SettingsState;
  searching: boolean;
  onGroup: (group: ParameterGroup) => void;
  onPreset: (name: (typeof themePresetNames)[number]) => void;
}) {
  return (
    <nav aria-label="Groupes de paramètres" className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-1 desktop:flex-col">
        {parameterGroups.map((group) => (
          <li key={group}>
            <button
              type="button"
              aria-current={!searching && state.group === group ? "page" : undefined}
              onClick={() => onGroup(group)}
              className={cn(
                "w-full rounded-md px-3 py-2 text-left text-sm focus-visible:outline-3 focus-visible:outline-blue-600",
                !searching && state.group === group
                  ? "bg-slate-900 text-white"
                  : "bg-white text-slate-900 hover:bg-slate-200",
              )}
            >
              {parameterGroupTitles[group]}
              {parameterKeysByGroup[group].some((k) => k in state.edits) ? (
                <>
                  <span className="ml-1" aria-hidden="true">
                    •
                  </span>
                  <span className="sr-only"> (modifié)</span>
                </>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <section aria-labelledby="vs-presets-title" className="rounded-md border border-slate-300 bg-white p-3">
        <h2 id="vs-presets-title" className="text-sm font-semibold">
          Thèmes prédéfinis
        </h2>
        <p className="mb-2 text-xs text-slate-600">
          Applique un ensemble de couleurs et de réglages en un clic.
        </p>
        <ul className="flex flex-col gap-1">
          {themePresetNames.map((name) => (
            <li key={name}>
              <Button
                variant="outline"
                size="sm"
                className="h-auto w-full py-1.5 text-left whitespace-normal"
                disabled={state.phase !== "ready"}
                onClick={() => onPreset(name)}
              >
                {themePresets[name].label}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}

const noFonts: Font[] = [];
const homeOnly = [{ path: "/", label: "Accueil" }];

export default function SettingsScreen(props: SettingsScreenProps) {
  return (
    <QueryProvider>
      <SettingsEditor {...props} />
    </QueryProvider>
  );
}

function SettingsEditor({ idSite, session }: SettingsScreenProps) {
  const api = useMemo(() => createApiClient({ idSite }), [idSite]);
  const store = useMemo(() => createSettingsStore(), []);
  const state = useStore(store);
  // what the editor starts from: the stored settings, the site's fonts and its pages (preview)
  const start = useQuery({
    queryKey: queryKeys.adminSettings(idSite),
    queryFn: () => Promise.all([api.admin.parameters(), api.site.info(), api.pages.tree()]),
    staleTime: 0,
  });
  const fonts: Font[] = start.data?.[1].fonts ?? noFonts;
  const pages = useMemo(
    () =>
      start.data?.[2].filter((p) => p.isValid).map((p) => ({ path: `/${p.url}`, label: p.menuTitle })) ??
      homeOnly,
    [start.data],
  );
  const [reloadKey, setReloadKey] = useState(0);
  const searchId = useId();

  // the edit store starts from what was read (its edits are the owner's, not server state)
  useEffect(() => {
    if (start.data) store.getState().loaded(start.data[0]);
    else if (start.error) store.getState().saveFailed(start.error.message);
  }, [start.data, start.error, store]);

  const values = effectiveValues(state);
  const css = useMemo(() => compileTheme(values, fonts).css, [values, fonts]);
  const keys = visibleKeys(state);
  const dirty = dirtyKeys(state);
  const invalid = hasErrors(state);

  const save = async () => {
    if (invalid || dirty.length === 0) return;
    store.getState().saveStarted();
    try {
      const saved = await api.admin.saveParameters(state.edits);
      store.getState().saved(saved, "Paramètres enregistrés : le site les affiche dès maintenant.");
      setReloadKey((n) => n + 1);
    } catch (error) {
      store.getState().saveFailed((error as Error).message, fieldErrorsOf(error));
    }
  };

  const reset = async (key: ParameterKey) => {
    if (state.stored[key] === null || state.stored[key] === undefined) {
      store.getState().editDiscarded(key);
      return;
    }
    try {
      const data = await api.admin.resetParameter(key);
      store
        .getState()
        .changedOnServer(data, [key], `« ${definitionOf(key).label} » : valeur par défaut rétablie.`);
      setReloadKey((n) => n + 1);
    } catch (error) {
      store.getState().saveFailed((error as Error).message);
    }
  };

  const applyPreset = async (name: (typeof themePresetNames)[number]) => {
    store.getState().saveStarted();
    try {
      const data = await api.admin.applyPreset(name);
      const keys = Object.keys(themePresets[name].values) as ParameterKey[];
      store.getState().changedOnServer(data, keys, `Thème « ${themePresets[name].label} » appliqué.`);
      setReloadKey((n) => n + 1);
    } catch (error) {
      store.getState().saveFailed((error as Error).message, fieldErrorsOf(error));
    }
  };

  const searching = state.query.trim() !== "";
  const groupsOnScreen = searching
    ? parameterGroups.filter((g) => keys.some((k) => parameterRegistry[k].group === g))
    : [state.group];

  return (
    <div className="bg-slate-50 text-slate-900">
      <div className="mx-auto flex max-w-[1700px] flex-col gap-4 px-4 py-6">
        <header className="flex flex-wrap items-end gap-3">
          <div className="mr-auto">
            <h1 className="text-2xl font-semibold text-slate-950">Paramètres du site</h1>
            <p className="text-sm text-slate-700">
              {session.role === "SUPER_ADMIN" ? "Super-administrateur" : "Administrateur"} — les modifications
              s’appliquent au site après l’enregistrement.
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium">
              Rechercher un paramètre
            </label>
            <Input
              id={searchId}
              type="search"
              className="w-72"
              placeholder="logo, couleur, horaires…"
              value={state.query}
              onChange={(e) => store.getState().searched(e.target.value)}
            />
          </div>
          <Button
            disabled={state.phase !== "ready" || dirty.length === 0 || invalid}
            onClick={() => void save()}
          >
            Enregistrer{dirty.length ? ` (${dirty.length})` : ""}
          </Button>
        </header>
        <StatusMessage
          message={
            state.notice?.text ??
            (state.phase === "loading"
              ? "Chargement des paramètres…"
              : invalid
                ? "Corrigez les valeurs signalées avant d’enregistrer."
                : null)
          }
          tone={state.notice?.tone ?? (invalid ? "error" : "info")}
        />
        <StoredIssues issues={state.issues} />

        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 desktop:grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)]">
          <GroupNav
            state={state}
            searching={searching}
            onGroup={(group) => store.getState().groupSelected(group)}
            onPreset={(name) => void applyPreset(name)}
          />

          <form
            aria-label="Paramètres"
            className="flex min-w-0 flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {searching && keys.length === 0 ? (
              <p>Aucun paramètre ne correspond à « {state.query} ».</p>
            ) : null}
            {groupsOnScreen.map((group) => (
              <fieldset key={group} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
                <legend className="mb-2 text-lg font-semibold">{parameterGroupTitles[group]}</legend>
                {keys
                  .filter((key) => parameterRegistry[key].group === group)
                  .map((key) => (
                    <SettingField
                      key={key}
                      definition={definitionOf(key)}
                      value={shownValue(state, key)}
                      errors={state.errors[key] ?? []}
                      dirty={key in state.edits}
                      isSet={state.stored[key] !== null && state.stored[key] !== undefined}
                      readOnly={state.phase === "loading" || !mayChangeParameter(session.role, key)}
                      reserved={!mayChangeParameter(session.role, key)}
                      onChange={(value) => store.getState().edited(key, value)}
                      onReset={() => void reset(key)}
                    />
                  ))}
              </fieldset>
            ))}
          </form>

          <div className="min-w-0 desktop:col-span-2 xl:col-span-1">
            <div className="xl:sticky xl:top-4">
              <PreviewFrame css={css} pages={pages} reloadKey={reloadKey} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
