import { expect, t, test } from "./account-helpers.ts";
import { addToCart, makeProduct } from "./checkout-helpers.ts";

// A price the merchant changes after the shopper added the item is not shown silently: the cart says
// what it was and what it is now, beside the line and on top, until the shopper confirms it.

test("a price raised after adding shows in the cart until the shopper confirms it", async ({ page, request, javaScriptEnabled }) => {
  const product = await makeProduct(request, 4000, "Cart price tee");
  await addToCart(page, product.sku, "1", javaScriptEnabled, product.slug);
  await page.goto("/cart");
  const line = page.locator(`[data-testid="cart-line"][data-sku="${product.sku.code}"]`);
  await expect(line).toBeVisible();
  await expect(line.getByTestId("price-changed")).toHaveCount(0);
  await expect(page.getByTestId("price-notice")).toHaveCount(0);

  await product.setPrice(4500);
  await page.goto("/cart");
  await expect(line.getByTestId("price-changed")).toHaveText(t("cartPrices.changed", { was: "$40.00", now: "$45.00" }));
  await expect(line.getByTestId("line-total")).toContainText("$45.00");
  const notice = page.getByTestId("price-notice");
  await expect(notice).toContainText(t("cartPrices.notice"));
  // Showing the cart again confirms nothing.
  await page.reload();
  await expect(line.getByTestId("price-changed")).toBeVisible();

  await notice.getByRole("button", { name: t("cartPrices.confirm") }).click();
  await expect(page.getByTestId("price-notice")).toHaveCount(0);
  await expect(line.getByTestId("price-changed")).toHaveCount(0);
  await expect(line.getByTestId("line-total")).toContainText("$45.00");
  await page.reload();
  await expect(line).toBeVisible();
  await expect(page.getByTestId("price-notice")).toHaveCount(0);
  await expect(line.getByTestId("price-changed")).toHaveCount(0);
});
