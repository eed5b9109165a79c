import { describe, expect, it } from "vitest";
import { defaultParameterValues, type ParameterValues } from "../../../schemas/parameters";
import { featureFlagsOf } from "./feature-flags";

const with_ = (values: Partial<ParameterValues>): ParameterValues => ({
  ...defaultParameterValues,
  ...values,
});

describe("featureFlagsOf", () => {
  it("turns everything off by default but the smooth scroll-to-top button", () => {
    expect(featureFlagsOf(defaultParameterValues)).toEqual({
      blog: false,
      newsletter: false,
      contactPageHidden: false,
      searchBar: false,
      scrollToTop: "smooth",
      promoteMessage: null,
      promotedNews: null,
      alcoholPreventionBanner: false,
      breathalyserNotice: false,
      darkTheme: false,
      repeatAnimation: false,
      independentWinegrower: false,
      lockTextSelection: false,
      lockRightClick: false,
      trackers: {
        analyticsId: null,
        searchConsoleId: null,
        adsTagId: null,
        privacyAnalyticsDomain: null,
        tagManagerId: null,
        socialPixelId: null,
      },
      hasTrackers: false,
    });
  });

  it("follows each setting", () => {
    const flags = featureFlagsOf(
      with_({
        IS_BLOG_ACTIVATED: true,
        ENABLE_NEWSLETTER: true,
        HIDE_CONTACT_PAGE: true,
        SHOW_SEARCHBAR: true,
        SCROLL_TO_TOP_BEHAVIOR: "INSTANT",
        SHOW_PROMOTE_MESSAGE: true,
        PROMOTE_MESSAGE: " -10 % sur les coffrets ",
        SHOW_PROMOTE_NEWS: true,
        PROMOTED_NEWS_STYLE: "SLIDER",
        ALCOHOL_PREVENTION_BANNER: true,
        BREATHALYSER_NOTICE: true,
        DARK_THEME: true,
        REPEAT_ANIMATION: true,
        IS_INDEPENDENT: true,
        LOCK_TEXT_SELECTION: true,
        LOCK_RIGHT_CLICK: true,
      }),
    );
    expect(flags).toMatchObject({
      blog: true,
      newsletter: true,
      contactPageHidden: true,
      searchBar: true,
      scrollToTop: "instant",
      promoteMessage: "-10 % sur les coffrets",
      promotedNews: { style: "SLIDER" },
      alcoholPreventionBanner: true,
      breathalyserNotice: true,
      darkTheme: true,
      repeatAnimation: true,
      independentWinegrower: true,
      lockTextSelection: true,
      lockRightClick: true,
    });
    expect(featureFlagsOf(with_({ SCROLL_TO_TOP_BEHAVIOR: "NONE" })).scrollToTop).toBeNull();
  });

  it("shows no promotional banner without a message", () => {
    expect(featureFlagsOf(with_({ SHOW_PROMOTE_MESSAGE: true })).promoteMessage).toBeNull();
    expect(featureFlagsOf(with_({ PROMOTE_MESSAGE: "Soldes" })).promoteMessage).toBeNull();
  });

  it("lists the six trackers of the registry", () => {
    const flags = featureFlagsOf(
      with_({
        ANALYTICS_ID: "G-ABC123",
        SEARCH_CONSOLE_ID: "abc_DEF-123",
        ADS_TAG_ID: "AW-123456",
        PRIVACY_ANALYTICS_DOMAIN: "domaine.fr",
        TAG_MANAGER_ID: "GTM-XYZ",
        SOCIAL_PIXEL_ID: "1234567890",
      }),
    );
    expect(flags.trackers).toEqual({
      analyticsId: "G-ABC123",
      searchConsoleId: "abc_DEF-123",
      adsTagId: "AW-123456",
      privacyAnalyticsDomain: "domaine.fr",
      tagManagerId: "GTM-XYZ",
      socialPixelId: "1234567890",
    });
    expect(flags.hasTrackers).toBe(true);
    expect(featureFlagsOf(with_({ TAG_MANAGER_ID: "GTM-1" })).hasTrackers).toBe(true);
  });

  it("ignores a tracker id that could break out of a script URL", () => {
    const flags = featureFlagsOf(with_({ ANALYTICS_ID: '"><script>' as string }));
    expect(flags.trackers.analyticsId).toBeNull();
    expect(flags.hasTrackers).toBe(false);
  });
});
