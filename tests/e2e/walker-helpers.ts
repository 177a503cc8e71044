import { readdirSync, readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";

/**
 * What the walker watches on every page: page errors (a hydration mismatch above all), console errors
 * React reports, and data requests the page made on its own (`*.data`, `/api/web/*`) that failed.
 */
export type PageWatch = { problems: string[]; reset(): void };

export function watchPage(page: Page): PageWatch {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  page.on("console", (message) => {
    // Hydration errors, and anything the Content-Security-Policy blocked (a script of ours without its nonce).
    if (message.type() === "error" && /hydrat|#418|#419|#421|#422|#423|#425|Content Security Policy/i.test(message.text())) {
      problems.push(`console: ${message.text().slice(0, 300)}`);
    }
  });
  page.on("response", (response: Response) => {
    const url = new URL(response.url());
    const data = url.pathname.endsWith(".data") || url.pathname.startsWith("/api/web/");
    // The duration beacon is fire-and-forget: a walker loading page after page meets its per-visitor
    // limit (backend/visitor tests pin that limit), and no shopper ever sees its answer.
    if (response.request().resourceType() === "ping") return;
    if (data && response.status() >= 400) problems.push(`${response.status()} from ${url.pathname}${url.search}`);
  });
  return {
    problems,
    reset: () => problems.splice(0),
  };
}

/** The top-level names of the locale tree (`validation`, `checkout` …): a raw key starts with one. */
const NAMESPACES = readdirSync("locales/en")
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => Object.keys(JSON.parse(readFileSync(`locales/en/${file}`, "utf8")) as object));
const RAW_KEY = new RegExp(`(?<![\\w.@/-])(?:${NAMESPACES.join("|")})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*(?![\\w@/-])`, "g");

/**
 * Untranslated text on the page: `{{…}}` placeholders and raw translation keys in the visible text, the
 * title and the attributes people hear or see (labels, placeholders, alt texts).
 */
export async function untranslated(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\{\{[^}]*\}\}/g)) found.add(match[0]);
    for (const match of text.matchAll(RAW_KEY)) found.add(match[0]);
  }
  return [...found];
}

/** Every internal link of the page: same origin, not an API, upload or download, no fragment-only links. */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll("a[href]")].map((a) => {
      const url = new URL((a as HTMLAnchorElement).href, location.href);
      return url.origin === location.origin ? url.pathname + url.search : null;
    }),
  );
  const links = new Set<string>();
  for (const href of hrefs) {
    if (!href || /^\/(api|uploads|assets)\//.test(href) || /\.(xml|txt|webp|png|jpe?g|svg)$/.test(href)) continue;
    links.add(href);
  }
  return [...links].sort();
}

type RouterState = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
type Router = { state: RouterState; subscribe(listener: (state: RouterState) => void): () => void };

/** Waits until React has hydrated the document and no navigation, revalidation or fetcher is under way. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = Reflect.get(window, "__reactRouterDataRouter") as Router | undefined;
    return (
      document.documentElement.dataset.hydrated === "true" &&
      router?.state.navigation.state === "idle" &&
      router.state.revalidation === "idle" &&
      [...router.state.fetchers.values()].every((f) => f.state === "idle")
    );
  });
}

/**
 * Sends a form as one of its buttons does (its name and value go along) and waits until the answer is
 * on the page: a document load without JavaScript; with it, the navigation or fetcher it started.
 */
export async function submitWith(page: Page, formIndex: number, buttonIndex: number, js: boolean): Promise<void> {
  if (!js) {
    const navigated = page.waitForEvent("framenavigated", { timeout: 5_000 }).catch(() => null);
    await page.evaluate(submit, [formIndex, buttonIndex] as [number, number]);
    await navigated;
    await page.waitForLoadState("load");
    return;
  }
  await page.evaluate(() => {
    const router = Reflect.get(window, "__reactRouterDataRouter") as Router;
    Reflect.set(window, "walkerBusy", false);
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== "idle" || [...state.fetchers.values()].some((f) => f.state !== "idle")) {
        Reflect.set(window, "walkerBusy", true);
        stop();
      }
    });
  });
  await page.evaluate(submit, [formIndex, buttonIndex] as [number, number]);
  // A form the browser itself refused (a required field) starts nothing; go on after a while.
  await page.waitForFunction(() => Reflect.get(window, "walkerBusy") === true, null, { timeout: 5_000 }).catch(() => null);
  await settled(page);
}

function submit([formIndex, buttonIndex]: [number, number]) {
  const form = document.querySelectorAll("form")[formIndex]!;
  const button = form.querySelectorAll<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')[buttonIndex];
  form.requestSubmit(button);
}

/** The page's `h1` text and `<title>`, as the shopper sees them. */
export async function heading(page: Page): Promise<{ h1: string; title: string }> {
  // One round trip: the walker asks this twice for every link it follows.
  return page.evaluate(() => ({
    h1: (document.querySelector("h1") as HTMLElement | null)?.innerText.trim().replace(/\s+/g, " ") ?? "",
    title: document.title,
  }));
}

/** True when the page shows an error page (404, 500 …) instead of what was asked for. */
export async function errorStatus(page: Page): Promise<string | null> {
  return page.locator("[data-error-status]").first().getAttribute("data-error-status", { timeout: 100 }).catch(() => null);
}

/**
 * Follows a link the way a shopper does: a real click when it is visible, else a click event on it.
 * `href` is a path and query (as `internalLinks` found it); the link may add a fragment (`#reviews`).
 */
export async function clickLink(page: Page, href: string): Promise<void> {
  const quoted = href.replaceAll('"', '\\"');
  const link = page.locator(`a[href="${quoted}"], a[href^="${quoted}#"]`);
  const visible = link.filter({ visible: true }).first();
  if (await visible.count()) await visible.click();
  else await link.first().dispatchEvent("click");
}

/** The fields of a form a shopper can type in, emptied; checkboxes unticked, selects on their first option. */
export async function emptyForm(page: Page, formIndex: number): Promise<boolean> {
  return page.evaluate((index) => {
    const form = document.querySelectorAll("form")[index];
    if (!form) return false;
    let fields = 0;
    for (const element of form.querySelectorAll("input, textarea, select")) {
      if (element instanceof HTMLInputElement) {
        if (["hidden", "submit", "button", "radio", "file", "range"].includes(element.type)) continue;
        fields++;
        if (element.type === "checkbox") element.checked = false;
        else element.value = "";
      } else if (element instanceof HTMLTextAreaElement) {
        fields++;
        element.value = "";
      } else if (element instanceof HTMLSelectElement) {
        fields++;
        element.selectedIndex = 0;
      }
    }
    return fields > 0;
  }, formIndex);
}
