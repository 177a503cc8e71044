import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListPage } from "#contract/catalog.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { makeCategory, makeProduct } from "#tests/fixtures/catalog.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { correctQuery, editDistance, vocabularyOf } from "./spelling.ts";

/** The product search (`GET /api/web/product/list?q=`), which the storefront's `/search` page reads. */

let backend: TestBackend;

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const bags = await makeCategory(db, {
    slug: "bags",
    name: "Bags",
    i18n: { ko: { name: "가방" }, zh: { name: "包袋" }, "zh-TW": { name: "包款" } },
  });
  const totes = await makeCategory(db, { slug: "totes", name: "Totes", i18n: { ko: { name: "토트백" } } });
  await db.updateTable("category").set({ parent_id: bags.id }).where("id", "=", totes.id).execute();
  const secret = await makeCategory(db, { slug: "secret", name: "Secret Stash", hidden: true, i18n: { ko: { name: "비밀" } } });
  const products: Array<Parameters<typeof makeProduct>[1]> = [
    { slug: "wool", name: "Gamma 100% Wool", sort: 1, skus: [{ price: 9000 }] },
    { slug: "days", name: "Delta 100 Days", sort: 2, skus: [{ price: 1000 }] },
    { slug: "snake", name: "Snake_Case Tee", sort: 3, skus: [{ price: 2000 }] },
    { slug: "tea", name: "Tea Bag Holder", sort: 4, skus: [{ price: 3000 }] },
    { slug: "slash", name: "Back\\Slash Mug", sort: 5, skus: [{ price: 4000 }] },
    { slug: "cabas", name: "Market Basket", sort: 6, i18n: { fr: { name: 'Panier "Cabas"' } }, skus: [{ price: 5000 }] },
    {
      slug: "loopback",
      name: "Loopback Hoodie",
      sort: 7,
      i18n: { fr: { name: "Sweat à capuche bouclé" }, ja: { name: "ループバックパーカー" }, th: { name: "เสื้อฮู้ดผ้าห่วง" } },
      skus: [{ price: 6000 }],
    },
    { slug: "trees", name: "Alder Birch Cedar Dogwood Elm Fir Gum Hazel", sort: 8, skus: [{ price: 7000 }] },
    { slug: "canvas", name: "Canvas Carryall", sort: 9, categoryId: bags.id, skus: [{ price: 8000 }] },
    { slug: "market-tote", name: "Market Tote", sort: 10, categoryId: totes.id, skus: [{ price: 1500 }] },
    { slug: "stash", name: "Stash Pouch", sort: 11, categoryId: secret.id, skus: [{ price: 2500 }] },
    { slug: "ete", name: "ÉTÉ Linen Shirt", sort: 12, skus: [{ price: 3500 }] },
    // Found by "バッグ" through its description only, and listed first by the shop's own order.
    { slug: "rain", name: "Rain Shell", sort: 0, i18n: { ja: { name: "レインシェル", description: "専用のバッグに収納できます。" } }, skus: [{ price: 4500 }] },
    { slug: "sling", name: "Sling Pack", sort: 13, i18n: { ja: { name: "スリングバッグ" } }, skus: [{ price: 5500 }] },
  ];
  for (const product of products) await makeProduct(db, product);
});

afterAll(async () => {
  await backend.close();
});

async function search(query: string, extra = ""): Promise<{ status: number; data: ProductListPage }> {
  const res = await backend.app.request(`/api/web/product/list?q=${encodeURIComponent(query)}${extra}`);
  return { status: res.status, data: ((await res.json()) as { data: ProductListPage }).data };
}

const found = async (query: string, extra = "") => {
  const res = await search(query, extra);
  expect(res.status).toBe(200);
  return res.data.items.map((p) => p.slug);
};

describe("product search: LIKE's wildcards and escape character are plain text", () => {
  it.each([
    ["%", ["wool"]],
    ["_", ["snake"]],
    ["a_b", []],
    ["e_c", ["snake"]],
    ["100%", ["wool"]],
    ["100", ["wool", "days"]],
    ["\\", ["slash"]],
    ["k\\s", ["slash"]],
    ["%%", []],
    ["\\%", []],
  ])("%j finds %j", async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it("matches quotes and backslashes in a translated name as written, not as the JSON column stores them", async () => {
    expect(await found('"cabas"')).toEqual(["cabas"]);
    expect(await found('panier "cabas"', "&lang=fr")).toEqual(["cabas"]);
  });
});

describe("product search: every word, in any order and any field", () => {
  it.each([
    ["loopback hoodie", ["loopback"]],
    ["hoodie loopback", ["loopback"]],
    ["HOODIE   Loopback", ["loopback"]],
    ["hoodie\u3000loopback", ["loopback"]],
    ["loopback capuche", ["loopback"]],
    ["capuche hoodie bouclé", ["loopback"]],
    ["loopback nothing", []],
    ["hoodie hoodie hood", ["loopback"]],
    // Letters other than ASCII ones as written (SQLite folds only ASCII letters' case).
    ["ÉTÉ linen", ["ete"]],
    ["shirt ÉTÉ", ["ete"]],
    // CJK and Thai written without spaces: one word, matched as a run of text.
    ["パーカー", ["loopback"]],
    ["ループバックパーカー", ["loopback"]],
    ["パーカー loopback", ["loopback"]],
    ["ฮู้ดผ้า", ["loopback"]],
  ])("%j finds %j", async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it("matches the first eight words and leaves the rest out", async () => {
    const trees = "alder birch cedar dogwood elm fir gum hazel";
    expect(await found(trees)).toEqual(["trees"]);
    expect(await found(`${trees} nothing`)).toEqual(["trees"]);
    expect(await found(`nothing ${trees}`)).toEqual([]);
    // As many one-letter words as the query's 100 characters hold: answered, not a huge statement.
    const res = await search(Array.from({ length: 50 }, (_, i) => String.fromCharCode(0x4e00 + i)).join(" "));
    expect(res.status).toBe(200);
  });

  it("keeps sorting, paging and the other filters", async () => {
    expect(await found("market", "&sort=price-asc")).toEqual(["market-tote", "cabas"]);
    expect(await found("market", "&sort=price-desc")).toEqual(["cabas", "market-tote"]);
    const paged = await search("market", "&sort=price-asc&pageSize=1&page=2");
    expect([paged.data.total, paged.data.items.map((p) => p.slug)]).toEqual([2, ["cabas"]]);
    expect(await found("market", "&category=bags")).toEqual(["market-tote"]);
    expect(await found("market", "&maxPrice=2000")).toEqual(["market-tote"]);
  });
});

describe("product search: category names in the shopper's language and English", () => {
  it.each([
    ["가방", "&lang=ko", ["canvas", "market-tote"]],
    ["bags", "&lang=ko", ["canvas", "market-tote"]],
    ["bags", "", ["canvas", "market-tote"]],
    ["토트백", "&lang=ko", ["market-tote"]],
    ["가방 canvas", "&lang=ko", ["canvas"]],
    ["carryall 가방", "&lang=ko", ["canvas"]],
    ["包袋", "&lang=zh", ["canvas", "market-tote"]],
    // zh-HK falls back to zh-TW's names, as its menu does.
    ["包款", "&lang=zh-HK", ["canvas", "market-tote"]],
    // Another language's category name is not what this shopper's menu shows.
    ["가방", "&lang=ja", []],
    ["가방", "", []],
    // A hidden category's name is not shown to shoppers, so it finds nothing by it.
    ["secret", "", []],
    ["비밀", "&lang=ko", []],
    ["stash", "", ["stash"]],
  ])("%j (%s) finds %j", async (query, extra, expected) => {
    expect(await found(query, extra)).toEqual(expected);
  });
});

describe("product search: what the name holds comes first", () => {
  it("lists the products whose name holds every word before those found by description or category", async () => {
    expect(await found("バッグ", "&lang=ja")).toEqual(["sling", "rain"]);
    // Another sort is the shopper's choice and is kept.
    expect(await found("バッグ", "&lang=ja&sort=price-asc")).toEqual(["rain", "sling"]);
    // In English the description is not the shown name's language: only the name matches count.
    expect(await found("tote")).toEqual(["market-tote"]);
  });
});

describe("product search: a query that finds nothing, put right", () => {
  it.each([
    // A letter missing, extra, wrong, or two swapped: the closest name's word.
    ["hodie", "", "hoodie", ["loopback"]],
    ["hooodie", "", "hoodie", ["loopback"]],
    ["hoodei", "", "hoodie", ["loopback"]],
    ["canvaz carryall", "", "canvas carryall", ["canvas"]],
    // Two slips in a long word; a category's name in the shopper's language or English.
    ["carrryal", "", "carryall", ["canvas"]],
    ["tottes", "&lang=ko", "totes", ["market-tote"]],
    // A translated name's words, in that language only.
    ["capuchee", "&lang=fr", "capuche", ["loopback"]],
  ])("%j (%s) searches %j and finds %j", async (query, extra, corrected, expected) => {
    const res = await search(query, extra);
    expect(res.status).toBe(200);
    expect(res.data.corrected).toBe(corrected);
    expect(res.data.items.map((p) => p.slug)).toEqual(expected);
  });

  it.each([
    // Found as typed: nothing to put right.
    ["hoodie", ""],
    // Every word known, only not together.
    ["wool hoodie", ""],
    // Too far from any name, too short to guess, or in a script written without spaces.
    ["xylophone", ""],
    ["hod", ""],
    ["パーカ一", "&lang=ja"],
    // A hidden category's name is never offered; the other filters are not second-guessed.
    ["secrett", ""],
    ["hodie", "&category=bags"],
    ["hodie", "&maxPrice=1"],
    ["capuchee", ""],
  ])("%j (%s) is not put right", async (query, extra) => {
    const res = await search(query, extra);
    expect(res.status).toBe(200);
    expect(res.data.corrected).toBeUndefined();
  });

  it("keeps paging on the corrected query", async () => {
    const res = await search("markett", "&pageSize=1&page=2&sort=price-asc");
    expect(res.data).toMatchObject({ corrected: "market", total: 2, page: 2 });
    expect(res.data.items.map((p) => p.slug)).toEqual(["cabas"]);
  });

  it("measures slips as typed letters, not bytes, and stops early", () => {
    expect(editDistance("été", "ete", 2)).toBe(2);
    expect(editDistance("hodie", "hoodie", 1)).toBe(1);
    expect(editDistance("hoodei", "hoodie", 1)).toBe(1);
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
    expect(editDistance("😀abc", "😀abd", 1)).toBe(1);
  });

  it("prefers the word more names use, then the first in order, and keeps the words it knows", () => {
    const words = vocabularyOf(["Linen Shirt", "Linen Trousers", "Lines Notebook", "Wool Shirt"]);
    expect(correctQuery("linex", words)).toBe("linen");
    expect(correctQuery("Wool shirtt", words)).toBe("Wool shirt");
    expect(correctQuery("wool shirt", words)).toBeNull();
  });
});

describe("product search: the naughty strings", () => {
  it("answers every one, in English and in Korean, never a 5xx", { timeout: 120_000 }, async () => {
    const failures: Array<{ text: string; lang: string; status: number }> = [];
    for (const text of naughtyStrings) {
      for (const lang of ["en", "ko"]) {
        const res = await backend.app.request(`/api/web/product/list?lang=${lang}&q=${encodeURIComponent(text)}`);
        // Over 100 characters is refused (400); everything else is a page of results.
        const expected = text.trim().length > 100 ? 400 : 200;
        if (res.status !== expected) failures.push({ text, lang, status: res.status });
      }
    }
    expect(failures).toEqual([]);
  });
});
