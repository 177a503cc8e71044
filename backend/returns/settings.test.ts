import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReturnSettings } from "#contract/returns.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { seedDatabase } from "../db/seed.ts";
import { demoReturnSettings } from "../db/seed-data/returns.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const settings = async (method = "GET", body?: unknown) => {
  const res = await backend.app.request("/api/admin/returns/settings", {
    method,
    headers: { ...adminHeaders, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { msg: string; data: ReturnSettings }) };
};

describe("return settings", () => {
  it("start with a 30-day window and no address; the demo shop brings its own; the merchant changes them", async () => {
    expect((await settings()).data).toEqual({ address: null, windowDays: 30 });
    await seedDatabase(backend.db, backend.uploadsDir, { images: false });
    expect((await settings()).data).toEqual(demoReturnSettings);

    expect((await settings("PUT", { windowDays: 45 })).data).toEqual({ ...demoReturnSettings, windowDays: 45 });
    const bad = await settings("PUT", { address: { consignee: "", phone: "call me", address: "x" } });
    expect(bad.status).toBe(400);
    expect((await settings("PUT", { windowDays: 0 })).status).toBe(400);
    expect((await settings("PUT", { windowDays: 10, extra: 1 })).status).toBe(400);
    expect((await settings()).data.windowDays).toBe(45);
    expect((await settings("PUT", { address: null })).data).toEqual({ address: null, windowDays: 45 });
    // A second seed run (a restart) does not put the demo address back over the merchant's choice.
    await seedDatabase(backend.db, backend.uploadsDir, { images: false });
    expect((await settings()).data.address).toBeNull();
  });
});
