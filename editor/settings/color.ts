// spec §3: colours are RGBA hex strings. The picker edits the hue (a native colour input, which
// knows no alpha) and the opacity apart; these two functions go between both forms.

export interface ColorParts {
  /** "#RRGGBB", lower-case as the native colour input gives it. */
  rgb: string;
  /** Opacity in percent, 0 to 100. */
  alpha: number;
}

/** "#0E4D55FF" → { rgb: "#0e4d55", alpha: 100 }; "#0E4D55" is opaque; anything else is black. */
export function splitColor(value: string | null | undefined): ColorParts {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value ?? "");
  if (!match) return { rgb: "#000000", alpha: 100 };
  const alphaByte = match[2] === undefined ? 255 : Number.parseInt(match[2], 16);
  return { rgb: `#${match[1]?.toLowerCase()}`, alpha: Math.round((alphaByte / 255) * 100) };
}

/** { rgb: "#0e4d55", alpha: 50 } → "#0E4D5580", the registry's form. */
export function joinColor({ rgb, alpha }: ColorParts): string {
  const clamped = Math.min(100, Math.max(0, Math.round(alpha)));
  const byte = Math.round((clamped / 100) * 255)
    .toString(16)
    .padStart(2, "0");
  return `${rgb}${byte}`.toUpperCase();
}
