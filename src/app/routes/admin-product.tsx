import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { apiFor } from "../api.server";
import { AdminScreenGate } from "../components/admin/admin-screen";

export async function loader({ context }: LoaderFunctionArgs) {
  // a site without a shop has no catalogue screen, as it has no /shop (spec §1: isECommerce)
  const info = await apiFor(context).site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = () => [
  { title: "Fiche produit — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/catalogue/product-screen");

/** The owner's catalogue (issue 12): one product, its declinations and their stock; loaded for admins only. */
export default function AdminProductRoute() {
  return <AdminScreenGate title="Fiche produit" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
