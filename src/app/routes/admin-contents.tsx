import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Contenus — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/contents/contents-screen");

/** The owner's albums, services, popups and footer lists (issue 14 §2); loaded for admins only. */
export default function AdminContentsRoute() {
  return <AdminScreenGate title="Contenus" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
