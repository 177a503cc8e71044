import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withWholeDocument } from "../../app/services/whole-document.server.ts";
import { compressAnswers } from "../../server/node-runtime.ts";

const page = `<!DOCTYPE html><html><body>${"<p>Merino crew tee, soft and warm.</p>".repeat(200)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use(compressAnswers(256));
  hono.get("/page", (c) => c.html(page, 200, { vary: "Cookie", etag: '"v1"' }));
  hono.get("/marked", () => {
    // Its body must not be read: the bytes it carries are the document.
    const unread = new ReadableStream({ pull: (controller) => controller.error(new Error("the body was read")) });
    return withWholeDocument(new Response(unread, { headers: { "content-type": "text/html; charset=utf-8" } }), new TextEncoder().encode(page));
  });
  hono.get("/small", (c) => c.html("<p>Hi</p>"));
  hono.get("/raw", () => new Response(page, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-transform" } }));
  hono.get("/stored", () => new Response(new Uint8Array([0x1f, 0x8b, 8, 0]), { headers: { "content-type": "text/html", "content-encoding": "gzip" } }));
  hono.get("/unchanged", () => new Response(null, { status: 304, headers: { "content-type": "text/html" } }));
  hono.get("/styles", (c) => c.body(new Blob(["body{color:red}".repeat(100)]).stream(), 200, { "content-type": "text/css" }));
  return hono;
}

const get = (path: string, headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" }, method = "GET") =>
  app().request(path, { method, headers });

describe("compressAnswers", () => {
  it("gzips a whole document in one piece: Content-Length, Vary and a weak ETag", async () => {
    const response = await get("/page");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(page.length / 10);
    expect(gunzipSync(body).toString("utf8")).toBe(page);
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(response.headers.get("etag")).toBe('W/"v1"');
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("gzips the bytes a rendered document carries, without reading its body", async () => {
    const response = await get("/marked");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString("utf8")).toBe(page);
  });

  it("leaves a document whole for a client that takes no gzip (deflate goes through Hono's stream)", async () => {
    const identity = await get("/page", {});
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(page);
    const deflated = await get("/page", { "accept-encoding": "deflate" });
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(inflateSync(new Uint8Array(await deflated.arrayBuffer())).toString("utf8")).toBe(page);
    const refused = await get("/page", { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("sends a document below the threshold as it is, saying it varies by encoding", async () => {
    const response = await get("/small");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe("<p>Hi</p>");
  });

  it("respects no-transform, answers already encoded, bodiless answers and HEAD", async () => {
    const raw = await get("/raw");
    expect(raw.headers.get("content-encoding")).toBeNull();
    expect(await raw.text()).toBe(page);
    const stored = await get("/stored");
    expect([...new Uint8Array(await stored.arrayBuffer())]).toEqual([0x1f, 0x8b, 8, 0]);
    const unchanged = await get("/unchanged");
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("content-encoding")).toBeNull();
    const head = await get("/page", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("streams everything that is not a document through Hono's compression", async () => {
    const response = await get("/styles");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString("utf8")).toBe("body{color:red}".repeat(100));
  });
});
