// The platform operator's host (issue 19 §1): its JSON API under /api (the command line's way in
// while `npm start` runs) and its screens everywhere else. No site answers on this host.
import { Hono } from "hono";
import type { PlatformDeps } from "./deps";
import { operatorApi } from "./operator-api";
import { operatorScreens } from "./screens";

export function createPlatformApp(deps: PlatformDeps) {
  const app = new Hono();
  app.route("/api", operatorApi(deps));
  app.route("/", operatorScreens(deps));
  return app;
}
