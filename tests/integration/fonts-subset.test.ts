// The subset text fonts (scripts/subset-fonts.ts, decision 118): the committed files are the
// script's output, and the theme's stylesheet serves them instead of @fontsource's Inter.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Face, faceFile, fontsDir, interFaces, keptText, subsetFace } from "../../scripts/subset-fonts";

const fontsCss = () => readFile(path.resolve(import.meta.dirname, "../../themes/fonts.css"), "utf8");

describe("the subset Inter", () => {
  it.each(interFaces.map((face): [string, Face] => [faceFile(face), face]))(
    "themes/fonts/%s is what `npm run fonts` writes, and lighter than @fontsource's",
    async (file, face) => {
      const committed = await readFile(path.join(fontsDir, file));
      expect(committed.equals(await subsetFace(face))).toBe(true);
      const original = await readFile(
        path.resolve(import.meta.dirname, "../../node_modules/@fontsource/inter/files", file),
      );
      expect(committed.length).toBeLessThan(original.length * 0.7);
    },
  );

  it("keeps the characters of French typography", () => {
    for (const c of "àâäçéèêëîïôöùûüÿœæÀÉÈÇŒ«»’‘“”–—…€\u202f\u00a0°") expect(keptText).toContain(c);
  });

  it("is the only Inter the theme's stylesheet declares, one rule per face", async () => {
    const css = await fontsCss();
    expect(css).not.toContain("@fontsource/inter");
    for (const face of interFaces) {
      const rule = css.match(
        new RegExp(`@font-face \\{[^}]*url\\(\\./fonts/${faceFile(face)}\\)[^}]*\\}`),
      )?.[0];
      expect(rule).toContain(`font-weight: ${face.weight};`);
      expect(rule).toContain(`font-style: ${face.style};`);
      expect(rule).toContain('font-family: "Inter";');
    }
  });
});
