import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LANGUAGES } from "#contract/locales.ts";
import { ADMIN, prefix, text } from "./helpers.ts";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A search result low in the list that has variants to choose, found through the web API. */
async function productWithVariants(request: APIRequestContext, q: string): Promise<string> {
  const list = await (await request.get(`/api/web/product/list?q=${q}&pageSize=24`)).json();
  const slugs: string[] = list.data.items.map((item: { slug: string }) => item.slug).reverse();
  for (const slug of slugs) {
    const detail = await (await request.get(`/api/web/product/detail?slug=${slug}`)).json();
    if (detail.data.skus.length > 1) return slug;
  }
  throw new Error(`no result for ${q} has variants`);
}

for (const lang of ["en", "ja", "de", "zh-HK"]) {
  test(`search → results → product → variant → back keeps the scroll (${lang})`, async ({ page, request, javaScriptEnabled }) => {
    const slug = await productWithVariants(request, "tee");
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto(`${prefix(lang)}/`);
    const search = page.getByRole("searchbox", { name: text(lang, "search.label") }).first();
    await search.fill("tee");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/search\\?q=tee$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("tee");
    const result = page.locator(`main article :is(h2, h3) a[href$="/product/${slug}"]`);
    await result.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(100);
    const name = (await result.textContent())!.trim();
    await result.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.locator("main fieldset a:not([aria-current])").first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/product/${slug}/[A-Z0-9-]+$`));
    // With JavaScript the variant replaces the product in history; without, it is one more page.
    if (!javaScriptEnabled) await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/search\\?q=tee$`));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 60);
    expect(await scrollY(page)).toBeLessThan(before + 60);
  });
}

test("category sorting and price filtering work as a plain form", async ({ page }) => {
  await page.goto("/category/clothing");
  await page.getByLabel(text("en", "listing.sort")).selectOption("price-asc");
  await page.getByPlaceholder(text("en", "listing.minPrice")).fill("40");
  await page.getByPlaceholder(text("en", "listing.maxPrice")).fill("100");
  await page.getByRole("button", { name: text("en", "listing.apply") }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/min=40/);
  const shown = async () => (await page.locator("main article p span.font-semibold").allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, "")));
  // With JavaScript the address can change before the list it names is shown (the sort's own change may
  // have navigated first): wait for a filtered list, then check it.
  await expect.poll(async () => (await shown()).every((value) => value >= 40 && value <= 100)).toBe(true);
  const values = await shown();
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  for (const value of values) expect(value).toBeGreaterThanOrEqual(40);
  for (const value of values) expect(value).toBeLessThanOrEqual(100);
});

test("the filter form shows what the address says after Clear, Back and Forward", async ({ page }) => {
  await page.goto("/category/clothing");
  const sort = page.getByLabel(text("en", "listing.sort"));
  const min = page.getByPlaceholder(text("en", "listing.minPrice"));
  await sort.selectOption("price-asc");
  await min.fill("50");
  await page.getByRole("button", { name: text("en", "listing.apply") }).click();
  await expect(page).toHaveURL(/sort=price-asc.*min=50/);
  await expect(min).toHaveValue("50");
  await page.getByRole("link", { name: text("en", "listing.clear") }).click();
  await expect(page).toHaveURL(/\/category\/clothing$/);
  // With JavaScript the form stays mounted across these navigations: it must follow the address.
  await expect(sort).toHaveValue("featured");
  await expect(min).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL(/min=50/);
  await expect(sort).toHaveValue("price-asc");
  await expect(min).toHaveValue("50");
  await page.goForward();
  await expect(page).toHaveURL(/\/category\/clothing$/);
  await expect(min).toHaveValue("");
});

test("category paging follows next and previous links", async ({ page }) => {
  await page.goto("/category/clothing?pageSize=3");
  const first = await page.locator("main article :is(h2, h3)").allTextContents();
  await page.getByRole("link", { name: text("en", "listing.next") }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(text("en", "listing.pageOf", { page: 2, pages: 3 }))).toBeVisible();
  const second = await page.locator("main article :is(h2, h3)").allTextContents();
  expect(second).toHaveLength(3);
  expect(second.some((name) => first.includes(name))).toBe(false);
  await page.getByRole("link", { name: text("en", "listing.previous") }).click();
  await expect(page.getByText(text("en", "listing.pageOf", { page: 1, pages: 3 }))).toBeVisible();
});

test("yen in Japanese has its symbol and no decimals", async ({ page }) => {
  await page.goto("/ja/category/bags");
  await page.locator("summary", { hasText: "USD" }).click();
  await page.getByRole("button", { name: "JPY" }).click();
  const price = page.locator("main article p span.font-semibold").first();
  await expect(price).toHaveText(/^￥[\d,]+$/);
});

test("an empty search suggests best sellers", async ({ page }) => {
  await page.goto("/de/search?q=zzzzqqq");
  await expect(page.getByText(text("de", "search.none", { q: "zzzzqqq" }))).toBeVisible();
  // The tab names the search, as the heading does.
  expect(await page.title()).toMatch(new RegExp(`^${text("de", "search.resultsFor", { q: "zzzzqqq" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
  await expect(page.getByRole("heading", { name: text("de", "search.suggestions") })).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(4);
});

test("a search with a slip in it shows what was meant, and says so", async ({ page }) => {
  await page.goto("/ja");
  const search = page.getByRole("searchbox", { name: text("ja", "search.label") }).first();
  await search.fill("hodie");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/ja\/search\?q=hodie$/);
  await expect(page.getByText(text("ja", "search.corrected", { q: "hodie", corrected: "hoodie" }))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ja", "search.resultsFor", { q: "hoodie" }));
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.getByText(text("ja", "search.none", { q: "hodie" }))).toHaveCount(0);
  // What the shopper typed stays in the field.
  await expect(page.locator("#search-q")).toHaveValue("hodie");
});

test("the product page streams related products", async ({ page }) => {
  await page.goto("/product/merino-crew-tee");
  await expect(page.getByRole("heading", { name: text("en", "product.related") })).toBeVisible();
  const related = page.locator("main section").filter({ has: page.getByRole("heading", { name: text("en", "product.related") }) });
  await expect(related.locator("article")).toHaveCount(4);
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
});

test("preview mode stays on across navigations until switched off", async ({ page }) => {
  await page.goto("/?preview=true");
  await expect(page.getByRole("status").filter({ hasText: text("en", "preview.on") })).toBeVisible();
  await page.getByRole("navigation", { name: text("en", "header.categories") }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole("status").filter({ hasText: text("en", "preview.on") })).toBeVisible();
  await page.getByRole("link", { name: text("en", "preview.leave") }).click();
  await expect(page.getByText(text("en", "preview.on"))).toHaveCount(0);
});

test("the journal lists articles and opens one", async ({ page }) => {
  await page.goto("/fr/article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "article.listTitle"));
  const first = page.locator("main article :is(h2, h3) a").first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main article[lang]")).toHaveAttribute("lang", "fr");
});

// Tagged: run without JavaScript only. The server's markup and styles are what a phone shows first, the
// same with JavaScript on, at the edge too; the walker's 360 px test walks the shopping path with
// JavaScript at that width.
test("no page overflows a 360 px phone sideways, in any of the 15 languages", { tag: "@layout" }, async ({ page }) => {
  // 150 page loads: under a minute on a quiet machine, more than 90 s on a shared one.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const paths = ["/search?q=merino", "/cart", "/product/merino-crew-tee", "/category/clothing", "/auth/signin", "/auth/signup", "/promotion", "/coupon", "/newsletter", "/inquiry/merino-crew-tee"];
  const overflowing: string[] = [];
  for (const lang of LANGUAGES) {
    for (const path of paths) {
      await page.goto(`${prefix(lang)}${path}`);
      // What sticks out past the right edge, innermost first: enough to find it.
      const sticking = await page.evaluate(() => {
        if (document.documentElement.scrollWidth <= document.documentElement.clientWidth) return null;
        const edge = window.innerWidth + 1;
        const out = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > edge);
        return out.filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > edge)).slice(0, 2).map((element) => `${element.tagName} «${(element.textContent ?? "").trim().slice(0, 30)}»`).join(", ");
      });
      if (sticking !== null) overflowing.push(`${lang} ${path}: ${sticking}`);
    }
  }
  expect(overflowing).toEqual([]);
});

test("on a 360 px phone the language and currency menus open inside the screen, and a long search word wraps", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/de/product/merino-crew-tee");
  // The language list hung from its button's right edge ran off the left side of the screen.
  await page.locator("summary", { hasText: text("de", "chooser.language") }).click();
  const languages = await page.locator('ul:has(a[hreflang="fil"])').boundingBox();
  expect(languages!.x).toBeGreaterThanOrEqual(0);
  expect(languages!.x + languages!.width).toBeLessThanOrEqual(360);
  await page.locator("summary", { hasText: text("de", "chooser.language") }).click();
  await page.locator("summary", { hasText: "USD" }).click();
  const currencies = await page.locator('form[action="/preferences"]').boundingBox();
  expect(currencies!.x).toBeGreaterThanOrEqual(0);
  expect(currencies!.x + currencies!.width).toBeLessThanOrEqual(360);

  await page.goto(`/de/search?q=${encodeURIComponent("Donaudampfschifffahrtsgesellschaftskapitän")}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Donaudampfschifffahrtsgesellschaftskapitän");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the search page's box shows the query on screen, after a new search from the header and after Back", async ({ page, javaScriptEnabled }) => {
  await page.goto("/es/search?q=camisa");
  await expect(page.locator("#search-q")).toHaveValue("camisa");
  await page.locator("#header-search").fill("sudadera");
  await page.locator("#header-search").press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("es", "search.resultsFor", { q: "sudadera" }));
  await expect(page.locator("#search-q")).toHaveValue("sudadera");
  await page.locator("#search-q").fill("lana");
  await page.locator("#search-q").press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("es", "search.resultsFor", { q: "lana" }));
  // Without JavaScript, Back shows the cached page with the browser's own restoring of what was typed.
  if (!javaScriptEnabled) return;
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("es", "search.resultsFor", { q: "sudadera" }));
  await expect(page.locator("#search-q")).toHaveValue("sudadera");
});

test("a page number past the last one leads to the last page, the rest of the query kept", async ({ page, request, baseURL }) => {
  const past = await request.get("/category/clothing?pageSize=3&page=999&sort=name", { maxRedirects: 0 });
  expect(past.status()).toBe(302);
  expect(past.headers().location).toBe("/category/clothing?pageSize=3&page=3&sort=name");
  await page.goto("/category/clothing?pageSize=3&page=999&sort=name");
  await expect(page).toHaveURL(/\/category\/clothing\?pageSize=3&page=3&sort=name$/);
  await expect(page.getByText(text("en", "listing.pageOf", { page: 3, pages: 3 }))).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/category/clothing?page=3`);

  // A one-page listing has no page 2: its only page, with no page number in the address or the canonical.
  await page.goto("/ko/category/bags?page=2");
  await expect(page).toHaveURL(/\/ko\/category\/bags$/);
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.getByText(text("ko", "listing.empty"))).toHaveCount(0);
  await expect(page.getByRole("link", { name: text("ko", "listing.clear") })).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/ko/category/bags`);

  await page.goto("/article?page=999");
  await expect(page).toHaveURL(/\/article$/);

  // Search results: the found products are listed, not only counted.
  await page.goto("/ko/search?q=tote&page=999");
  await expect(page).toHaveURL(/\/ko\/search\?q=tote$/);
  await expect(page.locator("main article").first()).toBeVisible();
});

test("filters that match nothing say so, apart from an empty listing, with a way to clear them", async ({ page }) => {
  await page.goto("/ko/category/bags?min=200&max=10");
  await expect(page.getByText(text("ko", "listing.noMatch"))).toBeVisible();
  await expect(page.getByText(text("ko", "listing.empty"))).toHaveCount(0);
  await page.getByRole("link", { name: text("ko", "listing.clear") }).last().click();
  await expect(page).toHaveURL(/\/ko\/category\/bags$/);
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.getByText(text("ko", "listing.noMatch"))).toHaveCount(0);
});

test("a trailing slash or a language prefix in another case leads to the page's one address", async ({ page, request }) => {
  for (const [from, to] of [
    ["/category/bags/?sort=newest", "/category/bags?sort=newest"],
    ["/KO/category/bags", "/ko/category/bags"],
    ["/Ko/", "/ko"],
    ["/zh-tw/category/bags", "/zh-TW/category/bags"],
    ["/ZH-TW", "/zh-TW"],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers().location, from).toBe(to);
  }
  // Only the prefix: SKU codes keep their case, and a route word in capitals is no page.
  expect((await request.get("/ko/product/weekender-duffel/WEEKENDER-DUFFEL-OLIVE", { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get("/CATEGORY/bags", { maxRedirects: 0 })).status()).toBe(404);
  await page.goto("/KO/category/bags/?sort=newest");
  await expect(page).toHaveURL(/\/ko\/category\/bags\?sort=newest$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.locator("main article").first()).toBeVisible();
});

test("an offer that ends at midnight is shown valid until the day before", async ({ page, request }) => {
  // The admin API's end is the first moment the offer no longer holds; the shop's zone is UTC here.
  const suffix = Date.now().toString(36).toUpperCase();
  const created = await request.post("/api/admin/coupons", {
    headers: ADMIN,
    data: { slug: `midnight-${suffix.toLowerCase()}`, code: `MIDNIGHT${suffix}`, title: "Midnight", kind: "percent", value: 5, endsAt: "2031-01-01T00:00:00.000Z" },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    await page.goto(`/coupon/midnight-${suffix.toLowerCase()}`);
    await expect(page.getByText(text("en", "offers.validUntil", { date: "Dec 31, 2030" }))).toBeVisible();
    await page.goto(`/de/coupon/midnight-${suffix.toLowerCase()}`);
    await expect(page.getByText(text("de", "offers.validUntil", { date: "31.12.2030" }))).toBeVisible();
  } finally {
    await request.delete(`/api/admin/coupons/${id}`, { headers: ADMIN });
  }
});
