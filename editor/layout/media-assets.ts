// The layout editor's asset manager and the site's media library (issue 12 §4): the library's
// images are offered, and files dropped in the asset manager are sent to the library (checked,
// stripped, made into variants) and then offered too.
import type { Editor } from "grapesjs";
import { type RefObject, useCallback, useMemo } from "react";
import type { Media } from "../../schemas/media";
import { createAdminMediaClient } from "../../src/client/admin-media-calls";
import { ApiCallError } from "../../src/client/api-client";
import { showToast } from "../../src/client/toast-store";

/** A medium of the library as an asset of the editor: its address and what it shows. */
const assetsOf = (media: Media[]) =>
  media.filter((m) => m.kind === "image").map((m) => ({ src: m.url, name: m.alt || m.filename }));

export function useMediaAssets(idSite: number, editorRef: RefObject<Editor | null>) {
  const media = useMemo(() => createAdminMediaClient({ idSite }), [idSite]);
  const uploadFiles = useCallback(
    (files: File[]) => {
      media
        .upload(
          files.map((file) => ({ file, alt: "" })),
          () => {},
        )
        .then(
          (stored) => editorRef.current?.AssetManager.add(assetsOf(stored)),
          (error: unknown) =>
            showToast(
              error instanceof ApiCallError ? error.message : "L’envoi a échoué : vérifiez votre connexion.",
              "error",
            ),
        );
    },
    [media, editorRef],
  );
  /** Offers the library's images in the editor once it is ready (a failed read offers none). */
  const offerLibrary = useCallback(
    (editor: Editor) => {
      media.list({ perPage: 100 }).then(
        (library) => editor.AssetManager.add(assetsOf(library.items)),
        () => {},
      );
    },
    [media],
  );
  return { uploadFiles, offerLibrary };
}
