import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { renderDocument } from "#app/services/document-stream.server.ts";
import { env } from "#app/services/env.server.ts";
import { builtStylesheet } from "#app/services/stylesheet.server.ts";
import { NonceProvider } from "./components/Nonce.tsx";
import { shopContext } from "./services/context.server.ts";
import { inlineUsedCss } from "./services/critical-css.server.ts";
import { contentSecurityPolicy, newNonce } from "./services/csp.server.ts";
import { withDocumentHead } from "./services/document-head.server.ts";
import { rememberRouteMatches } from "./services/route-matches.server.ts";
import { scriptsAfterPaint } from "./services/scripts-after-paint.server.ts";
import { withWholeDocument } from "./services/whole-document.server.ts";
import stylesheet from "./styles/app.css?url";

// server.ts (and the edge worker) build each request's context through the build's own module instance.
export { createLoadContext } from "./services/context.server.ts";
// The page caches drop the storefront's short caches with their own when the shop changes.
export { clearShopCaches } from "./services/shop-middleware.server.ts";

export const streamTimeout = 5_000;

/** The merchant's allow-list for theme injects, when the shop settings were read. */
function injectOrigins(context: RouterContextProvider): readonly string[] {
  try {
    return context.get(shopContext).settings.injectOrigins ?? [];
  } catch {
    return [];
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Enforced in production; in development only reported, so Vite's HMR client keeps working.
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ nonce, origin: new URL(request.url).origin, injectOrigins: injectOrigins(loadContext) });
  responseHeaders.set(env.production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only", policy);
  rememberRouteMatches(routerContext);
  let shellRendered = false;
  // Every document is sent complete, deferred parts included: streamed Suspense content needs
  // JavaScript to be revealed, and every page must be whole without it. Client navigations still
  // show skeletons while deferred data arrives. Completed boundaries go inline (no progressive
  // chunks): React would otherwise send them as hidden segments that only JavaScript reveals.
  const [document, sheet] = await Promise.all([
    renderDocument(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        timeoutMs: streamTimeout + 1000,
        onShellReady() {
          shellRendered = true;
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    ),
    builtStylesheet(stylesheet),
  ]);
  // The document is complete: the page's document-only head tags close its head
  // (services/document-head.server.ts), the stylesheet's rules it uses go inline before the stylesheet link,
  // which then no longer blocks the first paint (decision 021), and in production its scripts are
  // fetched after that paint (decision 026; the dev server's module graph is left as Vite serves it).
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const styled = inlineUsedCss(withDocumentHead(document, loadContext), stylesheet, sheet, nonce);
  const html = env.production ? scriptsAfterPaint(styled, nonce) : styled;
  return withWholeDocument(new Response(html, { headers: responseHeaders, status: responseStatusCode }), html);
}

/**
 * Server errors are logged; answers the shopper's own request explains (a 404, a 405 for a POST to a
 * page without a form, a refused form) are not errors of ours, and a stack trace for each would let
 * anyone flood the log. Aborted requests (the shopper went away) are not logged either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
