import type { ReactNode } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import type { Shell } from "../../shell.server";

/** The back-office's tools, in the order an owner uses them; the shop's only on a shop site. */
function toolsOf(shell: Shell | undefined) {
  return [
    { to: "/admin", label: "Tableau de bord", end: true },
    ...(shell?.site.isECommerce
      ? [
          { to: "/admin/products", label: "Catalogue", end: false },
          { to: "/admin/orders", label: "Commandes", end: false },
          { to: "/admin/discounts", label: "Codes promo", end: false },
          { to: "/admin/shipping", label: "Livraison", end: false },
          { to: "/admin/pickup", label: "Retraits", end: false },
        ]
      : []),
    { to: "/admin/inbox", label: "Messages", end: false },
    { to: "/admin/customers", label: "Clients", end: false },
    { to: "/admin/media", label: "Médiathèque", end: false },
    { to: "/admin/blog", label: "Blog", end: false },
    { to: "/admin/news", label: "Actualités", end: false },
    { to: "/admin/pages", label: "Pages", end: false },
    { to: "/admin/events", label: "Événements", end: false },
    { to: "/admin/forms", label: "Formulaires", end: false },
    { to: "/admin/contents", label: "Contenus", end: false },
    { to: "/admin/settings", label: "Paramètres", end: false },
    { to: "/admin/team", label: "Équipe", end: false },
  ];
}

/**
 * The back-office's one navigation (issue 12 §1): a bar of links that scrolls sideways on a phone
 * and becomes a column beside the screen on a large one; the current tool is marked for screen
 * readers (aria-current, by NavLink) and by its look.
 */
export function BackOfficeNav() {
  const shell = useRouteLoaderData<Shell>("root");
  return (
    <nav
      aria-label="Administration"
      className="border-b border-slate-300 bg-slate-50 lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:px-2 lg:py-4">
        {toolsOf(shell).map((tool) => (
          <li key={tool.to} className="shrink-0">
            <NavLink
              to={tool.to}
              end={tool.end}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-blue-600 ${
                  isActive ? "bg-slate-900 text-white" : "text-slate-900 hover:bg-slate-200"
                }`
              }
            >
              {tool.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A back-office screen beside the navigation. */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-white text-slate-900 lg:flex lg:min-h-[70vh]">
      <BackOfficeNav />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
