import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

test("hashed assets go out compressed and immutable; pages are compressed too", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator('script[type="module"]').first().textContent();
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
