import { describe, expect, it } from "vitest";
import { isReachableLink, pageUrlsOf, type SiteSections } from "./reachable-link";

const sections = (over: Partial<SiteSections> = {}): SiteSections => ({
  blog: true,
  shop: true,
  contactHidden: false,
  pageUrls: new Set(["", "domaine", "services/conseil"]),
  ...over,
});

describe("isReachableLink", () => {
  it("drops the blog, the shop and the contact page when their setting hides them", () => {
    expect(isReachableLink("/blog", sections())).toBe(true);
    expect(isReachableLink("/blog", sections({ blog: false }))).toBe(false);
    expect(isReachableLink("/blog/vendanges/2025", sections({ blog: false }))).toBe(false);
    expect(isReachableLink("/shop", sections({ shop: false }))).toBe(false);
    expect(isReachableLink("/cart", sections({ shop: false }))).toBe(false);
    expect(isReachableLink("/contact", sections({ contactHidden: true }))).toBe(false);
    expect(isReachableLink("/contact?x=1", sections())).toBe(true);
  });

  it("keeps a published page and drops an unpublished or deleted one", () => {
    expect(isReachableLink("/", sections())).toBe(true);
    expect(isReachableLink("/domaine", sections())).toBe(true);
    expect(isReachableLink("/services/conseil/", sections())).toBe(true);
    expect(isReachableLink("/ancienne-page", sections())).toBe(false);
    expect(isReachableLink("/", sections({ pageUrls: new Set() }))).toBe(false);
  });

  it("keeps the storefront's own sections and other sites' links", () => {
    expect(isReachableLink("/legal-notice", sections())).toBe(true);
    expect(isReachableLink("/albums/vendanges", sections())).toBe(true);
    expect(isReachableLink("https://www.vins-de-loire.fr", sections())).toBe(true);
    expect(isReachableLink("//evil.example", sections())).toBe(true);
  });

  it("reads the urls of a tree, sub-pages included", () => {
    const tree = [{ url: "a", children: [{ url: "a/b", children: [] }] }];
    expect([...pageUrlsOf(tree)]).toEqual(["a", "a/b"]);
  });
});
