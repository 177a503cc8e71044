import { expect, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import type { Page } from "@playwright/test";

async function fillAddress(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const label = t(`address.fields.${field}`);
    if (field === "country") await page.getByLabel(label, { exact: true }).selectOption(value);
    else await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test("address book: create, validate, edit, set default, delete", async ({ page }) => {
  test.slow();
  await signUp(page, uniqueEmail("address"));
  await page.goto("/user/address");
  await expect(page.getByText(t("address.empty"))).toBeVisible();

  await page.getByRole("link", { name: t("address.add") }).click();
  await expect(page.getByRole("heading", { name: t("address.newTitle") })).toBeVisible();
  // Missing fields are named next to them; what was typed stays.
  await fillAddress(page, { firstName: "Ada", city: "London" });
  await page.getByRole("button", { name: t("address.create") }).click();
  await expect(page.getByText(t("validation.lastNameRequired"))).toBeVisible();
  await expect(page.getByLabel(t("address.fields.city"), { exact: true })).toHaveValue("London");

  await fillAddress(page, { lastName: "Lovelace", country: "GB", address: "12 St James's Square", postalCode: "SW1Y 4JH", countryCode: "+44", phone: "2071234567" });
  await page.getByRole("button", { name: t("address.create") }).click();
  const list = page.getByRole("listitem").filter({ hasText: "Ada Lovelace" });
  await expect(list).toContainText("12 St James's Square");
  await expect(page).toHaveURL(/\/user\/address$/);

  await page.getByRole("link", { name: t("address.editNamed", { name: "Ada Lovelace" }) }).click();
  await expect(page.getByRole("heading", { name: t("address.editTitle") })).toBeVisible();
  await expect(page.getByLabel(t("address.fields.city"), { exact: true })).toHaveValue("London");
  await fillAddress(page, { city: "Cambridge" });
  await page.getByRole("button", { name: t("address.save") }).click();
  await expect(list).toContainText("Cambridge");

  await page.getByRole("link", { name: t("address.add") }).click();
  await fillAddress(page, { firstName: "Charles", lastName: "Babbage", country: "GB", city: "London", address: "1 Dorset Street", countryCode: "44", phone: "2077654321" });
  await page.getByRole("button", { name: t("address.create") }).click();
  const second = page.getByRole("listitem").filter({ hasText: "Charles Babbage" });
  await expect(second).toBeVisible();

  await page.getByRole("button", { name: t("address.makeDefaultNamed", { name: "Charles Babbage" }) }).click();
  await expect(second.getByText(t("address.default"), { exact: true })).toBeVisible();
  await expect(list.getByText(t("address.default"), { exact: true })).toHaveCount(0);

  // Deleting asks first (with or without JavaScript); "keep" leaves the address be.
  await page.getByLabel(t("address.deleteNamed", { name: "Ada Lovelace" })).click();
  await expect(list.getByText(t("address.deleteConfirm", { name: "Ada Lovelace" }))).toBeVisible();
  await list.getByRole("link", { name: t("address.keep") }).click();
  await expect(list.getByRole("button", { name: t("address.deleteYes") })).toBeHidden();
  await expect(list).toContainText("12 St James's Square");
  await page.getByLabel(t("address.deleteNamed", { name: "Ada Lovelace" })).click();
  await list.getByRole("button", { name: t("address.deleteYes") }).click();
  await expect(page.getByText(t("address.deleted"))).toBeVisible();
  await expect(list).toHaveCount(0);
  await expect(second).toBeVisible();

  // The default address says so before it goes.
  await page.getByLabel(t("address.deleteNamed", { name: "Charles Babbage" })).click();
  await expect(second.getByText(t("address.deleteConfirmDefault", { name: "Charles Babbage" }))).toBeVisible();
  await second.getByRole("button", { name: t("address.deleteYes") }).click();
  await expect(page.getByText(t("address.deleted"))).toBeVisible();
  await expect(page.getByText(t("address.empty"))).toBeVisible();
});
