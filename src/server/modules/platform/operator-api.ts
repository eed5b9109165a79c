// The operator API (issue 19 §1): scaffold, filled by the platform-core work.
import { Hono } from "hono";
import type { PlatformDeps } from "./deps";

export function operatorApi(_deps: PlatformDeps) {
  return new Hono();
}
