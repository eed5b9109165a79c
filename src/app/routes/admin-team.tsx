import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Équipe — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/team/team-screen");

/** Who administers the site: the list, invitations by e-mail, access taken away (issue 19 §6). */
export default function AdminTeamRoute() {
  return <AdminScreenGate title="Équipe" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
