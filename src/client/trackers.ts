/**
 * Adds the configured trackers' scripts to the page, once the visitor accepted them (spec §2 cookie
 * banner). Idempotent: a script already added is not added twice.
 *
 * The page's Content-Security-Policy allows each configured tracker's hosts (docs/decisions/081);
 * the scripts also carry the page's nonce, which a tag manager hands on to the tags it injects.
 */
import type { TrackerScript } from "../runtime/theme/tracker-scripts";
import { pageNonce } from "./csp-nonce";

type Queue = unknown[];
interface TrackerWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: Queue; loaded?: boolean; version?: string };
  _fbq?: unknown;
}

function setUp(setup: TrackerScript["setup"]): void {
  const w = window as unknown as TrackerWindow;
  switch (setup.kind) {
    case "gtag": {
      w.dataLayer = w.dataLayer ?? [];
      const layer = w.dataLayer;
      // gtag.js reads the arguments objects themselves, as its own snippet pushes them
      w.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: the loader expects the arguments object
        layer.push(arguments);
      };
      w.gtag("js", new Date());
      for (const id of setup.ids) w.gtag("config", id);
      return;
    }
    case "tag-manager":
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      return;
    case "social-pixel": {
      if (!w.fbq) {
        const queue: Queue = [];
        const fbq = (...args: unknown[]) => void queue.push(args);
        w.fbq = Object.assign(fbq, { queue, loaded: true, version: "2.0" });
        w._fbq = w.fbq;
      }
      w.fbq("init", setup.id);
      w.fbq("track", "PageView");
      return;
    }
    case "none":
      return;
  }
}

export function loadTrackerScripts(scripts: readonly TrackerScript[]): void {
  const nonce = pageNonce();
  for (const script of scripts) {
    if (document.querySelector(`script[data-vs-tracker="${script.tracker}"]`)) continue;
    setUp(script.setup);
    const element = document.createElement("script");
    element.async = true;
    element.src = script.src;
    if (nonce) element.nonce = nonce;
    element.dataset.vsTracker = script.tracker;
    for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
    document.head.appendChild(element);
  }
}
