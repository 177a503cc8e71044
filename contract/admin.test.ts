import { describe, expect, it } from "vitest";
import {
  categoryCreateSchema,
  couponCreateSchema,
  labelSchema,
  offerIssues,
  paginationSchema,
  productCreateSchema,
  productPatchSchema,
  ratesPatchSchema,
  templateUpsertSchema,
} from "./admin.ts";

describe("admin schemas", () => {
  it("checks slugs and refuses unknown fields", () => {
    expect(categoryCreateSchema.safeParse({ slug: "a-b-1", name: "A" }).success).toBe(true);
    for (const slug of ["A", "a_b", "a--b", "-a", "a-", ""]) {
      expect(categoryCreateSchema.safeParse({ slug, name: "A" }).success, slug).toBe(false);
    }
    expect(categoryCreateSchema.safeParse({ slug: "a", name: "A", extra: 1 }).success).toBe(false);
  });

  it("takes i18n and labels in the contract's languages only", () => {
    expect(categoryCreateSchema.safeParse({ slug: "a", name: "A", i18n: { "zh-HK": { name: "甲" } } }).success).toBe(
      true,
    );
    expect(categoryCreateSchema.safeParse({ slug: "a", name: "A", i18n: { xx: { name: "?" } } }).success).toBe(false);
    expect(
      categoryCreateSchema.safeParse({ slug: "a", name: "A", i18n: JSON.parse('{"__proto__":{"name":"x"}}') }).success,
    ).toBe(false);
    expect(labelSchema.safeParse({ en: "Size", de: "Größe" }).success).toBe(true);
    expect(labelSchema.safeParse({ de: "Größe" }).success).toBe(false);
    expect(labelSchema.safeParse({ en: "Size", EN: "x" }).success).toBe(false);
  });

  it("checks SKUs against the product's options", () => {
    const options = [{ key: "size", name: { en: "Size" }, values: [{ key: "m", label: { en: "M" } }] }];
    const sku = { code: "A-1", options: { size: "m" }, price: 100, stock: 0 };
    expect(productCreateSchema.safeParse({ slug: "p", name: "P", options, skus: [sku] }).success).toBe(true);
    expect(
      productCreateSchema.safeParse({ slug: "p", name: "P", options, skus: [{ ...sku, options: { size: "l" } }] })
        .success,
    ).toBe(false);
    expect(
      productCreateSchema.safeParse({
        slug: "p",
        name: "P",
        skus: [
          { ...sku, options: {} },
          { ...sku, options: {} },
        ],
      }).success,
    ).toBe(false);
    expect(
      productCreateSchema.safeParse({ slug: "p", name: "P", skus: [{ ...sku, options: {}, price: -1 }] }).success,
    ).toBe(false);
    expect(productPatchSchema.parse({})).toEqual({});
  });

  it("checks offers and coupon codes", () => {
    expect(offerIssues({ kind: "percent", value: 100 })).toEqual([]);
    expect(offerIssues({ kind: "percent", value: 101 })).toHaveLength(1);
    expect(offerIssues({ kind: "fixed", value: 0 })).toHaveLength(1);
    expect(
      offerIssues({
        kind: "fixed",
        value: 1,
        startsAt: "2026-01-02T00:00:00.000Z",
        endsAt: "2026-01-01T00:00:00.000Z",
      }),
    ).toHaveLength(1);
    const coupon = { slug: "c", title: "C", kind: "fixed", value: 100 };
    expect(couponCreateSchema.safeParse({ ...coupon, code: "SAVE-10" }).success).toBe(true);
    expect(couponCreateSchema.safeParse({ ...coupon, code: "save10" }).success).toBe(false);
    expect(couponCreateSchema.safeParse({ ...coupon, code: "A".repeat(33) }).success).toBe(false);
  });

  it("limits pages, rates and templates", () => {
    expect(paginationSchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paginationSchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(ratesPatchSchema.safeParse({ rates: { EUR: 0.9, USD: 1 } }).success).toBe(true);
    expect(ratesPatchSchema.safeParse({ rates: { USD: 2 } }).success).toBe(false);
    expect(ratesPatchSchema.safeParse({ rates: { EUR: 0 } }).success).toBe(false);
    expect(templateUpsertSchema.parse({ type: "layout" })).toEqual({
      type: "layout",
      slug: "",
      lang: "",
      head: "",
      body: "",
      foot: "",
      notLoadPage: false,
    });
    expect(templateUpsertSchema.safeParse({ type: "page", lang: "xx" }).success).toBe(false);
  });
});
