// The keys of the browser's server state (decision 087), in one place: [area, idSite, …details],
// so that one site's entries are invalidated by their prefix and never mixed with another's.

export const queryKeys = {
  /** The owner's blog articles or news of a site; with a query, that page of them. */
  adminPosts: (idSite: number, kind: "articles" | "news", query?: string) =>
    query === undefined
      ? (["admin-posts", idSite, kind] as const)
      : (["admin-posts", idSite, kind, query] as const),
  /** The site's blog folders. */
  adminBlogFolders: (idSite: number) => ["admin-blog-folders", idSite] as const,
  /** The owner's orders of a site; with a query (the address's search), that page of it. */
  adminOrders: (idSite: number, query?: string) =>
    query === undefined ? (["admin-orders", idSite] as const) : (["admin-orders", idSite, query] as const),
  /** The owner's discount codes of a site; with a query, that page of them. */
  adminDiscounts: (idSite: number, query?: string) =>
    query === undefined
      ? (["admin-discounts", idSite] as const)
      : (["admin-discounts", idSite, query] as const),
  /** The owner's customers of a site; with a query, that page of them. */
  adminCustomers: (idSite: number, query?: string) =>
    query === undefined
      ? (["admin-customers", idSite] as const)
      : (["admin-customers", idSite, query] as const),
  /** One customer's file. */
  adminCustomer: (idSite: number, id: number) => ["admin-customer", idSite, id] as const,
  /** The site's newsletter lists; with a list's id and query, a page of its subscribers. */
  adminNewsletters: (idSite: number, listId?: number, query?: string) =>
    listId === undefined
      ? (["admin-newsletters", idSite] as const)
      : (["admin-newsletters", idSite, listId, query ?? ""] as const),
  /** The site's carriers, their grids and the shipping settings. */
  adminShipping: (idSite: number) => ["admin-shipping", idSite] as const,
  adminDestinations: (idSite: number) => ["admin-destinations", idSite] as const,
  /** The points of the site's relay network. */
  adminAccessPoints: (idSite: number) => ["admin-access-points", idSite] as const,
  /** The owner's set-up checklist (issue 19 §3). */
  adminSetup: (idSite: number) => ["admin-setup", idSite] as const,
  /** The site's pick-up places, slots and closures. */
  adminPickup: (idSite: number) => ["admin-pickup", idSite] as const,
  adminTeam: (idSite: number) => ["admin-team", idSite] as const,
  /** One order as the owner sees it. */
  adminOrder: (idSite: number, id: number) => ["admin-order", idSite, id] as const,
  /** The owner's product list of a site; with a query (the address's search), that page of it. */
  adminProducts: (idSite: number, query?: string) =>
    query === undefined
      ? (["admin-products", idSite] as const)
      : (["admin-products", idSite, query] as const),
  /** One product as the back-office edits it. */
  adminProduct: (idSite: number, id: number) => ["admin-product", idSite, id] as const,
  /** The site's media library; with a query, that page of it. */
  adminMedia: (idSite: number, query?: string) =>
    query === undefined ? (["admin-media", idSite] as const) : (["admin-media", idSite, query] as const),
  /** The site's five logos (the media screen). */
  siteLogos: (idSite: number) => ["site-logos", idSite] as const,
  /** The site's variations 1 to 3 and their values (the back-office catalogue). */
  adminVariations: (idSite: number) => ["admin-variations", idSite] as const,
  /** A declination's stock and its movements. */
  stockLedger: (idSite: number, id: number) => ["stock-ledger", idSite, id] as const,
  /** The site's page tree, as the page manager edits it. */
  adminPages: (idSite: number) => ["admin-pages", idSite] as const,
  /** What the settings editor starts from: stored settings, fonts and pages. */
  adminSettings: (idSite: number) => ["admin-settings", idSite] as const,
  /** The public key of the site's card payment account (null: none). */
  cardAccount: (idSite: number) => ["card-account", idSite] as const,
  /** The published versions of a page's layout. */
  layoutVersions: (idSite: number, idPage: number, idLayout: number) =>
    ["layout-versions", idSite, idPage, idLayout] as const,
  /** The relay points near a town (checkout), none asked without one. */
  accessPoints: (idSite: number, near: { postalCode: string; city: string; country: string } | null) =>
    ["access-points", idSite, near?.country ?? "", near?.postalCode ?? "", near?.city ?? ""] as const,
  /** A visitor's cart (the storefront's cart store reads it through the cache). */
  cart: (idSite: number, cartId: string) => ["cart", idSite, cartId] as const,
  /** The towns of a postal code or name in a country (checkout). */
  cities: (search: string, idCountry: number) => ["cities", search, idCountry] as const,
};
