// The live preview of the settings editor: the site itself in a frame, at a desktop or a phone
// width, scaled to fit, with the theme recomputed in the browser from the unsaved values
// (compileTheme of src/runtime) in a <style> added after the page's own theme, which it overrides
// (the page's <style id="vs-theme"> belongs to React in the frame: it is left alone).
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../src/ui/cn";
import { NativeSelect } from "../../src/ui/input";

export interface PreviewFrameProps {
  /** The theme's stylesheet for the values on screen. */
  css: string;
  /** Pages to look at: path and menu label. */
  pages: { path: string; label: string }[];
  /** Bumped after a save: the frame reloads, so that settings that are not CSS show too. */
  reloadKey: number;
}

const widths = { desktop: 1280, mobile: 390 } as const;

export function PreviewFrame({ css, pages, reloadKey }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [path, setPath] = useState(pages[0]?.path ?? "/");
  const [device, setDevice] = useState<keyof typeof widths>("desktop");
  const [scale, setScale] = useState(0.5);
  const [loaded, setLoaded] = useState(0);
  const pageSelectId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / widths[device]));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [device]);

  // the frame is the same site (same origin): the unsaved theme goes last in its <head>
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` signals a new document in the frame
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.head || !doc.getElementById("vs-theme")) return;
    let style = doc.getElementById("vs-theme-preview");
    if (!style) {
      style = doc.createElement("style");
      style.id = "vs-theme-preview";
      doc.head.append(style);
    }
    if (style.textContent !== css) style.textContent = css;
  }, [css, loaded]);

  const width = widths[device];
  const height = 1400;
  return (
    <section aria-labelledby="vs-preview-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="vs-preview-title" className="mr-auto text-base font-semibold">
          Aperçu en direct
        </h2>
        <label htmlFor={pageSelectId} className="sr-only">
          Page affichée dans l’aperçu
        </label>
        <NativeSelect
          id={pageSelectId}
          className="h-8 w-44 py-0"
          value={path}
          onChange={(e) => setPath(e.target.value)}
        >
          {pages.map((p) => (
            <option key={p.path} value={p.path}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
        <fieldset className="m-0 flex rounded-md border border-slate-400 p-0">
          <legend className="sr-only">Largeur de l’aperçu</legend>
          {(["desktop", "mobile"] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={cn(
                "px-3 py-1 text-sm focus-visible:outline-3 focus-visible:outline-blue-600",
                device === d ? "bg-slate-900 text-white" : "bg-white text-slate-900",
              )}
            >
              {d === "desktop" ? "Ordinateur" : "Mobile"}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="text-xs text-slate-600">
        Couleurs, polices et tailles changent ici dès la saisie ; les autres réglages s’affichent après
        l’enregistrement.
      </p>
      <div
        ref={box}
        className="overflow-hidden rounded-md border border-slate-300 bg-slate-100"
        style={{ height: height * scale }}
      >
        <iframe
          key={`${path}-${reloadKey}`}
          ref={frame}
          title="Aperçu du site"
          src={path}
          onLoad={() => setLoaded((n) => n + 1)}
          style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0" }}
          className="border-0 bg-white"
        />
      </div>
    </section>
  );
}
