// React Router's default client entry (@react-router/dev's entry.client.tsx), hydrating once the
// page has painted (issue 18 §7, docs/decisions/118): the server's page is final (the popup opening
// on load and the cookie banner included), so the first paint need not wait for the scripts; on a
// busy phone, hydrating first held the first paint back by a second or more. A hidden tab paints
// nothing: it hydrates at once.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// the page's texts come in a script of their own, which the head names and the page's deferred
// start has preloaded with this one (docs/decisions/126, src/server/page-scripts.ts): the page is
// hydrated with them
const textsSrc = document.querySelector<HTMLElement>("script[data-vs-texts]")?.dataset.src;
const textsReady = textsSrc ? import(/* @vite-ignore */ textsSrc).catch(() => undefined) : Promise.resolve();

let hydrated = false;

function hydrate() {
  if (hydrated) return;
  hydrated = true;
  void textsReady.then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
}

// a frame's callback runs before its paint; the task it queues runs after it. A page whose frames
// do not come (a frame the browser does not draw: display:none, or throttled) hydrates after a
// second all the same (decision 118)
if (document.visibilityState === "hidden") hydrate();
else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  setTimeout(hydrate, 1000);
}
