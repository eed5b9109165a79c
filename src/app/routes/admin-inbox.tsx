import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Messages — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/inbox/inbox-screen");

/** The inbox: messages, form answers and registrations (issue 14 §5); loaded for admins only. */
export default function AdminInboxRoute() {
  return <AdminScreenGate title="Messages" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
