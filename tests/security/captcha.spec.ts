import { CAPTCHA_MIN_MS, CAPTCHA_TTL_MS } from "#contract/account.ts";
import { captchaRow, expect, PASSWORD, t, test, uniqueEmail } from "#tests/e2e/account-helpers.ts";

/** The slide-to-verify check as a browser shows it: nothing in the page gives the target away. */
test.describe("the slide-to-verify check in the browser", () => {
  async function openSignup(page: import("@playwright/test").Page) {
    await page.goto("/auth/signup");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const slider = page.getByRole("slider", { name: t("captcha.label") });
    const verifyId = await slider.locator("xpath=ancestor::fieldset").locator('input[name="verifyId"]').inputValue();
    const { target, expires_at } = captchaRow(verifyId);
    return { slider, target, shownAt: Date.parse(expires_at) - CAPTCHA_TTL_MS };
  }

  async function fillForm(page: import("@playwright/test").Page) {
    await page.getByLabel(t("auth.account")).fill(uniqueEmail("drag"));
    await page.getByLabel(t("auth.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox", { name: t("auth.agree").replace(/<\/?\w+>/g, "") }).check();
  }

  test("shows the mark only in the picture: the text, the attributes and the page data carry no target", async ({ page }) => {
    const { target } = await openSignup(page);
    const fieldset = page.locator("fieldset", { has: page.getByRole("slider") });
    expect(await fieldset.innerText()).not.toMatch(/\d/);
    expect(await page.locator("img[src^='data:image/png']").count()).toBe(1);
    const html = await page.content();
    expect(html).not.toMatch(new RegExp(`"target"|left:\\s*calc\\(${target}%`));
  });

  test("passes a person's drag with the pointer, and refuses a script's instant one", async ({ page }) => {
    for (const pace of ["person", "script"] as const) {
      let { slider, target, shownAt } = await openSignup(page);
      // A script glides in equal steps; over a short stretch those are single values, as a slow hand's
      // are, so its check gets a mark far enough along the track (a fresh page draws a fresh mark).
      if (pace === "script") for (let i = 0; target < 40 && i < 30; i++) ({ slider, target, shownAt } = await openSignup(page));
      await fillForm(page);
      // The pointer works in the viewport: the check sits below the fields, maybe below the fold.
      await slider.scrollIntoViewIfNeeded();
      const box = (await slider.boundingBox())!;
      const y = box.y + box.height / 2;
      const at = (v: number) => box.x + 14 + (v / 100) * (box.width - 28);
      await page.mouse.move(at(0), y);
      await page.mouse.down();
      if (pace === "person") {
        // Uneven steps over about half a second, as a hand moves.
        for (const [i, step] of [0.1, 0.25, 0.45, 0.7, 0.85, 0.95, 1].entries()) {
          await page.mouse.move(at(target * step), y, { steps: 3 });
          await page.waitForTimeout(40 + i * 15);
        }
        await expect.poll(() => Date.now() - shownAt).toBeGreaterThan(CAPTCHA_MIN_MS + 200);
      } else {
        await page.mouse.move(at(target), y, { steps: 8 });
        await expect.poll(() => Date.now() - shownAt).toBeGreaterThan(CAPTCHA_MIN_MS + 200);
      }
      await page.mouse.up();
      await expect(slider).toHaveValue(String(target));
      await page.getByRole("button", { name: t("auth.signup.submit") }).click();
      if (pace === "person") await expect(page.getByRole("heading", { name: t("auth.verify-prompt.title") })).toBeVisible();
      else await expect(page.getByText(t("accountErrors.captcha")).first()).toBeVisible();
    }
  });
});
