import type { Page } from "@playwright/test";
import { expect, mailedLink, mailsTo, solveCaptcha, t, test, uniqueEmail } from "./account-helpers.ts";
import { ADMIN, text } from "./helpers.ts";

/** The sign-up form: in the footer of every page, and in full on `/newsletter` (where it posts). */
const signupForm = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: t("newsletter.submit") }) });

async function subscriberStatus(page: Page, email: string): Promise<string | undefined> {
  const response = await page.request.get("/api/admin/newsletter/subscribers?pageSize=100", { headers: ADMIN });
  const body = (await response.json()) as { data: { items: Array<{ email: string; status: string }> } };
  return body.data.items.find((s) => s.email === email)?.status;
}

/** The seed's VIP20 (the welcome email's coupon) runs until the end of 2026: the test must not expire with it. */
async function keepWelcomeCouponRunning(page: Page) {
  const response = await page.request.get("/api/admin/coupons?pageSize=100", { headers: ADMIN });
  const body = (await response.json()) as { data: { items: Array<{ id: number; code: string }> } };
  const vip = body.data.items.find((c) => c.code === "VIP20");
  expect(vip, "the seeded VIP20 coupon").toBeDefined();
  expect((await page.request.put(`/api/admin/coupons/${vip!.id}`, { headers: ADMIN, data: { endsAt: null } })).status()).toBe(200);
}

test("newsletter: the footer's sign-up, the emailed link confirms, the unsubscribe page ends it", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("news");
  await keepWelcomeCouponRunning(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/product/merino-crew-tee");
  await expect(signupForm(page)).toHaveCount(1);

  // Sent empty, then with a script for an address and no consent: translated messages, the text kept as typed.
  await signupForm(page).getByRole("button", { name: t("newsletter.submit") }).click();
  await expect(signupForm(page).getByText(t("validation.emailRequired"))).toBeVisible();
  await expect(signupForm(page).getByText(t("newsletter.errors.consent"))).toBeVisible();
  const payload = `"><script>alert(1)</script>`;
  await signupForm(page).getByLabel(t("newsletter.email")).fill(payload);
  await signupForm(page).getByRole("button", { name: t("newsletter.submit") }).click();
  await expect(signupForm(page).getByLabel(t("newsletter.email"))).toHaveValue(payload);
  await expect(signupForm(page).getByText(t("validation.emailFormat"))).toBeVisible();

  await signupForm(page).getByLabel(t("newsletter.email")).fill(email);
  await signupForm(page).getByLabel(t("newsletter.consent")).check();
  await signupForm(page).getByRole("button", { name: t("newsletter.submit") }).click();
  await expect(page.getByText(t("newsletter.checkEmail", { email }))).toBeVisible();
  expect(await subscriberStatus(page, email)).toBe("pending");

  // The emailed link shows the (masked) address and a button: opening it alone changes nothing.
  const confirm = await mailedLink(email, "/newsletter/confirm");
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1, name: t("newsletter.confirmTitle") })).toBeVisible();
  await expect(page.getByText(/e•••@example\.com/)).toBeVisible();
  expect(await subscriberStatus(page, email)).toBe("pending");
  await page.getByRole("button", { name: t("newsletter.confirmAction") }).click();
  await expect(page.getByText(t("newsletter.confirmed"))).toBeVisible();
  expect(await subscriberStatus(page, email)).toBe("confirmed");
  // The link opened again (a second click, a mail scanner first) says it is confirmed.
  await page.goto(confirm);
  await expect(page.getByText(t("newsletter.confirmed"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("newsletter.confirmAction") })).toHaveCount(0);
  // The seeded VIP20 ("a thank-you to our newsletter subscribers") reaches them in the welcome email.
  await expect.poll(async () => (await mailsTo(email)).some((mail) => /\bVIP20\b/.test(mail.text))).toBe(true);

  // The welcome email's unsubscribe link: one button, and then the address gets nothing more.
  const unsubscribe = await mailedLink(email, "/newsletter/unsubscribe");
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: t("newsletter.unsubscribeTitle") })).toBeVisible();
  await page.getByRole("button", { name: t("newsletter.unsubscribeAction") }).click();
  await expect(page.getByText(t("newsletter.unsubscribed"))).toBeVisible();
  expect(await subscriberStatus(page, email)).toBe("unsubscribed");
  await page.goto(unsubscribe);
  await expect(page.getByText(t("newsletter.unsubscribed"))).toBeVisible();
  // Unsubscribed: the old confirmation link no longer stands for a subscription.
  await page.goto(confirm);
  await expect(page.getByText(t("newsletter.errors.tokenInvalid"))).toBeVisible();
  expect(dialogs).toEqual([]);
});

test("newsletter: the sign-up form's box asks for the same confirmation, and the new account holds VIP20", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("news-signup");
  await keepWelcomeCouponRunning(page);
  await page.goto("/auth/signup");
  await page.getByLabel(t("auth.account")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill("correct-horse-42");
  await solveCaptcha(page);
  await page.getByRole("checkbox", { name: t("auth.agree").replace(/<\/?\w+>/g, "") }).check();
  await page.getByRole("checkbox", { name: t("newsletter.signupConsent") }).check();
  await page.getByRole("button", { name: t("auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: t("auth.verify-prompt.title") })).toBeVisible();
  // Two mails arrive in either order: the account's code and the subscription's link.
  let code = "";
  await expect.poll(async () => (code = (await mailsTo(email)).map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean) ?? "")).not.toBe("");
  await page.getByLabel(t("auth.code")).fill(code);
  await page.getByRole("button", { name: t("auth.verify-email.submit") }).click();
  await expect(page).toHaveURL(/\/user\/center$/);
  await page.goto(await mailedLink(email, "/newsletter/confirm"));
  await page.getByRole("button", { name: t("newsletter.confirmAction") }).click();
  await expect(page.getByText(t("newsletter.confirmed"))).toBeVisible();
  expect(await subscriberStatus(page, email)).toBe("confirmed");
  // The welcome coupon lands among the account's claimed coupons: checkout takes it even when hidden.
  await page.goto("/coupon/vip20");
  const vip = page.getByRole("listitem").filter({ has: page.getByText("VIP20", { exact: true }) });
  await expect(vip.getByRole("status")).toHaveText(new RegExp(`${t("offers.claimed")}$`));
});

test("newsletter: a made-up or broken link says so in words", async ({ page }) => {
  for (const kind of ["confirm", "unsubscribe"]) {
    for (const token of ["A".repeat(43), "not-a-token", ""]) {
      const response = await page.goto(`/de/newsletter/${kind}?token=${token}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("alert")).toHaveText(text("de", "newsletter.errors.tokenInvalid"));
      await expect(page.getByRole("link", { name: text("de", "newsletter.subscribeAgain") })).toHaveAttribute("href", "/de/newsletter");
    }
  }
});
