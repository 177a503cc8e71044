import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildSnapshot, discoverPaths, signedInCookie, startShop, stopShop, type RunningShop } from "./server.ts";

/**
 * `node bench/cpu.ts [--base REV] [--rounds 3] [--amount 20000]`: the server's main-thread CPU time per
 * request (from /proc, the thread that runs JavaScript and bounds the rate) for a static file, the
 * anonymous product page from the page cache and the signed-in product page, with the rate beside it.
 * A busy machine slows every request but changes little of the CPU each one costs, so this compares
 * builds where requests per second cannot. With `--base`, a snapshot of that commit is measured too,
 * each round alternating the two servers on copies of one seeded shop; the medians are printed.
 */
const { values: flags } = parseArgs({
  options: {
    base: { type: "string" },
    rounds: { type: "string", default: "3" },
    amount: { type: "string", default: "20000" },
    port: { type: "string", default: "3620" },
  },
});
const root = resolve(import.meta.dirname, "..");
const rounds = Number(flags.rounds);
const amount = Number(flags.amount);
const port = Number(flags.port);
const work = mkdtempSync(join(tmpdir(), "shop-cpu-"));
const worktree = join(work, "base-tree");
let shop: RunningShop | null = null;

/** CPU time (ms) the process's main thread has used: utime + stime of /proc/PID/task/PID/stat, in ticks of 10 ms. */
function mainThreadMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

try {
  const builds: Array<{ name: string; project: string; dir: string }> = [];
  console.log("Building a snapshot of the working tree…");
  builds.push({ name: "working tree", project: buildSnapshot(root, join(work, "new")), dir: join(work, "new") });
  if (flags.base) {
    execFileSync("git", ["worktree", "add", "--detach", worktree, flags.base], { cwd: root, stdio: "ignore" });
    symlinkSync(join(root, "node_modules"), join(worktree, "node_modules"));
    console.log(`Building a snapshot of ${flags.base}…`);
    builds.push({ name: flags.base, project: buildSnapshot(worktree, join(work, "base")), dir: join(work, "base") });
  }
  // One shop, seeded once, copied for each server before every start.
  const seed = join(work, "seed");
  mkdirSync(seed);
  await stopShop(await startShop(builds[0]!.project, seed, port));
  const samples = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round++) {
    for (const build of builds) {
      rmSync(join(build.dir, "shop.sqlite"), { force: true });
      rmSync(join(build.dir, "uploads"), { recursive: true, force: true });
      cpSync(join(seed, "shop.sqlite"), join(build.dir, "shop.sqlite"));
      cpSync(join(seed, "uploads"), join(build.dir, "uploads"), { recursive: true });
      shop = await startShop(build.project, build.dir, port);
      const { product } = await discoverPaths(shop.origin);
      const cookie = await signedInCookie(join(build.dir, "shop.sqlite"));
      const targets = [
        { name: "static file", path: "/favicon.svg", cookie: "", count: amount },
        { name: "product, cached", path: product, cookie: "", count: amount },
        { name: "product, signed in", path: product, cookie, count: Math.ceil(amount / 20) },
      ];
      for (const target of targets) {
        const headers: Record<string, string> = {
          "accept-encoding": "gzip",
          ...(target.cookie ? { cookie: target.cookie } : {}),
        };
        const url = shop.origin + target.path;
        await autocannon({ url, connections: 20, amount: Math.ceil(target.count / 10), headers });
        const before = mainThreadMs(shop.process.pid!);
        const result = await autocannon({ url, connections: 20, amount: target.count, headers });
        const perRequest = ((mainThreadMs(shop.process.pid!) - before) * 1000) / result.requests.total;
        const key = `${build.name}|${target.name}`;
        samples.set(key, [...(samples.get(key) ?? []), perRequest]);
        console.log(
          `round ${round}, ${build.name}, ${target.name}: ${perRequest.toFixed(0)} µs/request, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
        );
      }
      await stopShop(shop);
      shop = null;
    }
  }
  console.log("\nMedian main-thread CPU per request:");
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const build of builds) {
    const of = (target: string) => median(samples.get(`${build.name}|${target}`)!);
    const cached = of("product, cached");
    console.log(
      `  ${build.name}: static ${of("static file").toFixed(0)} µs, cached product ${cached.toFixed(0)} µs (static ÷ cached ${(of("static file") / cached).toFixed(2)}), signed-in product ${of("product, signed in").toFixed(0)} µs`,
    );
  }
} finally {
  if (shop) await stopShop(shop);
  if (flags.base) execFileSync("git", ["worktree", "remove", "--force", worktree], { cwd: root, stdio: "ignore" });
  rmSync(work, { recursive: true, force: true });
}
