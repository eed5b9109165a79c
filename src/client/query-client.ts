// The browser's server state goes through TanStack Query (decision 087): one client per page,
// shared by the storefront and the admin tools. Calls already show their failure in a toast
// (api-client's onFailure); the query layer adds caching, retry and invalidation.
import { QueryClient } from "@tanstack/react-query";
import { ApiCallError } from "./api-client";

/** A refused call (4xx: wrong input, no right, not found) is not retried; a lost one is, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiCallError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
