// React Router's default client entry (@react-router/dev's entry.client.tsx), hydrating once the
// page has painted (issue 18 §7, docs/decisions/118): the server's page is final (the popup opening
// on load and the cookie banner included), so the first paint need not wait for the scripts; on a
// busy phone, hydrating first held the first paint back by a second or more. A hidden tab paints
// nothing: it hydrates at once.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// the page's texts come in a script of their own, which the head names (docs/decisions/126): the
// page is hydrated with them, whichever of the two scripts the browser ran first
const textsScript = document.querySelector<HTMLScriptElement>("script[data-vs-texts]");
const textsReady =
  textsScript && !globalThis.__vsTexts?.[textsScript.dataset.vsTexts ?? ""]
    ? import(/* @vite-ignore */ textsScript.src).catch(() => undefined)
    : Promise.resolve();

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
