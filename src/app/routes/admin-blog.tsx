import type { MetaFunction } from "react-router";
import { AdminScreenGate } from "../components/admin/admin-screen";

export const meta: MetaFunction = () => [
  { title: "Blog — administration" },
  { name: "robots", content: "noindex, nofollow" },
];

const load = () => import("../../../editor/blog/blog-screen");

/** The owner's blog (issue 14 §6); loaded for admins only. */
export default function AdminBlogRoute() {
  return <AdminScreenGate title="Blog" load={load} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
