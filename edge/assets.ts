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
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Only file names: no directories, and never a React Router data request. */
const FILE = /\/[^/]+\.([a-z0-9]+)$/i;

/**
 * A file of the client build, from the runtime's asset binding, with the caching server.ts gives it:
 * hashed `/assets/*` immutable, other public files an hour. Null when there is no such file, so the
 * storefront's own routes (robots.txt, sitemaps) answer.
 */
export async function serveAsset(assets: { fetch(request: Request): Promise<Response> }, request: Request, url: URL): Promise<Response | null> {
  const extension = FILE.exec(url.pathname)?.[1]?.toLowerCase();
  if (!extension || extension === "data" || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const found = await assets.fetch(new Request(new URL(url.pathname, url), { method: request.method }));
  if (found.status !== 200) {
    await found.body?.cancel();
    return null;
  }
  const headers = new Headers();
  const type = TYPES[extension] ?? "application/octet-stream";
  headers.set("content-type", type);
  const length = found.headers.get("content-length");
  headers.set("cache-control", url.pathname.startsWith("/assets/") ? IMMUTABLE : "public, max-age=3600");
  headers.set("x-content-type-options", "nosniff");
  // workerd and Cloudflare compress a body themselves when the answer names an encoding.
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) headers.set("content-encoding", "gzip");
  else if (length) headers.set("content-length", length);
  return new Response(found.body, { status: 200, headers });
}
