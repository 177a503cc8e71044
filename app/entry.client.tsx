import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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
