import { expect, test } from "#tests/e2e/account-helpers.ts";

test.describe("the Content-Security-Policy in the browser", () => {
  test("is enforced: a script without the nonce does not run, the shop's own do", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/");
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // Nothing of ours was blocked on the way to a hydrated page.
    expect(violations).toEqual([]);
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) => document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true }));
      const script = document.createElement("script");
      script.textContent = "window.shopInjected = true";
      document.body.append(script);
      const inline = document.createElement("img");
      inline.setAttribute("onerror", "window.shopHandler = true");
      inline.src = "data:,x";
      document.body.append(inline);
      const directive = await blocked;
      // Gone again once checked: the page the test ends on is the shop's own.
      script.remove();
      setTimeout(() => inline.remove(), 50);
      return { directive, injected: (window as { shopInjected?: boolean }).shopInjected ?? false };
    });
    expect(ran).toEqual({ directive: expect.stringMatching(/^script-src/), injected: false });
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as { shopHandler?: boolean }).shopHandler ?? false)).toBe(false);
  });

  test("lets client navigation and forms work", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole("link", { name: /Journal/ }).first().click();
    await expect(page).toHaveURL(/\/article$/);
    // Still the same document: the navigation happened in the browser.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goto("/auth/signin");
    await page.getByRole("button", { name: /Sign in/ }).click();
    await expect(page.getByText("Email/Mobile number is required.").first()).toBeVisible();
  });

  test("keeps other sites from framing the shop", async ({ page }) => {
    const response = await page.goto("/");
    expect(response!.headers()["x-frame-options"]).toBe("DENY");
    expect(response!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
