import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Listes de diffusion — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/customers/newsletters-screen");

/** The owner's newsletter lists (issue 13 §4); loaded for admins only. */
export default function AdminNewslettersRoute() {
  return <AdminScreenGate title="Listes de diffusion" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
