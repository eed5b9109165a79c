import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Actualités — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/blog/news-screen");

/** The owner's actualités (issue 14 §6); loaded for admins only. */
export default function AdminNewsRoute() {
  return <AdminScreenGate title="Actualités" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
