import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "#contract/locales.ts";
import { loadErrorTexts } from "./utils/error-texts.ts";
import { applyHeldStylesheetOnChange } from "./utils/held-stylesheet.ts";
import { loadTextsFiles } from "./utils/texts-file.ts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* The router's updates render as React transitions (its default): the progress bar stays on until
            the new page can render, its on-demand blocks' code included. Not `useTransitions`: that also
            renders each update's pending state at once, a synchronous render of the whole page, which
            after hydration (the route discovery's update) was the page's longest task. */}
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The whole stylesheet waits for the page's first change (utils/held-stylesheet.ts).
applyHeldStylesheetOnChange();

// The document names its UI texts as files (utils/texts-file.ts): fetch them first, so hydration finds
// them at hand. Without them the page stays as the server rendered it (its forms post without
// JavaScript) rather than hydrating with keys in place of texts.
// The root error page of a failed root loader reads its language's error texts, which load on demand
// (root.tsx): those too.
const errorLanguage = document.querySelector<HTMLElement>("[data-error-texts]")?.dataset.errorTexts;
Promise.all([loadTextsFiles(), isLanguage(errorLanguage) ? Promise.resolve(loadErrorTexts(errorLanguage)).catch(() => null) : null]).then(
  hydrate,
  (error: unknown) => console.error("The page's texts could not be loaded; it stays without JavaScript.", error),
);
