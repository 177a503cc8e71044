import { expect, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

// The user area's row of sections on a phone: with JavaScript the page brings the current section into
// it; without, the browser starts the row there (`scroll-initial-target`).

test("on a phone the row of user-area sections shows the current one", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, uniqueEmail("row"));
  const nav = page.getByRole("navigation", { name: t("account.nav.label") });
  for (const [path, key] of [["/user/log", "account.nav.log"], ["/user/security/activity", "account.nav.security"]] as const) {
    await page.goto(path);
    const current = nav.getByRole("link", { name: t(key) });
    await expect(current).toHaveAttribute("aria-current", "page");
    // Inside the row's visible width, and the page itself not scrolled sideways.
    await expect
      .poll(async () => {
        const [row, link] = await Promise.all([nav.locator("ul").boundingBox(), current.boundingBox()]);
        return Boolean(row && link && link.x >= row.x - 1 && link.x + link.width <= row.x + row.width + 1);
      })
      .toBe(true);
    // Neither brings the page itself along: not sideways, not down.
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  }
  // Signing out needs no sideways search: the header has no room for it on a phone, the row's end is
  // out of sight, so the button stands under the row, in view.
  const signOut = nav.getByRole("button", { name: t("account.signOut") });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await signOut.click();
  await expect(page.getByRole("link", { name: t("header.signIn") })).toBeVisible();
});

test("the account's lists and a product's reviews past their last page lead to the last page", async ({ page }) => {
  await signUp(page, uniqueEmail("lastpage"));
  // A new customer has no orders, requests, quotes or articles: one page, so no page number at all.
  for (const [from, to] of [
    ["/user/order?tab=paid&page=7", /\/user\/order\?tab=paid$/],
    ["/user/return?page=3", /\/user\/return$/],
    ["/user/inquiry?page=2", /\/user\/inquiry$/],
    ["/user/article?page=5", /\/user\/article$/],
  ] as const) {
    await page.goto(from);
    await expect(page, from).toHaveURL(to);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The reviews' own page key, the sort kept.
  await page.goto("/product/merino-crew-tee?reviews_sort=helpful&reviews_page=999");
  await expect(page).toHaveURL(/\/product\/merino-crew-tee\?reviews_sort=helpful(&reviews_page=\d+)?$/);
  await expect(page.locator("#reviews article").first()).toBeVisible();
});
