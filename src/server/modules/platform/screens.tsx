/** @jsxImportSource hono/jsx */
// The operator's screens (issue 19 §1): scaffold, filled by the operator-screens work.
import { Hono } from "hono";
import type { PlatformDeps } from "./deps";

export function operatorScreens(_deps: PlatformDeps) {
  const app = new Hono();
  app.get("*", (c) =>
    c.html(
      <html lang="fr">
        <head>
          <meta charset="utf-8" />
          <title>Plateforme</title>
        </head>
        <body>
          <h1>Plateforme</h1>
        </body>
      </html>,
    ),
  );
  return app;
}
