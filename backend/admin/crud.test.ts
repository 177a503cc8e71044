import { newIp } from "#tests/fixtures/customers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#contract/codes.ts";
import { adminHeaders, createTestBackend, jsonRequest, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

// oxlint-disable-next-line typescript/no-explicit-any -- the assertions check the answers' shape
type Answer = { code: number; msg: string; data: any };
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = adminHeaders) {
  const res = await backend.app.request(`/api/admin${path}`, jsonRequest(method, body, headers));
  return { status: res.status, body: (await res.json()) as Answer };
}

const resources = [
  {
    path: "/categories",
    create: { slug: "shoes", name: "Shoes", i18n: { de: { name: "Schuhe" } }, sort: 2 },
    update: { name: "Footwear", hidden: true },
    expected: { name: "Footwear", hidden: true, i18n: { de: { name: "Schuhe" } }, sort: 2 },
  },
  {
    path: "/tags",
    create: { slug: "summer", name: "Summer" },
    update: { description: "Warm days" },
    expected: { name: "Summer", description: "Warm days", hidden: false },
  },
  {
    path: "/collections",
    create: { slug: "new-in", name: "New in" },
    update: { i18n: { fr: { name: "Nouveautés" } } },
    expected: { name: "New in", productIds: [], i18n: { fr: { name: "Nouveautés" } } },
  },
  {
    path: "/products",
    create: { slug: "linen-shirt", name: "Linen shirt", skus: [{ code: "LS-1", price: 4900, stock: 3 }] },
    update: { name: "Linen shirt II", sort: 4 },
    expected: { name: "Linen shirt II", sort: 4, skus: [expect.objectContaining({ code: "LS-1", price: 4900 })] },
  },
  {
    path: "/articles",
    create: { slug: "care-guide", title: "Care guide", publishedAt: "2026-01-02T03:04:05+01:00" },
    update: { author: "Ana" },
    expected: { title: "Care guide", author: "Ana", publishedAt: "2026-01-02T02:04:05.000Z" },
  },
  {
    path: "/pages",
    create: { slug: "about", title: "About us", content: "<p>Hi</p>" },
    update: { title: "About" },
    expected: { title: "About", content: "<p>Hi</p>" },
  },
  {
    path: "/promotions",
    create: { slug: "spring", title: "Spring sale", kind: "percent", value: 15 },
    update: { value: 20, minAmount: 5000 },
    expected: { kind: "percent", value: 20, minAmount: 5000 },
  },
  {
    path: "/coupons",
    create: { slug: "welcome", code: "WELCOME-10", title: "Welcome", kind: "fixed", value: 1000, totalLimit: 100 },
    update: { perCustomerLimit: 1 },
    expected: { code: "WELCOME-10", value: 1000, totalLimit: 100, perCustomerLimit: 1, usedCount: 0 },
  },
];

describe.each(resources)("admin $path", ({ path, create, update, expected }) => {
  it("creates, reads, lists, updates and deletes", async () => {
    const created = await call("POST", path, create);
    expect(created.status).toBe(201);
    expect(created.body.code).toBe(Code.success);
    const id = created.body.data.id as number;
    expect(id).toBeGreaterThan(0);

    const read = await call("GET", `${path}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, slug: create.slug });

    const list = await call("GET", `${path}?page=1&pageSize=10`);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.body.data.items[0]).toMatchObject({ id, slug: create.slug });
    const search = await call("GET", `${path}?q=zzz-nothing`);
    expect(search.body.data).toMatchObject({ total: 0, items: [] });

    const updated = await call("PUT", `${path}/${id}`, update);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, slug: create.slug, ...expected });
    expect((await call("GET", `${path}/${id}`)).body.data).toMatchObject(expected);

    const deleted = await call("DELETE", `${path}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id });
    const gone = await call("GET", `${path}/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(Code.result);
    expect((await call("PUT", `${path}/${id}`, update)).status).toBe(404);
    expect((await call("DELETE", `${path}/${id}`)).status).toBe(404);
  });

  it("answers a method the path does not take with 405 and the methods it does take", async () => {
    const patch = await backend.app.request(`/api/admin${path}/1`, jsonRequest("PATCH", update, adminHeaders));
    expect(patch.status).toBe(405);
    expect(patch.headers.get("allow")).toBe("DELETE, GET, HEAD, PUT");
    expect(await patch.json()).toEqual({ code: Code.result, msg: "errors.method", data: null });
    const list = await backend.app.request(`/api/admin${path}`, jsonRequest("PUT", update, adminHeaders));
    expect([list.status, list.headers.get("allow")]).toEqual([405, "GET, HEAD, POST"]);
    // A path no route describes is still "not found", whatever the method.
    for (const method of ["GET", "PATCH"]) {
      const res = await backend.app.request(`/api/admin${path}/1/nothing`, jsonRequest(method, undefined, adminHeaders));
      expect([res.status, res.headers.get("allow")]).toEqual([404, null]);
    }
  });

  it("refuses every call without the token (401) and with a wrong one (403)", async () => {
    for (const [method, target, body] of [
      ["GET", path, undefined],
      ["GET", `${path}/1`, undefined],
      ["POST", path, create],
      ["PUT", `${path}/1`, update],
      ["DELETE", `${path}/1`, undefined],
    ] as const) {
      const missing = await call(method, target, body, {});
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ code: Code.permission, msg: "errors.adminToken", data: null });
      // From its own address each time: wrong tokens count per address (admin/auth.test.ts).
      const wrong = await call(method, target, body, { "x-admin-token": "nope", "x-client-ip": newIp() });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ code: Code.permission, msg: "errors.adminToken" });
    }
  });

  it("refuses a duplicate slug with 409 and unknown fields with 400", async () => {
    const first = await call("POST", path, create);
    expect(first.status).toBe(201);
    const again = await call("POST", path, create);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(Code.result);
    expect(["errors.slugTaken", "errors.codeTaken"]).toContain(again.body.msg);

    const unknown = await call("POST", path, { ...create, slug: "other-slug", surprise: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe("errors.validation");
    expect((await call("PUT", `${path}/${first.body.data.id}`, { surprise: 1 })).status).toBe(400);
    await call("DELETE", `${path}/${first.body.data.id}`);
  });
});
