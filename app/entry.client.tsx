import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";

// The Content-Security-Policy allows no eval: zod must not compile its parsers with `new Function`
// (it would try, and every page with a form would log a blocked eval).
z.config({ jitless: true });

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
