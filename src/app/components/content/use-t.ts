import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Lang } from "../../../runtime/messages/lang";
import { lookupIn, type T, type Texts } from "../../../runtime/messages/texts";
import type { Shell } from "../../shell.server";
import { textsRegistry } from "./texts-registry";

export type { T } from "../../../runtime/messages/texts";

/** The catalogue language of the site (French unless the site speaks English). */
export function langOfShell(shell: Pick<Shell, "site"> | undefined): Lang {
  return shell?.site.lang === "en" ? "en_GB" : "fr_FR";
}

/**
 * The few texts of the layout and the error page shown when the shell itself failed to load (an
 * error page without the site's data): French, the sites' language.
 */
const withoutShell = lookupIn({
  "ui.skipToContent": "Aller au contenu",
  "ui.loading": "Chargement de la page",
  "ui.toast.region": "Notifications",
  "ui.toast.close": "Fermer la notification",
  "error.notFound": "Cette page est introuvable",
  "error.backHome": "Retour à l’accueil",
  "error.default": "Erreur",
  "error.forbidden": "Vous n’êtes pas autorisé à faire cela",
});

/**
 * The page's texts (the root loader's, in the page's language: docs/decisions/076), for code that
 * has the shell at hand rather than in a component: meta functions, error boundaries.
 */
export function tOf(shell: Pick<Shell, "texts"> | undefined): T {
  const texts = shell ? textsRegistry()[shell.texts.key] : undefined;
  return texts ? lookupIn(texts) : withoutShell;
}

/** Whether the texts the shell names are here (the browser loads their script otherwise). */
export function hasTexts(shell: Pick<Shell, "texts">): boolean {
  return textsRegistry()[shell.texts.key] !== undefined;
}

/** Visitor texts from the message catalogue, in the page's language: the one way components get them. */
export function useT(): T {
  const shell = useShell();
  return useMemo(() => tOf(shell), [shell]);
}

/** The page's texts plus a screen's own, handed over by its loader (visitor-texts.ts, pageTextsOf). */
export function tWith(shell: Pick<Shell, "texts"> | undefined, own: Texts): T {
  const shared = tOf(shell);
  return (key, params) => (own[key] === undefined ? shared(key, params) : lookupIn(own)(key, params));
}

/** useT() for a screen whose loader brings texts of its own. */
export function useTWith(own: Texts): T {
  const shell = useShell();
  return useMemo(() => tWith(shell, own), [shell, own]);
}

export function useShell(): Shell | undefined {
  return useRouteLoaderData<Shell>("root");
}
