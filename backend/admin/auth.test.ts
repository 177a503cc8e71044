import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#backend/create-app.ts";
import { openDatabase } from "#backend/db/connection.ts";
import { createLogger } from "#backend/shared/logger.ts";
import { Code } from "#contract/codes.ts";
import { createTestBackend, jsonRequest, TEST_ADMIN_TOKEN, type TestBackend } from "#tests/setup/backend.ts";
import { newIp } from "#tests/fixtures/customers.ts";
import { sameSecret } from "./auth.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const paths = [
  "/categories",
  "/tags",
  "/collections",
  "/products",
  "/articles",
  "/pages",
  "/promotions",
  "/coupons",
  "/templates",
  "/theme",
  "/router",
  "/shop",
  "/currencies",
  "/images",
];

describe("admin auth", () => {
  it("takes the token from x-admin-token or Authorization: Bearer", async () => {
    const ways: Array<Record<string, string>> = [
      { "x-admin-token": TEST_ADMIN_TOKEN },
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    ];
    for (const headers of ways) {
      for (const path of paths) {
        const res = await backend.app.request(`/api/admin${path}`, { headers });
        expect(res.status, path).toBe(200);
        expect(((await res.json()) as { code: number }).code).toBe(Code.success);
      }
    }
  });

  it("answers 401 without a token and 403 with a wrong one, on every path", async () => {
    for (const path of [...paths, "/no-such-thing", "/attach/upload"]) {
      const none = await backend.app.request(`/api/admin${path}`);
      expect(none.status, path).toBe(401);
      expect(await none.json()).toEqual({ code: Code.permission, msg: "errors.adminToken", data: null });
      const wrong: Array<Record<string, string>> = [
        { "x-admin-token": `${TEST_ADMIN_TOKEN}x` },
        { "x-admin-token": TEST_ADMIN_TOKEN.slice(0, -1) },
        { authorization: `Basic ${TEST_ADMIN_TOKEN}` },
        { authorization: "Bearer wrong" },
      ];
      for (const headers of wrong) {
        // Each from its own address: wrong tokens count per address (see the guessing test).
        const res = await backend.app.request(`/api/admin${path}`, { headers: { ...headers, "x-client-ip": newIp() } });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(
          headers.authorization?.startsWith("Basic") ? 401 : 403,
        );
      }
    }
  });

  it("answers 404 for unknown admin paths once authorised", async () => {
    const res = await backend.app.request("/api/admin/no-such-thing", {
      headers: { "x-admin-token": TEST_ADMIN_TOKEN },
    });
    expect(res.status).toBe(404);
  });

  it("is disabled for everyone when no admin token is configured", async () => {
    const { db } = openDatabase({ sqlitePath: ":memory:" });
    const app = createApp({
      db,
      config: { adminToken: null, uploadsDir: backend.uploadsDir, shopName: "Off" },
      log: createLogger("silent"),
    });
    const attempts: Array<Record<string, string>> = [
      {},
      { "x-admin-token": TEST_ADMIN_TOKEN },
      { "x-admin-token": "" },
    ];
    for (const headers of attempts) {
      const res = await app.request("/api/admin/products", jsonRequest("POST", { slug: "x", name: "x" }, headers));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: Code.permission, msg: "errors.adminDisabled", data: null });
    }
    await db.destroy();
  });

  it("refuses an address that keeps guessing, even with the right token, for the rest of the window", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await backend.app.request("/api/admin/products", { headers: { "x-admin-token": `guess-${i}`, "x-client-ip": ip } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await backend.app.request("/api/admin/products", { headers: { "x-admin-token": TEST_ADMIN_TOKEN, "x-client-ip": ip } });
    expect(right.status).toBe(429);
    const elsewhere = await backend.app.request("/api/admin/products", { headers: { "x-admin-token": TEST_ADMIN_TOKEN, "x-client-ip": newIp() } });
    expect(elsewhere.status).toBe(200);
  });

  it("compares secrets of any length", () => {
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(sameSecret("", "abc")).toBe(false);
  });
});
