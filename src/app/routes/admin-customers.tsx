import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Clients — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/customers/customers-screen");

/** The owner's customers (issue 13 §4); loaded for admins only. */
export default function AdminCustomersRoute() {
  return <AdminScreenGate title="Clients" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
