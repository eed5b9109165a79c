// The owner's Blog at /admin/blog (issue 14 §6); loaded for admins only (src/app/routes/admin-blog.tsx).
import type { AdminSession } from "../../schemas/admin";
import { QueryProvider } from "../../src/client/query-provider";
import { PostsDesk } from "./posts-desk";

export interface BlogScreenProps {
  idSite: number;
  session: AdminSession;
}

export default function BlogScreen({ idSite }: BlogScreenProps) {
  return (
    <QueryProvider>
      <PostsDesk idSite={idSite} kind="articles" />
    </QueryProvider>
  );
}
