import { DatabaseSync } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { CAPTCHA_MIN_MS, CAPTCHA_TTL_MS } from "#contract/account.ts";
import { expect, test as base, waitForHydrationOnGoto } from "./fixtures.ts";
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
  const page = await context.newPage();
  return { context, page: javaScriptEnabled ? waitForHydrationOnGoto(page) : page };
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

/** The first link to `path` (`/newsletter/confirm` …) in a message to `to` that arrived after `seen` others, as a path. */
export async function mailedLink(to: string, path: string, seen = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+((?:/[a-zA-Z-]+)?${path.replace(/[/?]/g, "\\$&")}\\?token=[A-Za-z0-9_-]+)`);
  let found = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Array<{ text: string }>;
        found = messages.slice(seen).map((m) => pattern.exec(m.text)?.[1]).find(Boolean) ?? "";
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return found;
}

/** Every message the SMTP sink received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port + 2}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as unknown[]).length;
}

/**
 * Where the e2e shop keeps a challenge's target. The page only shows it in a picture (a person sees the
 * mark); the tests read what the picture shows from the shop's own database, read-only.
 */
export function captchaRow(verifyId: string): { target: number; expires_at: string } {
  const db = new DatabaseSync(`${process.env.E2E_DATA_DIR ?? `/tmp/shop-e2e-${port}`}/shop.sqlite`, { readOnly: true });
  try {
    const row = db.prepare("SELECT target, expires_at FROM captcha_challenge WHERE id = ?").get(verifyId) as
      | { target: number; expires_at: string }
      | undefined;
    if (!row) throw new Error(`no captcha challenge ${verifyId}`);
    return row;
  } finally {
    db.close();
  }
}

/**
 * Passes the slide-to-verify check with the keyboard only — Home, Page Up by tens, arrows for the rest —
 * and no sooner than a person could (the backend refuses answers faster than CAPTCHA_MIN_MS).
 */
export async function solveCaptcha(page: Page, lang = "en") {
  const slider = page.getByRole("slider", { name: text(lang, "captcha.label") });
  const verifyId = await slider.locator("xpath=ancestor::fieldset").locator('input[name="verifyId"]').inputValue();
  const { target, expires_at } = captchaRow(verifyId);
  await slider.focus();
  await page.keyboard.press("Home");
  for (let i = 0; i < Math.floor(target / 10); i++) await page.keyboard.press("PageUp");
  for (let i = 0; i < target % 10; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue(String(target));
  await waitAsAPerson(expires_at);
}

/** Until a person could have answered a challenge that expires at `expires_at` (the backend refuses sooner). */
async function waitAsAPerson(expires_at: string) {
  const shownAt = Date.parse(expires_at) - CAPTCHA_TTL_MS;
  await expect.poll(() => Date.now() - shownAt, { timeout: 5_000 }).toBeGreaterThan(CAPTCHA_MIN_MS + 200);
}

export const PASSWORD = "correct-horse-42";

/**
 * An account for a test that is not about signing up, signed in, the browser at `/user/center`: the
 * storefront's own sign-up and code forms posted as a browser without JavaScript posts them (through
 * the page's context: its cookies and shopper address), without rendering each page in the browser.
 * `signUpThroughPages` fills the pages; `account-auth.spec.ts` tests that way, with and without JavaScript.
 */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  const form = await (await page.request.get("/auth/signup")).text();
  const verifyId = /name="verifyId" value="([^"]+)"/.exec(form)?.[1];
  if (!verifyId) throw new Error("the sign-up page has no slide-to-verify challenge");
  const { target, expires_at } = captchaRow(verifyId);
  await waitAsAPerson(expires_at);
  const fields = { website_url: "", redirect: "", account: email };
  const signup = await page.request.post("/auth/signup", {
    form: { ...fields, intent: "signup", password, agree: "on", verifyId, captcha: String(target), captchaTrail: "" },
    maxRedirects: 0,
  });
  expect(signup.status(), "the sign-up form's answer").toBe(302);
  const code = await mailedCode(email);
  const verify = await page.request.post(`/auth/verify-prompt?account=${encodeURIComponent(email)}`, {
    form: { ...fields, intent: "verify", code },
    maxRedirects: 0,
  });
  expect(verify.status(), "the code form's answer").toBe(302);
  expect(verify.headers().location).toMatch(/\/user\/center$/);
  await page.goto("/user/center");
  await expect(page).toHaveURL(/\/user\/center$/);
}

/** Sign-up through the pages, the code from the mail sink, and the account signed in. */
export async function signUpThroughPages(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth/signup");
  await page.getByLabel(t("auth.account")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole("checkbox", { name: t("auth.agree").replace(/<\/?\w+>/g, "") }).check();
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
