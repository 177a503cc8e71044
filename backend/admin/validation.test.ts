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
async function call(method: string, path: string, body?: unknown) {
  const res = await backend.app.request(`/api/admin${path}`, jsonRequest(method, body, adminHeaders));
  return { status: res.status, body: (await res.json()) as Answer };
}
async function raw(method: string, path: string, body: string | Uint8Array<ArrayBuffer>, contentType = "application/json") {
  const res = await backend.app.request(`/api/admin${path}`, {
    method,
    headers: { ...adminHeaders, "content-type": contentType },
    body,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

function expectFieldError(answer: { status: number; body: Answer }, field: string, status = 400) {
  expect(answer.status).toBe(status);
  expect(answer.body.code).toBe(Code.result);
  expect(Object.keys(answer.body.data?.fields ?? {})).toContain(field);
}

describe("admin payload validation", () => {
  it("refuses bad slugs", async () => {
    for (const slug of ["Shoes", "two words", "-lead", "trail-", "a--b", "", "x".repeat(121), 7]) {
      expectFieldError(await call("POST", "/tags", { slug, name: "Tag" }), "slug");
    }
    expect((await call("POST", "/tags", { slug: "x".repeat(120), name: "Tag" })).status).toBe(201);
  });

  it("refuses i18n in unknown languages or with unknown fields", async () => {
    for (const i18n of [
      { xx: { name: "?" } },
      { EN: { name: "?" } },
      { de: { title: "?" } },
      { de: "Schuh" },
      ["de"],
    ]) {
      const answer = await raw("POST", "/categories", JSON.stringify({ slug: "cat-i18n", name: "Cat", i18n }));
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe("errors.validation");
    }
    const proto = await raw(
      "POST",
      "/categories",
      '{"slug":"cat-proto","name":"Cat","i18n":{"__proto__":{"name":"x"}}}',
    );
    expectFieldError(proto, "i18n.__proto__");
  });

  it("refuses referenced ids that do not exist", async () => {
    expect.hasAssertions();
    expectFieldError(await call("POST", "/products", { slug: "p-ref", name: "P", categoryId: 999 }), "categoryId");
    expectFieldError(await call("POST", "/products", { slug: "p-ref", name: "P", tagIds: [999] }), "tagIds");
    expectFieldError(await call("POST", "/products", { slug: "p-ref", name: "P", imageIds: [5] }), "imageIds");
    expectFieldError(
      await call("POST", "/collections", { slug: "c-ref", name: "C", productIds: [12345] }),
      "productIds",
    );
    expectFieldError(await call("POST", "/categories", { slug: "c-ref", name: "C", imageId: 1 }), "imageId");
    expectFieldError(await call("POST", "/articles", { slug: "a-ref", title: "A", thumbnailId: 3 }), "thumbnailId");
    expectFieldError(await call("POST", "/products", { slug: "p-ref", name: "P", categoryId: 2 ** 40 }), "categoryId");
  });

  it("refuses a category that would become its own ancestor", async () => {
    expect.hasAssertions();
    const a = (await call("POST", "/categories", { slug: "cyc-a", name: "A" })).body.data.id;
    const b = (await call("POST", "/categories", { slug: "cyc-b", name: "B", parentId: a })).body.data.id;
    expectFieldError(await call("PUT", `/categories/${a}`, { parentId: b }), "parentId");
    expectFieldError(await call("PUT", `/categories/${a}`, { parentId: a }), "parentId");
  });

  it("answers malformed bodies with 400, never 500", async () => {
    expect((await raw("POST", "/tags", "{not json")).body.msg).toBe("errors.malformedJson");
    // Bytes that are not UTF-8 are not JSON: refused, not stored as U+FFFD.
    const latin1 = new Uint8Array([...new TextEncoder().encode('{"slug":"bad-bytes","name":"Caf'), 0xe9, ...new TextEncoder().encode('"}')]);
    expect(await raw("POST", "/tags", latin1)).toMatchObject({ status: 400, body: { msg: "errors.malformedJson" } });
    expect((await raw("POST", "/tags", '{"slug":"good-bytes","name":"Café ☕"}')).status).toBe(201);
    expect((await raw("POST", "/tags", '{"slug":"x","name":"y"}', "text/plain")).status).toBe(400);
    for (const body of ["[]", "null", '"text"', "123", '[{"slug":"a","name":"b"}]', '{"slug":{"$gt":""},"name":"b"}']) {
      const answer = await raw("POST", "/tags", body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(Code.result);
    }
    expect((await raw("PUT", "/tags/1", "{oops")).status).toBe(400);
    expect((await raw("POST", "/tags", "x".repeat(300_000))).status).toBe(413);
  });

  it("refuses huge numbers and bad page parameters", async () => {
    expectFieldError(
      await call("POST", "/promotions", { slug: "big", title: "Big", kind: "fixed", value: 1e300 }),
      "value",
    );
    expectFieldError(
      await call("POST", "/promotions", { slug: "big", title: "Big", kind: "fixed", value: 1.5 }),
      "value",
    );
    for (const query of ["pageSize=101", "pageSize=1000000000", "page=0", "page=abc", "pageSize=-1", "page=1e400"]) {
      const answer = await call("GET", `/products?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe("errors.validation");
    }
    expect((await call("GET", "/products?pageSize=100")).status).toBe(200);
    for (const id of ["99999999999", "abc", "-1", "0", "1.5"]) {
      expect((await call("GET", `/products/${id}`)).status).toBe(404);
    }
  });

  it("checks offer rules on create and on the merged record when updating", async () => {
    expectFieldError(
      await call("POST", "/promotions", { slug: "pct", title: "P", kind: "percent", value: 101 }),
      "value",
    );
    expectFieldError(
      await call("POST", "/promotions", { slug: "pct", title: "P", kind: "percent", value: 0 }),
      "value",
    );
    expectFieldError(
      await call("POST", "/promotions", {
        slug: "dates",
        title: "D",
        kind: "percent",
        value: 10,
        startsAt: "2026-05-01T00:00:00Z",
        endsAt: "2026-04-01T00:00:00Z",
      }),
      "endsAt",
    );
    expectFieldError(
      await call("POST", "/promotions", { slug: "dates", title: "D", kind: "percent", value: 10, startsAt: "soon" }),
      "startsAt",
    );
    const fixed = await call("POST", "/promotions", {
      slug: "fixed-off",
      title: "F",
      kind: "fixed",
      value: 5000,
      startsAt: "2026-05-01T00:00:00Z",
    });
    expect(fixed.status).toBe(201);
    expectFieldError(await call("PUT", `/promotions/${fixed.body.data.id}`, { kind: "percent" }), "value");
    expectFieldError(
      await call("PUT", `/promotions/${fixed.body.data.id}`, { endsAt: "2026-04-01T00:00:00Z" }),
      "endsAt",
    );
    expect((await call("PUT", `/promotions/${fixed.body.data.id}`, { kind: "percent", value: 50 })).status).toBe(200);
  });

  it("checks coupon codes and answers 409 for a taken code", async () => {
    const base = { title: "C", kind: "percent", value: 10 };
    for (const code of ["lower", "WITH SPACE", "X".repeat(33), ""]) {
      expectFieldError(await call("POST", "/coupons", { ...base, slug: "c-code", code }), "code");
    }
    expect((await call("POST", "/coupons", { ...base, slug: "c-one", code: "SAME-1" })).status).toBe(201);
    const taken = await call("POST", "/coupons", { ...base, slug: "c-two", code: "SAME-1" });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe("errors.codeTaken");
    expectFieldError(
      await call("POST", "/coupons", { ...base, slug: "c-three", code: "OK-3", totalLimit: 0 }),
      "totalLimit",
    );
  });

  it("keeps referential integrity when deleting", async () => {
    const category = (await call("POST", "/categories", { slug: "del-cat", name: "Cat" })).body.data.id;
    const tag = (await call("POST", "/tags", { slug: "del-tag", name: "Tag" })).body.data.id;
    const product = await call("POST", "/products", {
      slug: "del-prod",
      name: "P",
      categoryId: category,
      tagIds: [tag],
    });
    const collection = await call("POST", "/collections", {
      slug: "del-col",
      name: "C",
      productIds: [product.body.data.id],
    });
    expect(collection.body.data.productIds).toEqual([product.body.data.id]);
    // A category that still holds a product or a subcategory is refused, and stays.
    const child = (await call("POST", "/categories", { slug: "del-cat-child", name: "Child", parentId: category })).body.data.id;
    const refused = await call("DELETE", `/categories/${category}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ msg: "errors.inUse", data: null });
    expect((await call("GET", `/categories/${category}`)).status).toBe(200);
    // A tag is a label: deleting it takes it off its products.
    await call("DELETE", `/tags/${tag}`);
    const after = (await call("GET", `/products/${product.body.data.id}`)).body.data;
    expect(after).toMatchObject({ categoryId: category, tagIds: [], collectionIds: [collection.body.data.id] });
    await call("DELETE", `/products/${product.body.data.id}`);
    expect((await call("GET", `/collections/${collection.body.data.id}`)).body.data.productIds).toEqual([]);
    // Emptied of its product, the category still holds its subcategory; then it goes.
    expect((await call("DELETE", `/categories/${category}`)).status).toBe(409);
    expect((await call("DELETE", `/categories/${child}`)).status).toBe(200);
    expect((await call("DELETE", `/categories/${category}`)).status).toBe(200);
    expect((await call("GET", `/categories/${category}`)).status).toBe(404);
  });
});
