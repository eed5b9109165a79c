// subset-font 2.9 ships no types (and @types/subset-font, for 2.3, lacks keepFeatures): the part
// that scripts/subset-fonts.ts calls, from the package's README.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType feature tags to keep (`hb-subset --layout-features`); all when absent. */
    keepFeatures?: string[];
  }
  export default function subsetFont(
    buffer: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
