import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { apiFor } from "../api.server";
import { AdminScreenGate } from "../components/admin/admin-screen";

export async function loader({ context }: LoaderFunctionArgs) {
  // a site without a shop has no orders screen, as it has no /shop (spec §1: isECommerce)
  const info = await apiFor(context).site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = () => [
  { title: "Commandes — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/orders/orders-screen");

/** The owner's orders (docs/decisions/070 "The owner's side"); loaded for admins only. */
export default function AdminOrdersRoute() {
  return <AdminScreenGate title="Commandes" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
