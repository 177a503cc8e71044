import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onEdge, startShop, type Shop } from "./harness.ts";

let shop: Shop;
beforeAll(async () => {
  shop = await startShop({ trustedHops: 1 });
});
afterAll(async () => {
  await shop.close();
});

/** A WebSocket handshake with `origin`, answered with its status and headers (no socket is kept). */
function upgrade(origin: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL("/ws/message", shop.url), {
      headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==", origin, ...headers },
    });
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 101, headers: res.headers });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the HTTP front", () => {
  it("answers an over-long address with 414 before the router or the backend", async () => {
    for (const path of [`/category/${"a".repeat(5000)}`, `/api/web/product/list?q=${"a".repeat(5000)}`]) {
      const res = await shop.request(path);
      expect(res.status, path.slice(0, 20)).toBe(414);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it.runIf(onEdge)("gates the socket upgrade by origin and passes the shopper's address on", async () => {
    expect((await upgrade("https://evil.example")).status).toBe(403);
    expect((await upgrade("null")).status).toBe(403);
    const own = await upgrade(new URL(shop.url).origin, { "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    // The backend's answer (no realtime server here): it saw the trusted hop, not the client's own entry.
    expect(own.status).toBe(426);
    expect(own.headers["x-backend-saw-for"]).toBe("203.0.113.7");
  });
});
