import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { upgradeClient } from "../../server/upgrade.ts";

/** A socket upgrade as Node hands it to server.ts. */
function upgrade(headers: Record<string, string>, remoteAddress = "10.0.0.9"): IncomingMessage {
  return { url: "/ws/message?token=t", headers: { host: "127.0.0.1:3600", ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe("the socket upgrade (cross-site WebSocket hijacking)", () => {
  it("is refused when another site's page opens the shopper's socket", () => {
    expect(upgradeClient(upgrade({ origin: "https://evil.example" }), 0)).toBeNull();
    expect(upgradeClient(upgrade({ origin: "http://127.0.0.1:3601" }), 0)).toBeNull();
    expect(upgradeClient(upgrade({ origin: "null" }), 0)).toBeNull();
  });

  it("goes through from the shop's own pages, directly and behind a TLS proxy", () => {
    expect(upgradeClient(upgrade({ origin: "http://127.0.0.1:3600" }), 0)).toEqual({ clientIp: "10.0.0.9" });
    const proxied = upgrade({
      origin: "https://shop.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "shop.example",
      "x-forwarded-for": "6.6.6.6, 203.0.113.7",
    });
    // The address is the hop the trusted proxy appended, not the client's own first entry.
    expect(upgradeClient(proxied, 1)).toEqual({ clientIp: "203.0.113.7" });
    // Without trusting the proxy, its forwarded origin does not count.
    expect(upgradeClient(proxied, 0)).toBeNull();
  });

  it("lets clients that are no browser (no Origin) through to the ticket check", () => {
    expect(upgradeClient(upgrade({}), 0)).toEqual({ clientIp: "10.0.0.9" });
  });
});
