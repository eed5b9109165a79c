import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { layoutProjectDataSchema } from "../../../../schemas/layout-project";
import { projectScriptVectors, projectXssCorpus } from "../../../../tests/fixtures/project-xss-corpus";
import { LayoutProjectError, migrateLayoutProject } from "../../../runtime/layout/layout-project";
import { ProjectSanitizeError, sanitizeLayoutProject } from "./project-sanitize";

type Json = Record<string, unknown>;

const wrapper = (components: unknown[], extra: Json = {}) => ({ type: "wrapper", components, ...extra });
const projectOf = (components: unknown[], extra: Json = {}) => ({
  pages: [{ id: "p1", frames: [{ id: "f1", component: wrapper(components) }] }],
  ...extra,
});
const clean = (project: unknown) => sanitizeLayoutProject(migrateLayoutProject(project)).project;
/** The components of the first frame of a cleaned project. */
const cleanComponents = (components: unknown[]) =>
  (clean(projectOf(components)).pages[0]?.frames?.[0]?.component?.components ?? []) as Json[];

// What GrapesJS 0.22's editor.getProjectData() returns for a layout made of our blocks
// (editor/layout/blocks.ts): section, button, image, address, a video parsed from the stored html,
// a rule on an element, a media query, a hover state; as it would be after a first save.
const editorProject = {
  dataSources: [],
  assets: [{ type: "image", src: "/media/site-1/a.jpg", unitDim: "px", height: 0, width: 0, name: "Vignes" }],
  styles: [
    { selectors: ["#irph"], style: { color: "var(--vs-primary-color)", "padding-top": "2rem" } },
    {
      selectors: ["vs-cta"],
      style: { padding: "2px", "background-image": 'url("/media/site-1/fond.jpg")' },
      mediaText: "(max-width: 959px)",
      atRuleType: "media",
    },
    { selectors: ["vs-button"], style: { color: "blue" }, state: "hover" },
  ],
  pages: [
    {
      frames: [
        {
          component: {
            type: "wrapper",
            stylable: ["background", "background-color", "background-image"],
            head: { type: "head" },
            docEl: { tagName: "html" },
            components: [
              {
                tagName: "section",
                classes: ["vs-section"],
                attributes: { id: "irph", title: "Présentation" },
                components: [
                  {
                    tagName: "header",
                    classes: ["vs-section__header"],
                    components: [
                      {
                        tagName: "h2",
                        type: "text",
                        classes: ["vs-section__title"],
                        components: [{ type: "textnode", content: "Titre & sous-titre < 3 mots" }],
                      },
                    ],
                  },
                  { tagName: "p", type: "text", content: "Quelques <strong>lignes</strong>." },
                ],
              },
              {
                classes: ["vs-actions"],
                components: [
                  {
                    type: "link",
                    classes: ["vs-button"],
                    attributes: { href: "/contact" },
                    components: [{ type: "textnode", content: "Nous contacter" }],
                  },
                ],
              },
              {
                tagName: "figure",
                classes: ["vs-figure"],
                components: [
                  {
                    type: "image",
                    resizable: { ratioDefault: 1 },
                    attributes: { src: "/media/site-1/a.jpg", alt: "Vignes", loading: "lazy" },
                  },
                ],
              },
              {
                tagName: "address",
                type: "text",
                components: [
                  { tagName: "strong", type: "text", components: [{ type: "textnode", content: "Domaine" }] },
                  { tagName: "br", void: true },
                  {
                    type: "link",
                    attributes: { href: "tel:0102030405" },
                    components: [{ type: "textnode", content: "01 02 03 04 05" }],
                  },
                ],
              },
              {
                classes: ["vs-cards"],
                attributes: { "data-vs-teasers": "news", "data-vs-count": "3" },
                components: [],
              },
              {
                tagName: "iframe",
                type: "video",
                resizable: { ratioDefault: 1 },
                attributes: {
                  allowfullscreen: "",
                  src: "https://www.youtube-nocookie.com/embed/x",
                  referrerpolicy: "strict-origin-when-cross-origin",
                  sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
                  loading: "lazy",
                },
                videoId: "x",
                provider: "ytnc",
                sources: [],
              },
            ],
          },
          id: "frame-1",
        },
      ],
      id: "page-1",
    },
  ],
  symbols: [],
};

describe("sanitizeLayoutProject: what our editor saves", () => {
  it("keeps a project of our blocks exactly as the editor made it", () => {
    expect(clean(editorProject)).toEqual(editorProject);
  });

  it("keeps the smallest projects the editor and the tests send", () => {
    expect(clean({ pages: [] })).toEqual({ pages: [] });
    const simple = { pages: [{ frames: [{ component: { type: "wrapper", components: [] } }] }], styles: [] };
    expect(clean(simple)).toEqual(simple);
  });

  it("adds to a video player what the html sanitizer adds to its iframe, once", () => {
    const [video] = cleanComponents([
      {
        type: "video",
        provider: "vi",
        videoId: "42",
        attributes: { src: "https://player.vimeo.com/video/42" },
      },
    ]);
    expect(video?.attributes).toEqual({
      src: "https://player.vimeo.com/video/42",
      sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
      referrerpolicy: "strict-origin-when-cross-origin",
      loading: "lazy",
    });
    const once = clean(projectOf([video]));
    expect(clean(once)).toEqual(once);
  });
});

describe("sanitizeLayoutProject: the allow-list", () => {
  it("keeps an empty head and html element of the wrapper, whatever they held", () => {
    const project = clean({
      pages: [
        {
          frames: [
            {
              component: wrapper([], {
                head: {
                  type: "head",
                  components: [{ tagName: "img", attributes: { src: "x", onerror: "x()" } }],
                },
                docEl: { tagName: "html", attributes: { onmouseover: "x()" } },
                doctype: "<!doctype html><script>x()</script>",
              }),
            },
          ],
        },
      ],
    });
    expect(project.pages[0]?.frames?.[0]?.component).toEqual({
      type: "wrapper",
      components: [],
      head: { type: "head" },
      docEl: { tagName: "html" },
    });
  });

  it("drops every key it does not list, at every level", () => {
    const project = clean({
      pages: [
        {
          id: "p",
          head: "x",
          frames: [
            {
              id: "f",
              head: [{ tagName: "script" }],
              attributes: { srcdoc: "x" },
              component: wrapper(
                [
                  {
                    tagName: "p",
                    content: "x",
                    script: "x()",
                    "script-export": "x()",
                    icon: "<img>",
                    traits: ["title"],
                    toolbar: [{ label: "<img>" }],
                    src: "x",
                    href: "javascript:x()",
                  },
                ],
                { icon: "<img>" },
              ),
            },
          ],
        },
      ],
      styles: [{ selectors: ["#a"], style: { color: "red" }, evil: "x" }],
      assets: [{ type: "image", src: "/a.jpg", onload: "x()" }],
      head: "<img>",
    });
    expect(project).toEqual({
      pages: [{ id: "p", frames: [{ id: "f", component: wrapper([{ tagName: "p", content: "x" }]) }] }],
      styles: [{ selectors: ["#a"], style: { color: "red" } }],
      assets: [{ type: "image", src: "/a.jpg" }],
    });
  });

  it("judges attributes with the html sanitizer's rules", () => {
    const [a, img, div] = cleanComponents([
      {
        tagName: "a",
        attributes: { href: "javascript:x()", title: "Lien", target: "_blank", onclick: "x()" },
        content: "x",
      },
      { type: "image", attributes: { src: "data:text/html;base64,PHNjcmlwdD4=", alt: "a", OnError: "x()" } },
      {
        tagName: "div",
        attributes: { id: "i3k9", "data-vs-form": "contact", "data-gjs-script": "x()", style: "color:red" },
      },
    ]);
    expect(a?.attributes).toEqual({ title: "Lien", target: "_blank", rel: "noopener noreferrer" });
    // as in the html: an image may show a data: url (it runs nothing), an event handler goes
    expect(img?.attributes).toEqual({ src: "data:text/html;base64,PHNjcmlwdD4=", alt: "a" });
    expect(div?.attributes).toEqual({ id: "i3k9", "data-vs-form": "contact" });
  });

  it("drops the components the html sanitizer would remove, with what they hold", () => {
    const kept = cleanComponents([
      { tagName: "script", content: "x()" },
      { type: "script", content: "x()" },
      { tagName: "STYLE", components: [{ type: "textnode", content: "*{}" }] },
      { tagName: "form", components: [{ tagName: "p", content: "dans le formulaire" }] },
      { tagName: "svg", attributes: { onload: "x()" } },
      { tagName: "iframe", attributes: { src: "https://evil.example/" } },
      { type: "video", provider: "yt", videoId: "x" },
      { type: "map", address: "x" },
      { tagName: "img src=x onerror=x()" },
      { tagName: "p", content: "reste" },
    ]);
    expect(kept).toEqual([{ tagName: "p", content: "reste" }]);
  });

  it("cleans html as html and keeps text nodes as text", () => {
    const [text, node] = cleanComponents([
      { type: "text", content: "<b>gras</b><img src=x onerror=x()><script>x()</script>" },
      {
        type: "textnode",
        content: "<script>x()</script> & co",
        tagName: "script",
        attributes: { onload: "x" },
      },
    ]);
    expect(text?.content).toBe('<b>gras</b><img src="x">');
    expect(node).toEqual({ type: "textnode", content: "<script>x()</script> & co" });
    expect(
      clean(projectOf(["<p data-gjs-script='x()' onclick='x()'>a</p>"])).pages[0]?.frames?.[0]?.component,
    ).toMatchObject({ components: ["<p>a</p>"] });
  });

  it("cleans css values and drops the ones that would leave their rule", () => {
    const project = clean({
      ...projectOf([{ tagName: "p", style: { color: "red}</style><script>x()</script>", width: "10px" } }]),
      styles: [
        {
          selectors: ["#a"],
          style: {
            "background-image": "url(javajavascript:script:x())",
            width: "expression(x())",
            color: "red",
          },
          mediaText: "(max-width: 600px){}</style>",
        },
      ],
    });
    expect(project.styles).toEqual([
      { selectors: ["#a"], style: { "background-image": "url(x())", width: "(x())", color: "red" } },
    ]);
    expect(project.pages[0]?.frames?.[0]?.component?.components).toEqual([
      { tagName: "p", style: { width: "10px" } },
    ]);
  });

  it("strips markup from the names the editor writes as html", () => {
    const [p] = cleanComponents([{ tagName: "p", name: "Titre <img src=x onerror=x()>" }]);
    expect(p?.name).toBe("Titre img src=x onerror=x()");
  });

  it("drops __proto__ and constructor keys without touching any prototype", () => {
    const hostile = JSON.parse(
      `{"pages":[{"frames":[{"component":{"type":"wrapper","components":[{"tagName":"p","__proto__":{"script":"x()"},"constructor":"x","attributes":{"__proto__":{"onerror":"x()"},"constructor":"x","title":"t"}}]}}]}],"__proto__":{"polluted":true}}`,
    );
    const [p] = (clean(hostile).pages[0]?.frames?.[0]?.component?.components ?? []) as Json[];
    expect(p).toEqual({ tagName: "p", attributes: { title: "t" } });
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it("refuses a structure deeper than 100 levels", () => {
    let component: Json = { tagName: "p" };
    for (let i = 0; i < 150; i++) component = { tagName: "div", components: [component] };
    expect(() => clean(projectOf([component]))).toThrow(ProjectSanitizeError);
  });
});

describe("sanitizeLayoutProject: the hostile corpus (tests/fixtures/project-xss-corpus.ts)", () => {
  it("has at least 20 projects, whose script vectors the deep walk sees", () => {
    expect(projectXssCorpus.length).toBeGreaterThanOrEqual(20);
    for (const { name, project } of projectXssCorpus) {
      expect(projectScriptVectors(project).length, name).toBeGreaterThan(0);
    }
  });

  it("stores none of them with a key outside the allow-list or anything that runs", () => {
    for (const { name, project } of projectXssCorpus) {
      let stored: unknown;
      try {
        stored = sanitizeLayoutProject(migrateLayoutProject(project));
      } catch (error) {
        // refused (not a project, too deep): nothing is stored
        expect(error instanceof LayoutProjectError || error instanceof ProjectSanitizeError, name).toBe(true);
        continue;
      }
      expect({ name, vectors: projectScriptVectors(stored) }).toEqual({ name, vectors: [] });
      expect(sanitizeLayoutProject(migrateLayoutProject(stored)), name).toEqual(stored);
    }
  });
});

// Any component tree made of safe and hostile parts: the result is clean and cleaning it again
// changes nothing.
// hostile values go where a browser reads a url or runs code; text attributes hold text
const attributes = fc.oneof(
  fc.dictionary(
    fc.constantFrom("href", "src", "onclick", "OnError", "srcdoc", "formaction"),
    fc.constantFrom("x", "/a", "javascript:x()", " java\tscript:x()", "data:text/html,<script>x()</script>"),
    { maxKeys: 3 },
  ),
  fc.dictionary(fc.constantFrom("id", "title", "data-x"), fc.constantFrom("x", '"><img onerror=x()>'), {
    maxKeys: 3,
  }),
);
const component: fc.Memo<unknown> = fc.memo((depth) =>
  fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("<b>b</b>", "<img src=x onerror=x()>", "texte"),
    fc.record(
      {
        type: fc.constantFrom("text", "textnode", "link", "image", "video", "script", "", "default"),
        tagName: fc.constantFrom("p", "div", "a", "img", "script", "iframe", "svg", "STYLE", "br"),
        attributes,
        content: fc.constantFrom("x", "<script>x()</script>", "<a href='javascript:x()'>a</a>"),
        script: fc.constant("x()"),
        classes: fc.array(fc.constantFrom("vs-a", '"><b>', "b"), { maxLength: 2 }),
        components: depth > 1 ? fc.array(component(depth - 1), { maxLength: 3 }) : fc.constant([]),
      },
      { requiredKeys: [] },
    ),
  ),
);

describe("sanitizeLayoutProject: any project (property)", () => {
  it("is clean and stable", () => {
    fc.assert(
      fc.property(fc.array(component(4), { maxLength: 4 }), (components) => {
        const once = sanitizeLayoutProject(migrateLayoutProject(projectOf(components)));
        expect(projectScriptVectors(once)).toEqual([]);
        expect(layoutProjectDataSchema.safeParse(once.project).success).toBe(true);
        expect(sanitizeLayoutProject(migrateLayoutProject(once))).toEqual(once);
      }),
      { numRuns: 60 },
    );
  });
});
