/**
 * The screen breakpoints of spec §9, defined once. Tailwind declares the same numbers in the
 * `@theme` block of themes/app.css (`--breakpoint-*`); breakpoints.test.ts keeps both in step.
 */

// spec §9: "xs 576, sm 768, md 996, lg 1200, xl 1367, xxl 1600, 4k 1921".
export const breakpoints = Object.freeze({
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  xxl: 1600,
  "4k": 1921,
} as const);

export type BreakpointName = keyof typeof breakpoints;

// spec §9 and DESIGN.md §6: "small screen below 960" (mobile header and bottom bar). Tailwind
// knows it as the `desktop` breakpoint, where the wide layout starts.
export const smallScreenBelow = 960;

/** The Tailwind names of themes/app.css, each with its width in px. */
export const tailwindBreakpoints: Readonly<Record<BreakpointName | "desktop", number>> = Object.freeze({
  ...breakpoints,
  desktop: smallScreenBelow,
});

/** A width in px is a small screen (mobile header and bottom bar). */
export function isSmallScreen(width: number): boolean {
  return width < smallScreenBelow;
}

/** `(min-width: 768px)` for a breakpoint name or a width in px. */
export function minWidthQuery(breakpoint: BreakpointName | number): string {
  const px = typeof breakpoint === "number" ? breakpoint : breakpoints[breakpoint];
  return `(min-width: ${px}px)`;
}

// max-width is inclusive: 959.98 keeps a 959.5 px zoomed viewport small and a 960 px one wide,
// the same split as Tailwind's `max-desktop:` variant.
export const mediaQueries = Object.freeze({
  smallScreen: `(max-width: ${smallScreenBelow - 0.02}px)`,
  wideScreen: `(min-width: ${smallScreenBelow}px)`,
});
