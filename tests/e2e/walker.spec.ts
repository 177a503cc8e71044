import { mkdirSync } from "node:fs";
import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mailedLink, newShopper, shopperHeaders, signUp, t, uniqueEmail } from "./account-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { ADMIN, prefix } from "./helpers.ts";
import { clickLink, emptyForm, errorStatus, heading, internalLinks, settled, submitWith, untranslated, watchPage } from "./walker-helpers.ts";

/**
 * The walker follows the shop the way a shopper does (issue 16). From a set of source pages in two
 * languages it collects every internal link; with JavaScript on (in a browser far from the server's
 * time zone) it follows each one as a click from another page (reached again by going back, as a shopper
 * does) and compares the result with the server's rendering of the same address; with JavaScript off it requests each one. Every page it reaches must be
 * free of page errors, hydration mismatches, failed data requests, `{{…}}` placeholders and raw
 * translation keys — also after every form is submitted empty — and the shopping path must fit a 360 px
 * phone and a 1660 px screen.
 */

const LANGS = ["en", "de"] as const;
type Lang = (typeof LANGS)[number];
const FAR_ZONE = "Asia/Tokyo";
const SHARDS = 2;
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;

type Shop = {
  /** A guest with a line in the cart. */
  guest: Awaited<ReturnType<BrowserContext["storageState"]>>;
  /** A signed-in customer. */
  customer: Awaited<ReturnType<BrowserContext["storageState"]>>;
  thankYou: string;
  article: string;
  /** A guest's delivered order (signed link), its after-sales apply page and an approved request. */
  order: string;
  returnApply: string;
  returnDetail: string;
  /** Pages a shopper reaches from an email or a friend's link, not by a click in the shop. */
  newsletterConfirm: string;
  newsletterUnsubscribe: string;
  sharedWishlist: string;
};

type Source = { name: string; path: (shop: Shop) => string; signedIn?: boolean };
const SOURCES: Source[] = [
  { name: "home", path: () => "/" },
  { name: "category", path: () => "/category/clothing" },
  { name: "product", path: () => "/product/merino-crew-tee" },
  { name: "article", path: (shop) => shop.article },
  { name: "cart", path: () => "/cart" },
  { name: "thank-you", path: (shop) => shop.thankYou },
  { name: "order", path: (shop) => shop.order },
  { name: "404", path: () => "/walker-no-such-page" },
  { name: "shared-wishlist", path: (shop) => shop.sharedWishlist },
  { name: "newsletter-confirm", path: (shop) => shop.newsletterConfirm },
  { name: "user-center", path: () => "/user/center", signedIn: true },
];

/** The browser is at `path` (a path and query as the links give it, percent-encoded or not). */
const isAt = (url: URL, path: string) => url.pathname + url.search === path || decodeURI(url.pathname) + url.search === decodeURI(path);

const localized = (lang: Lang, path: string) => (path === "/" ? prefix(lang) || "/" : prefix(lang) + path);

async function context(browser: Browser, shop: Shop, options: { js: boolean; signedIn?: boolean; viewport?: { width: number; height: number } }) {
  return browser.newContext({
    baseURL: origin,
    javaScriptEnabled: options.js,
    timezoneId: options.js ? FAR_ZONE : undefined,
    storageState: options.signedIn ? shop.customer : shop.guest,
    extraHTTPHeaders: shopperHeaders(),
    viewport: options.viewport,
  });
}

/** A guest (a fresh visitor id) places an order of the product's best-stocked SKU through the web API. */
async function guestOrder(page: Page, slug: string, quantity: number) {
  const visitor = { "x-visitor-id": `walker_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}` };
  const product = await (await page.request.get(`/api/web/product/detail?slug=${slug}&lang=en`)).json();
  const sku = (product.data.skus as Array<{ id: number; stock: number }>).toSorted((a, b) => b.stock - a.stock)[0]!;
  await page.request.post("/api/web/cart/add", { headers: visitor, data: { skuId: sku.id, quantity } });
  const placed = await page.request.post("/api/web/checkout/place", {
    headers: visitor,
    data: {
      idempotencyKey: crypto.randomUUID(),
      contact: { email: uniqueEmail("walker"), phone: "+14155550100" },
      address: { country: "US", province: "CA", city: "San Francisco", postalCode: "94110", firstName: "Ada", lastName: "Lovelace", address: "1 Market St", countryCode: "+1", phone: "4155550100" },
      shippingMethod: "standard",
      paymentMethod: "bank-transfer",
    },
  });
  const body = await placed.json();
  expect(placed.status(), JSON.stringify(body)).toBe(200);
  return { visitor, body };
}

/** A placed guest order's thank-you address (order number and its access token). */
async function placeOrder(page: Page): Promise<string> {
  const { body } = await guestOrder(page, "merino-crew-tee", 1);
  return `/checkout/thankyou?order=${body.data.order.number}&access=${body.data.accessToken}`;
}

/**
 * A guest's order, paid and shipped through the admin API, with an after-sales request the merchant
 * approved: the order page, its apply page and the request's page (logistics and cancel forms).
 */
async function deliveredOrder(page: Page): Promise<Pick<Shop, "order" | "returnApply" | "returnDetail">> {
  const { visitor, body } = await guestOrder(page, "wool-throw-blanket", 2);
  const { number, lines } = body.data.order as { number: string; lines: Array<{ id: number; quantity: number }> };
  const access = body.data.accessToken as string;
  const id = (await (await page.request.get(`/api/admin/orders?q=${number}`, { headers: ADMIN })).json()).data.items[0].id;
  expect((await page.request.post(`/api/admin/orders/${id}/pay`, { headers: ADMIN, data: {} })).ok()).toBe(true);
  const shipped = await page.request.post(`/api/admin/orders/${id}/ship`, {
    headers: ADMIN,
    data: { lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })), expressName: "UPS", expressNumber: `1Z${id}` },
  });
  expect(shipped.ok()).toBe(true);
  const applied = await page.request.post("/api/web/return/apply", {
    headers: visitor,
    data: { idempotencyKey: crypto.randomUUID(), orderNumber: number, access, applyType: "return-refund", reason: "damaged", lines: [{ lineId: lines[0]!.id, quantity: 1 }] },
  });
  const request = (await applied.json()).data as { number: string };
  expect(applied.ok()).toBe(true);
  const returnId = (await (await page.request.get(`/api/admin/returns?orderNumber=${number}`, { headers: ADMIN })).json()).data.items[0].id;
  expect((await page.request.post(`/api/admin/returns/${returnId}/approve`, { headers: ADMIN, data: {} })).ok()).toBe(true);
  return {
    order: `/user/order/${number}?access=${access}`,
    returnApply: `/user/order/${number}/return?access=${access}`,
    returnDetail: `/user/return/${request.number}?access=${access}`,
  };
}

/** A guest's newsletter sign-up: the emailed confirm link and the unsubscribe link of the same address. */
async function emailedPages(page: Page): Promise<Pick<Shop, "newsletterConfirm" | "newsletterUnsubscribe">> {
  const confirmLink = async (email: string) => {
    const subscribed = await page.request.post("/api/web/newsletter/subscribe", { data: { email, consent: true } });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);
    return mailedLink(email, "/newsletter/confirm");
  };
  // One address left pending (its confirm page), one confirmed (the welcome email's unsubscribe page).
  const newsletterConfirm = await confirmLink(uniqueEmail("walker-news"));
  const confirmed = uniqueEmail("walker-news");
  const token = new URL(await confirmLink(confirmed), origin).searchParams.get("token");
  expect((await page.request.post("/api/web/newsletter/confirm", { data: { token } })).ok()).toBe(true);
  return { newsletterConfirm, newsletterUnsubscribe: await mailedLink(confirmed, "/newsletter/unsubscribe") };
}

/** A customer's wish list with a product on it, shared by link: the page a friend opens. */
async function sharedWishlist(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === "x-auth")?.value;
  expect(token, "the signed-up customer's session cookie").toBeTruthy();
  const call = async (path: string, data: unknown) => {
    const response = await page.request.post(`/api/web/wishlist${path}`, { headers: { "x-auth": token! }, data });
    const body = await response.json();
    expect(response.ok(), JSON.stringify(body)).toBe(true);
    return body.data;
  };
  const product = await (await page.request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en")).json();
  const list = (await call("/create", { name: "Walker's picks" })) as { id: number };
  await call("/item/add", { listId: list.id, productId: product.data.id });
  const share = (await call("/share", { id: list.id })) as { path: string };
  return share.path;
}

/** Direct loads must hydrate cleanly: no page error, no mismatch, no failed data request. */
async function load(page: Page, watch: ReturnType<typeof watchPage>, path: string) {
  watch.reset();
  await page.goto(path);
  await settled(page);
  expect(watch.problems, `loading ${path}`).toEqual([]);
}

const test = base.extend<object, { shop: Shop; links: Map<string, string[]> }>({
  shop: [
    async ({ browser }, provide) => {
      // A guest with a cart line (the cart page then links to its product) and a signed-up customer.
      const guest = await newShopper(browser, false);
      await guest.page.goto("/product/merino-crew-tee");
      await guest.page.getByRole("button", { name: t("cart.add"), exact: true }).click();
      await expect(guest.page).toHaveURL(/\/cart$/);
      const thankYou = await placeOrder(guest.page);
      const delivered = await deliveredOrder(guest.page);
      const articles = await (await guest.page.request.get("/api/web/article/list?lang=en")).json();
      const customer = await newShopper(browser, true);
      await signUp(customer.page, uniqueEmail("walker"));
      const shop: Shop = {
        ...(await emailedPages(guest.page)),
        sharedWishlist: await sharedWishlist(customer.page),
        guest: await guest.context.storageState(),
        customer: await customer.context.storageState(),
        thankYou,
        article: `/article/${articles.data.items[0].slug}`,
        ...delivered,
      };
      await guest.context.close();
      await customer.context.close();
      await provide(shop);
    },
    { scope: "worker", timeout: 180_000 },
  ],
  // Every source page's links, read from the server's HTML (JavaScript off), by `lang:source`.
  links: [
    async ({ browser, shop }, provide) => {
      const found = new Map<string, string[]>();
      for (const signedIn of [false, true]) {
        const ctx = await context(browser, shop, { js: false, signedIn });
        const page = await ctx.newPage();
        for (const lang of LANGS) {
          for (const source of SOURCES.filter((s) => Boolean(s.signedIn) === signedIn)) {
            await page.goto(localized(lang, source.path(shop)));
            found.set(`${lang}:${source.name}`, await internalLinks(page));
          }
        }
        await ctx.close();
      }
      await provide(found);
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

/**
 * The links a source page follows: those no earlier source page (in SOURCES order) already had, never
 * a link to the page itself, split into shards so the walk runs on all workers.
 */
function assigned(links: Map<string, string[]>, shop: Shop, lang: Lang, sourceIndex: number, shard: number): string[] {
  const taken = new Set<string>();
  for (let i = 0; i < sourceIndex; i++) {
    const path = localized(lang, SOURCES[i]!.path(shop));
    for (const href of links.get(`${lang}:${SOURCES[i]!.name}`) ?? []) if (href !== path) taken.add(href);
  }
  const self = localized(lang, SOURCES[sourceIndex]!.path(shop));
  const own = (links.get(`${lang}:${SOURCES[sourceIndex]!.name}`) ?? []).filter((href) => href !== self && !taken.has(href));
  // A link back to an earlier source page is followed from here, because that page could not follow it.
  const back = SOURCES.slice(0, sourceIndex)
    .map((s) => localized(lang, s.path(shop)))
    .filter((path) => (links.get(`${lang}:${SOURCES[sourceIndex]!.name}`) ?? []).includes(path) && !taken.has(path));
  return [...new Set([...own, ...back])].filter((_, i) => i % SHARDS === shard);
}

test.describe.configure({ mode: "parallel" });

/**
 * In English every link is followed both ways. In the second language every link is requested without
 * JavaScript, and the home page's links (the header's and footer's, which every page shares, and the
 * home page's own) are clicked too: that is where a language prefix meets client navigation (`/de` and
 * its `/de/_.data`). Clicking the rest again in German doubled the walker, the longest part of a CI run
 * that must fit 90 minutes on a busy two-core machine; it finds what the English clicks find.
 */
const clicked = (lang: Lang, source: Source) => lang === LANGS[0] || source.name === "home";

for (const lang of LANGS) {
  SOURCES.forEach((source, index) => {
    for (let shard = 0; shard < SHARDS; shard++) {
      const how = clicked(lang, source) ? "as a click and as a plain request" : "as a plain request";
      test(`${lang}: every link on the ${source.name} page works ${how} (${shard + 1}/${SHARDS})`, async ({ browser, shop, links }) => {
        // The home page has the most links: past 5 minutes on a machine busy with two suites.
        test.setTimeout(600_000);
        const targets = assigned(links, shop, lang, index, shard);
        const from = localized(lang, source.path(shop));
        const off = await context(browser, shop, { js: false, signedIn: source.signedIn });
        const on = await context(browser, shop, { js: true, signedIn: source.signedIn });
        const plain = await off.newPage();
        const page = await on.newPage();
        const watch = watchPage(page);
        const failures: string[] = [];

        await load(page, watch, from);
        if (shard === 0) await expectAccessible(page, from);
        /** The source page again: back in history (a client navigation, as a shopper goes back), else a load. */
        const onSource = () => isAt(new URL(page.url()), from);
        const backToSource = async (target: string) => {
          if (onSource()) return;
          await page.goBack().catch(() => null);
          if (onSource()) await settled(page);
          else await load(page, watch, from);
          failures.push(...watch.problems.map((p) => `${target}, back to ${from}: ${p}`));
          watch.reset();
        };
        for (const target of targets) {
          // JavaScript off: the server answers the address itself.
          const response = await plain.goto(target);
          if (response?.status() !== 200) {
            failures.push(`${target}: ${response?.status()} without JavaScript${response?.status() === 404 ? " (a dead link)" : ""}`);
            continue;
          }
          const server = await heading(plain);
          for (const raw of await untranslated(plain)) failures.push(`${target}: untranslated "${raw}" (server)`);
          if (!clicked(lang, source)) continue;

          // JavaScript on: a click on the link from the source page, a client navigation.
          await backToSource(target);
          await clickLink(page, target);
          await page.waitForURL((url) => isAt(url, target));
          await settled(page);
          // The new page may still be fetching a block's code: wait for it to show, within reason.
          let client = server;
          await expect
            .poll(async () => (client = await heading(page)), { timeout: 10_000 })
            .toEqual(server)
            .catch(() => {
              if (client.h1 !== server.h1) failures.push(`${target}: h1 "${client.h1}" after the click, "${server.h1}" from the server`);
              if (client.title !== server.title) failures.push(`${target}: title "${client.title}" after the click, "${server.title}" from the server`);
            });
          const status = await errorStatus(page);
          if (status) failures.push(`${target}: the click shows error page ${status}`);
          failures.push(...watch.problems.map((p) => `${target}: ${p}`));
          watch.reset();
          for (const raw of await untranslated(page)) failures.push(`${target}: untranslated "${raw}" (after the click)`);
        }
        await off.close();
        await on.close();
        expect(failures, `${targets.length} links followed from ${from}`).toEqual([]);
      });
    }
  });
}

/** Pages with forms a shopper can send empty; the user area's need a session. */
const FORM_PAGES: Array<{ path: string | ((shop: Shop) => string); signedIn?: boolean }> = [
  { path: "/auth/signin" },
  { path: "/auth/signup" },
  { path: "/auth/forget" },
  { path: "/auth/reset-password" },
  { path: "/auth/verify-email" },
  { path: "/product/merino-crew-tee" },
  { path: "/article/weekend-hiking-packing-list" },
  { path: "/cart" },
  { path: "/checkout/information" },
  { path: "/search" },
  { path: "/page/contact" },
  { path: "/inquiry/merino-crew-tee" },
  { path: "/newsletter" },
  { path: (shop) => shop.newsletterConfirm },
  { path: (shop) => shop.newsletterUnsubscribe },
  { path: (shop) => shop.sharedWishlist },
  { path: (shop) => shop.returnApply },
  { path: (shop) => shop.returnDetail },
  { path: "/user/info", signedIn: true },
  { path: "/user/account", signedIn: true },
  { path: "/user/address", signedIn: true },
  { path: "/user/security", signedIn: true },
  { path: "/product/merino-crew-tee", signedIn: true },
  { path: "/user/article", signedIn: true },
  { path: "/user/article?edit=new", signedIn: true },
  { path: "/user/wishlist?add=merino-crew-tee", signedIn: true },
];
/** Forms whose sending ends the test's session or preferences rather than checking input. */
const SKIPPED_ACTIONS = /\/(auth\/signout|preferences)$/;

/**
 * Every form sent empty in English with JavaScript on and off, and in German without it: the browser's
 * messages come from the same keys as the server's, and every key exists in every language (unit test).
 */
const FORM_WALKS = [
  { lang: "en", js: true },
  { lang: "en", js: false },
  { lang: "de", js: false },
] as const satisfies ReadonlyArray<{ lang: Lang; js: boolean }>;

for (const { lang, js } of FORM_WALKS) {
  test(`${lang}, JavaScript ${js ? "on" : "off"}: every form sent empty answers in words, not keys`, async ({ browser, shop }) => {
    test.setTimeout(300_000);
    const failures: string[] = [];
    // A form that sits on every page (the footer's newsletter sign-up) is sent once per walk, not per page.
    const sent = new Set<string>();
    for (const signedIn of [false, true]) {
      const ctx = await context(browser, shop, { js, signedIn });
      const page = await ctx.newPage();
      const watch = watchPage(page);
      for (const { path } of FORM_PAGES.filter((p) => Boolean(p.signedIn) === signedIn)) {
        const address = localized(lang, typeof path === "string" ? path : path(shop));
        await page.goto(address);
        if (js) await settled(page);
        // Every submit button of every form: one form may carry several intents (continue, apply a coupon …).
        const forms = await page.locator("form").evaluateAll((all) =>
          all.map((form) => {
            const intent = form.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]')?.value ?? "";
            const buttons = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"], button:not([type]), input[type="submit"]')];
            const target = new URL((form as HTMLFormElement).action, location.href).pathname;
            return buttons.map((button) => `${target}#${intent}#${button.name}=${button.value}`);
          }),
        );
        for (const [index, keys] of forms.entries()) {
          for (let button = 0; button < keys.length; button++) {
            if (sent.has(`${signedIn}:${keys[button]}`)) continue;
            sent.add(`${signedIn}:${keys[button]}`);
            await page.goto(address);
            if (js) await settled(page);
            const form = page.locator("form").nth(index);
            const action = (await form.getAttribute("action")) ?? "";
            if (SKIPPED_ACTIONS.test(action.split("?")[0]!)) break;
            if (!(await emptyForm(page, index))) break;
            watch.reset();
            await submitWith(page, index, button, js);
            const where = `${address} form ${index} button ${button} (${action})`;
            for (const raw of await untranslated(page)) failures.push(`${where}: untranslated "${raw}"`);
            failures.push(...watch.problems.filter((p) => !/^(400|404|409|413|422|429) /.test(p)).map((p) => `${where}: ${p}`));
          }
        }
      }
      await ctx.close();
    }
    expect(failures).toEqual([]);
  });
}

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1660, height: 1000 },
];

for (const viewport of VIEWPORTS) {
  test(`browse, cart and checkout fit a ${viewport.width} × ${viewport.height} screen`, async ({ browser, shop }, testInfo) => {
    // Five pages, each checked by axe and kept as a full-page picture: three times a one-page flow's time.
    test.slow();
    const ctx = await context(browser, shop, { js: true, viewport });
    const page = await ctx.newPage();
    const watch = watchPage(page);
    const shots = `test-results/screenshots`;
    mkdirSync(shots, { recursive: true });

    /** Nothing overflows sideways, nothing covers the heading, and the page is kept as a picture. */
    async function check(kind: string) {
      await settled(page);
      expect(watch.problems, kind).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${kind} overflows sideways`).toBeLessThanOrEqual(0);
      // An actionability check: the heading is visible, stable and receives a click (nothing on top of it).
      await page.locator("h1").first().click({ trial: true, timeout: 5_000 });
      await expectAccessible(page, `${kind} at ${viewport.width} px`);
      const path = `${shots}/${viewport.width}x${viewport.height}-${kind}.png`;
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(kind, { path, contentType: "image/png" });
    }

    await load(page, watch, "/");
    await check("home");
    const menu = page.locator("header details").filter({ hasText: t("header.menu") });
    if (await menu.isVisible()) {
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: "Clothing" }).click();
    } else {
      await page.getByRole("navigation", { name: t("header.categories") }).getByRole("link", { name: "Clothing" }).last().click();
    }
    await expect(page).toHaveURL(/\/category\/clothing$/);
    await check("category");
    await page.locator("main").getByRole("link", { name: "Merino Crew Tee" }).first().click();
    await expect(page).toHaveURL(/\/product\/merino-crew-tee$/);
    await check("product");
    await page.getByRole("button", { name: t("cart.add"), exact: true }).click();
    await expect(page.getByText(t("cart.added"))).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^${t("header.cart")}`) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await check("cart");
    await page.getByRole("link", { name: t("cart.checkout") }).click();
    await expect(page).toHaveURL(/\/checkout\/information$/);
    await check("checkout");
    await ctx.close();
  });
}
