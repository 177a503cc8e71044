import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "#contract/locales.ts";
import { loadErrorTexts } from "./utils/error-texts.ts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* Navigations run as React transitions: the progress bar stays on until the new page can render,
            its on-demand blocks' code included, rather than ending when the data has arrived. */}
        <HydratedRouter useTransitions />
      </StrictMode>,
    );
  });
}

// The root error page of a failed root loader reads its language's error texts, which load on demand
// (root.tsx): fetch them first, so hydration finds them at hand.
const errorLanguage = document.querySelector<HTMLElement>("[data-error-texts]")?.dataset.errorTexts;
if (isLanguage(errorLanguage)) void loadErrorTexts(errorLanguage).then(hydrate, hydrate);
else hydrate();
