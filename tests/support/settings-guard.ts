// The settings guard's pieces (issue 18 §2, docs/decisions/117): the values a key is tried with,
// what of a page a visitor gets, and whether two renders differ in a way that shows.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type ParameterDefinition,
  type ParameterKey,
  type ParameterValue,
  parameterRegistry,
} from "../../schemas/parameters";
import { root } from "./test-platform";

const definitionOf = (key: ParameterKey) => parameterRegistry[key] as unknown as ParameterDefinition;

/**
 * Candidate values for a text-like key, tried in this order: the first the key's schema accepts
 * (and that is not its current value) is used. Each is unlike anything the demo sites hold.
 */
const textCandidates: readonly string[] = [
  "Texte de contrôle du garde des réglages",
  "controle.garde@example.fr",
  "+33 6 12 34 56 78",
  "https://garde.example.fr/controle",
  "fa-star",
  "G-GARDE1234",
  "garde.example.fr",
  "123 456 789 00012",
  "FR12345678901",
];

/** A colour far from `current`: each channel moved by half the range. */
function otherColor(current: string | null): string {
  const hex = (current ?? "#000000FF").slice(1, 7);
  const moved = [0, 2, 4]
    .map((i) => ((Number.parseInt(hex.slice(i, i + 2), 16) + 128) % 256).toString(16).padStart(2, "0"))
    .join("");
  return `#${moved.toUpperCase()}FF`;
}

/**
 * The values a key is tried with, each unlike its current value: the other boolean, every other
 * member of a closed set, another colour, a text its schema takes. `every`: each value must show;
 * a number (a threshold, a size) is tried at a few points of its range, and one showing is enough.
 */
export function changedValuesOf(
  key: ParameterKey,
  current: ParameterValue | null,
): { values: ParameterValue[]; every: boolean } {
  const definition = definitionOf(key);
  if (definition.kind === "BOOLEAN") return { values: [current !== true], every: true };
  if (definition.options)
    return { values: definition.options.filter((option) => option !== current), every: true };
  if (definition.format === "color")
    return { values: [otherColor(typeof current === "string" ? current : null)], every: true };
  if (definition.kind === "NUMBER") {
    // the bounds, then the smallest value above the lower one (a threshold where 0 means "none")
    const min = definition.min ?? 0;
    const tried = [min, definition.max ?? 1000, Number((min + (definition.step ?? 1)).toFixed(2))];
    return { values: [...new Set(tried)].filter((n) => n !== current), every: false };
  }
  const accepted = textCandidates.find(
    (candidate) => candidate !== current && definition.schema.safeParse(candidate).success,
  );
  if (accepted === undefined) throw new Error(`${key}: no candidate value fits its schema: add one`);
  return { values: [accepted], every: true };
}

/**
 * What of a page shows, to a visitor or a search engine: the markup, minus the loader's data
 * (React Router's stream scripts carry every setting the shell read, shown or not: a change
 * there proves nothing) and minus the render's nonce.
 */
export function shownOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) =>
      script.includes("__reactRouterContext.streamController") ? "" : script,
    )
    .replace(/nonce="[^"]*"/g, 'nonce=""');
}

const themeStyle = /<style id="vs-theme">([^<]*)<\/style>/;

/** The custom properties of the theme's `:root{…}`, by name. */
function rootVariablesOf(html: string): Map<string, string> {
  const css = html.match(themeStyle)?.[1] ?? "";
  const body = css.match(/^:root\{([^}]*)\}/)?.[1] ?? "";
  const out = new Map<string, string>();
  for (const declaration of body.split(";")) {
    const at = declaration.indexOf(":");
    if (at > 0) out.set(declaration.slice(0, at), declaration.slice(at + 1));
  }
  return out;
}

/** The theme's `<style>` after its `:root{…}` block: the owner's GLOBAL_CSS. */
const afterRootOf = (html: string) => (html.match(themeStyle)?.[1] ?? "").replace(/^:root\{[^}]*\}/, "");

let builtCss: string | null = null;

/** The storefront's stylesheets, as the build ships them (the editor's own left out). */
function storefrontCss(): string {
  if (builtCss === null) {
    const dir = path.join(root, "build/client/assets");
    builtCss = readdirSync(dir)
      .filter((name) => name.endsWith(".css") && !name.startsWith("layout-editor"))
      .map((name) => readFileSync(path.join(dir, name), "utf8"))
      .join("\n");
  }
  return builtCss;
}

/**
 * Why `after` differs from `before` in a way that shows, or null when it does not. A theme
 * variable that changed counts only when a stylesheet or the page reads it (`var(--name`): a
 * variable nobody reads is the inert setting this guard exists to catch.
 */
export function differenceOf(before: string, after: string): string | null {
  const rootBefore = rootVariablesOf(before);
  const rootAfter = rootVariablesOf(after);
  const changed = [...new Set([...rootBefore.keys(), ...rootAfter.keys()])].filter(
    (name) => rootBefore.get(name) !== rootAfter.get(name),
  );
  const withoutTheme = (html: string) => html.replace(themeStyle, "");
  const read = changed.filter(
    (name) => storefrontCss().includes(`var(${name}`) || withoutTheme(after).includes(`var(${name}`),
  );
  if (read.length > 0) return `the theme's ${read.join(", ")}`;
  if (afterRootOf(before) !== afterRootOf(after)) return "the theme's stylesheet";
  const a = withoutTheme(before);
  const b = withoutTheme(after);
  if (a === b) return null;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `the markup, from « ${b.slice(Math.max(0, at - 60), at + 60)} »`;
}

/**
 * Checks an `effectTestedBy` reference, "path/of/file.test.ts › test name": the file exists and
 * declares a test of that name. Answers what is wrong, or null.
 */
export function brokenTestReference(reference: string): string | null {
  const [file, name, ...rest] = reference.split(" › ");
  if (!file || !name || rest.length > 0) return `"${reference}" is not "file › test name"`;
  const full = path.join(root, file);
  if (!existsSync(full)) return `${file} does not exist`;
  const source = readFileSync(full, "utf8");
  const quoted = [`"${name}"`, `'${name}'`, `\`${name}\``];
  const declared = quoted.some((q) =>
    new RegExp(`\\b(?:it|test)(?:\\.\\w+)?\\(\\s*${escapeRegExp(q)}`).test(source),
  );
  return declared ? null : `${file} declares no test named "${name}"`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
