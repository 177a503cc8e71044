import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBackend } from "../../backend/index.ts";
import type { Logger } from "../../backend/shared/logger.ts";
import { createShopApp } from "../../server/app.ts";

// A production log runs at level warn: an answer that took over two seconds is named there with its
// path, so a stall (a page past its backend deadline) can be traced to the call that held it.

type Line = { level: string; fields: Record<string, unknown>; msg: string };
const lines: Line[] = [];
const capture = (level: string) => (fields: Record<string, unknown>, msg: string) => void lines.push({ level, fields, msg });
const log = { info: capture("info"), warn: capture("warn"), error: capture("error"), debug: () => {} } as unknown as Logger;

/** Each reading of the clock is three seconds after the last one: every answer is slow. */
const slowClock = () => {
  let now = 0;
  return vi.spyOn(performance, "now").mockImplementation(() => (now += 3_000));
};

afterEach(() => {
  vi.restoreAllMocks();
  lines.length = 0;
});

describe("slow answers", () => {
  it("the front logs a request over two seconds at warn, with its method, path and status", async () => {
    const app = createShopApp({
      log,
      trustedHops: 0,
      backendFetch: async () => new Response("backend"),
      shopApiUrl: null,
      runtime: { peerAddress: () => "127.0.0.1", compress: async (_c, next) => next(), clientFiles: null, uploadFiles: null },
      handleDocument: async () => new Response("page"),
    });
    expect((await app.request("http://shop.test/auth/signup")).status).toBe(200);
    expect(lines.filter((line) => line.level === "warn")).toEqual([]);
    slowClock();
    expect((await app.request("http://shop.test/auth/signup")).status).toBe(200);
    expect(lines.filter((line) => line.level === "warn")).toEqual([
      { level: "warn", fields: { method: "GET", path: "/auth/signup", status: 200, ms: expect.any(Number) }, msg: "slow request" },
    ]);
    expect(lines.at(-1)!.fields.ms).toBeGreaterThan(2_000);
  });

  it("the backend logs a call over two seconds at warn, with its method, path and status", async () => {
    const dir = await mkdtemp(join(tmpdir(), "shop-slow-"));
    const backend = await startBackend({
      sqlitePath: join(dir, "shop.sqlite"),
      uploadsDir: join(dir, "uploads"),
      adminToken: null,
      shopName: "Slow Shop",
      seed: false,
      log,
    });
    try {
      const challenge = () => backend.app.request("/api/web/auth/captcha", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect((await challenge()).status).toBe(200);
      expect(lines.filter((line) => line.level === "warn")).toEqual([]);
      slowClock();
      expect((await challenge()).status).toBe(200);
      expect(lines.filter((line) => line.level === "warn")).toEqual([
        { level: "warn", fields: { method: "POST", path: "/api/web/auth/captcha", status: 200, ms: expect.any(Number) }, msg: "slow backend answer" },
      ]);
    } finally {
      vi.restoreAllMocks();
      await backend.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
