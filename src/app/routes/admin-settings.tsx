import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Paramètres du site — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/settings/settings-screen");

/** The settings editor (DESIGN.md §7): generated from the parameter registry, loaded for admins only. */
export default function AdminSettingsRoute() {
  return <AdminScreenGate title="Paramètres du site" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
