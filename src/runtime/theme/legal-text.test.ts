import createDOMPurify from "dompurify";
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  defaultParameterValues,
  type LegalPlaceholderKey,
  legalPlaceholderKeys,
  legalTextKeys,
  type ParameterValues,
} from "../../../schemas/parameters";
import { escapeHtml, fillLegalPlaceholders, renderLegalText, unsetPlaceholderText } from "./legal-text";

// The sanitizer the server passes in (src/server/security/sanitize.ts): DOMPurify over a jsdom
// window, HTML profile, no style element or attribute, no form.
const { window } = new JSDOM("");
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
const sanitize = (html: string) =>
  purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    FORBID_ATTR: ["style"],
  });

// Valid values of every placeholder (the registry's formats).
const company: Record<LegalPlaceholderKey, string> = {
  COMPANY_NAME: "Domaine des Trois Vallées",
  LEGAL_COMPANY_NAME: "SCEA Trois Vallées",
  CORPORATE_FORM: "SCEA",
  LEGAL_AGENT: "Claire Martin",
  HEAD_OFFICE: "12 route des Vignes, 21200 Beaune",
  SIRET_NUMBER: "123 456 789 00012",
  RCS_NUMBER: "RCS Dijon 123 456 789",
  RM_NUMBER: "RM 21 123 456",
  SHARE_CAPITAL: "15 000 €",
  INTRACO_VAT: "FR12123456789",
  COMPANY_PHONE: "03 80 22 00 00",
  COMPANY_EMAIL: "contact@trois-vallees.fr",
};

const withText = (text: string, values: Partial<ParameterValues> = company): ParameterValues =>
  ({ ...defaultParameterValues, ...values, LEGAL_NOTICE: text }) as ParameterValues;

const render = (text: string, values: Partial<ParameterValues> = company) =>
  renderLegalText("LEGAL_NOTICE", withText(text, values), sanitize);

describe("renderLegalText: placeholders", () => {
  it("fills every placeholder of legalPlaceholderKeys", () => {
    const template = legalPlaceholderKeys.map((key) => `<p data-key="${key}">{{${key}}}</p>`).join("");
    const html = render(template);
    const doc = new JSDOM(html).window.document;
    for (const key of legalPlaceholderKeys) {
      expect(doc.querySelector(`[data-key="${key}"]`)?.textContent, key).toBe(company[key]);
    }
    expect(html).not.toContain("{{");
  });

  it("renders each of the five legal texts", () => {
    for (const key of legalTextKeys) {
      const values = { ...defaultParameterValues, ...company, [key]: `<p>${key} de {{COMPANY_NAME}}</p>` };
      expect(renderLegalText(key, values as ParameterValues, sanitize)).toBe(
        `<p>${key} de Domaine des Trois Vallées</p>`,
      );
    }
  });

  it("fills placeholders inside attributes, escaped", () => {
    expect(render('<a href="mailto:{{COMPANY_EMAIL}}">{{ COMPANY_EMAIL }}</a>')).toBe(
      '<a href="mailto:contact@trois-vallees.fr">contact@trois-vallees.fr</a>',
    );
  });

  it("escapes values", () => {
    const html = render("<p>{{COMPANY_NAME}}</p>", { COMPANY_NAME: `<b>Vins & "Crus"</b> l'été` });
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector("b")).toBeNull();
    expect(doc.querySelector("p")?.textContent).toBe(`<b>Vins & "Crus"</b> l'été`);
    expect(fillLegalPlaceholders("{{COMPANY_NAME}}", { COMPANY_NAME: `<a href='x'>` })).toBe(
      "&lt;a&#32;href&#61;&#39;x&#39;&gt;",
    );
  });

  it("shows a dash for an unset placeholder and nothing for an unknown one", () => {
    expect(render("<p>RM : {{RM_NUMBER}}.</p>", { RM_NUMBER: null })).toBe(
      `<p>RM : ${unsetPlaceholderText}.</p>`,
    );
    expect(render("<p>RM : {{RM_NUMBER}}.</p>", { RM_NUMBER: "  " })).toBe(
      `<p>RM : ${unsetPlaceholderText}.</p>`,
    );
    expect(render("<p>[{{UNKNOWN_KEY}}][{{GLOBAL_CSS}}][{{COMPANY_NAME.length}}][{{.}}]</p>")).toBe(
      "<p>[][][][]</p>",
    );
  });

  it("reads triple braces and & tags as escaped variables", () => {
    const values = { COMPANY_NAME: "<img src=x onerror=alert(1)>" };
    expect(fillLegalPlaceholders("{{{COMPANY_NAME}}}|{{&COMPANY_NAME}}", values)).toBe(
      `${escapeHtml(values.COMPANY_NAME)}|${escapeHtml(values.COMPANY_NAME)}`,
    );
  });

  it("shows a section when its key is set, an inverted section when it is not, never iterating", () => {
    const template =
      "{{#RM_NUMBER}}<p>RM {{RM_NUMBER}}</p>{{/RM_NUMBER}}{{^RM_NUMBER}}<p>Pas de RM</p>{{/RM_NUMBER}}";
    expect(fillLegalPlaceholders(template, { RM_NUMBER: "RM-21-123" })).toBe("<p>RM RM-21-123</p>");
    expect(fillLegalPlaceholders(template, { RM_NUMBER: null })).toBe("<p>Pas de RM</p>");
    expect(fillLegalPlaceholders("{{#NOT_A_KEY}}x{{/NOT_A_KEY}}{{^NOT_A_KEY}}y{{/NOT_A_KEY}}", {})).toBe("y");
  });

  it("drops partials, comments and delimiter changes, and leaves no raw {{", () => {
    expect(fillLegalPlaceholders("a{{>footer}}b{{! note }}c", company)).toBe("abc");
    const changed = fillLegalPlaceholders("{{=<% %>=}}<%CORPORATE_FORM%> {{CORPORATE_FORM}}", company);
    expect(changed).toBe("SCEA {CORPORATE_FORM}");
  });

  it("survives a template Mustache cannot parse", () => {
    expect(fillLegalPlaceholders("<p>{{CORPORATE_FORM}} {{#RM_NUMBER}}open", company)).toBe("<p>SCEA open");
    expect(render("<p>{{COMPANY_NAME}} {{#RM_NUMBER}}open")).toBe("<p>Domaine des Trois Vallées open</p>");
    expect(fillLegalPlaceholders("{{/RM_NUMBER}} {{CORPORATE_FORM}} {{COMPANY_NAME", company)).toBe(
      " SCEA {COMPANY_NAME",
    );
  });

  it("handles deeply nested sections without exhausting the stack", () => {
    const depth = 20_000;
    const template = `${"{{#COMPANY_NAME}}".repeat(depth)}x${"{{/COMPANY_NAME}}".repeat(depth)}`;
    expect(fillLegalPlaceholders(template, company)).toBe("x");
  });

  it("gives an empty string for an unset text", () => {
    expect(renderLegalText("SALE_TERMS", defaultParameterValues, sanitize)).toBe("");
  });
});

// XSS payloads, placed in the settings' values and in the owner's legal text itself.
const xssCorpus: readonly string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  "<img src=x oNeRrOr=alert(1)//",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<svg><a xlink:href='javascript:alert(1)'><text x='20' y='20'>x</text></a></svg>",
  "<body onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '" onmouseover="alert(1)" x="',
  "`onmouseover=alert(1)",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "{{{COMPANY_NAME}}}",
  "{{&COMPANY_NAME}}",
  "{{#COMPANY_NAME}}<img src=x onerror=alert(1)>{{/COMPANY_NAME}}",
  "{{^RM_NUMBER}}<script>alert(1)</script>{{/RM_NUMBER}}",
  "{{>partial}}",
  "{{=<% %>=}}<%{COMPANY_NAME}%>",
  "{{=| |=}}|COMPANY_NAME| {{COMPANY_NAME}}",
  "&#123;&#123;COMPANY_NAME&#125;&#125;",
  "{{ COMPANY_NAME ",
  "javascript:alert(1)",
  " JAVASCRIPT:alert(1)",
  "data:text/html,<script>alert(1)</script>",
];

const urlAttributes = new Set([
  "href",
  "xlink:href",
  "src",
  "srcset",
  "action",
  "formaction",
  "data",
  "poster",
]);

/** The dangerous things a rendered text must not hold, checked on the parsed DOM and on the string. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain("{{");
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  expect(doc.querySelectorAll("script, iframe, object, embed, form, base, meta, link, style").length).toBe(0);
  for (const element of doc.body.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore spaces and control characters in a URL's scheme.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point.
      const value = attribute.value.toLowerCase().replace(/[\u0000-\u0020]/g, "");
      expect(name.startsWith("on"), `${element.tagName} ${name}`).toBe(false);
      expect(["srcdoc", "style"]).not.toContain(name);
      // A URL attribute may not run script; text attributes (title, alt) may show the words.
      if (urlAttributes.has(name)) {
        expect(value, `${element.tagName} ${name}`).not.toMatch(/^(javascript|vbscript):/);
      }
      // A link may not open a document made of a data: URL (an image may be one).
      if ((name === "href" || name === "xlink:href") && ["a", "area"].includes(element.localName)) {
        expect(value, `${element.tagName} ${name}`).not.toMatch(/^data:/);
      }
    }
  }
}

describe("renderLegalText: XSS corpus", () => {
  it("has at least 30 payloads", () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(30);
  });

  const template = `<h2>Mentions légales</h2>${legalPlaceholderKeys
    .map((key) => `<p title="{{${key}}}">{{${key}}} {{{${key}}}} {{#${key}}}[{{${key}}}]{{/${key}}}</p>`)
    .join("")}<a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a><a href="{{COMPANY_NAME}}">site</a>`;

  it.each(xssCorpus)("is harmless as a setting value: %s", (payload) => {
    const values = Object.fromEntries(legalPlaceholderKeys.map((key) => [key, payload]));
    const html = render(template, values);
    expectHarmless(html);
    // The value is shown as text, never parsed as markup.
    expect(new JSDOM(html).window.document.querySelector("p")?.textContent).toContain(
      payload.trim().replace(/\s+/g, " ").replace(/\{\{+/g, "{").slice(0, 5),
    );
  });

  it.each(xssCorpus)("stays text in text and attribute positions, even with no sanitizer: %s", (payload) => {
    const values = {
      ...defaultParameterValues,
      ...Object.fromEntries(legalPlaceholderKeys.map((key) => [key, payload])),
    };
    const html = renderLegalText(
      "LEGAL_NOTICE",
      { ...values, LEGAL_NOTICE: '<p title="{{COMPANY_NAME}}" class={{LEGAL_AGENT}}>{{{COMPANY_NAME}}}</p>' },
      (unsanitized) => unsanitized,
    );
    const doc = new JSDOM(`<body>${html}</body>`).window.document;
    expect(doc.body.children.length).toBe(1);
    const p = doc.querySelector("p") as HTMLElement;
    expect(p.children.length).toBe(0);
    expect([...p.attributes].map((a) => a.name)).toEqual(["title", "class"]);
  });

  it.each(xssCorpus)("is harmless in the legal text itself: %s", (payload) => {
    expectHarmless(render(`<p>Avant</p>${payload}<p>{{COMPANY_NAME}} ${payload}</p>`, company));
  });

  it.each(xssCorpus)("is harmless in both at once: %s", (payload) => {
    const values = Object.fromEntries(legalPlaceholderKeys.map((key) => [key, payload]));
    expectHarmless(render(`${payload}${template}${payload}`, values));
  });

  it("is harmless for any text and any values (property)", () => {
    const piece = fc.oneof(
      fc.constantFrom(...xssCorpus),
      fc.constantFrom(...legalPlaceholderKeys.map((key) => `{{${key}}}`)),
      fc.constantFrom(
        "{{",
        "}}",
        "{{{",
        "}}}",
        "{{#",
        "{{/",
        "{{^",
        "{{=",
        "=}}",
        "<",
        ">",
        '"',
        "'",
        '<a href="',
      ),
      fc.string({ maxLength: 12 }),
    );
    const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
    const values = fc.dictionary(
      fc.constantFrom(...legalPlaceholderKeys),
      fc.oneof(fc.constantFrom(...xssCorpus), fc.string({ maxLength: 20 }), fc.constant(null)),
    );
    fc.assert(
      fc.property(text, values, (t, v) => {
        expectHarmless(render(t, v));
      }),
      { numRuns: 300 },
    );
  });
});
