import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Médiathèque — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/media/media-screen");

/** The media library (issue 12 §4): photos and videos of the site; loaded for admins only. */
export default function AdminMediaRoute() {
  return <AdminScreenGate title="Médiathèque" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
