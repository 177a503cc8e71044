import { randomUUID } from "node:crypto";
import { expect, t, test } from "#tests/e2e/account-helpers.ts";
import { apiCustomer, signInWithToken, watchExecution } from "./browser-helpers.ts";

/**
 * Script and markup in every customer text the storefront shows, with the Content-Security-Policy
 * enforced: nothing runs (and nothing even reaches CSP — React's escaping already stops it). Payloads call
 * `xssProbe(n)`. Customer texts without storefront pages yet (reviews, comments, articles, wishlists,
 * quotes) are opened as their API answers.
 */
const CORPUS = [
  "<script>xssProbe(1)</script>",
  '"><img src=x onerror=xssProbe(2)>',
  "'><svg onload=xssProbe(3)>",
  '<iframe srcdoc="<script>parent.xssProbe(4)</script>">',
  "javascript:xssProbe(5)",
  '<a href="javascript:xssProbe(6)">go</a>',
  "{{constructor.constructor('xssProbe(7)')()}}",
  "</textarea><script>xssProbe(8)</script>",
  "</title><script>xssProbe(9)</script>",
  "<body onload=xssProbe(10)>",
  "<details open ontoggle=xssProbe(11)>",
  '" onfocus="xssProbe(12)" autofocus="',
  "<svg><script>xssProbe(13)</script></svg>",
  "[x](javascript:xssProbe(14))",
  '<object data="javascript:xssProbe(15)">',
  "<img src=x:x onerror=xssProbe(16)//",
  "<math><mtext><table><mglyph><style><img src=x onerror=xssProbe(17)>",
  "<input onfocus=xssProbe(18) autofocus>",
  "<style>*{background:url('javascript:xssProbe(19)')}</style>",
  "${xssProbe(20)}",
];

test.describe("customer text in the storefront", () => {
  // Five payloads at a time through every field, each five by a customer of their own (a test each, so
  // the rounds run side by side instead of one after the other).
  for (let round = 0; round < CORPUS.length; round += 5) {
    test(`runs nowhere it is shown: profile, address book, checkout, orders (payloads ${round + 1}–${round + 5})`, async ({ page, context, request, baseURL }) => {
      test.slow();
      const customer = await apiCustomer(request);
      await signInWithToken(context, customer.token, baseURL!);
      const hits = await watchExecution(page);
      const post = (path: string, data: unknown) => request.post(path, { headers: customer.headers, data });
      const sku = ((await (await request.get("/api/web/product/detail?slug=merino-crew-tee")).json()) as { data: { skus: Array<{ id: number; stock: number }> } }).data.skus.find((s) => s.stock > 5)!;
      const [p1, p2, p3, p4, p5] = CORPUS.slice(round, round + 5).map((p) => p.slice(0, 50)) as [string, string, string, string, string];
      expect((await post("/api/web/user/editName", { fullName: p1, firstName: p2, lastName: p3, nickName: p4 })).status()).toBe(200);
      expect((await post("/api/web/user/editInfo", { bio: CORPUS.join(" ").slice(0, 500), birthday: "1990-01-01" })).status()).toBe(200);
      const address = { country: "US", province: p1, city: p2, area: p3, postalCode: "10001", firstName: p4, lastName: p5, address: p1, apartment: p5, countryCode: "+1", phone: "4155550100" };
      expect((await post("/api/web/address/create", address)).status()).toBeLessThan(300);
      expect((await post("/api/web/cart/add", { skuId: sku.id, quantity: 1 })).status()).toBe(200);
      const placed = await post("/api/web/checkout/place", {
        idempotencyKey: randomUUID(),
        contact: { email: customer.email, phone: "+14155550100" },
        address,
        shippingMethod: "standard",
        paymentMethod: "bank-transfer",
        note: CORPUS.join("\n").slice(0, 500),
      });
      expect(placed.status(), await placed.text()).toBe(200);
      const number = ((await placed.json()) as { data: { order: { number: string } } }).data.order.number;
      for (const path of ["/user/center", "/user/info", "/user/account", "/user/address", "/user/order", `/user/order/${number}`, `/checkout/thankyou?order=${number}`, "/checkout/information"]) {
        await page.goto(path);
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        // Focus and open what a payload might hang on.
        await page.keyboard.press("Tab");
      }
      // A client navigation renders the same texts again through React in the browser.
      await page.goto("/user/center");
      await page.getByRole("navigation", { name: t("account.nav.label") }).getByRole("link", { name: t("account.nav.address") }).click();
      await expect(page).toHaveURL(/\/user\/address/);
      await expect(page.getByText(p2, { exact: false }).first()).toBeVisible();
      expect(hits).toEqual([]);
    });
  }

  test("runs nowhere when the API answers it directly: reviews, comments, wishlists", async ({ page, request }) => {
    const customer = await apiCustomer(request);
    const hits = await watchExecution(page);
    const product = ((await (await request.get("/api/web/product/detail?slug=merino-crew-tee")).json()) as { data: { id: number } }).data;
    const review = await request.post("/api/web/review/create", { headers: customer.headers, data: { productId: product.id, rating: 5, title: CORPUS[1]!, body: CORPUS.join("\n") } });
    expect(review.status()).toBeLessThan(300);
    const list = ((await (await request.post("/api/web/wishlist/create", { headers: customer.headers, data: { name: CORPUS[0]!.slice(0, 40) } })).json()) as { data: { id: number } }).data;
    const share = ((await (await request.post("/api/web/wishlist/share", { headers: customer.headers, data: { id: list.id } })).json()) as { data: { token: string } }).data;
    for (const path of ["/api/web/review/list?slug=merino-crew-tee", `/api/web/wishlist/shared?token=${share.token}`, "/api/web/review/list?slug=%3Cscript%3ExssProbe(99)%3C%2Fscript%3E"]) {
      const res = await page.goto(path);
      expect(res!.headers()["content-type"]).toContain("application/json");
      expect(res!.headers()["x-content-type-options"]).toBe("nosniff");
      expect(res!.headers()["content-security-policy"]).toContain("default-src 'none'");
    }
    // And where the shop shows the review: the product page.
    await page.goto("/product/merino-crew-tee");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(hits).toEqual([]);
  });
});
