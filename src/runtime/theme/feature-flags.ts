/**
 * Feature flags of the theme (spec §2 "Menu and display options", §3 "Features", "Anti-copy",
 * cookie banner trackers): what the storefront shows or turns on, read once from the settings.
 */
import type { ParameterValues } from "../../../schemas/parameters";
import { booleanSetting, choiceSetting, type StringKey, type ThemeValues, textSetting } from "./read-setting";

export interface Trackers {
  analyticsId: string | null;
  searchConsoleId: string | null;
  adsTagId: string | null;
  privacyAnalyticsDomain: string | null;
  tagManagerId: string | null;
  socialPixelId: string | null;
}

export interface FeatureFlags {
  blog: boolean;
  newsletter: boolean;
  contactPageHidden: boolean;
  searchBar: boolean;
  /** The scroll-to-top button and its scroll behaviour, or null (SCROLL_TO_TOP_BEHAVIOR NONE). */
  scrollToTop: "smooth" | "instant" | null;
  /** The promotional banner's text, or null when off or empty. */
  promoteMessage: string | null;
  /** Promoted news and their presentation, or null when off. */
  promotedNews: { style: NonNullable<ParameterValues["PROMOTED_NEWS_STYLE"]> } | null;
  alcoholPreventionBanner: boolean;
  /** On the payment page (spec §2). */
  breathalyserNotice: boolean;
  darkTheme: boolean;
  /** Sections replay their entrance each time they come back on screen (REPEAT_ANIMATION). */
  repeatAnimation: boolean;
  /** The estate is a member of the Vignerons Indépendants: their mark in the footer (IS_INDEPENDENT). */
  independentWinegrower: boolean;
  lockTextSelection: boolean;
  lockRightClick: boolean;
  /** Each tracker id, null when unset; a tracker loads only after consent (spec §2 cookie banner). */
  trackers: Trackers;
  /** At least one tracker is set: the cookie banner has something to ask. */
  hasTrackers: boolean;
}

// Tracker ids go into script URLs and attributes: the registry's token pattern, checked again.
const trackerId = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,252}$/;

function trackerOf(values: ThemeValues, key: StringKey): string | null {
  const value = textSetting(values, key);
  return value !== null && trackerId.test(value) ? value : null;
}

export function featureFlagsOf(values: ThemeValues): FeatureFlags {
  const scroll = choiceSetting(values, "SCROLL_TO_TOP_BEHAVIOR");
  const trackers: Trackers = {
    analyticsId: trackerOf(values, "ANALYTICS_ID"),
    searchConsoleId: trackerOf(values, "SEARCH_CONSOLE_ID"),
    adsTagId: trackerOf(values, "ADS_TAG_ID"),
    privacyAnalyticsDomain: trackerOf(values, "PRIVACY_ANALYTICS_DOMAIN"),
    tagManagerId: trackerOf(values, "TAG_MANAGER_ID"),
    socialPixelId: trackerOf(values, "SOCIAL_PIXEL_ID"),
  };
  return {
    blog: booleanSetting(values, "IS_BLOG_ACTIVATED"),
    newsletter: booleanSetting(values, "ENABLE_NEWSLETTER"),
    contactPageHidden: booleanSetting(values, "HIDE_CONTACT_PAGE"),
    searchBar: booleanSetting(values, "SHOW_SEARCHBAR"),
    scrollToTop: scroll === "NONE" ? null : scroll === "INSTANT" ? "instant" : "smooth",
    promoteMessage: booleanSetting(values, "SHOW_PROMOTE_MESSAGE")
      ? textSetting(values, "PROMOTE_MESSAGE")
      : null,
    promotedNews: booleanSetting(values, "SHOW_PROMOTE_NEWS")
      ? { style: choiceSetting(values, "PROMOTED_NEWS_STYLE") }
      : null,
    alcoholPreventionBanner: booleanSetting(values, "ALCOHOL_PREVENTION_BANNER"),
    breathalyserNotice: booleanSetting(values, "BREATHALYSER_NOTICE"),
    darkTheme: booleanSetting(values, "DARK_THEME"),
    repeatAnimation: booleanSetting(values, "REPEAT_ANIMATION"),
    independentWinegrower: booleanSetting(values, "IS_INDEPENDENT"),
    lockTextSelection: booleanSetting(values, "LOCK_TEXT_SELECTION"),
    lockRightClick: booleanSetting(values, "LOCK_RIGHT_CLICK"),
    trackers,
    hasTrackers: Object.values(trackers).some((id) => id !== null),
  };
}
