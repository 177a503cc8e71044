import { spawn } from "node:child_process";
import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { measureJsWeight } from "../../bench/js-weight.ts";

// Issue 11's JavaScript budget (docs/performance.md): bytes, not time, so it is held here and not only
// in the benchmarks; a page that outgrows it must pay for what it adds.
test("home, category and product pages load at most 130 KB of gzipped JavaScript", async ({ baseURL }) => {
  test.slow();
  const pages = [{ name: "home", path: "/" }, { name: "category", path: "/category/clothing" }, { name: "product", path: "/product/merino-crew-tee" }];
  for (const weight of await measureJsWeight(baseURL!, pages)) {
    const chunks = weight.chunks.map((chunk) => `${chunk.file} ${chunk.gzipBytes}`).join(", ");
    expect(weight.gzipBytes, `${weight.name}: ${chunks}`).toBeLessThanOrEqual(130_000);
  }
});

test("hashed assets go out compressed and immutable; pages are compressed too", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator("script[data-after-paint]").first().textContent();
  const assets = [...new Set((script ?? "").match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(assets.length).toBeGreaterThan(2);
  // Every script the page loads is immutable; all but the few-byte route stubs (where gzip's own framing
  // would outweigh the saving: the server compresses from 256 bytes) go out compressed.
  let compressed = 0;
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toContain("immutable");
    const encoding = response.headers()["content-encoding"];
    if ((await request.get(asset, { headers: { "accept-encoding": "identity" } }).then((r) => r.body())).length >= 256) {
      expect(encoding, asset).toMatch(/gzip|br/);
      compressed++;
    }
  }
  expect(compressed).toBeGreaterThan(2);
  const html = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  // A page for a shopper with a visitor id or session shows their cart: never publicly cached.
  const own = await request.get("/", { headers: { "accept-encoding": "gzip", cookie: "visitorId=visitor_0123456789abcdef01" } });
  expect(own.headers()["content-encoding"]).toBe("gzip");
  expect(own.headers()["cache-control"] ?? "").not.toContain("public");
});

test("a page's scripts are fetched after its first paint, then it hydrates with no policy violation", async ({ page, request }) => {
  // The document announces no module preload: nothing but its own CSS and images competes with it.
  const html = await (await request.get("/category/clothing")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain('type="text/plain" data-after-paint=""');
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) => (window as unknown as { violations: string[] }).violations.push(event.violatedDirective));
  });
  await page.goto("/category/clothing");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
    preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    violations: (window as unknown as { violations: string[] }).violations,
  }));
  expect(timing.scripts.length).toBeGreaterThan(2);
  // Started by the first contentful paint, or by the load event where that comes first (a busy machine's
  // headless Chromium can paint after its images have loaded).
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(Math.min(timing.paint, timing.load));
  // The preloads are back for the router's later navigations; the starter and its module script are gone.
  expect(timing.preloads).toBeGreaterThan(2);
  expect(await page.locator("script[data-after-paint] + script").evaluateAll((next) => next.filter((s) => s.textContent?.includes("((hrefs)")).length)).toBe(0);
  expect(timing.violations).toEqual([]);
  // And the hydrated page navigates on the client.
  await page.locator("main article a").first().click();
  await expect(page).toHaveURL(/\/product\//);
});

test("a page's first frame waits for its main: the head expects the page's one #main element", async ({ request }) => {
  // `<link rel="expect" blocking="render">` asks the browser to render nothing until that element is
  // parsed (decision 026). A page without one would be held until its whole document is parsed.
  for (const path of ["/", "/category/clothing", "/product/merino-crew-tee", "/cart", "/de/search?q=wool", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("<body"));
    expect(head, path).toContain('<link rel="expect" href="#main" blocking="render"/>');
    expect(html.match(/ id="main"/g), path).toHaveLength(1);
    expect(html, path).toContain('<main id="main"');
  }
});

test("seeded product images are WebP renditions served from /uploads", async ({ page, request }) => {
  await page.goto("/category/bags");
  const srcset = await page.locator("main article img").first().getAttribute("srcset");
  const [first] = (srcset ?? "").split(",")[0]!.trim().split(" ");
  expect(first).toMatch(/^\/uploads\/.+\.webp$/);
  const image = await request.get(first!);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(await page.locator("main article img").first().getAttribute("width")).toMatch(/^\d+$/);
});

test("the realtime socket refuses a bogus ticket, and answers an anonymous socket's pings", async ({ baseURL }) => {
  const bogus = new WebSocket(`${baseURL!.replace("http", "ws")}/ws/message?token=not-a-ticket-we-ever-made`);
  await new Promise<void>((resolve, reject) => {
    bogus.addEventListener("open", () => reject(new Error("a bogus ticket opened a socket")));
    bogus.addEventListener("error", () => resolve());
  });
  const socket = new WebSocket(`${baseURL!.replace("http", "ws")}/ws/message`);
  const messages: string[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve());
    socket.addEventListener("error", () => reject(new Error("socket failed")));
  });
  socket.addEventListener("message", (event) => messages.push(String(event.data)));
  socket.send("{not json");
  socket.send(JSON.stringify({ code: 200, msg: "ping" }));
  await expect.poll(() => messages.length).toBe(2);
  expect(JSON.parse(messages[0]!)).toMatchObject({ code: 40 });
  expect(JSON.parse(messages[1]!)).toEqual({ code: 200, msg: "pong" });
  socket.close();
});

// Node's default keeps an idle connection 5 s (+1 s): a request a client or proxy sent on it just then
// was reset (a flaky ECONNRESET in this suite, a 502 behind a load balancer).
test("an idle keep-alive connection outlives Node's default 6 s and serves the next request", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
  const answers = () => received.match(/^HTTP\/1\.1 \d+/gm) ?? [];
  const ask = () => socket.write(`GET /favicon.svg HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
  ask();
  await expect.poll(answers).toEqual(["HTTP/1.1 200"]);
  expect(received).toMatch(/^keep-alive: timeout=65\r$/im);
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  expect(socket.destroyed || socket.readyState !== "open").toBe(false);
  ask();
  await expect.poll(answers).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
  socket.destroy();
});

test("the server stops cleanly on SIGTERM", async () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-stop-"));
  const child = spawn(process.execPath, ["server.ts"], {
    env: { ...process.env, PORT: "3297", SEED: "false", SQLITE_PATH: join(dir, "db.sqlite"), UPLOADS_DIR: join(dir, "u"), NODE_ENV: "production", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += String(chunk)));
  await expect.poll(() => output, { timeout: 20_000 }).toContain("shop listening");
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toContain("shutting down");
  for (const line of output.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  rmSync(dir, { recursive: true, force: true });
});
