// Every published version of the layout, each one restorable (it is then published again).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LayoutVersion } from "../../schemas/admin";
import type { ApiClient } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" });

function Thumbnail({ api, mediaKey }: { api: ApiClient; mediaKey: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    api.admin.media(mediaKey).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => setUrl(null),
    );
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, mediaKey]);
  return url ? (
    <img src={url} alt="" className="h-16 w-24 rounded border border-slate-300 object-cover object-top" />
  ) : null;
}

export interface VersionsDialogProps {
  api: ApiClient;
  idSite: number;
  idPage: number;
  idLayout: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Restores a version; resolves once it is published. */
  onRestore: (version: LayoutVersion) => Promise<void>;
}

export function VersionsDialog({
  api,
  idSite,
  idPage,
  idLayout,
  open,
  onOpenChange,
  onRestore,
}: VersionsDialogProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // read each time the dialog opens: a publication or a restore adds a version (decision 087)
  const list = useQuery({
    queryKey: queryKeys.layoutVersions(idSite, idPage, idLayout),
    queryFn: () => api.admin.versions(idPage, idLayout),
    enabled: open,
    staleTime: 0,
  });
  const versions: LayoutVersion[] | null = list.data ?? null;
  // a refused restore says why, above the list
  const [restoreError, setError] = useState<string | null>(null);
  const error = restoreError ?? list.error?.message ?? null;
  useEffect(() => {
    if (!open) return;
    setConfirming(null);
    setError(null);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Versions publiées"
        description="Chaque publication est gardée. Restaurer une version la publie de nouveau ; les visiteurs la voient aussitôt."
      >
        <StatusMessage
          message={error ?? (versions === null ? "Chargement des versions…" : null)}
          tone={error ? "error" : "info"}
        />
        {versions?.length === 0 ? (
          <p className="text-sm">Cette section n’a pas encore été publiée depuis l’éditeur.</p>
        ) : null}
        <ol className="flex flex-col gap-2">
          {versions?.map((v, i) => (
            <li key={v.id} className="flex items-center gap-3 rounded border border-slate-300 p-2">
              {v.thumbnail ? <Thumbnail api={api} mediaKey={v.thumbnail} /> : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  Version {v.version}
                  {i === 0 ? " (en ligne)" : ""}
                </p>
                <p className="text-slate-700">
                  {v.publishedBy
                    ? `Publiée le ${dateFormat.format(new Date(v.publishedAt))} par ${v.publishedBy}`
                    : "Contenu d’origine"}
                  {v.restoredFrom ? ` — restauration de la version ${v.restoredFrom}` : ""}
                </p>
              </div>
              {i === 0 ? null : confirming === v.id ? (
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    onClick={async () => {
                      setBusy(true);
                      try {
                        await onRestore(v);
                      } catch (e) {
                        setError((e as Error).message);
                      } finally {
                        setBusy(false);
                      }
                    }}
                  >
                    Publier la version {v.version}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                    Annuler
                  </Button>
                </div>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setConfirming(v.id)}>
                  Restaurer<span className="sr-only"> la version {v.version}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
