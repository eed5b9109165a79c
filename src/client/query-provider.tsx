import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";

/**
 * Server state in the browser (decision 087): one query client per mounted screen (an admin tool,
 * a checkout page), so that TanStack Query loads only with the screens that use it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
