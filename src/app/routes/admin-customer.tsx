import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Fiche client — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/customers/customer-screen");

/** A customer's file (issue 13 §4); loaded for admins only. */
export default function AdminCustomerRoute() {
  return <AdminScreenGate title="Fiche client" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
