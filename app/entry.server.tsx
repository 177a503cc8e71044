import { Writable } from "node:stream";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { NonceProvider } from "./components/Nonce.tsx";
import { shopContext } from "./services/context.server.ts";
import { contentSecurityPolicy, newNonce } from "./services/csp.server.ts";
import { env } from "./services/env.server.ts";
import { inlineUsedCss } from "./services/critical-css.server.ts";
import stylesheet from "./styles/app.css?url";

/** The built stylesheet (build/client/assets/…) beside this server bundle (build/server/index.js). */
const stylesheetFile = new URL(`../client${stylesheet}`, import.meta.url);

// server.ts builds each request's context through the build's own module instance.
export { createLoadContext } from "./services/context.server.ts";
// server.ts drops the storefront's short caches with its page cache when the shop changes.
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

export default function handleRequest(
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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document is sent complete, deferred parts included: streamed Suspense content needs
    // JavaScript to be revealed, and every page must be whole without it. Client navigations still
    // show skeletons while deferred data arrives.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The document is complete here (onAllReady): it is collected whole, so the stylesheet's rules it
          // uses go inline before the stylesheet link, which then no longer blocks the first paint.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = inlineUsedCss(Buffer.concat(chunks).toString("utf8"), stylesheet, stylesheetFile, nonce);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        // Completed boundaries go inline: past this many bytes React would send them as hidden
        // segments that only JavaScript reveals.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
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
