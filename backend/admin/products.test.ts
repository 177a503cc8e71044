import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const size = {
  key: "size",
  name: { en: "Size", de: "Größe" },
  values: [
    { key: "s", label: { en: "S" } },
    { key: "m", label: { en: "M" } },
    { key: "l", label: { en: "L" } },
  ],
};

describe("admin products", () => {
  it("creates a product with options, relations and SKUs, and answers them all", async () => {
    const tag = (await call("POST", "/tags", { slug: "p-tag", name: "Tag" })).body.data.id;
    const category = (await call("POST", "/categories", { slug: "p-cat", name: "Cat" })).body.data.id;
    const collection = (await call("POST", "/collections", { slug: "p-col", name: "Col" })).body.data.id;
    const created = await call("POST", "/products", {
      slug: "tee",
      name: "Tee",
      description: "<p>Soft</p>",
      i18n: { de: { name: "T-Shirt" } },
      categoryId: category,
      tagIds: [tag],
      collectionIds: [collection],
      specs: [{ name: { en: "Material" }, value: { en: "Cotton", fr: "Coton" } }],
      options: [size],
      skus: [
        { code: "TEE-S", options: { size: "s" }, price: 1999, linePrice: 2999, stock: 4 },
        { code: "TEE-M", options: { size: "m" }, price: 1999, stock: 0 },
      ],
    });
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product).toMatchObject({
      categoryId: category,
      tagIds: [tag],
      collectionIds: [collection],
      imageIds: [],
      options: [size],
      score: 0,
      reviewCount: 0,
      skus: [
        { code: "TEE-S", options: { size: "s" }, price: 1999, linePrice: 2999, stock: 4, imageId: null },
        { code: "TEE-M", options: { size: "m" }, price: 1999, linePrice: null, stock: 0, imageId: null },
      ],
    });
    expect((await call("GET", `/collections/${collection}`)).body.data.productIds).toEqual([product.id]);
    const list = (await call("GET", "/products")).body.data;
    expect(list.items[0]).not.toHaveProperty("skus");
  });

  it("replaces the SKU set and keeps the ids of codes that remain", async () => {
    const created = await call("POST", "/products", {
      slug: "cap",
      name: "Cap",
      options: [size],
      skus: [
        { code: "CAP-S", options: { size: "s" }, price: 1000, stock: 1 },
        { code: "CAP-M", options: { size: "m" }, price: 1000, stock: 1 },
      ],
    });
    const [small, medium] = created.body.data.skus;
    const updated = await call("PUT", `/products/${created.body.data.id}`, {
      skus: [
        { code: "CAP-L", options: { size: "l" }, price: 1200, stock: 7 },
        { code: "CAP-M", options: { size: "m" }, price: 1100, stock: 2 },
      ],
    });
    expect(updated.status).toBe(200);
    const skus = updated.body.data.skus;
    expect(skus.map((s: { code: string }) => s.code)).toEqual(["CAP-L", "CAP-M"]);
    expect(skus[1]).toEqual({
      id: medium.id,
      code: "CAP-M",
      options: { size: "m" },
      price: 1100,
      linePrice: null,
      stock: 2,
      imageId: null,
    });
    expect(skus[0].id).not.toBe(small.id);
    const ids = (await backend.db.selectFrom("sku").select("id").where("code", "=", "CAP-S").execute()).length;
    expect(ids).toBe(0);

    const untouched = await call("PUT", `/products/${created.body.data.id}`, { name: "Cap II" });
    expect(untouched.body.data.skus).toEqual(skus);
  });

  it("validates price, stock and SKU options", async () => {
    const base = { slug: "bad-sku", name: "Bad", options: [size] };
    const sku = { code: "BAD-1", options: { size: "s" }, price: 100, stock: 1 };
    for (const [field, skuPatch] of [
      ["skus.0.price", { price: -1 }],
      ["skus.0.price", { price: 1e9 + 1 }],
      ["skus.0.price", { price: 9.99 }],
      ["skus.0.price", { price: "100" }],
      ["skus.0.stock", { stock: -1 }],
      ["skus.0.stock", { stock: 1.5 }],
      ["skus.0.linePrice", { linePrice: -5 }],
      ["skus.0.options", { options: { size: "xl" } }],
      ["skus.0.options", { options: { colour: "red" } }],
      ["skus.0.options", { options: {} }],
      ["skus.0.imageId", { imageId: 0 }],
    ] as const) {
      const answer = await call("POST", "/products", { ...base, skus: [{ ...sku, ...skuPatch }] });
      expect(answer.status, JSON.stringify(skuPatch)).toBe(400);
      expect(Object.keys(answer.body.data.fields)).toContain(field);
    }
    const twice = await call("POST", "/products", { ...base, skus: [sku, sku] });
    expect(Object.keys(twice.body.data.fields)).toContain("skus.1.code");
    const missingImage = await call("POST", "/products", { ...base, skus: [{ ...sku, imageId: 77 }] });
    expect(Object.keys(missingImage.body.data.fields)).toContain("skus");
  });

  it("answers 409 for a SKU code another product uses", async () => {
    await call("POST", "/products", { slug: "first", name: "First", skus: [{ code: "SHARED", price: 1, stock: 1 }] });
    const second = await call("POST", "/products", {
      slug: "second",
      name: "Second",
      skus: [{ code: "SHARED", price: 1, stock: 1 }],
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 40,
      msg: "errors.codeTaken",
      data: { fields: { "skus.0.code": ["errors.codeTaken"] } },
    });
    expect((await call("GET", "/products?q=second")).body.data.total).toBe(0);
  });

  it("re-checks SKU options when only the options change", async () => {
    const created = await call("POST", "/products", {
      slug: "opt-change",
      name: "Opt",
      options: [size],
      skus: [{ code: "OPT-S", options: { size: "s" }, price: 1, stock: 1 }],
    });
    const answer = await call("PUT", `/products/${created.body.data.id}`, { options: [] });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.data.fields)).toContain("skus.0.options");
  });
});
