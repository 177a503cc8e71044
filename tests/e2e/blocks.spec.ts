import { expect, PASSWORD, signIn, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { putTemplate } from "./helpers.ts";

test("a form block on a merchant's own page works (it posts to its own page)", async ({ page, request }) => {
  await putTemplate(request, {
    type: "custom",
    slug: "e2e-member-login",
    lang: "",
    body: `<h2>Members</h2><shop-block name="auth-signin"></shop-block>`,
  });
  const email = uniqueEmail("block");
  await signUp(page, email);
  await page.context().clearCookies();

  await page.goto("/app/e2e-member-login");
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  await signIn(page, email, "not-the-password");
  await expect(page.getByText(t("accountErrors.credentials"))).toBeVisible();
  await expect(page.getByLabel(t("auth.account"))).toHaveValue(email);

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("link", { name: t("header.account") })).toBeVisible();
});
