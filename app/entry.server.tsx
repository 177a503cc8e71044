import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { renderDocument } from "#app/services/document-stream.server.ts";

// server.ts (and the edge worker) build each request's context through the build's own module instance.
export { createLoadContext } from "./services/context.server.ts";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  // Every document is sent complete, deferred parts included: streamed Suspense content needs
  // JavaScript to be revealed, and every page must be whole without it. Client navigations still
  // show skeletons while deferred data arrives. Completed boundaries go inline (no progressive
  // chunks): React would otherwise send them as hidden segments that only JavaScript reveals.
  const body = await renderDocument(<ServerRouter context={routerContext} url={request.url} />, {
    timeoutMs: streamTimeout + 1000,
    onShellReady() {
      shellRendered = true;
    },
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
