import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { buildSnapshot, discoverPaths, START_NODE_FLAGS, startShop, stopShop, type RunningShop } from "./server.ts";

/**
 * `node bench/profile.ts [home|category|product|floor|/path]`: where the server spends its CPU on one
 * page under the bench's load. Seeds a fresh shop, restarts its server with --cpu-prof, runs autocannon at
 * 20 connections and prints self time by package or source file.
 *
 * `node bench/profile.ts --alloc [page]`: where its memory goes instead. The page is rendered for a
 * visitor (never from the page cache); V8's sampling heap profiler (`bench/alloc-sampler.ts`) counts
 * every allocation of 10 s of load, collected or not, and the bytes are printed per request.
 */
type Node = { id: number; callFrame: { url: string; functionName: string }; hitCount?: number };
type HeapNode = { callFrame: { url: string; functionName: string }; selfSize: number; children: HeapNode[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const root = resolve(import.meta.dirname, "..");
const alloc = process.argv.includes("--alloc");
const which = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "product";
const PORT = Number(process.env.BENCH_PORT ?? 3601);
const work = mkdtempSync(join(tmpdir(), "shop-profile-"));
let shop: RunningShop | null = null;
try {
  const project = buildSnapshot(root, work);
  // Seed first without the profiler, so the profile holds only serving.
  await stopShop(await startShop(project, work, PORT));
  const profiles = join(work, "profiles");
  const allocFile = join(work, "alloc.heapprofile");
  process.env.ALLOC_PROFILE = allocFile;
  const flags = alloc
    ? [...START_NODE_FLAGS, `--import=${join(root, "bench/alloc-sampler.ts")}`]
    : ["--cpu-prof", `--cpu-prof-dir=${profiles}`];
  shop = await startShop(project, work, PORT, flags);
  const found = await discoverPaths(shop.origin);
  const named: Record<string, string> = { home: "/", floor: "/_bench/floor", ...found };
  const path = named[which] ?? which;
  const url = shop.origin + path;
  if (alloc) {
    const headers = { "accept-encoding": "gzip", cookie: "visitorId=bench_0123456789abcdef01" };
    await autocannon({ url, connections: 20, duration: 2, headers });
    shop.process.kill("SIGUSR2");
    const result = await autocannon({ url, connections: 20, duration: 10, headers });
    shop.process.kill("SIGUSR2");
    for (let i = 0; i < 100 && !existsSync(allocFile); i++) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    const requests = result.requests.total;
    console.log(
      `${path} (rendered for a visitor): ${Math.round(result.requests.average)} req/s, ${requests} requests sampled`,
    );
    const bySelf = new Map<string, number>();
    const byOwner = new Map<string, number>();
    const walk = (node: HeapNode) => {
      if (node.selfSize) {
        const key = owner(node as unknown as Node, project);
        byOwner.set(key, (byOwner.get(key) ?? 0) + node.selfSize);
        const fn = `${node.callFrame.functionName || "(anonymous)"} — ${key}`;
        bySelf.set(fn, (bySelf.get(fn) ?? 0) + node.selfSize);
      }
      node.children.forEach(walk);
    };
    walk((JSON.parse(readFileSync(allocFile, "utf8")) as { head: HeapNode }).head);
    const total = [...byOwner.values()].reduce((n, v) => n + v, 0);
    console.log(`allocated: ${(total / requests / 1e6).toFixed(2)} MB per request`);
    for (const [title, entries] of [
      ["\nby package or file:", byOwner],
      ["\nby function:", bySelf],
    ] as const) {
      console.log(title);
      for (const [key, bytes] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
        console.log(`  ${(bytes / requests / 1e3).toFixed(0).padStart(6)} KB/request  ${key}`);
      }
    }
  } else {
    await autocannon({ url, connections: 20, duration: 2, headers: { "accept-encoding": "gzip" } });
    const result = await autocannon({ url, connections: 20, duration: 10, headers: { "accept-encoding": "gzip" } });
    console.log(`${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    await stopShop(shop);
    shop = null;
    const file = readdirSync(profiles).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no CPU profile written");
    const profile = JSON.parse(readFileSync(join(profiles, file), "utf8")) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfMs = new Map<string, number>();
    const functionMs = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const key = node ? owner(node, project) : "(unknown)";
      selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
      const fn = node ? `${node.callFrame.functionName || "(anonymous)"} — ${key}` : "(unknown)";
      functionMs.set(fn, (functionMs.get(fn) ?? 0) + ms);
    });
    const total = [...selfMs.values()].reduce((n, v) => n + v, 0);
    const print = (title: string, entries: Map<string, number>, count: number) => {
      console.log(title);
      for (const [key, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
        console.log(`  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
      }
    };
    print("server self time by package or file (start-up and 12 s of load):", selfMs, 25);
    print("\nhottest functions:", functionMs, 25);
  }
} finally {
  if (shop) await stopShop(shop);
  rmSync(work, { recursive: true, force: true });
}

function owner(node: Node, project: string) {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith("(") ? functionName : `(native) ${functionName}`;
  const pkg = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return url;
  return url
    .replace(`file://${project}/`, "")
    .replace(/^build\/server\/index\.js$/, "build/server/index.js (our app bundle)");
}
