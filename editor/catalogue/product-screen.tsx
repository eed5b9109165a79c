// One product at /admin/products/{id} (or /new) (issue 12 §2, §6): its fields, saved with the
// version it was read at (a 409 shows the saved product and says so), field errors next to their
// field, unsaved changes guarded; then its declinations and their stock (declinations-panel).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { type AdminProduct, adminProductSchema } from "../../schemas/catalogue";
import {
  type AdminCatalogueClient,
  createAdminCatalogueClient,
} from "../../src/client/admin-catalogue-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";
import { statusLabel } from "./catalogue-text";
import { DeclinationsPanel } from "./declinations-panel";
import { draftOf, emptyDraft, errorsFor, inputOf, type ProductDraft, ProductFields } from "./product-form";
import { RelationsFields } from "./relations-fields";
import { UnsavedDialog } from "./unsaved-dialog";
import { useUnsavedGuard } from "./use-unsaved-guard";

export interface ProductScreenProps {
  idSite: number;
}

type Notice = { text: string; tone: "info" | "success" | "error" } | null;

/** The navigation state a creation leaves for the new product's page (the screen mounts anew
 * there, so its « Produit créé. » would be lost otherwise); anything else in history is ignored. */
const createdStateSchema = z.object({ created: z.literal(true) });
const CREATED_NOTICE: Notice = { text: "Produit créé.", tone: "success" };

/** The field errors of a refused save, and the saved product of a 409. */
function failureOf(error: unknown) {
  const current = adminProductSchema.safeParse(error instanceof ApiCallError ? error.data?.current : null);
  return { errors: fieldErrorsOf(error), current: current.success ? current.data : null };
}

function ProductEditor({
  idSite,
  api,
  product,
}: {
  idSite: number;
  api: AdminCatalogueClient;
  product: AdminProduct | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState<ProductDraft>(product ? draftOf(product) : emptyDraft);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<Notice>(() =>
    product && createdStateSchema.safeParse(location.state).success ? CREATED_NOTICE : null,
  );
  const { blocker, release } = useUnsavedGuard(dirty);

  const kept = { features: product?.features ?? [], setQuantity: product?.setQuantity ?? false };
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft, kept);
      return product ? api.save(product.id, input, product.version) : api.create(input);
    },
    onSuccess: (saved) => {
      release();
      setDirty(false);
      setErrors({});
      setNotice(product ? { text: "Produit enregistré.", tone: "success" } : CREATED_NOTICE);
      queryClient.setQueryData(queryKeys.adminProduct(idSite, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts(idSite) });
      if (!product) void navigate(`/admin/products/${saved.id}`, { replace: true, state: { created: true } });
      else setDraft(draftOf(saved));
    },
    onError: (error) => {
      const { errors: fields, current } = failureOf(error);
      setErrors(fields);
      if (current) {
        // someone saved meanwhile: show what is stored, the owner makes the changes again
        queryClient.setQueryData(queryKeys.adminProduct(idSite, current.id), current);
        setDraft(draftOf(current));
        setDirty(false);
      }
      setNotice({
        text: error instanceof Error ? error.message : "Enregistrement impossible.",
        tone: "error",
      });
    },
  });
  const remove = useMutation({
    mutationFn: () => api.remove(product?.id ?? 0),
    onSuccess: () => {
      release();
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts(idSite) });
      void navigate("/admin/products");
    },
  });
  const [confirmDelete, setConfirmDelete] = useState(false);

  return (
    <div className="flex flex-col gap-6 px-4 py-6 sm:px-6">
      <p>
        <Link className="text-sm text-blue-800 underline" to="/admin/products">
          ← Catalogue
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{product ? product.name : "Nouveau produit"}</h1>
        {product ? <span className="text-sm text-slate-700">{statusLabel(product.status)}</span> : null}
      </div>
      <form
        aria-label="Fiche produit"
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <ProductFields
          idSite={idSite}
          api={api}
          draft={draft}
          errors={errors}
          change={(patch) => {
            setDraft((d) => ({ ...d, ...patch }));
            setDirty(true);
          }}
        />
        <RelationsFields
          idSite={idSite}
          api={api}
          productId={product?.id ?? null}
          type={draft.type}
          declinations={product?.declinations.filter((d) => !d.archived) ?? []}
          value={draft.relations}
          errorsFor={(field) => errorsFor(errors, field)}
          change={(patch) => {
            setDraft((d) => ({ ...d, relations: { ...d.relations, ...patch } }));
            setDirty(true);
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || product?.status === "archived"}>
            {product ? "Enregistrer le produit" : "Créer le produit"}
          </Button>
          {product && product.status !== "archived" ? (
            <Button variant="outline" onClick={() => setConfirmDelete(true)}>
              {product.ordered ? "Archiver le produit" : "Supprimer le produit"}
            </Button>
          ) : null}
          {product ? (
            <a
              className="text-sm text-blue-800 underline"
              href={`/shop/${product.slug}`}
              target="_blank"
              rel="noreferrer"
            >
              Voir dans la boutique
            </a>
          ) : null}
        </div>
        <StatusMessage message={notice?.text ?? null} tone={notice?.tone} />
      </form>
      {product ? <DeclinationsPanel idSite={idSite} api={api} product={product} /> : null}

      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent
          title={product?.ordered ? "Archiver ce produit ?" : "Supprimer ce produit ?"}
          description={
            product?.ordered
              ? "Des commandes le nomment : il disparaît de la boutique et reste dans leur historique."
              : "Il disparaît de la boutique et du catalogue. Cette action ne peut pas être annulée."
          }
        >
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Garder le produit
            </Button>
            <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {product?.ordered ? "Archiver" : "Supprimer"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <UnsavedDialog
        blocker={blocker}
        lost="Les changements de la fiche produit seront perdus."
        stay="Rester sur la fiche"
      />
    </div>
  );
}

function ProductPage({ idSite }: ProductScreenProps) {
  const api = useMemo(() => createAdminCatalogueClient({ idSite }), [idSite]);
  const { id } = useParams();
  const productId = id === "new" ? null : Number(id);
  const query = useQuery({
    queryKey: queryKeys.adminProduct(idSite, productId ?? 0),
    queryFn: () => api.get(productId ?? 0),
    enabled: productId !== null && Number.isInteger(productId),
  });
  if (productId === null) return <ProductEditor key="new" idSite={idSite} api={api} product={null} />;
  if (query.isError)
    return (
      <StatusMessage
        className="px-6 py-6"
        message="Ce produit n’existe pas ou n’a pas pu être chargé."
        tone="error"
      />
    );
  if (!query.data) return <StatusMessage className="px-6 py-6" message="Chargement du produit…" />;
  return <ProductEditor key={query.data.id} idSite={idSite} api={api} product={query.data} />;
}

/** A product of the catalogue; loaded for admins only (src/app/routes/admin-product.tsx). */
export default function ProductScreen({ idSite }: ProductScreenProps) {
  return (
    <QueryProvider>
      <ProductPage idSite={idSite} />
    </QueryProvider>
  );
}
