import type { MiddlewareHandler } from "hono";

/** Content types for what the client build holds (workerd's disk service sends octet-stream). */
const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
};
/** Only file names: no directories, and never a React Router data request. */
const FILE = /\/[^/]+\.([a-z0-9]+)$/i;

export type AssetBinding = { fetch(request: Request): Promise<Response> };

/**
 * Files of the client build from the runtime's asset binding (server/app.ts gives them their caching
 * and headers, as on Node). Anything that is no such file goes on, so the storefront's own routes
 * (robots.txt, sitemaps) answer.
 */
export function assetFiles(assets: AssetBinding): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const extension = FILE.exec(url.pathname)?.[1]?.toLowerCase();
    if (!extension || extension === "data" || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const found = await assets.fetch(new Request(new URL(url.pathname, url), { method: c.req.method }));
    if (found.status !== 200) {
      await found.body?.cancel();
      return next();
    }
    const headers = new Headers({ "content-type": TYPES[extension] ?? "application/octet-stream" });
    const length = found.headers.get("content-length");
    if (length) headers.set("content-length", length);
    return new Response(found.body, { status: 200, headers });
  };
}
