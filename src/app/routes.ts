import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { legalPages } from "../../schemas/site";
import { withLocalePrefixes } from "./locale-routes";

// spec §2: every route also answers under the prefix of each other language a site offers (/en/…)
export default withLocalePrefixes([
  // the home page: its CMS layouts, promoted news and reviews
  index("routes/home.tsx", { id: "home" }),
  // spec §2: the legal pages, their texts from the settings
  ...legalPages.map((page) => route(page.path, "routes/legal-page.tsx", { id: `legal-${page.path}` })),
  // spec §2 /auth and the password reset screens; my account (DESIGN.md §6); the admin entry (spec §6)
  route("auth", "routes/auth.tsx"),
  route("password/reset/ask", "routes/password-reset-ask.tsx"),
  route("password/reset/:token?", "routes/password-reset.tsx"),
  route("account", "routes/account.tsx"),
  route("account/security", "routes/account-security.tsx"),
  route("account/data.json", "routes/account-data.ts"),
  route("logout", "routes/logout.tsx"),
  route("admin", "routes/admin.tsx"),
  // the shop (DESIGN.md §6), on sites with isECommerce: list, product, technical sheet, cart
  route("shop", "routes/shop/shop-list.tsx", { id: "shop" }),
  route("shop/:slug", "routes/shop/product-page.tsx", { id: "shop-product" }),
  route("shop/:slug/fiche-technique", "routes/shop/technical-sheet.ts", { id: "shop-technical-sheet" }),
  route("cart", "routes/shop/cart-page.tsx", { id: "cart" }),
  // issue 7: the checkout (delivery, then payment), the confirmation, an order of my account
  route("checkout", "routes/checkout/checkout-page.tsx", { id: "checkout" }),
  route("checkout/payment", "routes/checkout/payment-page.tsx", { id: "checkout-payment" }),
  route("checkout/confirmation/:id", "routes/checkout/confirmation-page.tsx", {
    id: "checkout-confirmation",
  }),
  route("account/orders/:id", "routes/account-order.tsx", { id: "account-order" }),
  route("account/orders/:id/invoice", "routes/account-order-invoice.ts", { id: "account-order-invoice" }),
  // spec §2 and DESIGN.md §6: the content screens (issue 4 §3) and SEO files (§5)
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/*", "routes/blog.tsx", { id: "blog-path" }),
  route("news", "routes/news-list.tsx", { id: "news" }),
  route("news/:slug", "routes/news-item.tsx", { id: "news-item" }),
  route("albums", "routes/albums.tsx", { id: "albums" }),
  route("albums/:slug", "routes/album.tsx", { id: "album" }),
  route("service", "routes/services.tsx", { id: "services" }),
  route("service/:slug", "routes/service.tsx", { id: "service" }),
  route("events/:route", "routes/elements.tsx", { id: "elements" }),
  route("events/:route/:slug", "routes/element.tsx", { id: "element" }),
  route("inscription/annulation", "routes/registration-cancel.tsx", { id: "registration-cancel" }),
  route("forms/:slug", "routes/form.tsx", { id: "form" }),
  route("search", "routes/search.tsx", { id: "search" }),
  route("newsletter", "routes/newsletter.tsx", { id: "newsletter" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // admin tools (DESIGN.md §7): light shells that load editor/ for admins only
  route("admin/settings", "routes/admin-settings.tsx", { id: "admin-settings" }),
  route("admin/pages", "routes/admin-pages.tsx", { id: "admin-pages" }),
  route("admin/orders", "routes/admin-orders.tsx", { id: "admin-orders" }),
  route("admin/orders/papers/*", "routes/admin-order-paper.ts", { id: "admin-order-paper" }),
  route("admin/products", "routes/admin-products.tsx", { id: "admin-products" }),
  route("admin/catalogue/files/*", "routes/admin-catalogue-file.ts", { id: "admin-catalogue-file" }),
  route("admin/discounts", "routes/admin-discounts.tsx", { id: "admin-discounts" }),
  route("admin/pickup", "routes/admin-pickup.tsx", { id: "admin-pickup" }),
  route("admin/shipping", "routes/admin-shipping.tsx", { id: "admin-shipping" }),
  route("admin/media", "routes/admin-media.tsx", { id: "admin-media" }),
  route("admin/team", "routes/admin-team.tsx", { id: "admin-team" }),
  route("admin/customers", "routes/admin-customers.tsx", { id: "admin-customers" }),
  route("admin/customers/files/*", "routes/admin-customer-file.ts", { id: "admin-customer-file" }),
  route("admin/customers/:id", "routes/admin-customer.tsx", { id: "admin-customer" }),
  route("admin/newsletters", "routes/admin-newsletters.tsx", { id: "admin-newsletters" }),
  route("admin/forms", "routes/admin-forms.tsx", { id: "admin-forms" }),
  route("admin/forms/files/*", "routes/admin-form-file.ts", { id: "admin-form-file" }),
  route("admin/inbox", "routes/admin-inbox.tsx", { id: "admin-inbox" }),
  route("admin/contents", "routes/admin-contents.tsx", { id: "admin-contents" }),
  route("admin/products/:id", "routes/admin-product.tsx", { id: "admin-product" }),
  route("admin/blog", "routes/admin-blog.tsx", { id: "admin-blog" }),
  route("admin/news", "routes/admin-news.tsx", { id: "admin-news" }),
  route("admin/events", "routes/admin-events.tsx", { id: "admin-events" }),
  route("admin/events/files/*", "routes/admin-event-file.ts", { id: "admin-event-file" }),
  // spec §2: any other path resolves to a CMS page by url, or answers the 404 page
  route("*", "routes/cms-page.tsx", { id: "cms-page" }),
]) satisfies RouteConfig;
