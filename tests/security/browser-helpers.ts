import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { CAPTCHA_MIN_MS, CAPTCHA_TTL_MS } from "#contract/account.ts";
import { captchaRow, expect, mailedCode, PASSWORD, shopperHeaders, uniqueEmail } from "#tests/e2e/account-helpers.ts";

/**
 * A verified customer made through the API (the check's target read where the shop keeps it, the code
 * from the mail sink), and their session token — faster than the pages when the pages are not the point.
 */
export async function apiCustomer(request: APIRequestContext): Promise<{ email: string; token: string; headers: Record<string, string> }> {
  const email = uniqueEmail("sec");
  const headers = shopperHeaders();
  const challenge = (await (await request.post("/api/web/auth/captcha", { headers, data: {} })).json()) as { data: { verifyId: string } };
  const row = captchaRow(challenge.data.verifyId);
  const shownAt = Date.parse(row.expires_at) - CAPTCHA_TTL_MS;
  await expect.poll(() => Date.now() - shownAt).toBeGreaterThan(CAPTCHA_MIN_MS + 100);
  const signup = await request.post("/api/web/auth/signup", {
    headers,
    data: { account: email, password: PASSWORD, agree: "on", verifyId: challenge.data.verifyId, captcha: row.target },
  });
  expect(signup.status()).toBe(200);
  const code = await mailedCode(email);
  const verified = (await (await request.post("/api/web/auth/verify-email", { headers, data: { account: email, code } })).json()) as {
    data: { token: string };
  };
  return { email, token: verified.data.token, headers: { ...headers, "x-auth": verified.data.token } };
}

export async function signInWithToken(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: "x-auth", value: token, url: baseURL }]);
}

/**
 * Counts script execution on a page: payloads call `xssProbe(n)`; any call, any dialog and any
 * Content-Security-Policy violation (markup that got through escaping and was stopped only by CSP) is
 * recorded.
 */
export async function watchExecution(page: Page) {
  const hits: string[] = [];
  await page.exposeFunction("xssReport", (what: string) => hits.push(what));
  await page.addInitScript(() => {
    const w = window as unknown as { xssProbe: (n: unknown) => void; xssReport: (s: string) => void };
    w.xssProbe = (n) => void w.xssReport(`executed ${String(n)}`);
    document.addEventListener("securitypolicyviolation", (e) => void w.xssReport(`blocked by CSP: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on("dialog", (dialog) => {
    hits.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  return hits;
}
