/**
 * The scripts of the six trackers of spec §2's cookie banner (web analytics, search-engine
 * analytics, ads tag, privacy-friendly analytics, tag manager, social pixel): each one loads only
 * when its id is configured, and only after the visitor accepted (the browser decides that part).
 *
 * The search-engine tool (SEARCH_CONSOLE_ID) is not a script: it is a site-verification meta tag
 * that the search engine reads from the server's HTML; it reads and writes nothing on the
 * visitor's device, so it is rendered with the page (see docs/decisions/043-trackers.md).
 */
import type { Trackers } from "./feature-flags";

export type TrackerName = Exclude<keyof Trackers, "searchConsoleId">;

export interface TrackerScript {
  /** Which setting asked for it; also the `data-vs-tracker` attribute of the script element. */
  tracker: TrackerName;
  src: string;
  /** Extra attributes of the script element. */
  attributes: Record<string, string>;
  /** What to set up in the page before the script runs. */
  setup:
    | { kind: "gtag"; ids: string[] }
    | { kind: "tag-manager"; id: string }
    | { kind: "social-pixel"; id: string }
    | { kind: "none" };
}

const q = encodeURIComponent;

/** The scripts to add once the visitor accepted, in a stable order; none when nothing is set. */
export function trackerScriptsOf(trackers: Trackers): TrackerScript[] {
  const scripts: TrackerScript[] = [];
  // the web analytics tool and the ads tag share one loader (gtag.js), configured with both ids
  const gtagIds = [trackers.analyticsId, trackers.adsTagId].filter((id): id is string => id !== null);
  const [firstGtagId] = gtagIds;
  if (firstGtagId) {
    scripts.push({
      tracker: trackers.analyticsId ? "analyticsId" : "adsTagId",
      src: `https://www.googletagmanager.com/gtag/js?id=${q(firstGtagId)}`,
      attributes: {},
      setup: { kind: "gtag", ids: gtagIds },
    });
  }
  if (trackers.privacyAnalyticsDomain) {
    scripts.push({
      tracker: "privacyAnalyticsDomain",
      src: "https://plausible.io/js/script.js",
      attributes: { "data-domain": trackers.privacyAnalyticsDomain },
      setup: { kind: "none" },
    });
  }
  if (trackers.tagManagerId) {
    scripts.push({
      tracker: "tagManagerId",
      src: `https://www.googletagmanager.com/gtm.js?id=${q(trackers.tagManagerId)}`,
      attributes: {},
      setup: { kind: "tag-manager", id: trackers.tagManagerId },
    });
  }
  if (trackers.socialPixelId) {
    scripts.push({
      tracker: "socialPixelId",
      src: "https://connect.facebook.net/en_US/fbevents.js",
      attributes: {},
      setup: { kind: "social-pixel", id: trackers.socialPixelId },
    });
  }
  return scripts;
}
