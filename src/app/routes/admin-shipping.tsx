import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { apiFor } from "../api.server";
import { AdminScreenGate } from "../components/admin/admin-screen";

export async function loader({ context }: LoaderFunctionArgs) {
  // a site without a shop has no shipping, as it has no /shop (spec §1: isECommerce)
  const info = await apiFor(context).site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = () => [
  { title: "Livraison — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/shipping/shipping-screen");

/** The owner's carriers and rate grids (issue 13 §1); loaded for admins only. */
export default function AdminShippingRoute() {
  return <AdminScreenGate title="Livraison" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
