import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { deleteTemplate, putTemplate, text } from "./helpers.ts";

// Client-side navigation behaviour: without JavaScript every link is a plain page load.

/** Holds back the page's requests to `url` until the returned function is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Taps `link` through the browser's input pipeline with a stated time (seconds since the epoch), which
 * becomes the events' `timeStamp` however late the page handles them.
 */
async function tapper(page: Page, link: Locator): Promise<(at: number, clickCount: number) => Promise<void>> {
  const box = await link.boundingBox();
  if (!box) throw new Error("the link is not on screen");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  return async (at, clickCount) => {
    await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount, timestamp: at });
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount, timestamp: at + 0.02 });
  };
}

test("a repeated navigation to the same address within 700 ms is ignored", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("navigation", { name: text("en", "header.categories") }).getByRole("link", { name: "Bags" });
  // Hovering prefetches the page; let that finish so only what the clicks cause is counted.
  const prefetched = page.waitForRequest((request) => request.url().includes("/category/bags.data"));
  await link.hover();
  await prefetched;
  await page.waitForLoadState("networkidle");
  const fetches: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" && request.url().includes("/category/bags.data")) fetches.push(request.url());
  });
  // A double tap on a slow phone: two taps 60 ms apart, the second handled only after the first one's
  // navigation has started and 800 ms have passed. The guard goes by when each tap was made.
  const tap = await tapper(page, link);
  const at = Date.now() / 1000;
  await tap(at, 1);
  await page.waitForTimeout(800);
  await tap(at + 0.06, 2);
  await expect(page).toHaveURL(/\/category\/bags$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bags");
  await page.waitForLoadState("networkidle");
  expect(fetches).toHaveLength(1);
  await page.waitForTimeout(800); // the guard's window has passed: the same link navigates again
  await link.click();
  await expect.poll(() => fetches.length).toBe(2);
});

test("the progress bar shows while a navigation loads", async ({ page }) => {
  await page.goto("/");
  // A click before hydration is a plain document load, which has no progress bar of ours.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.route("**/category/home.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("navigation", { name: text("en", "header.categories") }).getByRole("link", { name: "Home" }).click();
  await expect(page.locator(".progress-bar")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home");
  await expect(page.locator(".progress-bar")).toHaveCount(0);
});

test("the whole stylesheet waits for the page's first change, and applies before that change paints", async ({ page }) => {
  await page.goto("/product/merino-crew-tee");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
  // Hydrated and untouched: the page has its own rules inline and is spared restyling with the whole sheet.
  const sheet = page.locator("link[data-used-css]");
  await expect(sheet).toHaveAttribute("media", "print");
  // The progress bar's animation is a rule of the whole stylesheet that this page's markup does not use.
  expect(await page.locator('style[data-precedence="used-css"]').textContent()).not.toMatch(/\.progress-bar\{/);
  // The new page's data is held until the bar has been looked at.
  const release = await holdRequests(page, "**/category/home.data*");
  await page.getByRole("navigation", { name: text("en", "header.categories") }).getByRole("link", { name: "Home" }).click();
  const bar = page.locator(".progress-bar");
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe("progress");
  await expect(sheet).toHaveAttribute("media", "all");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home");
});

test("the progress bar stays on until the new page's on-demand block has arrived", async ({ page, request }) => {
  // A block the category page's module does not hand over loads with the block registry, on demand
  // (blocks/page-blocks.tsx). In Filipino only, so no other test's page changes.
  const template = await putTemplate(request, { type: "category", slug: "bags", lang: "fil", body: `<h2>On demand</h2><shop-block name="inquiry"></shop-block>` });
  try {
    await page.goto("/fil");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const release = await holdRequests(page, "**/assets/registry-*.js");
    await page.getByRole("navigation", { name: text("fil", "header.categories") }).locator('a[href="/fil/category/bags"]').click();
    await expect(page.locator(".progress-bar")).toBeVisible();
    // The page's data arrives in a few milliseconds, its block's code is held: the old page stays, and
    // so does the bar.
    await page.waitForTimeout(1_000);
    await expect(page.locator(".progress-bar")).toBeVisible();
    await expect(page.getByRole("heading", { name: "On demand" })).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { name: "On demand" })).toBeVisible();
    await expect(page).toHaveURL(/\/fil\/category\/bags$/);
    await expect(page.locator(".progress-bar")).toHaveCount(0);
  } finally {
    await deleteTemplate(request, template);
  }
});

test("choosing a product's option by keyboard keeps focus on the options, not the page's heading", async ({ page }) => {
  await page.goto("/product/loopback-hoodie");
  const options = page.locator("main fieldset").first();
  const option = options.locator("a:not([aria-current])").first();
  const value = (await option.textContent())!.trim();
  await option.focus();
  await page.keyboard.press("Enter");
  // Each variant has its own address, but it is the same page: focus stays where the shopper is.
  await expect(page).toHaveURL(/\/product\/loopback-hoodie\/[A-Z0-9-]+$/);
  const chosen = options.getByRole("link", { name: value, exact: true });
  await expect(chosen).toHaveAttribute("aria-current", "true");
  await expect(chosen).toBeFocused();
});
