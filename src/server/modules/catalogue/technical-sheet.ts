// The technical sheet ("fiche technique") of spec §7 GET /product/generate/file/{id}[/{declinationId}]:
// a one- or two-page A4 PDF drawn with pdf-lib from the product's data and the site's theme
// (primary and accent colours, company name and contact details).
import type * as PdfLib from "pdf-lib";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { storedLabel } from "../../../../schemas/e-label";
import { labelTexts } from "../../../../schemas/e-label-ingredients";
import type { ParameterValues } from "../../../../schemas/parameters";
import type { Declination, ProductDetail, WineColor } from "../../../../schemas/shop";
import { translate } from "../../../runtime/messages/translate";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { effectiveNutrition, ingredientSegments, nutritionTable } from "../../../runtime/shop/e-label";
import { labelQrPng } from "./e-label-qr";

let pdfLib: typeof PdfLib | undefined;

/** pdf-lib (about 23 MB) is loaded with the first PDF, not by every process (issue 16 §8). */
export async function loadPdfLib(): Promise<typeof PdfLib> {
  pdfLib ??= await import("pdf-lib");
  return pdfLib;
}

/** pdf-lib's rgb(), once loadPdfLib() has run (every PDF is drawn after it). */
export const rgb: typeof PdfLib.rgb = (...args) => {
  if (!pdfLib) throw new Error("pdf-lib is not loaded: await loadPdfLib() first");
  return pdfLib.rgb(...args);
};

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;

/** A wine colour in the catalogue's words ("Rosé"): the sheet is in French. */
const colorLabelOf = (color: WineColor) => translate("fr_FR", `shop.color.${color}`);

// the colour of the bottle drawn on the sheet
const bottleColors: Record<WineColor, string> = {
  RED: "#6B1E2E",
  WHITE: "#D9C36A",
  ROSE: "#E9958C",
  SPARKLING: "#2E3B26",
  SWEET: "#C98A1E",
};

export function colorOf(hex: string | null | undefined, fallback: string) {
  const value = /^#[0-9a-f]{6}/i.test(hex ?? "") ? (hex as string) : fallback;
  const n = (i: number) => Number.parseInt(value.slice(i, i + 2), 16) / 255;
  return rgb(n(1), n(3), n(5));
}

/** Relative luminance, to write on the primary colour in black or white, whichever reads. */
function isDark(hex: string | null | undefined): boolean {
  const value = /^#[0-9a-f]{6}/i.test(hex ?? "") ? (hex as string) : "#000000";
  const channel = (i: number) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) < 0.4;
}

export interface SheetSite {
  values: Pick<
    ParameterValues,
    | "COMPANY_NAME"
    | "COMPANY_EMAIL"
    | "COMPANY_PHONE"
    | "HEAD_OFFICE"
    | "PRIMARY_COLOR"
    | "ACCENT_COLOR"
    | "SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET"
    | "SWAP_WINE_NAME_AND_APPELLATION"
  >;
  name: string;
  url: string;
  isWinemaker: boolean;
  /** The declination's e-label page (issue 15 §3): its QR code is printed on the sheet. */
  labelUrl?: string | null;
}

export class PdfWriter {
  page: PDFPage;
  y: number;
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont; title: PDFFont; italic: PDFFont },
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.charset = new Set(fonts.regular.getCharacterSet());
  }

  /** The standard fonts speak WinAnsi: any other character becomes its nearest neighbour or "?". */
  clean(text: string): string {
    return [...text.normalize("NFC")]
      .map((ch) => {
        const code = ch.codePointAt(0) ?? 63;
        if (this.charset.has(code)) return ch;
        if (/\s/.test(ch)) return " ";
        return "?";
      })
      .join("");
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 40) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of this.clean(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  }

  paragraph(
    text: string,
    options: {
      font?: PDFFont;
      size?: number;
      x?: number;
      width?: number;
      gap?: number;
      color?: ReturnType<typeof rgb>;
    },
  ) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - x - MARGIN;
    for (const line of this.lines(text, font, size, width)) {
      this.ensure(size * 1.45);
      this.page.drawText(line, {
        x,
        y: this.y - size,
        size,
        font,
        color: options.color ?? rgb(0.17, 0.11, 0.09),
      });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 6;
  }

  heading(text: string, color: ReturnType<typeof rgb>) {
    this.ensure(40);
    this.y -= 8;
    this.page.drawText(this.clean(text).toUpperCase(), {
      x: MARGIN,
      y: this.y - 11,
      size: 11,
      font: this.fonts.bold,
      color,
    });
    this.y -= 17;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.8,
      color,
      opacity: 0.5,
    });
    this.y -= 8;
  }

  /**
   * A row of columns: the first cell from the margin, wrapped before the first column's edge; the
   * others aligned right on their edges (`rightEdges`, one per other cell).
   */
  row(cells: string[], rightEdges: number[], options: { bold?: boolean; size?: number } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    const lead = size * 1.3;
    const [label = "", ...others] = cells;
    const labelLines = this.lines(label, font, size, (rightEdges[0] ?? A4[0] - MARGIN) - MARGIN - 40);
    this.ensure(labelLines.length * lead + 6);
    const ink = rgb(0.17, 0.11, 0.09);
    for (const [i, line] of labelLines.entries()) {
      this.page.drawText(line, { x: MARGIN, y: this.y - size - i * lead, size, font, color: ink });
    }
    for (const [i, text] of others.entries()) {
      const clean = this.clean(text);
      const edge = rightEdges[i] ?? A4[0] - MARGIN;
      this.page.drawText(clean, {
        x: edge - font.widthOfTextAtSize(clean, size),
        y: this.y - size,
        size,
        font,
        color: ink,
      });
    }
    this.y -= labelLines.length * lead + 6;
  }

  table(rows: [string, string][], x = MARGIN, width = A4[0] - MARGIN * 2) {
    const labelWidth = 150;
    for (const [label, value] of rows) {
      const valueLines = this.lines(value, this.fonts.regular, 10, width - labelWidth);
      this.ensure(valueLines.length * 14 + 4);
      this.page.drawText(this.clean(label), {
        x,
        y: this.y - 10,
        size: 10,
        font: this.fonts.bold,
        color: rgb(0.17, 0.11, 0.09),
      });
      for (const [i, line] of valueLines.entries()) {
        this.page.drawText(line, {
          x: x + labelWidth,
          y: this.y - 10 - i * 14,
          size: 10,
          font: this.fonts.regular,
          color: rgb(0.17, 0.11, 0.09),
        });
      }
      this.y -= valueLines.length * 14 + 4;
    }
    this.y -= 4;
  }
}

function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10).replace(".", ",");
}

type Color = ReturnType<typeof rgb>;
interface Palette {
  primary: Color;
  accent: Color;
  onPrimary: Color;
}
type Fonts = PdfWriter["fonts"];
interface Sheet {
  product: ProductDetail;
  declination: Declination | null;
  values: SheetSite["values"];
}

function drawHeader(w: PdfWriter, fonts: Fonts, palette: Palette, company: string) {
  const { primary, accent, onPrimary } = palette;
  // header band in the site's primary colour
  w.page.drawRectangle({ x: 0, y: A4[1] - 86, width: A4[0], height: 86, color: primary });
  w.page.drawRectangle({ x: 0, y: A4[1] - 90, width: A4[0], height: 4, color: accent });
  w.page.drawText(w.clean(company), {
    x: MARGIN,
    y: A4[1] - 44,
    size: 20,
    font: fonts.title,
    color: onPrimary,
  });
  w.page.drawText("FICHE TECHNIQUE", {
    x: MARGIN,
    y: A4[1] - 66,
    size: 10,
    font: fonts.bold,
    color: onPrimary,
  });
  w.y = A4[1] - 120;
}

function drawTitle(w: PdfWriter, fonts: Fonts, primary: Color, sheet: Sheet) {
  const { product, declination, values } = sheet;
  // title: name and appellation, swapped when the site asks (SWAP_WINE_NAME_AND_APPELLATION)
  const swap = values.SWAP_WINE_NAME_AND_APPELLATION === true && product.appellation;
  const main = swap ? (product.appellation as string) : product.name;
  const sub = swap ? product.name : product.appellation;
  const textWidth = A4[0] - MARGIN * 2 - 130;
  w.paragraph(main, { font: fonts.title, size: 24, width: textWidth, color: primary, gap: 2 });
  if (sub) w.paragraph(sub, { font: fonts.bold, size: 13, width: textWidth, gap: 2 });
  const facts = [
    declination?.year ? `Millésime ${declination.year}` : null,
    declination?.capacity ? formatCapacity(declination.capacity, declination.capacityUnit) : null,
    product.color ? colorLabelOf(product.color) : null,
    product.alcoholPercent ? `${formatNumber(product.alcoholPercent)} % vol.` : null,
  ].filter(Boolean);
  if (facts.length) w.paragraph(facts.join("  ·  "), { size: 11, width: textWidth, gap: 10 });
  if (product.shortDescription)
    w.paragraph(product.shortDescription, { font: fonts.italic, size: 11, width: textWidth, gap: 10 });
}

function drawBottle(w: PdfWriter, product: ProductDetail, primary: Color) {
  // a bottle in the wine's colour, top right (path units: 60 wide, 238 high, scaled)
  const top = A4[1] - 112;
  const scale = 0.72;
  if (product.type.type === "WINE") {
    const left = A4[0] - MARGIN - 60;
    const bottle =
      "M 14 0 L 30 0 L 30 60 C 30 78 52 84 52 112 L 52 228 C 52 234 48 238 42 238 L 2 238 C -4 238 -8 234 -8 228 L -8 112 C -8 84 14 78 14 60 Z";
    w.page.drawSvgPath(bottle, {
      x: left,
      y: top,
      scale,
      color: colorOf(bottleColors[product.color ?? "RED"], "#6B1E2E"),
      borderColor: primary,
      borderWidth: 1,
    });
    // the label
    w.page.drawRectangle({
      x: left - 2 * scale,
      y: top - 210 * scale,
      width: 48 * scale,
      height: 60 * scale,
      color: rgb(1, 1, 1),
      borderColor: primary,
      borderWidth: 0.8,
    });
  }
  w.y = Math.min(w.y, top - 238 * scale - 16);
}

function drawCharacteristics(
  w: PdfWriter,
  product: ProductDetail,
  declination: Declination | null,
  primary: Color,
) {
  // characteristics
  w.heading("Caractéristiques", primary);
  const grapes = product.grapeVarieties
    .map((g) => (g.percent !== null && g.percent < 100 ? `${g.name} (${g.percent} %)` : g.name))
    .join(", ");
  const rows: [string, string][] = [
    ...(product.appellation ? [["Appellation", product.appellation] as [string, string]] : []),
    ...(product.color ? [["Couleur", colorLabelOf(product.color)] as [string, string]] : []),
    ...(grapes ? [["Cépages", grapes] as [string, string]] : []),
    ...(declination?.year ? [["Millésime", String(declination.year)] as [string, string]] : []),
    ...(declination?.capacity
      ? [["Contenance", formatCapacity(declination.capacity, declination.capacityUnit)] as [string, string]]
      : []),
    ...(product.alcoholPercent
      ? [["Degré d’alcool", `${formatNumber(product.alcoholPercent)} % vol.`] as [string, string]]
      : []),
    ...product.features.map((f) => [f.label, f.value] as [string, string]),
    ...(declination?.reference ? [["Référence", declination.reference] as [string, string]] : []),
  ];
  w.table(rows);
}

/** Tasting notes, food pairings, awards and, when the site shows them, nutrition facts. */
function drawSections(w: PdfWriter, primary: Color, sheet: Sheet) {
  const { product, declination, values } = sheet;
  if (product.description) {
    w.heading(product.type.type === "WINE" ? "Dégustation" : "Description", primary);
    for (const paragraph of product.description.split(/\n\s*\n/))
      w.paragraph(paragraph.trim(), { size: 10.5 });
  }

  if (product.mealIcons.length) {
    w.heading("Accords mets et vins", primary);
    w.paragraph(product.mealIcons.map((m) => m.label).join(", "), { size: 10.5 });
  }

  const awardsShown = product.awards.filter(
    (a) => declination === null || a.vintage === null || a.vintage === declination.year,
  );
  if (awardsShown.length) {
    w.heading("Distinctions", primary);
    for (const award of awardsShown) {
      const detail = [award.distinction, award.vintage ? `millésime ${award.vintage}` : null, award.year]
        .filter(Boolean)
        .join(", ");
      w.paragraph(`${award.competition} : ${detail}`, { size: 10.5, gap: 2 });
    }
    w.y -= 4;
  }

  const label =
    declination?.label ??
    storedLabel({
      alcoholPercent: product.alcoholPercent,
      nutrition: product.nutrition,
      otherIngredients: product.ingredients ?? "",
    });
  const nutrition = effectiveNutrition(label);
  const ingredients = ingredientSegments(label, "fr")
    .map((s) => s.text)
    .join("");
  if (values.SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET === true && (nutrition || ingredients)) {
    // the e-label's own wording and rounding (runtime/shop/e-label.ts), as on its page
    w.heading("Informations nutritionnelles (pour 100 ml)", primary);
    if (nutrition) {
      const table = nutritionTable(nutrition, "fr");
      w.table(table.rows.map((r) => [r.label, r.value]));
      if (table.negligible) w.paragraph(labelTexts.fr.negligible, { size: 9.5 });
    }
    if (ingredients) w.paragraph(`Ingrédients : ${ingredients}`, { size: 10 });
  }
}

function drawFooters(
  doc: PDFDocument,
  w: PdfWriter,
  fonts: Fonts,
  primary: Color,
  site: SheetSite,
  product: ProductDetail,
) {
  const { values } = site;
  // footer on every page: contact details and, for wine, the health warning French law asks for
  const contact = [values.HEAD_OFFICE, values.COMPANY_PHONE, values.COMPANY_EMAIL, site.url]
    .filter(Boolean)
    .join("  ·  ");
  for (const page of doc.getPages()) {
    page.drawLine({
      start: { x: MARGIN, y: 56 },
      end: { x: A4[0] - MARGIN, y: 56 },
      thickness: 0.6,
      color: primary,
    });
    page.drawText(w.clean(contact).slice(0, 140), {
      x: MARGIN,
      y: 42,
      size: 8,
      font: fonts.regular,
      color: rgb(0.3, 0.3, 0.3),
    });
    if (site.isWinemaker || product.type.type === "WINE") {
      page.drawText(w.clean("L’abus d’alcool est dangereux pour la santé, à consommer avec modération."), {
        x: MARGIN,
        y: 28,
        size: 8,
        font: fonts.bold,
        color: rgb(0.3, 0.3, 0.3),
      });
    }
  }
}

/** The e-label's QR code (error correction M, quiet zone kept) and its address, for the label's designer. */
async function drawLabelQr(doc: PDFDocument, w: PdfWriter, primary: Color, url: string) {
  const size = 96;
  w.ensure(size + 40);
  w.heading("Étiquette électronique (UE)", primary);
  const png = await doc.embedPng(await labelQrPng(url, 600));
  const top = w.y;
  w.page.drawImage(png, { x: MARGIN, y: top - size, width: size, height: size });
  w.paragraph(url, { size: 9.5, width: 300, x: MARGIN + size + 12 });
  w.y = top - size - 8;
}

/** The PDF bytes of a product's technical sheet, for one declination (vintage and size). */
export async function technicalSheetOf(
  product: ProductDetail,
  declination: Declination | null,
  site: SheetSite,
): Promise<Uint8Array> {
  const { values } = site;
  const company = values.COMPANY_NAME ?? site.name;
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const title = [product.name, declination?.year ? String(declination.year) : null].filter(Boolean).join(" ");
  doc.setTitle(`Fiche technique — ${title}`);
  doc.setAuthor(company);
  doc.setSubject(product.appellation ?? product.name);
  doc.setLanguage("fr-FR");
  doc.setProducer("Vinisite");
  doc.setCreator("Vinisite");

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    title: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const w = new PdfWriter(doc, fonts);
  const primary = colorOf(values.PRIMARY_COLOR, "#6B1E2E");
  const accent = colorOf(values.ACCENT_COLOR, "#C9A227");
  const onPrimary = isDark(values.PRIMARY_COLOR) ? rgb(1, 1, 1) : rgb(0.1, 0.1, 0.1);

  const palette = { primary, accent, onPrimary };
  const sheet = { product, declination, values };
  drawHeader(w, fonts, palette, company);
  drawTitle(w, fonts, primary, sheet);
  drawBottle(w, product, primary);
  drawCharacteristics(w, product, declination, primary);
  drawSections(w, primary, sheet);
  if (site.labelUrl) await drawLabelQr(doc, w, primary, site.labelUrl);
  drawFooters(doc, w, fonts, primary, site, product);
  return doc.save();
}
