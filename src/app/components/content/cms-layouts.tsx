import type { PageLayout } from "../../../../schemas/site";
import { useGalleryLinks } from "./gallery-links";

/** A CMS page's layouts in order. Their html was sanitized when it was written. */
export function CmsLayouts({ layouts }: { layouts: Pick<PageLayout, "id" | "html" | "css">[] }) {
  // gallery blocks of the layout editor open the full-screen slider
  useGalleryLinks();
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
