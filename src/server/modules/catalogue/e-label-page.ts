// The e-label page /e/{code} (issue 15 §2) as one small HTML string: no link, no script, no
// image to fetch (the pictograms are inline SVG), no font, no cookie; the same renderer answers
// the back-office's preview. Every text is the translation table's or escaped owner text.
import type { ELabel, LabelLanguage, PictogramCode } from "../../../../schemas/e-label";
import { labelTexts } from "../../../../schemas/e-label-ingredients";
import {
  effectiveNutrition,
  formatAlcohol,
  ingredientSegments,
  nutritionTable,
} from "../../../runtime/shop/e-label";
import { escapeHtml } from "../../mail/layout";

export interface LabelPageInput {
  productName: string;
  year: number | null;
  /** "75 cl", already formatted. */
  capacity: string | null;
  label: ELabel;
  lang: LabelLanguage;
}

const STYLE =
  "body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;max-width:34rem;padding:1rem;color:#1a1a1a;background:#fff}" +
  "h1{font-size:1.35rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1.25rem 0 .4rem;border-bottom:1px solid #ccc}" +
  "p{margin:.3rem 0}table{border-collapse:collapse;width:100%}td,th{padding:.3rem 0;border-bottom:1px solid #e5e5e5;text-align:left}" +
  "td:last-child{text-align:right;white-space:nowrap}.sub{padding-left:1rem}small{color:#555}" +
  "ul{list-style:none;padding:0}li{display:flex;gap:.6rem;align-items:center;margin:.5rem 0}svg{flex:none}";

/** A pictogram: a circle crossed out over a letter-free silhouette, drawn inline. */
const PICTOGRAM_PATHS: Record<PictogramCode, string> = {
  pregnancy: '<circle cx="24" cy="11" r="4"/><path d="M20 17h6c5 2 7 7 6 12h-4v12h-7V29l-2-4z"/>',
  driving:
    '<rect x="11" y="22" width="26" height="9" rx="2"/><path d="M15 22l3-7h12l3 7z"/><circle cx="17" cy="33" r="3"/><circle cx="31" cy="33" r="3"/>',
  minors:
    '<text x="24" y="31" font-size="15" font-weight="700" text-anchor="middle" fill="currentColor">-18</text>',
};

const pictogram = (code: PictogramCode) =>
  `<svg width="44" height="44" viewBox="0 0 48 48" aria-hidden="true" fill="currentColor">${PICTOGRAM_PATHS[code]}<circle cx="24" cy="24" r="21" fill="none" stroke="#c00" stroke-width="4"/><path d="M9 9l30 30" stroke="#c00" stroke-width="4"/></svg>`;

/** The label's body (also the product page's source of truth for its wording). */
export function renderLabelPage(input: LabelPageInput): string {
  const { label, lang } = input;
  const t = labelTexts[lang];
  const e = escapeHtml;
  const title = [input.productName, input.year, input.capacity].filter(Boolean).join(" · ");
  const parts: string[] = [`<h1>${e(title)}</h1><p><small>${e(t.title)}</small></p>`];
  if (label.alcoholPercent !== null) {
    parts.push(`<p>${e(t.alcohol)} : <b>${e(formatAlcohol(label.alcoholPercent, lang))}</b></p>`);
  }
  const segments = ingredientSegments(label, lang);
  if (segments.length) {
    const list = segments.map((s) => (s.allergen ? `<strong>${e(s.text)}</strong>` : e(s.text))).join("");
    parts.push(`<h2>${e(t.ingredients)}</h2><p>${list}</p>`);
  }
  const nutrition = effectiveNutrition(label);
  if (nutrition) {
    const table = nutritionTable(nutrition, lang);
    const rows = table.rows
      .map(
        (r) =>
          `<tr><th scope="row"${r.sub ? ' class="sub"' : ""}>${e(r.label)}</th><td>${e(r.value)}</td></tr>`,
      )
      .join("");
    parts.push(
      `<h2>${e(t.nutrition)}</h2><table><caption><small>${e(t.per100)}</small></caption>${rows}</table>` +
        (table.negligible ? `<p><small>${e(t.negligible)}</small></p>` : ""),
    );
  }
  if (label.pictograms.length) {
    const items = label.pictograms
      .map((code) => `<li>${pictogram(code)}<span>${e(t[code])}</span></li>`)
      .join("");
    parts.push(`<h2>${e(t.responsible)}</h2><ul>${items}</ul>`);
  }
  const facts = [
    label.origin ? `<p>${e(t.origin)} : ${e(label.origin)}</p>` : "",
    label.producer ? `<p>${e(t.producer)} : ${e(label.producer)}</p>` : "",
  ].join("");
  if (facts) parts.push(facts);
  return page(lang, title, parts.join(""));
}

/** The small page of an unknown code. */
export function renderLabelNotFound(lang: LabelLanguage): string {
  const t = labelTexts[lang];
  return page(lang, t.notFound, `<h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundText)}</p>`);
}

const page = (lang: LabelLanguage, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
