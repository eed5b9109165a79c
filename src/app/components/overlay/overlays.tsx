import { useEffect } from "react";
import { listenChunkErrors } from "../../../client/chunk-reload";
import type { Shell } from "../../shell.server";
import { useT } from "../content/use-t";
import { CookieBanner } from "./cookie-banner";
import { ModalHost } from "./modal-host";
import { OfflineStatus } from "./offline-status";
import { SliderHost } from "./slider-host";

/**
 * What every layout has on top of the page (spec §2): the full-screen slider, the modal container,
 * the online status and the cookie banner (the toasts and the loading bar are in root.tsx: they
 * must work on an error page too). A chunk that fails to load reloads the page (spec §8); a font
 * that fails to load is logged, never fatal.
 */
export function Overlays({ shell }: { shell: Shell }) {
  const t = useT();
  useEffect(() => listenChunkErrors(), []);
  useEffect(() => {
    const fonts = document.fonts;
    if (!fonts) return;
    // a face may fail before this runs (they load with the first paint): look once all have
    // settled, and listen for the ones that load later
    const logged = new Set<FontFace>();
    const log = (faces: Iterable<FontFace>) => {
      const failed = [...faces].filter((face) => face.status === "error" && !logged.has(face));
      for (const face of failed) logged.add(face);
      if (failed.length) {
        console.warn(
          `font failed to load: ${failed.map((f) => `${f.family} ${f.weight} ${f.style}`).join(", ")}`,
        );
      }
    };
    let active = true;
    void fonts.ready.then(() => active && log(fonts));
    const onError = (event: Event) => log((event as FontFaceSetLoadEvent).fontfaces ?? []);
    fonts.addEventListener?.("loadingerror", onError);
    return () => {
      active = false;
      fonts.removeEventListener?.("loadingerror", onError);
    };
  }, []);
  return (
    <>
      <OfflineStatus t={t} />
      {/* the popup first: the early banner's script reads what the early popup's decided */}
      <ModalHost shell={shell} />
      <CookieBanner shell={shell} />
      <SliderHost t={t} />
    </>
  );
}
