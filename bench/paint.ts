import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./js-weight.ts";

/**
 * `node bench/paint.ts --origin URL [--origin URL2] [--path /] [--runs 5] [--cpu-only]`: what a slow phone sees of a
 * page (docs/performance.md, decision 026). Chromium with the DevTools slow-4G profile (150 ms latency,
 * 1.6 Mbit/s down, 750 kbit/s up), 4× CPU slowdown, a 390 px viewport and no cache; per load the first
 * contentful paint, the largest contentful paint, when the page hydrated (`html[data-hydrated]`) and the
 * load event, in ms from navigation start, and the blocking time: what the main thread's long tasks
 * (`longtask` entries) held it past 50 ms each, from the first paint to a second after hydration, as
 * Lighthouse's total blocking time counts it (Lighthouse simulates; this observes). Several origins (e.g. a server before and after a change,
 * each on its own port) are loaded alternately, so the machine's noise falls on all of them; medians.
 */
const { values: flags } = parseArgs({
  options: {
    origin: { type: "string", multiple: true, default: ["http://127.0.0.1:3000"] },
    path: { type: "string", multiple: true, default: ["/", "/category/clothing", "/product/merino-crew-tee"] },
    runs: { type: "string", default: "5" },
    // No network throttling: the scripts arrive at once, so the blocking time is the CPU's alone.
    "cpu-only": { type: "boolean", default: false },
  },
});

type Timing = { fcp: number; lcp: number; hydrated: number; load: number; blocking: number };
const METRICS = ["fcp", "lcp", "hydrated", "load", "blocking"] as const;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function measure(url: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (!flags["cpu-only"]) await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const marks = window as unknown as { hydratedAt?: number; lcpAt?: number; longTasks: Array<[number, number]> };
      marks.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        marks.hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcpAt = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt, null, { timeout: 60_000 });
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => {
      const marks = window as unknown as { hydratedAt: number; lcpAt?: number; longTasks: Array<[number, number]> };
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      return {
        fcp,
        lcp: marks.lcpAt ?? Number.NaN,
        hydrated: marks.hydratedAt,
        load: navigation.loadEventEnd,
        blocking: marks.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  for (const path of flags.path) {
    const timings = new Map<string, Timing[]>(flags.origin.map((origin) => [origin, []]));
    for (let run = 0; run < Number(flags.runs); run++) {
      for (const origin of flags.origin) timings.get(origin)!.push(await measure(origin + path));
    }
    for (const [origin, runs] of timings) {
      const medians = METRICS.map((metric) => `${metric} ${Math.round(median(runs.map((timing) => timing[metric])))}`);
      console.log(`${path}  ${origin}  ${medians.join("  ")}  (per run: hydrated ${runs.map((timing) => Math.round(timing.hydrated)).join(", ")}; blocking ${runs.map((timing) => Math.round(timing.blocking)).join(", ")})`);
    }
  }
} finally {
  await browser.close();
}
