import { useRouteLoaderData } from "react-router";
import {
  type Lang,
  type MessageKey,
  type MessageParams,
  translate,
} from "../../../runtime/messages/translate";
import type { Shell } from "../../shell.server";

/** The catalogue language of the site (French unless the site speaks English). */
export function langOfShell(shell: Shell | undefined): Lang {
  return shell?.site.lang === "en" ? "en_GB" : "fr_FR";
}

export type T = (key: MessageKey, params?: MessageParams) => string;

export function tFor(lang: Lang): T {
  return (key, params) => translate(lang, key, params);
}

/** Visitor texts from the message catalogue, in the site's language. */
export function useT(): T {
  const shell = useRouteLoaderData<Shell>("root");
  return tFor(langOfShell(shell));
}

export function useShell(): Shell | undefined {
  return useRouteLoaderData<Shell>("root");
}
