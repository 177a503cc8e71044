import { expect, PASSWORD, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

// A 1×1 PNG, and a script that only pretends to be one.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const FAKE = Buffer.from("<script>alert(1)</script>");

test("profile: names, a picture (a disguised one refused) and a new password", async ({ page }) => {
  test.slow();
  await signUp(page, uniqueEmail("profile"));
  await page.goto("/user/info");
  const names = page.locator("form#edit-name");
  await names.getByLabel(t("account.info.firstName")).fill("Grace");
  await names.getByLabel(t("account.info.lastName")).fill("");
  await names.getByRole("button", { name: t("account.save") }).click();
  await expect(page.getByText(t("validation.lastNameRequired"))).toBeVisible();
  await names.getByLabel(t("account.info.lastName")).fill("Hopper");
  await names.getByRole("button", { name: t("account.save") }).click();
  await expect(names.getByText(t("account.saved"))).toBeVisible();
  await page.reload();
  await expect(page.locator("form#edit-name").getByLabel(t("account.info.lastName"))).toHaveValue("Hopper");

  const file = page.getByLabel(t("account.info.avatarFile"));
  await file.setInputFiles({ name: "evil.png", mimeType: "image/png", buffer: FAKE });
  await page.getByRole("button", { name: t("account.info.upload") }).click();
  await expect(page.getByText(t("accountErrors.fileType"))).toBeVisible();
  await page.getByLabel(t("account.info.avatarFile")).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: t("account.info.upload") }).click();
  await expect(page.getByText(t("account.avatarSaved"))).toBeVisible();
  await expect(page.getByRole("img", { name: t("account.info.avatarAlt") })).toBeVisible();

  await page.goto("/user/account");
  const password = page.locator("form#edit-password");
  await password.getByLabel(t("account.settings.currentPassword")).fill("not-my-password");
  await password.getByLabel(t("auth.newPassword")).fill("brand-new-pass-9");
  await password.getByRole("button", { name: t("account.settings.passwordSave") }).click();
  await expect(password.getByText(t("accountErrors.password"))).toBeVisible();
  // The current password again is no change: said beside the new one.
  await password.getByLabel(t("account.settings.currentPassword")).fill(PASSWORD);
  await password.getByLabel(t("auth.newPassword")).fill(PASSWORD);
  await password.getByRole("button", { name: t("account.settings.passwordSave") }).click();
  await expect(password.getByText(t("accountErrors.passwordSame"))).toBeVisible();
  await password.getByLabel(t("account.settings.currentPassword")).fill(PASSWORD);
  await password.getByLabel(t("auth.newPassword")).fill("brand-new-pass-9");
  await password.getByRole("button", { name: t("account.settings.passwordSave") }).click();
  await expect(password.getByText(t("account.passwordChanged"))).toBeVisible();
  // A next try refused is not shown beside the last one's success.
  await password.getByLabel(t("account.settings.currentPassword")).fill("brand-new-pass-9");
  await password.getByLabel(t("auth.newPassword")).fill("short");
  await password.getByRole("button", { name: t("account.settings.passwordSave") }).click();
  await expect(password.getByText(t("validation.passwordMin"))).toBeVisible();
  await expect(password.getByText(t("account.passwordChanged"))).toHaveCount(0);
});

test("each page of the user area has a title of its own, reached by its navigation", async ({ page }) => {
  await signUp(page, uniqueEmail("titles"));
  await page.goto("/user/center");
  const area = t("user.title");
  await expect(page).toHaveTitle(new RegExp(`^${area} \\| `));
  const nav = page.getByRole("navigation", { name: t("account.nav.label") });
  for (const key of ["account.nav.orders", "account.nav.address", "account.nav.security"]) {
    await nav.getByRole("link", { name: t(key) }).click();
    await expect(page).toHaveTitle(new RegExp(`^${t(key)} · ${area} \\| `));
  }
  await page.getByRole("link", { name: t("security.activityLink") }).click();
  await expect(page).toHaveTitle(new RegExp(`^${t("security.activityTitle")} · ${area} \\| `));
});
