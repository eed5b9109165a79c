// The site's five logos (spec §3), each chosen in the media library (issue 12 §4): the header's,
// the footer's, those of the light and dark themes, and the browser tab's icon (favicon).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type LogoType, logoTypes } from "../../schemas/site";
import { createAdminMediaClient } from "../../src/client/admin-media-calls";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";
import { MediaLibrary } from "./media-library";

const logoLabels: Record<LogoType, string> = {
  LOGO: "Logo de l’en-tête",
  LOGO_FOOTER: "Logo du pied de page",
  LOGO_LIGHT_THEME: "Logo sur fond clair",
  LOGO_DARK_THEME: "Logo sur fond sombre",
  LOGO_FAVICON: "Icône de l’onglet (favicon)",
};

export function LogosPanel({ idSite }: { idSite: number }) {
  const api = useMemo(() => createAdminMediaClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const logos = useQuery({ queryKey: queryKeys.siteLogos(idSite), queryFn: () => api.logos() });
  const [choosing, setChoosing] = useState<LogoType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const set = useMutation({
    mutationFn: ({ type, mediaId }: { type: LogoType; mediaId: number }) => api.setLogo(type, mediaId),
    onSuccess: (saved, { type }) => {
      queryClient.setQueryData(queryKeys.siteLogos(idSite), saved);
      setNotice(`${logoLabels[type]} changé : toutes les pages du site le montrent.`);
    },
  });
  const remove = useMutation({
    mutationFn: (type: LogoType) => api.removeLogo(type),
    onSuccess: (saved, type) => {
      queryClient.setQueryData(queryKeys.siteLogos(idSite), saved);
      setNotice(`${logoLabels[type]} retiré.`);
    },
  });
  return (
    <section aria-labelledby="logos-title" className="flex flex-col gap-3">
      <h2 id="logos-title" className="text-xl font-semibold">
        Logos du site
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {logoTypes.map((type) => {
          const logo = logos.data?.find((l) => l.type === type);
          return (
            <li key={type} className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
              <h3 className="text-sm font-medium">{logoLabels[type]}</h3>
              {logo ? (
                <img
                  src={logo.url}
                  alt={logo.alt || logoLabels[type]}
                  width={160}
                  height={64}
                  className="h-16 w-40 object-contain"
                />
              ) : (
                <p className="text-sm text-slate-700">Aucun : le nom du site est affiché.</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Choisir : ${logoLabels[type]}`}
                  onClick={() => setChoosing(type)}
                >
                  Choisir
                </Button>
                {logo ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Retirer : ${logoLabels[type]}`}
                    onClick={() => remove.mutate(type)}
                  >
                    Retirer
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <StatusMessage message={notice} tone="success" />
      <Dialog open={choosing !== null} onOpenChange={(open) => !open && setChoosing(null)}>
        <DialogContent title={choosing ? logoLabels[choosing] : "Logo"} className="w-[min(96vw,64rem)]">
          <MediaLibrary
            idSite={idSite}
            onPick={(media) => {
              if (choosing) set.mutate({ type: choosing, mediaId: media.id });
              setChoosing(null);
            }}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
