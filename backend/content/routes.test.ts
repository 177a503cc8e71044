import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleSummary, Coupon, Paged, Promotion } from "#contract/catalog.ts";
import { putRate } from "#backend/settings/repository.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { makeArticle, makeCoupon, makePromotion } from "#tests/fixtures/catalog.ts";

let backend: TestBackend;

async function get<T>(url: string): Promise<{ status: number; code: number; data: T }> {
  const res = await backend.app.request(url);
  return { status: res.status, ...((await res.json()) as { code: number; data: T }) };
}

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  await makeArticle(db, { slug: "old", title: "Old news", publishedAt: "2026-01-01T00:00:00.000Z" });
  await makeArticle(db, {
    slug: "new",
    title: "Fresh",
    publishedAt: "2026-06-01T00:00:00.000Z",
    i18n: { fr: { title: "Frais" } },
  });
  await makeArticle(db, { slug: "secret", hidden: true });
  await makePromotion(db, { slug: "ten", kind: "percent", value: 10 });
  await makePromotion(db, { slug: "ended", endsAt: "2020-01-01T00:00:00.000Z" });
  await makeCoupon(db, { slug: "five", code: "FIVE", kind: "fixed", value: 500, minAmount: 2000 });
  await putRate(db, "JPY", 150);
});

afterAll(async () => {
  await backend.close();
});

describe("content lists", () => {
  it("pages articles newest first", async () => {
    const res = await get<Paged<ArticleSummary>>("/api/web/article/list?lang=fr");
    expect(res.data.items.map((a) => [a.slug, a.title, a.lang])).toEqual([
      ["new", "Frais", "fr"],
      ["old", "Old news", "en"],
    ]);
    expect((await get<Paged<ArticleSummary>>("/api/web/article/list?q=old")).data.total).toBe(1);
    expect((await get("/api/web/article/list?page=0")).status).toBe(400);
  });

  it("reads an article card's title and summary along the language's fallbacks", async () => {
    await makeArticle(backend.db, {
      slug: "lantern",
      title: "Lantern care",
      summary: "Keep it lit.",
      publishedAt: "2026-03-01T00:00:00.000Z",
      i18n: {
        "zh-TW": { title: "燈籠保養", summary: "保持明亮。", content: "長".repeat(3000) },
        es: { title: 'Cuidado "linterna" \\ 🏮' },
      },
    });
    const card = async (lang: string) => {
      const items = (await get<Paged<ArticleSummary>>(`/api/web/article/list?lang=${lang}&q=lantern`)).data.items;
      return items.map((a) => [a.title, a.summary, a.lang]);
    };
    expect(await card("zh-HK")).toEqual([["燈籠保養", "保持明亮。", "zh-TW"]]);
    expect(await card("es")).toEqual([['Cuidado "linterna" \\ 🏮', "Keep it lit.", "es"]]);
    expect(await card("de")).toEqual([["Lantern care", "Keep it lit.", "en"]]);
    // A search still reads every language's text, whichever language the cards are shown in.
    const found = (await get<Paged<ArticleSummary>>("/api/web/article/list?lang=en&q=保持明亮")).data;
    expect([found.total, found.items.map((a) => [a.slug, a.title])]).toEqual([1, [["lantern", "Lantern care"]]]);
  });

  it("searches articles by every word, in any order, with % _ \\ as plain text", async () => {
    const at = "2025-01-01T00:00:00.000Z";
    await makeArticle(backend.db, { slug: "linen", title: "A 100% linen guide", publishedAt: at });
    await makeArticle(backend.db, { slug: "days", title: "100 days of camp_fire cooking", publishedAt: at });
    await makeArticle(backend.db, { slug: "quote", title: "Quoted", publishedAt: at, i18n: { fr: { title: 'Le "bivouac" \\ guide' } } });
    const found = async (q: string) =>
      (await get<Paged<ArticleSummary>>(`/api/web/article/list?q=${encodeURIComponent(q)}`)).data.items.map((a) => a.slug);
    expect(await found("%")).toEqual(["linen"]);
    expect(await found("100%")).toEqual(["linen"]);
    expect(await found("_")).toEqual(["days"]);
    expect(await found("p_f")).toEqual(["days"]);
    expect(await found("a_1")).toEqual([]);
    expect(await found("guide linen")).toEqual(["linen"]);
    expect(await found("cooking 100 days")).toEqual(["days"]);
    expect(await found("linen cooking")).toEqual([]);
    expect(await found('"bivouac" \\')).toEqual(["quote"]);
  });

  it("lists running promotions and coupons in the page currency", async () => {
    const promotions = await get<{ items: Promotion[] }>("/api/web/promotion/list");
    expect(promotions.data.items.map((p) => p.slug)).toEqual(["ten"]);
    const coupons = await get<{ items: Coupon[] }>("/api/web/coupon/list?currency=JPY");
    expect(coupons.data.items[0]).toMatchObject({
      code: "FIVE",
      value: 750,
      minAmount: { amount: 3000, currency: "JPY" },
    });
    expect((await get("/api/web/coupon/list?currency=usd")).status).toBe(400);
  });
});
