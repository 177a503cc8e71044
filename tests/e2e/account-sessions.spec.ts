import { expect, newShopper, PASSWORD, signIn, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

test("signing out another device from the security page ends its session", async ({ page, browser, javaScriptEnabled }) => {
  test.slow();
  const email = uniqueEmail("sessions");
  await signUp(page, email);

  const other = await newShopper(browser, javaScriptEnabled);
  await other.page.goto("/auth/signin?redirect=%2Fuser%2Fcenter");
  await signIn(other.page, email, PASSWORD);
  await expect(other.page).toHaveURL(/\/user\/center$/);

  await page.goto("/user/security");
  const sessions = page.getByRole("listitem").filter({ hasText: t("security.lastSeen", { date: "" }).trim() });
  await expect(sessions).toHaveCount(2);
  await expect(page.locator("li[aria-current]")).toContainText(t("security.current"));
  await page.getByRole("button", { name: t("security.signOutDevice") }).click();
  await expect(page.getByText(t("security.deviceSignedOut"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("security.signOutDevice") })).toHaveCount(0);

  // The other browser's next request finds its session gone: sign-in, with the way back.
  await other.page.goto("/user/address");
  await expect(other.page).toHaveURL(/\/auth\/signin\?redirect=%2Fuser%2Faddress$/);
  await other.page.goto("/user/center");
  await expect(other.page).toHaveURL(/\/auth\/signin/);
  await other.context.close();

  await page.reload();
  await expect(page).toHaveURL(/\/user\/security$/);
});

test("logging out of all devices signs this one out too, and a revoked session shows the signed-out header", async ({ page, browser, javaScriptEnabled }) => {
  test.slow();
  const email = uniqueEmail("everywhere");
  await signUp(page, email);
  const other = await newShopper(browser, javaScriptEnabled);
  await other.page.goto("/auth/signin?redirect=%2F");
  await signIn(other.page, email, PASSWORD);
  await expect(other.page.getByRole("link", { name: t("header.account") })).toBeVisible();

  await page.goto("/user/security");
  await page.getByRole("button", { name: t("security.signOutAll") }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?done=signedOutEverywhere$/);
  await expect(page.getByText(t("auth.done.signedOutEverywhere"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("header.signIn") })).toBeVisible();

  // The other browser still holds its (now revoked) cookie: a public page shows it signed out.
  await other.page.goto("/category/bags");
  await expect(other.page.getByRole("link", { name: t("header.signIn") })).toBeVisible();
  await expect(other.page.getByRole("link", { name: t("header.account") })).toHaveCount(0);
  await other.context.close();
});
