import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures.ts";
import { text } from "./helpers.ts";

const port = Number(process.env.E2E_PORT ?? 3210);

/** An English UI text. */
export const t = (key: string, values: Record<string, string | number> = {}) => text("en", key, values);

/**
 * Each test (and each extra browser context) is its own "shopper IP" through X-Forwarded-For, so the
 * backend's per-IP limits and security-check thresholds never leak between tests.
 */
export function shopperHeaders(): Record<string, string> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return { "x-forwarded-for": `10.${n()}.${n()}.${n()}` };
}

export const test = base.extend({
  extraHTTPHeaders: async ({ baseURL: _ }, provide) => provide(shopperHeaders()),
});
export { expect };

export async function newShopper(browser: Browser, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // The project's own address: the Node server's, or the edge worker's.
  const baseURL = base.info().project.use.baseURL ?? `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ javaScriptEnabled, baseURL, extraHTTPHeaders: shopperHeaders() });
  return { context, page: await context.newPage() };
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The newest 6-digit code the SMTP sink received for `to`, once more than `seen` messages arrived. */
export async function mailedCode(to: string, seen = 0): Promise<string> {
  let body = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Array<{ text: string }>;
        body = messages.length > seen ? messages.at(-1)!.text : "";
        return body;
      },
      { timeout: 10_000 },
    )
    .toMatch(/\b\d{6}\b/);
  return /\b(\d{6})\b/.exec(body)![1]!;
}

export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as unknown[]).length;
}

/** Passes the slide-to-verify check with the keyboard only: Home, Page Up by tens, arrows for the rest. */
export async function solveCaptcha(page: Page) {
  const hint = await page.getByText(/Slide the handle to the mark at \d+/).textContent();
  const target = Number(/at (\d+)/.exec(hint ?? "")![1]);
  const slider = page.getByRole("slider", { name: t("captcha.label") });
  await slider.focus();
  await page.keyboard.press("Home");
  for (let i = 0; i < Math.floor(target / 10); i++) await page.keyboard.press("PageUp");
  for (let i = 0; i < target % 10; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue(String(target));
}

export const PASSWORD = "correct-horse-42";

/** Sign-up through the pages, the code from the mail sink, and the account signed in. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth/signup");
  await page.getByLabel(t("auth.account")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("auth.signup.submit") }).click();
  await expect(page.getByRole("heading", { name: t("auth.verify-prompt.title") })).toBeVisible();
  const code = await mailedCode(email);
  await expect(page.getByLabel(t("auth.account"))).toHaveValue(email);
  await page.getByLabel(t("auth.code")).fill(code);
  await page.getByRole("button", { name: t("auth.verify-email.submit") }).click();
  await expect(page).toHaveURL(/\/user\/center$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(t("auth.account")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("auth.signin.submit") }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("navigation", { name: t("account.nav.label") }).getByRole("button", { name: t("account.signOut") }).click();
}
