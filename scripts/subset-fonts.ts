// The text fonts, subset (issue 18 §7, decision 118): the Inter faces of themes/fonts.css, cut
// from @fontsource's `latin` files down to the same characters and to the OpenType features the
// pages use, with HarfBuzz's subsetter (subset-font, its wasm build): offline, and committed in
// themes/fonts/. `npm run fonts` writes them again (after an update of @fontsource/inter);
// tests/integration/fonts-subset.test.ts fails when the committed files are not its output.
// Playfair Display is left as @fontsource ships it: its licence reserves its name for unmodified
// versions (OFL §3), and a subset is a modified one.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
/** Where the subsets are written, beside themes/fonts.css which names them. */
export const fontsDir = path.join(root, "themes/fonts");

/** One face of Inter that the theme's @font-face rules offer. */
export interface Face {
  weight: number;
  style: "normal" | "italic";
}

/** The faces of themes/fonts.css (regular, its italic, medium, semibold and bold). */
export const interFaces: readonly Face[] = [
  { weight: 400, style: "normal" },
  { weight: 400, style: "italic" },
  { weight: 500, style: "normal" },
  { weight: 600, style: "normal" },
  { weight: 700, style: "normal" },
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * The characters kept: those of @fontsource's `latin` file (its unicode-range: Basic Latin and
 * Latin-1, œ Œ, the general punctuation — ’ « » – — … and the narrow no-break space of French
 * typography — €, ™, arrows and the minus sign), so French and English text, and the names of
 * Latin-1 languages, never fall back to a system font. The saving is in the features below.
 */
export const keptText =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  "\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329" +
  range(0x2000, 0x206f) +
  "\u20ac\u2122\u2191\u2193\u2212\u2215\ufffd";

/**
 * The OpenType features kept: composition and marks (accents), localized forms, kerning,
 * standard ligatures, and tabular figures (Tailwind's `tabular-nums`). Inter's contextual
 * alternates, stylistic sets, character variants, fractions and the like go: no page asks for
 * them, and they were about 40 % of each file.
 */
export const keptFeatures: readonly string[] = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "tnum"];

/** The file name of a face, in themes/fonts/. */
export function faceFile(face: Face): string {
  return `inter-latin-${face.weight}-${face.style}.woff2`;
}

/** The subset of one face, as WOFF2. */
export async function subsetFace(face: Face): Promise<Buffer> {
  const source = await readFile(path.join(root, "node_modules/@fontsource/inter/files", faceFile(face)));
  return subsetFont(source, keptText, { targetFormat: "woff2", keepFeatures: [...keptFeatures] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(fontsDir, { recursive: true });
  for (const face of interFaces) {
    const bytes = await subsetFace(face);
    await writeFile(path.join(fontsDir, faceFile(face)), bytes);
    console.log(`${faceFile(face)}: ${bytes.length} bytes`);
  }
  await writeFile(
    path.join(fontsDir, "LICENSE"),
    await readFile(path.join(root, "node_modules/@fontsource/inter/LICENSE")),
  );
}
