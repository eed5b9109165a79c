// The owner's catalogue calls (issue 12, DESIGN.md §7): products, declinations and their stock.
// Apart from createApiClient, so that their schemas load with the catalogue screens only.
import { z } from "zod";
import {
  type AdminProductQuery,
  adminProductListSchema,
  adminProductSchema,
  adminVariationSchema,
  catalogueImportReportSchema,
  type DeclinationInput,
  declinationChoiceSchema,
  type ProductInput,
  type StockAdjustment,
  stockLedgerSchema,
  type VariationsInput,
} from "../../schemas/catalogue";
import { adminLabelSchema, type ELabel, type LabelLanguage } from "../../schemas/e-label";
import { envelopeSchema } from "../../schemas/envelope";
import { ApiCallError, type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

const deleted = z.object({ archived: z.boolean() });

const importAnswer = envelopeSchema(catalogueImportReportSchema);
const importFailure = envelopeSchema(
  z.object({ report: catalogueImportReportSchema }).partial().nullable().catch(null),
);

/** The catalogue's files as plain links (/admin/catalogue/files/…): the e-label's QR codes. */
export const CATALOGUE_FILE_PATH = /^declination\/\d{1,9}\/label\/qr\.(svg|png)$/;

export function createAdminCatalogueClient(options: ApiClientOptions) {
  const { call, raw, transport, base, urlBase } = createCaller(options);
  return {
    /** The catalogue's CSV, for the browser to save. */
    exportCsv: async () => (await raw("GET", "/admin/product/export.csv")).blob(),
    /**
     * Sends the CSV as it is (text/csv); a dry run reports what the import would do. A refused
     * import (422) carries its report too: the error's data has it.
     */
    importCsv: async (csv: string, dryRun: boolean) => {
      const headers = new Headers({
        idSite: String(options.idSite),
        userLang: options.lang ?? "fr_FR",
        "Content-Type": "text/csv",
      });
      const url = new URL(`${base}/admin/product/import${dryRun ? "?dryRun=1" : ""}`, urlBase);
      const response = await transport(new Request(url, { method: "POST", headers, body: csv }));
      const json: unknown = await response.json().catch(() => null);
      const answer = importAnswer.safeParse(json);
      if (response.ok && answer.success) return { report: answer.data.data, message: answer.data.message };
      const failed = importFailure.safeParse(json);
      const error = new ApiCallError(
        failed.success ? failed.data.message : `Erreur ${response.status}`,
        response.status,
        failed.success ? failed.data.data : null,
      );
      options.onFailure?.(error);
      throw error;
    },
    list: (query: Partial<AdminProductQuery>) =>
      call("GET", "/admin/product", adminProductListSchema, { query: queryParamsOf(query) }),
    get: (id: number) => call("GET", `/admin/product/${id}`, adminProductSchema),
    create: (body: ProductInput) => call("POST", "/admin/product", adminProductSchema, { body }),
    save: (id: number, body: ProductInput, version: number) =>
      call("PUT", `/admin/product/${id}`, adminProductSchema, { body: { ...body, version } }),
    remove: (id: number) => call("DELETE", `/admin/product/${id}`, deleted),
    addDeclination: (productId: number, body: DeclinationInput) =>
      call("POST", `/admin/product/${productId}/declination`, adminProductSchema, { body }),
    saveDeclination: (id: number, declination: DeclinationInput, version: number) =>
      call("PUT", `/admin/declination/${id}`, adminProductSchema, { body: { declination, version } }),
    removeDeclination: (id: number) =>
      call("DELETE", `/admin/declination/${id}`, deleted.extend({ product: adminProductSchema })),
    newVintage: (id: number) => call("POST", `/admin/declination/${id}/new-vintage`, adminProductSchema),
    declinationChoices: () => call("GET", "/admin/declination", z.array(declinationChoiceSchema)),
    ledger: (id: number) => call("GET", `/admin/declination/${id}/stock`, stockLedgerSchema),
    adjustStock: (id: number, body: StockAdjustment) =>
      call("POST", `/admin/declination/${id}/stock`, stockLedgerSchema, { body }),
    label: (id: number) => call("GET", `/admin/declination/${id}/label`, adminLabelSchema),
    saveLabel: (id: number, label: ELabel, version: number) =>
      call("PUT", `/admin/declination/${id}/label`, adminLabelSchema, { body: { label, version } }),
    previewLabel: (id: number, label: ELabel, lang: LabelLanguage) =>
      call("POST", `/admin/declination/${id}/label/preview`, z.object({ html: z.string() }), {
        body: { label, lang },
      }),
    variations: () => call("GET", "/admin/variation", z.array(adminVariationSchema)),
    saveVariations: (body: VariationsInput) =>
      call("PUT", "/admin/variation", z.array(adminVariationSchema), { body }),
  };
}

export type AdminCatalogueClient = ReturnType<typeof createAdminCatalogueClient>;
