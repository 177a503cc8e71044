import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { CURRENCIES } from "../contract/currencies.ts";
import { LANGUAGES } from "../contract/locales.ts";
import { buildSnapshot, START_NODE_FLAGS, startShop, stopShop } from "./server.ts";

/**
 * The anonymous page cache (decision 023): in one run, on one server,
 *   1. the static file, the product page from the cache and the product page rendered for a shopper
 *      with a visitor id (never cached), 20 connections, interleaved;
 *   2. a memory run: `--seconds` (60) of anonymous requests over every product, category and content
 *      page in every language and currency (far more pages than the cache holds at `PAGE_CACHE_MB`),
 *      sampling the server's RSS every second.
 *
 *   node bench/cache.ts [--port 4201] [--seconds 60] [--cache-mb 32] [--node-flags "…"] (default: the flags of `npm start`)
 *
 * The server is started twice: once to seed a fresh shop (sharp generates the images in the server
 * process, which leaves its memory high), then again on the seeded database, as a deployed server runs.
 */
const { values: flags } = parseArgs({
  options: {
    port: { type: "string", default: "4201" },
    seconds: { type: "string", default: "60" },
    "cache-mb": { type: "string", default: "32" },
    "node-flags": { type: "string", default: "" },
  },
});

type Spec = { method: string; path: string; headers?: Record<string, string> };
const run = autocannon as unknown as (options: { url: string; connections: number; duration: number; requests?: Spec[]; headers?: Record<string, string> }) => Promise<Result>;
const summary = (r: Result) => ({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts });

const dir = mkdtempSync(join(tmpdir(), "shop-bench-cache-"));
const project = buildSnapshot(resolve("."), dir);
process.env.PAGE_CACHE_MB = flags["cache-mb"];
const nodeFlags = flags["node-flags"] ? flags["node-flags"].split(/\s+/).filter(Boolean) : START_NODE_FLAGS;
await stopShop(await startShop(project, dir, Number(flags.port)));
const shop = await startShop(project, dir, Number(flags.port), nodeFlags);
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${shop.process.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
try {
  const origin = shop.origin;
  const product = "/product/merino-crew-tee";
  const css = /\/assets\/app-[\w-]+\.css/.exec(await (await fetch(origin + "/")).text())?.[0] ?? "/favicon.svg";
  await fetch(origin + product);
  const visitor = { cookie: "visitorId=bench_0123456789abcdef01" };
  const targets: Array<[string, string, Record<string, string>]> = [
    ["static", css, {}],
    ["product (cache)", product, {}],
    ["product (visitor, rendered)", product, visitor],
  ];
  const results: Record<string, ReturnType<typeof summary>> = {};
  for (const [name, path, own] of [...targets, ...targets]) {
    // Compressed, as a browser asks (the cache answers its stored gzip; without it, it inflates).
    const headers = { "accept-encoding": "gzip", ...own };
    await run({ url: origin + path, connections: 20, duration: 2, headers });
    const s = summary(await run({ url: origin + path, connections: 20, duration: 8, headers }));
    const before = results[name];
    results[name] = before ? { ...s, rps: Math.round((before.rps + s.rps) / 2), p50: Math.max(before.p50, s.p50), p99: Math.max(before.p99, s.p99) } : s;
  }
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  for (const [name, s] of Object.entries(results)) {
    console.log(`${name.padEnd(28)} ${String(s.rps).padStart(6)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms  non-2xx ${s.non2xx} errors ${s.errors}  ${(s.rps / results.static!.rps).toFixed(2)}× static`);
  }

  // Every page in every language and currency: more than the cache holds.
  const sitemap = await (await fetch(origin + "/sitemap/en.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const languages = LANGUAGES.map((lang) => (lang === "en" ? "" : `/${lang}`));
  const currencies = CURRENCIES;
  const requests: Spec[] = [];
  for (const page of pages) for (const lang of languages) for (const currency of currencies) {
    // A request of autocannon's list replaces all headers: without `host` Node answers 400 before the app.
    const headers = { host: new URL(origin).host, "accept-encoding": "gzip", cookie: `currency=${Buffer.from(JSON.stringify(currency)).toString("base64")}` };
    requests.push({ method: "GET", path: `${lang}${page === "/" && lang ? "" : page}`, headers });
  }
  let i = 0;
  const samples: number[] = [rss()];
  const sampler = setInterval(() => samples.push(rss()), 1000);
  const mem = await (autocannon as unknown as (o: object) => Promise<Result>)({
    url: origin,
    connections: 20,
    duration: Number(flags.seconds),
    requests: [{ setupRequest: () => requests[i++ % requests.length] }],
  });
  clearInterval(sampler);
  samples.push(rss());
  if (mem.non2xx > 0) console.log(`memory run: ${mem.non2xx} answers were not 2xx — the figures below are not valid`);
  console.log(
    `memory run: ${requests.length} distinct pages, ${Number(flags.seconds)} s, ${summary(mem).rps} req/s, non-2xx ${mem.non2xx}; ` +
      `RSS start ${samples[0]!.toFixed(0)} MB, max ${Math.max(...samples).toFixed(0)} MB, end ${samples.at(-1)!.toFixed(0)} MB`,
  );
} finally {
  await stopShop(shop);
  rmSync(dir, { recursive: true, force: true });
}
