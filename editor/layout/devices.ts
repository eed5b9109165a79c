// Responsive editing at the breakpoints of spec §9. Styles set on the "Ordinateur" device apply to
// every width; styles set on another device apply to that width and below (`max-width`, GrapesJS's
// default), so that an admin narrows a layout step by step as screens get smaller.
import { breakpoints, smallScreenBelow } from "../../src/runtime/theme/breakpoints";

export interface EditorDevice {
  id: string;
  name: string;
  /** Width of the canvas frame; "" fills the canvas. */
  width: string;
  /** Width of the `max-width` media query of the styles set on this device; "" for none. */
  widthMedia: string;
}

const px = (n: number) => `${n}px`;

export const editorDevices: readonly EditorDevice[] = Object.freeze([
  { id: "desktop", name: "Ordinateur (toutes les largeurs)", width: "", widthMedia: "" },
  {
    id: "xl",
    name: `Grand écran (${breakpoints.xl} px)`,
    width: px(breakpoints.xl),
    widthMedia: px(breakpoints.xl),
  },
  {
    id: "lg",
    name: `Écran moyen (${breakpoints.lg} px)`,
    width: px(breakpoints.lg),
    widthMedia: px(breakpoints.lg),
  },
  {
    id: "md",
    name: `Tablette paysage (${breakpoints.md} px)`,
    width: px(breakpoints.md),
    widthMedia: px(breakpoints.md),
  },
  // spec §9: below 960 px the site shows its mobile header and bottom bar
  {
    id: "small",
    name: `Petit écran (moins de ${smallScreenBelow} px)`,
    width: px(smallScreenBelow - 1),
    widthMedia: px(smallScreenBelow - 0.02),
  },
  {
    id: "sm",
    name: `Tablette portrait (${breakpoints.sm} px)`,
    width: px(breakpoints.sm),
    widthMedia: px(breakpoints.sm),
  },
  {
    id: "xs",
    name: `Mobile (${breakpoints.xs} px)`,
    width: px(breakpoints.xs),
    widthMedia: px(breakpoints.xs),
  },
]);
