import { expect, newShopper, PASSWORD, signIn, signOut, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

test("a guest's favourite is still there after signing in", async ({ page, browser, javaScriptEnabled }) => {
  test.slow();
  const email = uniqueEmail("favorite");
  await signUp(page, email);
  await signOut(page);

  const guest = await newShopper(browser, javaScriptEnabled);
  await guest.page.goto("/category/outerwear");
  const card = guest.page.locator("main article").first();
  const name = (await card.locator("h2, h3").textContent())!.trim();
  const heart = guest.page.getByRole("button", { name: t("favorite.label", { name }) }).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const favorited = guest.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/favorite") && response.request().method() === "POST");
  await heart.click();
  // With JavaScript the heart posts in place and says so (the answer is data, not a redirect).
  const post = (await favorited).request();
  expect(new URLSearchParams(post.postData() ?? "").get("js")).toBe(javaScriptEnabled ? "1" : null);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await guest.page.reload();
  await expect(guest.page.getByRole("button", { name: t("favorite.label", { name }) }).first()).toHaveAttribute("aria-pressed", "true");

  await guest.page.goto("/auth/signin?redirect=%2Fuser%2Ffavorite");
  await signIn(guest.page, email, PASSWORD);
  await expect(guest.page).toHaveURL(/\/user\/favorite$/);
  const saved = guest.page.getByRole("main").getByRole("button", { name: t("favorite.label", { name }) });
  await expect(saved).toHaveAttribute("aria-pressed", "true");

  // The heart takes it off the list again (the reload waits for the heart's post to be answered).
  const answered = guest.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/favorite") && response.request().method() === "POST");
  // Without JavaScript the post is a navigation: a reload before its page has loaded finds no page to reload.
  const loaded = javaScriptEnabled ? null : guest.page.waitForEvent("load");
  await saved.click();
  await answered;
  await loaded;
  await guest.page.reload();
  await expect(guest.page.getByText(t("favorite.empty"))).toBeVisible();
  await guest.context.close();
});
