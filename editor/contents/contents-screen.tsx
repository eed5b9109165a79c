// The "Contenus" screen at /admin/contents (issue 14 §2, decision 104): albums, services, popups and
// the footer's lists, one tab each, so that the back-office navigation keeps one entry for them.
import { useMemo, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import { createAdminDeskClient } from "../../src/client/admin-desk-calls";
import { QueryProvider } from "../../src/client/query-provider";
import { AlbumsPanel } from "./albums-panel";
import { FooterPanel } from "./footer-panel";
import { PopupsPanel } from "./popups-panel";
import { ServicesPanel } from "./services-panel";

const tabs = [
  { key: "albums", label: "Albums", Panel: AlbumsPanel },
  { key: "services", label: "Services", Panel: ServicesPanel },
  { key: "popups", label: "Pop-ups", Panel: PopupsPanel },
  { key: "footer", label: "Pied de page", Panel: FooterPanel },
] as const;

export default function ContentsScreen({ idSite }: { idSite: number; session: AdminSession }) {
  const api = useMemo(() => createAdminDeskClient({ idSite }), [idSite]);
  const [tab, setTab] = useState<(typeof tabs)[number]["key"]>(() => {
    const wanted = typeof location === "undefined" ? null : new URLSearchParams(location.search).get("tab");
    return tabs.find((t) => t.key === wanted)?.key ?? "albums";
  });
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  return (
    <QueryProvider>
      <div className="bg-slate-50 text-slate-900">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
          <h1 className="text-2xl font-semibold text-slate-950">Contenus</h1>
          <nav aria-label="Contenus">
            <ul className="flex flex-wrap gap-2">
              {tabs.map((t) => (
                <li key={t.key}>
                  <button
                    type="button"
                    aria-current={t.key === tab ? "page" : undefined}
                    onClick={() => {
                      setTab(t.key);
                      history.replaceState(null, "", `?tab=${t.key}`);
                    }}
                    className={`rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-3 focus-visible:outline-blue-600 ${
                      t.key === tab
                        ? "bg-slate-900 text-white"
                        : "border border-slate-300 bg-white hover:bg-slate-100"
                    }`}
                  >
                    {t.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <current.Panel key={current.key} idSite={idSite} api={api} />
        </div>
      </div>
    </QueryProvider>
  );
}
