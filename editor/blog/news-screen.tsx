// The owner's Actualités at /admin/news (issue 14 §6); loaded for admins only (src/app/routes/admin-news.tsx).
import type { AdminSession } from "../../schemas/admin";
import { QueryProvider } from "../../src/client/query-provider";
import { PostsDesk } from "./posts-desk";

export interface NewsScreenProps {
  idSite: number;
  session: AdminSession;
}

export default function NewsScreen({ idSite }: NewsScreenProps) {
  return (
    <QueryProvider>
      <PostsDesk idSite={idSite} kind="news" />
    </QueryProvider>
  );
}
