import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { applyComposition, chunkComposition, measureJsWeight, type PageWeight } from "./js-weight.ts";
import { runLighthouse, CATEGORIES, type LighthouseResult } from "./lighthouse.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { buildSnapshot, discoverPaths, signedInCookie, startShop, stopShop, tail, type RunningShop } from "./server.ts";

/**
 * `npm run bench`: the speed budget of issue 3 from one run of the production server on a fresh
 * seeded shop — load (autocannon), JavaScript weight (headless Chromium), Lighthouse. Ratios within
 * one run are the numbers to trust; the machine is shared.
 */
const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    port: { type: "string", default: "3600" },
    only: { type: "string" },
    // A shop seeded before (its shop.sqlite and uploads/): seeding generates images, minutes on a busy machine.
    "seeded-from": { type: "string" },
    connections: { type: "string", default: "20" },
  },
});
const root = resolve(import.meta.dirname, "..");
const quick = flags.quick;
const load = { connections: Number(flags.connections), seconds: quick ? 3 : 10, warmup: quick ? 1 : 2 };
const TARGETS = { productVsFloorPercent: 50, p99VsP50: 3, productJsGzipBytes: 130_000, documentGzipBytes: 10_000, lighthouse: 100 };

const work = mkdtempSync(join(tmpdir(), "shop-bench-"));
let shop: RunningShop | null = null;
let interrupted = false;
const cleanup = async () => {
  if (shop) await stopShop(shop);
  shop = null;
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  const startedAt = new Date();
  const loadAverageAtStart = roundedLoad();
  console.log(`Building a snapshot of the working tree in ${work}…`);
  const project = buildSnapshot(root, work);
  console.log("Starting its production server on a fresh shop…");
  if (flags["seeded-from"]) {
    const from = resolve(flags["seeded-from"]);
    cpSync(join(from, "shop.sqlite"), join(work, "shop.sqlite"));
    cpSync(join(from, "uploads"), join(work, "uploads"), { recursive: true });
  }
  shop = await startShop(project, work, Number(flags.port));
  const { category, product } = await discoverPaths(shop.origin);
  const pages = [
    { name: "home", path: "/" },
    { name: "category", path: category },
    { name: "product", path: product },
  ];
  console.log(`Pages: ${pages.map((p) => p.path).join(", ")}`);

  console.log(`\nLoad: ${load.connections} connections, ${load.warmup} s warm-up + ${load.seconds} s per target`);
  const cookie = await signedInCookie(join(work, "shop.sqlite"));
  const targets = [
    { name: "floor", path: "/_bench/floor" },
    { name: "static", path: "/favicon.svg" },
    { name: "shell", path: "/_bench/shell" },
    ...pages,
    { name: "product-signed-in", path: product, cookie },
  ];
  const only = flags.only?.split(",");
  const loadRun = await runLoad(shop.origin, only ? targets.filter((t) => t.name === "floor" || only.includes(t.name)) : targets, load);

  console.log("\nJavaScript weight (headless Chromium)…");
  const weights = await measureJsWeight(shop.origin, [...pages, { name: "shell", path: "/_bench/shell" }, { name: "floor", path: "/_bench/floor" }]);
  let compositionError: string | null = null;
  try {
    applyComposition(weights, chunkComposition(project));
  } catch (error) {
    compositionError = String(error);
    console.warn(`  chunk composition skipped: ${compositionError}`);
  }

  let lighthouse: LighthouseResult[] | null = null;
  if (!quick && !flags["skip-lighthouse"]) {
    console.log("\nLighthouse (mobile and desktop presets)…");
    lighthouse = await runLighthouse(root, shop.origin, pages, work);
  }

  const results = {
    date: startedAt.toISOString(),
    node: process.version,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "", loadAverageAtStart, loadAverageAtEnd: roundedLoad() },
    commit: gitCommit(),
    mode: quick ? "quick" : "full",
    load: { ...load, results: loadRun.results, floorRuns: loadRun.floorRuns, floorDriftPercent: loadRun.floorDriftPercent },
    javascript: { kilobyte: 1000, weights, compositionError },
    lighthouse,
    targets: checkTargets(loadRun.results, weights, lighthouse),
  };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results.load.results, loadRun.floorDriftPercent, weights, lighthouse, results.targets);
  console.log("\nWritten to bench/results/latest.json");
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (shop) console.error(`server log (last lines):\n${tail(shop.logFile)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}

function roundedLoad() {
  return loadavg().map((l) => Math.round(l * 100) / 100);
}

function gitCommit() {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["--no-optional-locks", "status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return null;
  }
}

type Check = { target: string; value: string; met: boolean; note?: string };

function checkTargets(loadResults: LoadResult[], weights: PageWeight[], lighthouse: LighthouseResult[] | null): Check[] {
  const get = (name: string) => loadResults.find((r) => r.name === name);
  const floor = get("floor")!;
  const checks: Check[] = [];
  // The uncached page against the bare React Router route of the same run (issue 11).
  const signedIn = get("product-signed-in");
  if (signedIn) {
    const ratio = Math.round((signedIn.requestsPerSecond / floor.requestsPerSecond) * 1000) / 10;
    checks.push({ target: `signed-in product rate ≥ ${TARGETS.productVsFloorPercent}% of the bare route`, value: `${ratio}%`, met: ratio >= TARGETS.productVsFloorPercent });
  }
  for (const page of ["home", "category", "product", "product-signed-in"]) {
    const result = get(page);
    if (!result) continue;
    const spread = Math.round((result.latencyMs.p99 / Math.max(1, result.latencyMs.p50)) * 10) / 10;
    checks.push({ target: `${page} p99 ≤ ${TARGETS.p99VsP50}× p50`, value: `${spread}× (${result.latencyMs.p50}/${result.latencyMs.p99} ms)`, met: spread <= TARGETS.p99VsP50 });
  }
  const failures = loadResults.filter((r) => r.non2xx || r.errors || r.timeouts || r.ok === 0);
  checks.push({
    target: "no errors or non-2xx under load",
    value: failures.length
      ? failures.map((r) => `${r.name}: ${r.ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`).join("; ")
      : "0",
    met: failures.length === 0,
  });
  for (const weight of weights.filter((w) => ["home", "category", "product"].includes(w.name))) {
    checks.push({
      target: `${weight.name} document ≤ ${TARGETS.documentGzipBytes / 1000} KB gzip`,
      value: `${kb(weight.documentGzipBytes)} KB`,
      met: weight.documentGzipBytes <= TARGETS.documentGzipBytes,
    });
  }
  const productJs = weights.find((w) => w.name === "product")!;
  checks.push({
    target: `product JS ≤ ${TARGETS.productJsGzipBytes / 1000} KB gzip`,
    value: `${kb(productJs.gzipBytes)} KB`,
    met: productJs.gzipBytes <= TARGETS.productJsGzipBytes,
  });
  for (const run of lighthouse ?? []) {
    const below = CATEGORIES.filter((c) => (run.scores[c] ?? 0) < TARGETS.lighthouse);
    checks.push({
      target: `Lighthouse ${run.name} ${run.formFactor} all ${TARGETS.lighthouse}`,
      value: CATEGORIES.map((c) => run.scores[c]).join("/"),
      met: below.length === 0,
    });
  }
  return checks;
}

function kb(bytes: number) {
  return (bytes / 1000).toFixed(1);
}

function table(headers: string[], rows: (string | number)[][]) {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log([line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n"));
}

function printReport(loadResults: LoadResult[], drift: number, weights: PageWeight[], lighthouse: LighthouseResult[] | null, checks: Check[]) {
  const floor = loadResults.find((r) => r.name === "floor")!;
  console.log("\n== Load ==");
  table(
    ["target", "path", "req/s", "% floor", "p50 ms", "p99 ms", "non-2xx", "errors", "load avg"],
    loadResults.map((r) => [
      r.name, r.path, r.requestsPerSecond, `${Math.round((r.requestsPerSecond / floor.requestsPerSecond) * 100)}%`,
      r.latencyMs.p50, r.latencyMs.p99, r.non2xx, r.errors + r.timeouts, r.loadAverage,
    ]),
  );
  console.log(`floor = mean of a run before and after the pages; drift between them ${drift}%`);

  console.log("\n== JavaScript (KB = 1000 bytes) ==");
  table(
    ["page", "scripts", "gzip KB (sent)", "gzip -9 KB", "raw KB", "HTML gzip KB"],
    weights.map((w) => [w.name, w.chunks.length, kb(w.gzipBytes), kb(w.gzip9Bytes), kb(w.rawBytes), kb(w.documentGzipBytes)]),
  );
  const product = weights.find((w) => w.name === "product")!;
  console.log("\nproduct page chunks:");
  const mainParts = (c: PageWeight["chunks"][number]) =>
    Object.entries(c.contents ?? {}).filter(([, bytes]) => bytes >= 500).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ");
  table(
    ["chunk", "gzip KB", "raw KB", "loaded", "mostly"],
    product.chunks.map((c) => [c.file, kb(c.gzipBytes), kb(c.rawBytes), c.loaded ? "yes" : "preload", mainParts(c)]),
  );
  if (product.composition) {
    console.log("\nproduct page by package (estimate):");
    table(["package / folder", "gzip KB"], Object.entries(product.composition).map(([k, v]) => [k, kb(v)]));
  }

  if (lighthouse) {
    console.log("\n== Lighthouse ==");
    table(["page", "preset", ...CATEGORIES, "LCP", "TBT", "CLS"], lighthouse.map((r) => [
      r.name, r.formFactor, ...CATEGORIES.map((c) => r.scores[c] ?? "-"),
      r.metrics["largest-contentful-paint"] ?? "", r.metrics["total-blocking-time"] ?? "", r.metrics["cumulative-layout-shift"] ?? "",
    ]));
    const failing = new Map<string, Set<string>>();
    for (const r of lighthouse) {
      for (const f of r.failing) {
        const key = `${f.category}: ${f.title} (${f.id})`;
        failing.set(key, (failing.get(key) ?? new Set()).add(`${r.name}/${r.formFactor} ${Math.round(f.score * 100)}`));
      }
    }
    if (failing.size) {
      console.log("\nfailing audits:");
      for (const [audit, where] of failing) console.log(`  ${audit}  [${[...where].join(", ")}]`);
    }
  }

  console.log("\n== Targets ==");
  table(["target", "value", "met"], checks.map((c) => [c.target, c.value, c.met ? "yes" : "NO"]));
}
