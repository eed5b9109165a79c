import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { apiFor } from "../api.server";
import { AdminScreenGate } from "../components/admin/admin-screen";

export async function loader({ context }: LoaderFunctionArgs) {
  // a site without a shop has no discount codes, as it has no /shop (spec §1: isECommerce)
  const info = await apiFor(context).site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = () => [
  { title: "Codes de réduction — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/discounts/discounts-screen");

/** The owner's discount codes (issue 13 §3); loaded for admins only. */
export default function AdminDiscountsRoute() {
  return <AdminScreenGate title="Codes de réduction" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
