import type { APIRequestContext } from "@playwright/test";
import { expect, newShopper, signUp, t, test, uniqueEmail } from "./account-helpers.ts";
import { addToCart, fillInformation } from "./checkout-helpers.ts";

// Checkout (issue 5), with JavaScript on and off: Cart → Information → Payment → thank-you.

type Sku = { id: number; code: string; stock: number };
const PRODUCT = "merino-crew-tee";
const port = Number(process.env.E2E_PORT ?? 3210);

async function skus(request: APIRequestContext): Promise<[Sku, Sku]> {
  const response = await request.get(`/api/web/product/detail?slug=${PRODUCT}&lang=en`);
  const body = (await response.json()) as { data: { skus: Sku[] } };
  const plenty = body.data.skus.filter((s) => s.stock >= 8);
  return [plenty[0]!, plenty[1]!];
}

/** The newest mail to `to` in the SMTP sink. */
async function mailTo(to: string): Promise<string> {
  let body = "";
  await expect
    .poll(async () => {
      const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as Array<{ text: string }>;
      body = messages.at(-1)?.text ?? "";
      return body.length;
    }, { timeout: 15_000 })
    .toBeGreaterThan(0);
  return body;
}

test("a guest checks out two variants with a coupon and a bank transfer", async ({ browser, page, request, javaScriptEnabled }) => {
  // A whole purchase (sign-up or cart, three checkout steps, the emails): 14–20 s on a quiet machine,
  // past 30 s when the machine is shared.
  test.slow();
  const [first, second] = await skus(request);
  await addToCart(page, first, "1", javaScriptEnabled);
  await addToCart(page, second, "1", javaScriptEnabled);
  await page.goto("/cart");
  const line = page.locator(`[data-testid="cart-line"][data-sku="${first.code}"]`);
  await line.getByRole("button", { name: /^One more/ }).click();
  await expect(line.getByRole("textbox")).toHaveValue("2");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await page.getByRole("link", { name: t("cart.checkout") }).click();
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await expect(page.getByRole("heading", { level: 1, name: t("checkout.title") })).toBeVisible();
  await expect(page.getByTestId("shipping-fee")).toHaveText(t("checkout.feeLater"));

  const email = uniqueEmail("checkout");
  await fillInformation(page, email);
  // A wrong code is refused beside the field; the typed information stays.
  await page.getByLabel(t("checkout.couponCode")).fill("NOPE-NOT-A-CODE");
  await page.getByRole("button", { name: t("checkout.apply") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("checkout.errors.couponUnknown") })).toBeVisible();
  await expect(page.locator("#checkout-address-city")).toHaveValue("New York");
  await page.getByLabel(t("checkout.couponCode")).fill("WELCOME10");
  await page.getByRole("button", { name: t("checkout.apply") }).click();
  await expect(page.getByText(t("checkout.couponApplied", { code: "WELCOME10" }))).toBeVisible();
  await expect(page.getByTestId("coupon-discount")).toBeVisible();

  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.getByRole("navigation", { name: t("checkout.steps") }).getByText(t("checkout.step.payment"))).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("shipping-fee")).not.toHaveText(t("checkout.feeLater"));
  await expect(page.getByTestId("coupon-discount")).toBeVisible();
  const total = (await page.getByTestId("checkout-total").textContent()) ?? "";
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();

  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  await expect(page.getByRole("heading", { level: 1, name: t("checkout.thankyou.title") })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t("checkout.thankyou.title")} \\| `));
  await expect(page.getByTestId("order-amount")).toHaveText(total);
  const number = new URL(page.url()).searchParams.get("order") ?? "";
  await expect(page.getByText(t("checkout.thankyou.placed", { number }))).toBeVisible();
  await expect(page.getByText(t("checkout.bankTransfer", { amount: total, number }))).toBeVisible();
  await expect(page.getByText(number, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: t("checkout.thankyou.viewOrder") })).toBeVisible();
  await expect(page.getByRole("link", { name: t("cart.continue") })).toBeVisible();
  // The ordered lines left the cart; the confirmation mail names the order and its signed link.
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  const mail = await mailTo(email);
  expect(mail).toContain(number);
  const link = new RegExp(`/user/order/${number}\\?access=[A-Za-z0-9_-]+`).exec(mail)?.[0];
  expect(link).toBeTruthy();

  // The signed link opens the guest's order in another browser, without an account; a wrong token does not.
  const { context, page: other } = await newShopper(browser, javaScriptEnabled);
  await other.goto(link!);
  await expect(other.getByRole("heading", { level: 1, name: t("order.number", { number }) })).toBeVisible();
  await expect(other).toHaveTitle(new RegExp(`^${t("order.number", { number })} \\| `));
  await expect(other.getByTestId("order-pay-status")).toHaveText(t("order.payStatus.unpaid"));
  await expect(other.getByTestId("order-payment-amount")).toHaveText(total);
  await expect(other.getByText(t("checkout.payment.bank-transfer"))).toBeVisible();
  const forged = await other.goto(`/user/order/${number}?access=${"x".repeat(30)}`);
  expect(forged?.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1, name: t("order.number", { number }) })).toHaveCount(0);
  await context.close();
});

test("bad information is refused with translated messages, nothing placed", async ({ page, request, javaScriptEnabled }) => {
  const [sku] = await skus(request);
  await addToCart(page, sku, "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  await page.locator("#checkout-contact-email").fill("not-an-email");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.getByText(t("checkout.errors.email"))).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByRole("button", { name: t("checkout.continueToPayment") })).toBeVisible();
});

test("a phone number without its country code is refused at the first step, beside its field; written with one and spaced, the order is placed", async ({ page, request, javaScriptEnabled }) => {
  const [sku] = await skus(request);
  await addToCart(page, sku, "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  await fillInformation(page, uniqueEmail("phone"));
  // None at all is asked for as such.
  await page.locator("#checkout-contact-phone").fill("");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.locator("#checkout-contact-phone-error")).toHaveText(t("validation.phoneRequired"));
  // Placing takes a number with its country code: a local one (a leading 0) is said here, not later.
  await page.locator("#checkout-contact-phone").fill("090-1234-5678");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.locator("#checkout-contact-phone-error")).toHaveText(t("validation.phoneNumber"));
  await expect(page.locator("#checkout-address-city")).toHaveValue("New York");
  await page.locator("#checkout-contact-phone").fill("+81 90-1234-5678");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
});

test("a code typed but not applied is checked at the first step, beside its field; Enter in a field continues to payment", async ({ page, request, javaScriptEnabled }) => {
  const [sku] = await skus(request);
  await addToCart(page, sku, "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  await fillInformation(page, uniqueEmail("typo"));
  // The payment step has no coupon field: a code it would refuse at placing is said here.
  await page.getByLabel(t("checkout.couponCode")).fill("SAVE55-TYPO");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await expect(page.locator("#checkout-coupon-error")).toHaveText(t("checkout.errors.couponUnknown"));
  await expect(page.getByRole("button", { name: t("checkout.placeOrder") })).toHaveCount(0);
  await expect(page.getByLabel(t("checkout.couponCode"))).toHaveValue("SAVE55-TYPO");
  await expect(page.locator("#checkout-address-city")).toHaveValue("New York");
  if (javaScriptEnabled) await expect(page.getByLabel(t("checkout.couponCode"))).toBeFocused();
  // Emptied, and Enter pressed in a field: the form's default is "Continue", not "Apply".
  await page.getByLabel(t("checkout.couponCode")).fill("");
  await page.locator("#checkout-address-city").press("Enter");
  await expect(page.getByRole("button", { name: t("checkout.placeOrder") })).toBeVisible();
  await page.getByLabel(t("checkout.payment.bank-transfer")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
});

test("a customer saves the address at checkout and picks it from the address book next time", async ({ page, request, javaScriptEnabled }) => {
  // A whole purchase (sign-up or cart, three checkout steps, the emails): 14–20 s on a quiet machine,
  // past 30 s when the machine is shared.
  test.slow();
  const [first, second] = await skus(request);
  const email = uniqueEmail("book");
  await signUp(page, email);
  await addToCart(page, first, "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  // The account's own email to start with.
  await expect(page.locator("#checkout-contact-email")).toHaveValue(email);
  await fillInformation(page, email);
  await page.getByLabel(t("checkout.saveInformation")).check();
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  await page.getByLabel(t("checkout.payment.cash-on-delivery")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);

  await addToCart(page, second, "1", javaScriptEnabled);
  await page.goto("/checkout/information");
  const saved = page.getByRole("radio", { name: /Ada Lovelace, 1 Main Street/ });
  await saved.check();
  await expect(page.locator("#checkout-contact-email")).toHaveValue(email);
  await page.locator("#checkout-contact-phone").fill("5550100200");
  await page.getByRole("button", { name: t("checkout.continueToPayment") }).click();
  // The review says where the parcel goes, not only "a saved address".
  await expect(page.getByTestId("checkout-ship-to")).toContainText("Ada Lovelace, 1 Main Street");
  await expect(page.getByTestId("shipping-fee")).not.toHaveText(t("checkout.feeLater"));
  await page.getByLabel(t("checkout.payment.cash-on-delivery")).check();
  await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+/);
  await page.getByRole("link", { name: t("checkout.thankyou.viewOrder") }).click();
  await expect(page.getByText(/Ada Lovelace, 1 Main Street/)).toBeVisible();
});
