import type { Page } from "@playwright/test";
import { expect, newShopper, PASSWORD, signIn, signOut, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

const NAME = `<img src=x onerror="alert('list')">Birthday`;

const listNav = (page: Page) => page.getByRole("navigation", { name: t("wishlist.lists") });
const itemRow = (page: Page, product: string) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("link", { name: product, exact: true }) });

/** From a product page: "Add to a list", then the picker on the wishlist page. */
async function addFromProduct(page: Page, path: string, list: { existing?: string; newName?: string }) {
  await page.goto(path);
  await page.getByRole("link", { name: t("wishlist.addTo") }).click();
  await expect(page).toHaveURL(/\/user\/wishlist\?add=/);
  if (list.existing) await page.getByLabel(t("wishlist.pickList"), { exact: true }).selectOption({ label: list.existing });
  // Without lists yet, the picker only asks for the new list's name.
  if (list.newName) await page.getByLabel(t("wishlist.name"), { exact: true }).fill(list.newName);
  await page.getByRole("button", { name: t("wishlist.add") }).click();
  await expect(page).toHaveURL(/\/user\/wishlist\?list=\d+&added=\d+$/);
}

test("wishlists: named lists from the product page, move, to the cart, a read-only share link", async ({ page, browser, javaScriptEnabled }) => {
  test.slow();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = uniqueEmail("wishlist");
  await signUp(page, email);
  await signOut(page);

  // A guest is asked to sign in first and comes back to the picker.
  await page.goto("/product/merino-crew-tee");
  await page.getByRole("link", { name: t("wishlist.addTo") }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/wishlist\?add=merino-crew-tee/);
  await expect(page.getByRole("heading", { name: t("wishlist.pickTitle", { product: "Merino Crew Tee" }) })).toBeVisible();
  // No list yet: the picker asks for a name; an empty one is refused in words.
  await page.getByRole("button", { name: t("wishlist.add") }).click();
  await expect(page.getByText(t("wishlist.errors.name"))).toBeVisible();
  await page.getByLabel(t("wishlist.name"), { exact: true }).fill(NAME);
  await page.getByRole("button", { name: t("wishlist.add") }).click();
  await expect(page).toHaveURL(/\/user\/wishlist\?list=\d+&added=\d+$/);
  await expect(page.getByText(t("wishlist.added", { product: "Merino Crew Tee" }))).toBeVisible();
  // The name is text, wherever it shows.
  await expect(listNav(page).getByRole("link", { name: NAME })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: NAME })).toBeVisible();

  // A second list; a variant of another product onto the first one.
  await page.getByLabel(t("wishlist.newList")).fill("Cabin");
  await page.getByRole("button", { name: t("wishlist.create") }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Cabin" })).toBeVisible();
  await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
  await addFromProduct(page, "/product/merino-crew-tee", { existing: "Cabin" });
  await expect(page.getByRole("heading", { level: 2, name: "Cabin" })).toBeVisible();
  await expect(itemRow(page, "Merino Crew Tee")).toHaveCount(1);

  // Moving it to the first list, which has the same product already, leaves one there.
  await itemRow(page, "Merino Crew Tee").getByLabel(t("wishlist.moveTo"), { exact: true }).selectOption({ label: NAME });
  await itemRow(page, "Merino Crew Tee").getByRole("button", { name: `${t("wishlist.moveTo")}: Merino Crew Tee` }).click();
  await expect(page.getByText(t("wishlist.moved", { name: NAME }))).toBeVisible();
  await expect(page.getByText(t("wishlist.empty"))).toBeVisible();

  // Into the cart through the cart's rules: the tee has variants, so one is needed first.
  await listNav(page).getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { level: 2, name: NAME })).toBeVisible();
  await expect(itemRow(page, "Merino Crew Tee")).toHaveCount(1);
  await itemRow(page, "Merino Crew Tee").getByRole("button", { name: `${t("wishlist.toCart")}: Merino Crew Tee` }).click();
  await expect(itemRow(page, "Merino Crew Tee").getByText(t("wishlist.errors.chooseSku"))).toBeVisible();

  // Share the list: the link as text; a stranger sees it read-only, the name as text.
  await page.getByRole("button", { name: t("wishlist.share"), exact: true }).click();
  const link = page.getByLabel(t("wishlist.shareLink"));
  await expect(link).toHaveValue(/\/wishlist\/[A-Za-z0-9_-]{43}$/);
  const shared = new URL(await link.inputValue()).pathname;
  await expect(page.getByRole("button", { name: t("wishlist.copyLink") })).toHaveCount(javaScriptEnabled ? 1 : 0);
  const friend = await newShopper(browser, javaScriptEnabled);
  await friend.page.goto(shared);
  await expect(friend.page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(friend.page.getByRole("main").getByRole("link", { name: "Merino Crew Tee" })).toBeVisible();
  await expect(friend.page.getByRole("button", { name: t("wishlist.remove") })).toHaveCount(0);

  // A new link ends the old one; stopping ends both.
  await page.getByRole("button", { name: t("wishlist.rotate") }).click();
  await expect(page.getByText(t("wishlist.rotated"))).toBeVisible();
  expect((await friend.page.goto(shared))?.status()).toBe(404);
  const second = new URL(await page.getByLabel(t("wishlist.shareLink")).inputValue()).pathname;
  expect(second).not.toBe(shared);
  await page.getByRole("button", { name: t("wishlist.revoke") }).click();
  await expect(page.getByText(t("wishlist.unshared"))).toBeVisible();
  await expect(page.getByText(t("wishlist.notShared"))).toBeVisible();
  expect((await friend.page.goto(second))?.status()).toBe(404);
  await friend.context.close();

  // Rename and delete (a second step, with or without JavaScript).
  await page.getByText(t("wishlist.rename"), { exact: true }).click();
  await page.getByLabel(t("wishlist.name"), { exact: true }).fill("Birthday");
  await page.getByRole("button", { name: t("wishlist.save") }).click();
  await expect(page.getByText(t("wishlist.renamed"))).toBeVisible();
  await expect(listNav(page).getByRole("link", { name: "Birthday" })).toBeVisible();
  await page.getByText(t("wishlist.delete"), { exact: true }).click();
  await page.getByRole("link", { name: t("wishlist.keep") }).click();
  await expect(page.getByRole("button", { name: t("wishlist.deleteYes") })).toBeHidden();
  await expect(listNav(page).getByRole("link", { name: "Birthday" })).toBeVisible();
  await page.getByText(t("wishlist.delete"), { exact: true }).click();
  await page.getByRole("button", { name: t("wishlist.deleteYes") }).click();
  await expect(page.getByText(t("wishlist.deleted"))).toBeVisible();
  await expect(listNav(page).getByRole("link")).toHaveCount(1);
  expect(dialogs).toEqual([]);
});

test("wishlists: a variant moves between lists and into the cart", async ({ page }) => {
  test.slow();
  await signUp(page, uniqueEmail("wishlist-cart"));
  const product = await (await page.request.get("/api/web/product/detail?slug=merino-crew-tee&lang=en")).json();
  const sku = (product.data.skus as Array<{ id: number; code: string; stock: number }>).find((s) => s.stock > 5)!;
  await addFromProduct(page, `/product/merino-crew-tee/${encodeURIComponent(sku.code)}`, { newName: "Gifts" });
  await page.getByLabel(t("wishlist.newList")).fill("Later");
  await page.getByRole("button", { name: t("wishlist.create") }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Later" })).toBeVisible();
  await listNav(page).getByRole("link", { name: "Gifts" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Gifts" })).toBeVisible();

  await itemRow(page, "Merino Crew Tee").getByLabel(t("wishlist.moveTo"), { exact: true }).selectOption({ label: "Later" });
  await itemRow(page, "Merino Crew Tee").getByRole("button", { name: `${t("wishlist.moveTo")}: Merino Crew Tee` }).click();
  await expect(page.getByText(t("wishlist.moved", { name: "Later" }))).toBeVisible();
  await expect(page.getByText(t("wishlist.empty"))).toBeVisible();

  await listNav(page).getByRole("link", { name: "Later" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Later" })).toBeVisible();
  await itemRow(page, "Merino Crew Tee").getByRole("button", { name: `${t("wishlist.toCart")}: Merino Crew Tee` }).click();
  await expect(page.getByText(t("wishlist.movedToCart"))).toBeVisible();
  await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await expect(page.getByRole("main").getByRole("link", { name: "Merino Crew Tee" }).first()).toBeVisible();
});
