import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Formulaires — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/forms/forms-screen");

/** The owner's forms and their answers (issue 14 §4); loaded for admins only. */
export default function AdminFormsRoute() {
  return <AdminScreenGate title="Formulaires" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
