// The console's one stylesheet (issue 19 §1), served by the platform host at /console.css: the
// pages' policy allows styles from 'self' only (no inline style, no style attribute), so the
// presets' colour swatches are classes written here from themes/presets.ts.
import { type ThemePreset, themePresets } from "../../../../../themes/presets";

/** The colours a preset's swatch shows, in order (registry values, #RRGGBBAA). */
const swatchKeys = ["PRIMARY_COLOR", "ACCENT_COLOR", "BACKGROUND_COLOR", "FONT_COLOR"] as const;

/** A preset's values, when themes/presets.ts has this name (the schema may list one it lacks yet). */
export function presetOf(name: string): ThemePreset | undefined {
  return (themePresets as Readonly<Record<string, ThemePreset | undefined>>)[name];
}

/** The swatch colours of a preset, as CSS colours; empty when unknown. */
export function swatchColoursOf(name: string): string[] {
  const values = presetOf(name)?.values ?? {};
  return swatchKeys
    .map((key) => values[key])
    .filter((v): v is string => typeof v === "string" && /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(v));
}

/** The class of a preset's n-th swatch colour. */
export const swatchClass = (preset: string, index: number) => `sw-${preset}-${index}`;

function swatchRules(): string {
  return Object.keys(themePresets)
    .flatMap((name) =>
      swatchColoursOf(name).map((colour, i) => `.${swatchClass(name, i)}{background:${colour}}`),
    )
    .join("\n");
}

const base = `
:root{--ink:#1c2430;--muted:#4b5563;--line:#d5dae1;--bg:#f5f6f8;--card:#fff;--brand:#6b1e2e;--brand-ink:#fff;
--ok:#146c43;--ok-bg:#e8f5ee;--warn:#8a5300;--warn-bg:#fff4e0;--bad:#b42318;--bad-bg:#fdecea;--focus:#1d4ed8}
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg);line-height:1.5}
body{margin:0}
a{color:#1e3a8a}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:1rem}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.top{background:var(--brand);color:var(--brand-ink)}
.top-in{max-width:72rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
.brand{font-weight:700;color:inherit;text-decoration:none;font-size:1.1rem}
.top nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.top nav a{color:inherit;text-decoration:none;padding:.25rem 0;border-bottom:2px solid transparent}
.top nav a[aria-current=page],.top nav a:hover{border-bottom-color:currentColor}
.top :focus-visible{outline-color:#fff}
.who{margin-left:auto;display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:center;font-size:.9rem;min-width:0;max-width:100%}
.who span{overflow-wrap:anywhere;min-width:0}
.who .button{background:transparent;color:inherit;border-color:currentColor}
main{max-width:72rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.6rem;margin:.25rem 0 1rem}
h2{font-size:1.2rem;margin:0 0 .75rem}
h3{font-size:1rem;margin:1rem 0 .5rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem 1.25rem;margin:0 0 1.25rem}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr))}
.grid>.card{margin:0}
.notice,.alert{border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid}
.notice{background:var(--ok-bg);border-color:var(--ok);color:#0b3d26}
.alert{background:var(--bad-bg);border-color:var(--bad);color:#7a1a12}
.hint{color:var(--muted);font-size:.9rem;margin:.25rem 0 0}
.field{margin:0 0 1rem}
.field label,.legend{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text],input[type=email],input[type=password],input[type=number],input[type=search],input[type=file],select,textarea{
font:inherit;color:inherit;width:100%;max-width:32rem;padding:.5rem .6rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff}
textarea{min-height:5rem}
[aria-invalid=true]{border-color:var(--bad);border-width:2px}
.error{color:var(--bad);font-weight:600;margin:.25rem 0 0}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:0 0 .75rem}
.check input{width:1.15rem;height:1.15rem;margin:.2rem 0 0;flex:none}
fieldset{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
legend{font-weight:600;padding:0 .25rem}
.button{display:inline-block;font:inherit;font-weight:600;cursor:pointer;border:2px solid var(--brand);background:var(--brand);color:var(--brand-ink);
padding:.45rem 1rem;border-radius:.375rem;text-decoration:none;line-height:1.4}
.button.secondary{background:#fff;color:var(--brand)}
.button.danger{background:var(--bad);border-color:var(--bad);color:#fff}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.inline{display:inline}
table{width:100%;border-collapse:collapse;background:var(--card)}
th,td{text-align:left;padding:.55rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.85rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
.badge{display:inline-block;font-size:.8rem;font-weight:600;padding:.05rem .5rem;border-radius:1rem;border:1px solid;white-space:nowrap}
.state-open{background:var(--ok-bg);color:var(--ok)}
.state-building{background:var(--warn-bg);color:var(--warn)}
.state-suspended{background:var(--bad-bg);color:var(--bad)}
.tag{background:#eef2f7;color:#334155;border-color:#cbd5e1}
.hosts{list-style:none;margin:0;padding:0}
.search{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0 0 1rem}
.search .field{margin:0;flex:1 1 16rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}
dl.facts dt{font-weight:600;color:var(--muted)}
dl.facts dd{margin:0}
.presets{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}
.preset{display:block;border:2px solid var(--line);border-radius:.5rem;padding:.6rem .75rem;cursor:pointer;background:#fff}
.preset:has(input:checked){border-color:var(--brand);box-shadow:0 0 0 2px var(--brand)}
.preset:has(input:focus-visible){outline:3px solid var(--focus);outline-offset:2px}
.preset input{margin-right:.4rem}
.swatches{display:flex;gap:0;margin:.5rem 0 0;height:1.5rem;border-radius:.25rem;overflow:hidden;border:1px solid var(--line)}
.swatches span{flex:1}
details.danger-zone>summary,details.confirm>summary{cursor:pointer;font-weight:600;margin:0 0 .5rem}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem;overflow-wrap:anywhere}
.pager{display:flex;gap:1rem;margin:1rem 0 0}
.login{max-width:26rem;margin:3rem auto}
.qr{display:block;background:#fff;padding:.5rem;border:1px solid var(--line);border-radius:.25rem;max-width:100%;height:auto}
.secret{font-size:1.05rem;letter-spacing:.05em}
.codes{columns:2;padding-left:1.25rem}
.codes code{font-size:1.05rem}
@media (max-width:720px){
 table.cards thead{display:none}
 table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:100%}
 table.cards tr{border:1px solid var(--line);border-radius:.5rem;margin:0 0 .75rem;padding:.5rem .75rem;background:var(--card)}
 table.cards td{border:0;padding:.25rem 0}
 table.cards td[data-label]::before{content:attr(data-label);display:block;font-size:.8rem;font-weight:600;color:var(--muted)}
 dl.facts{grid-template-columns:1fr}
 .who{margin-left:0}
}
`;

/** The stylesheet: built once, from the presets of this build. */
export const consoleCss = `${base.trim()}\n${swatchRules()}\n`;
