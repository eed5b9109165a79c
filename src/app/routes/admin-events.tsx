import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Événements — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/events/events-screen");

/** The owner's events and their registrations (issue 14 §3); loaded for admins only. */
export default function AdminEventsRoute() {
  return <AdminScreenGate title="Événements" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
