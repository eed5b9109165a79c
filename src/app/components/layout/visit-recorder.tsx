import { useEffect } from "react";
import { importChunk } from "../../../client/chunk-reload";

/**
 * spec §2 layouts: "On load the layout reads a query parameter named from. If it is present, the
 * visit is recorded and the page reloads without the query string." (GET /site/visit/{from}).
 */
export function VisitRecorder({ idSite, lang }: { idSite: number; lang: string }) {
  useEffect(() => {
    const from = new URLSearchParams(window.location.search).get("from");
    if (from === null) return;
    const reload = () => window.location.replace(`${window.location.pathname}${window.location.hash}`);
    importChunk(() => import("../../../client/api-client"))
      .then(({ createApiClient }) =>
        createApiClient({ idSite, lang, origin: window.location.origin }).site.visit(from),
      )
      // a source the platform refuses is not worth an error for the visitor: the page reloads
      .catch((error: unknown) => console.warn("the visit could not be recorded", error))
      .finally(reload);
  }, [idSite, lang]);
  return null;
}
