import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { apiFor } from "../api.server";
import { AdminScreenGate } from "../components/admin/admin-screen";

export async function loader({ context }: LoaderFunctionArgs) {
  // a site without a shop has no click-and-collect, as it has no /shop (spec §1: isECommerce)
  const info = await apiFor(context).site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = () => [
  { title: "Retrait sur place — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/pickup/pickup-screen");

/** The owner's click-and-collect (issue 13 §2); loaded for admins only. */
export default function AdminPickupRoute() {
  return <AdminScreenGate title="Retrait sur place" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
