import { expect, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

test("a guest is sent to sign in to claim a coupon; a customer claims it once", async ({ page }) => {
  await page.goto("/coupon/save5");
  const claim = page.getByRole("button", { name: t("offers.signInToClaim") });
  await claim.click();
  await expect(page).toHaveURL(`/auth/signin?redirect=${encodeURIComponent("/coupon/save5")}`);

  await signUp(page, uniqueEmail("coupon"));
  await page.goto("/coupon/save5");
  await page.getByRole("button", { name: t("offers.claim") }).click();
  await expect(page.getByText(t("offers.claimedNow"))).toBeVisible();
  await page.goto("/coupon");
  const card = page.getByRole("listitem").filter({ hasText: "SAVE5" });
  await expect(card.getByRole("status")).toHaveText(`✓ ${t("offers.claimed")}`);
  await expect(card.getByRole("button", { name: t("offers.claim") })).toHaveCount(0);
});
