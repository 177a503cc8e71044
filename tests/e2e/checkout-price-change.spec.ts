import { expect, t, test, uniqueEmail } from "./account-helpers.ts";
import { addToCart, fillInformation, makeProduct } from "./checkout-helpers.ts";

// A price the merchant changes between the payment step and "Place order" is not charged silently: the
// order is refused, the payment step shows the new total with a notice, and placing again charges it.

test("a price changed after the review is refused with a notice, then placed at the new total", async ({ page, request, javaScriptEnabled }) => {
  // On a phone the notice is far above "Place order": it must come into view before the next tap.
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await makeProduct(request, 4000, "Price change tee");
  await addToCart(page, product.sku, "1", javaScriptEnabled, product.slug);
  await page.goto("/checkout/information");
  await fillInformation(page, uniqueEmail("price-change"));
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  const payment = page.getByRole("navigation", { name: t("checkout.steps") }).getByText(t("checkout.step.payment"));
  await expect(payment).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("checkout-subtotal")).toHaveText("$40.00");
  await expect(page.getByTestId("checkout-total")).toHaveText("$46.95");

  await product.setPrice(4500);
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();

  const notice = page.locator("#main").getByRole("alert").filter({ hasText: t("checkout.errors.priceChanged") });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  if (javaScriptEnabled) await expect(notice).toBeFocused();
  await expect(payment).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("checkout-subtotal")).toHaveText("$45.00");
  await expect(page.getByTestId("checkout-total")).toHaveText("$51.95");
  await expect(page).not.toHaveURL(/thankyou/);
  await expect(page.getByLabel(t("checkout.payment.bank-transfer"))).toBeChecked();

  // The shopper has seen the new total: placing again charges it.
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  await expect(page.getByTestId("order-amount")).toHaveText("$51.95");
});

test("an item that sells out while the shopper pays is named in the refusal, with what is left", async ({ page, request, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await makeProduct(request, 2500, "Last Lantern");
  await addToCart(page, product.sku, "3", javaScriptEnabled, product.slug);
  await page.goto("/checkout/information");
  await fillInformation(page, uniqueEmail("sold-out"));
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();

  await product.setStock(1);
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  const left = page.locator("#main").getByRole("alert").filter({ hasText: t("checkout.errors.stockLeft", { name: "Last Lantern", available: 1 }) });
  await expect(left).toBeVisible();
  await expect(left).toBeInViewport();
  if (javaScriptEnabled) await expect(left).toBeFocused();

  await product.setStock(0);
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page.locator("#main").getByRole("alert")).toHaveText(t("checkout.errors.soldOut", { name: "Last Lantern" }));
  await expect(page).not.toHaveURL(/thankyou/);
});
