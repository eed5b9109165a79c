import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Pages du site — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/pages/pages-screen");

/** The page-tree manager: create, rename, move and reorder pages; loaded for admins only. */
export default function AdminPagesRoute() {
  return <AdminScreenGate title="Pages du site" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
