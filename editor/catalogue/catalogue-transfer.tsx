// The catalogue to and from a spreadsheet (issue 12 §5): the CSV export, and an import that is
// always checked first (a dry run lists every change and every row's error), then confirmed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { CatalogueImportReport } from "../../schemas/catalogue";
import type { createAdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { ApiCallError } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";

type Client = ReturnType<typeof createAdminCatalogueClient>;

function Report({ report }: { report: CatalogueImportReport }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {report.rows} ligne(s) lue(s) · {report.changes.length} changement(s) · {report.createdProducts}{" "}
        produit(s) et {report.createdDeclinations} déclinaison(s) à créer · {report.errors.length} ligne(s) à
        corriger
      </p>
      {report.errors.length ? (
        <ul className="list-disc pl-5 text-red-800">
          {report.errors.map((e) => (
            <li key={e.row}>
              Ligne {e.row} : {e.messages.join(" ; ")}
            </li>
          ))}
        </ul>
      ) : null}
      {report.changes.length ? (
        <ul className="max-h-60 list-disc overflow-y-auto pl-5">
          {report.changes.slice(0, 200).map((c) => (
            <li key={`${c.row}-${c.target}-${c.field}`}>
              Ligne {c.row}, {c.target}, {c.field} : « {c.from} » → « {c.to} »
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CatalogueTransfer({ idSite, api }: { idSite: number; api: Client }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const download = useMutation({
    mutationFn: () => api.exportCsv(),
    onSuccess: (blob) => {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "catalogue.csv";
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
  const check = useMutation({
    mutationFn: (text: string) => api.importCsv(text, true),
    onSuccess: ({ report: checked }) => setReport(checked),
    onError: (error) =>
      setNotice({ text: error instanceof Error ? error.message : "Fichier illisible.", tone: "error" }),
  });
  const run = useMutation({
    mutationFn: () => api.importCsv(csv ?? "", false),
    onSuccess: ({ message }) => {
      setReport(null);
      setCsv(null);
      setNotice({ text: message, tone: "success" });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts(idSite) });
    },
    onError: (error) => {
      const refused =
        error instanceof ApiCallError
          ? (error.data as { report?: CatalogueImportReport } | null)?.report
          : null;
      if (refused) setReport(refused);
      setNotice({ text: error instanceof Error ? error.message : "Import impossible.", tone: "error" });
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
        Exporter en CSV
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="Fichier CSV du catalogue à importer"
        className="sr-only"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const text = await file.text();
          setCsv(text);
          setNotice(null);
          check.mutate(text);
        }}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
        Importer un CSV
      </Button>
      <StatusMessage message={notice?.text ?? null} tone={notice?.tone} />
      <Dialog open={report !== null} onOpenChange={(open) => !open && setReport(null)}>
        <DialogContent
          title="Import du catalogue"
          description="Rien n’est encore écrit : voici ce que l’import changerait."
        >
          {report ? <Report report={report} /> : null}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setReport(null)}>
              Annuler
            </Button>
            <Button
              onClick={() => run.mutate()}
              disabled={!report || report.errors.length > 0 || run.isPending}
            >
              Importer ces changements
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
