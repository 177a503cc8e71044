import type { MiddlewareHandler } from "hono";
import type { ShopRuntime } from "../server/app.ts";
import { isIpAddress } from "../server/proxy.ts";
import { assetFiles, type AssetBinding } from "./assets.ts";

/** The header the platform writes with the connection's address (Cloudflare; a client cannot set it there). */
const PLATFORM_ADDRESS_HEADER = "cf-connecting-ip";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg)/;

/**
 * Compression at the edge is the runtime's: an answer that names `gzip` is compressed by workerd and
 * Cloudflare as it goes out (compressing in JavaScript would cost the worker's CPU time and be done twice).
 */
const runtimeCompression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  if (res.status === 101 || !res.body || res.headers.has("content-encoding") || !COMPRESSIBLE.test(type)) return;
  if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return;
  const out = new Response(res.body, res);
  out.headers.set("content-encoding", "gzip");
  out.headers.delete("content-length");
  c.res = undefined;
  c.res = out;
};

/**
 * The front's edge pieces (server/app.ts; Node's are in server/node-runtime.ts): the shopper's address
 * from the platform's header, the runtime's compression, the client build from the asset binding, and
 * no local uploads (`/uploads/*` goes to the backend).
 */
export function edgeRuntime(assets: AssetBinding | undefined): ShopRuntime {
  return {
    // Only where the platform wrote it: on Cloudflare's network every request carries `cf`. Bare
    // workerd passes the header on as the client sent it, so there it counts for nothing.
    peerAddress(request) {
      const address = (request as Request & { cf?: unknown }).cf ? request.headers.get(PLATFORM_ADDRESS_HEADER)?.trim() : undefined;
      return address && isIpAddress(address) ? address : undefined;
    },
    compress: runtimeCompression,
    clientFiles: assets ? assetFiles(assets) : null,
    uploadFiles: null,
  };
}
