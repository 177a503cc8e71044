import { expect, mailCount, mailedCode, PASSWORD, signIn, signOut, signUp, signUpThroughPages, solveCaptcha, t, test, uniqueEmail } from "./account-helpers.ts";
import { text } from "./helpers.ts";

test("sign-up, the emailed code, sign-out, and sign-in back to the user page it came from", async ({ page, javaScriptEnabled }) => {
  test.slow();
  const email = uniqueEmail("signup");
  // Without the agreement the spec's notice shows, and what was typed (but the password) stays.
  await page.goto("/auth/signup");
  await page.getByLabel(t("auth.account")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole("button", { name: t("auth.signup.submit") }).click();
  await expect(page.getByText(t("validation.agreeTerms"))).toBeVisible();
  await expect(page.getByLabel(t("auth.account"))).toHaveValue(email);

  await signUpThroughPages(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(t("account.center.spending"))).toBeVisible();

  await page.goto("/user/security");
  await signOut(page);
  // The page reloads signed out: the user area sends it to sign-in with the way back.
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fuser%2Fsecurity$/);
  await signIn(page, email, "wrong-password");
  await expect(page.getByRole("alert")).toHaveText(t("accountErrors.credentials"));
  await expect(page.getByLabel(t("auth.account"))).toHaveValue(email);
  // The server never sends the password back (with JavaScript the browser simply keeps the field).
  if (!javaScriptEnabled) await expect(page.getByLabel(t("auth.password"), { exact: true })).toHaveValue("");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/user\/security$/);
  await expect(page.getByText(t("security.current"))).toBeVisible();
});

test("a German sign-up on a phone goes through after a refused empty submit", async ({ page }) => {
  // The errors of the empty submit used to go when the box lost focus, that is while the submit button
  // was pressed: the German agreement error (two lines at this width) moved the button from under the
  // pointer, and the form was never sent.
  await page.setViewportSize({ width: 390, height: 844 });
  const de = (key: string) => text("de", key);
  const email = uniqueEmail("signup-de");
  await page.goto("/de/auth/signup");
  await page.getByRole("button", { name: de("auth.signup.submit") }).click();
  await expect(page.getByText(de("validation.agreeTerms"))).toBeVisible();
  await page.getByLabel(de("auth.account")).fill(email);
  await page.getByLabel(de("auth.password"), { exact: true }).fill(PASSWORD);
  await solveCaptcha(page, "de");
  await page.getByRole("checkbox", { name: de("auth.agree").replace(/<\/?\w+>/g, "") }).check();
  await page.getByRole("button", { name: de("auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: de("auth.verify-prompt.title") })).toBeVisible();
  await expect.poll(() => mailCount(email)).toBe(1);
});

test("sign-in never redirects off the site", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("redirect");
  await signUp(page, email);
  await page.goto("/user/center");
  await signOut(page);
  await page.goto(`/auth/signin?redirect=${encodeURIComponent("//evil.example/steal")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/user\/center$/);
});

test("forgotten password: code by email, new password, sign in with it", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("forget");
  await signUp(page, email);
  await page.goto("/user/center");
  await signOut(page);
  const before = await mailCount(email);

  await page.goto("/auth/forget");
  await page.getByLabel(t("auth.account")).fill(email);
  await solveCaptcha(page);
  await page.getByRole("button", { name: t("auth.forget.submit") }).click();
  await expect(page.getByRole("heading", { name: t("auth.reset-password.title") })).toBeVisible();
  const code = await mailedCode(email, before);
  await expect(page.getByLabel(t("auth.account"))).toHaveValue(email);
  await page.getByLabel(t("auth.code")).fill(code);
  await page.getByLabel(t("auth.newPassword")).fill("a-new-secret-77");
  await page.getByRole("button", { name: t("auth.reset-password.submit") }).click();
  await expect(page.getByText(t("auth.done.reset"))).toBeVisible();

  await signIn(page, email);
  await expect(page.getByRole("alert")).toHaveText(t("accountErrors.credentials"));
  await signIn(page, email, "a-new-secret-77");
  await expect(page).toHaveURL(/\/user\/center$/);
});

test("the security check refuses a wrong position and passes with the keyboard", async ({ page }) => {
  test.slow();
  await page.goto("/auth/forget");
  await page.getByLabel(t("auth.account")).fill(uniqueEmail("captcha"));
  await page.getByRole("button", { name: t("auth.forget.submit") }).click();
  await expect(page.getByText(t("accountErrors.captcha")).first()).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole("button", { name: t("auth.forget.submit") }).click();
  await expect(page.getByRole("heading", { name: t("auth.reset-password.title") })).toBeVisible();
});

test("too many sign-in attempts end in the rate-limit message", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("limit");
  await page.goto("/auth/signin");
  const limited = page.getByText(t("accountErrors.rateLimited"));
  for (let attempt = 0; attempt < 15 && !(await limited.isVisible()); attempt++) {
    await signIn(page, email, `wrong-${attempt}-password`);
    await expect(page.getByRole("button", { name: t("auth.signin.submit") })).not.toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("alert")).toBeVisible();
  }
  await expect(limited).toBeVisible();
  await expect(page.getByLabel(t("auth.account"))).toHaveValue(email);
});
