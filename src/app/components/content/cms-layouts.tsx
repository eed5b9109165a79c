import { preload } from "react-dom";
import { useRouteLoaderData } from "react-router";
import type { PageLayout } from "../../../../schemas/site";
import { fontPreloads } from "../../head-assets";
import type { Shell } from "../../shell.server";
import { useGalleryLinks } from "./gallery-links";

/** A CMS page's layouts in order. Their html was sanitized when it was written. */
export function CmsLayouts({ layouts }: { layouts: Pick<PageLayout, "id" | "html" | "css">[] }) {
  // gallery blocks of the layout editor open the full-screen slider
  useGalleryLinks();
  // the blocks' headings draw a face the site's other pages may not (shell.blockFontFaces): React
  // puts its preload in the head, beside the root's (decision 129)
  const shell = useRouteLoaderData<Shell>("root");
  for (const face of shell?.blockFontFaces ?? []) {
    const href = fontPreloads[face];
    if (href && !shell?.fontFaces.includes(face))
      preload(href, { as: "font", type: "font/woff2", crossOrigin: "" });
  }
  return (
    <>
      {layouts.map((layout) => (
        <div key={layout.id} className="vs-layout relative" data-layout-id={layout.id}>
          {layout.css ? <style>{layout.css}</style> : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify at write time */}
          <div dangerouslySetInnerHTML={{ __html: layout.html }} />
        </div>
      ))}
    </>
  );
}
