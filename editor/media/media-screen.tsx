// The media library's own screen at /admin/media (issue 12 §4).
import { QueryProvider } from "../../src/client/query-provider";
import { LogosPanel } from "./logos-panel";
import { MediaLibrary } from "./media-library";

/** Loaded for admins only (src/app/routes/admin-media.tsx). */
export default function MediaScreen({ idSite }: { idSite: number }) {
  return (
    <QueryProvider>
      <div className="flex flex-col gap-5 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-semibold">Médiathèque</h1>
        <LogosPanel idSite={idSite} />
        <h2 className="text-xl font-semibold">Fichiers</h2>
        <MediaLibrary idSite={idSite} />
      </div>
    </QueryProvider>
  );
}
