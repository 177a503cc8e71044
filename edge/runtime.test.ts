import { describe, expect, it } from "vitest";
import { edgeRuntime } from "./runtime.ts";

const request = (headers: Record<string, string>, cf?: object) => Object.assign(new Request("http://shop.test/", { headers }), cf ? { cf } : {});

describe("the shopper's address at the edge", () => {
  const { peerAddress } = edgeRuntime(undefined);

  it("is the platform's CF-Connecting-IP where the platform wrote it (Cloudflare: requests carry cf)", () => {
    expect(peerAddress(request({ "cf-connecting-ip": "203.0.113.7" }, { colo: "FRA" }), {})).toBe("203.0.113.7");
    expect(peerAddress(request({ "cf-connecting-ip": "not an address" }, { colo: "FRA" }), {})).toBeUndefined();
  });

  it("counts for nothing in bare workerd, where any client could send the header", () => {
    expect(peerAddress(request({ "cf-connecting-ip": "203.0.113.7" }), {})).toBeUndefined();
  });
});
