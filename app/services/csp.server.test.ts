import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "./csp.server.ts";

describe("newNonce", () => {
  it("never repeats across many pool refills, and every nonce has the same length", () => {
    // 256 nonces per draw from the generator: 2 000 cross seven refills.
    const nonces = Array.from({ length: 2_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(new Set(nonces.map((nonce) => nonce.length))).toEqual(new Set([24]));
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  it("is the policy's script nonce", () => {
    const nonce = newNonce();
    expect(contentSecurityPolicy({ nonce, origin: "https://shop.example" })).toContain(`'nonce-${nonce}'`);
  });
});
