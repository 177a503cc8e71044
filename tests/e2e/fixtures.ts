import { AxeBuilder } from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as axe-core names its rule sets. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's accessibility violations under WCAG 2.2 AA, one readable line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default also opens a blank page to merge the frames'
  // results, which costs a second injection of axe: our pages have no frames to merge.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary?.split("\n")[1]?.trim() ?? violation.help}`),
  );
}

/** Fails on any WCAG 2.2 AA violation of the page as it is now. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  expect(await accessibilityViolations(page), `accessibility of ${where}`).toEqual([]);
}

/**
 * With JavaScript on, a flow acts on the page a shopper sees once its scripts run: a click before
 * hydration is a plain form post (the no-JS path, tested by its own project). So the page's `goto` waits
 * for hydration after an HTML answer. A document that never hydrates (a JSON answer, a broken page) is
 * left to the test's own assertions. Every page a test makes with JavaScript on goes through this: the
 * fixture's, `newShopper`'s, a second tab's.
 */
export function waitForHydrationOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 }).catch(() => undefined);
    }
    return response;
  };
  return page;
}

/**
 * Every Playwright flow checks accessibility (axe-core, WCAG 2.2 AA) on the page it ends on, signed-in
 * pages included; flows call `expectAccessible` at the pages on the way as well. An uncaught script error
 * on any page of the flow fails it too.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, provide, testInfo) => {
    const scriptErrors: string[] = [];
    page.on("pageerror", (error) => scriptErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
    if (testInfo.project.use.javaScriptEnabled !== false) waitForHydrationOnGoto(page);
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    expect(scriptErrors, "uncaught script errors").toEqual([]);
    if (page.isClosed()) return;
    // axe runs in the page; with JavaScript off it cannot. The server's HTML is the same either way.
    if (testInfo.project.use.javaScriptEnabled === false) return;
    // The edge build renders the same markup; its projects test the runtime, Node's the page.
    if (testInfo.project.name.startsWith("edge")) return;
    if (!page.url().startsWith("http")) return;
    await page.waitForLoadState("load");
    await expectAccessible(page);
  },
});

export { expect };
