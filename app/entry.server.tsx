import { Writable } from "node:stream";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { inlineUsedCss } from "./services/critical-css.server.ts";
import stylesheet from "./styles/app.css?url";

/** The built stylesheet (build/client/assets/…) beside this server bundle (build/server/index.js). */
const stylesheetFile = new URL(`../client${stylesheet}`, import.meta.url);

// server.ts builds each request's context through the build's own module instance.
export { createLoadContext } from "./services/context.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document is sent complete, deferred parts included: streamed Suspense content needs
    // JavaScript to be revealed, and every page must be whole without it. Client navigations still
    // show skeletons while deferred data arrives.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        // The document is complete here (onAllReady): it is collected whole, so the stylesheet's rules it
        // uses can replace the render-blocking link in its head.
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = inlineUsedCss(Buffer.concat(chunks).toString("utf8"), stylesheet, stylesheetFile);
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
    });
  });
}
