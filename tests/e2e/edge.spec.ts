import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { measureJsWeight } from "../../bench/js-weight.ts";
import { expect, shopperHeaders, signUp, t, test, uniqueEmail } from "./account-helpers.ts";

// The edge worker's own behaviour (project "edge"); the shopping flows run in edge-js and edge-no-js.
const BUNDLE = "build-edge/server/index.js";

test("the worker bundle has no Node built-ins and stays under 1 MB gzip", () => {
  const code = readFileSync(BUNDLE, "utf8");
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!);
  expect(specifiers.filter((s) => s.startsWith("node:"))).toEqual([]);
  // The only import the runtime provides: the bindings.
  expect([...new Set(specifiers.filter((s) => /^[a-z]+:/.test(s)))]).toEqual(["cloudflare:workers"]);
  expect(gzipSync(code).byteLength).toBeLessThan(1024 * 1024);
});

// The browser build is the Node build's (vite.edge.config.ts takes vite.config.ts's chunks): the worker's
// pages load the very files of build/client, so the JavaScript budget (tests/e2e/server.spec.ts) holds on
// the edge too. Counted as the Node server sends them (their level-9 `.gz` copies); the worker's runtime
// compresses at its own level.
test("the worker's pages load the Node build's chunks, within the JavaScript budget", async ({ baseURL }) => {
  test.slow();
  const pages = [{ name: "home", path: "/" }, { name: "product", path: "/product/merino-crew-tee" }];
  for (const weight of await measureJsWeight(baseURL!, pages)) {
    const files = weight.chunks.map((chunk) => chunk.file);
    expect(files.some((file) => /\/framework-[\w-]+\.js$/.test(file)), files.join(", ")).toBe(true);
    expect(files.some((file) => /\/shell-[\w-]+\.js$/.test(file)), files.join(", ")).toBe(true);
    const sent = files.map((file) => {
      const copy = `build/client${file}.gz`;
      return existsSync(copy) ? statSync(copy).size : statSync(`build/client${file}`).size;
    });
    expect(sent.reduce((n, size) => n + size, 0), `${weight.name}: ${files.join(", ")}`).toBeLessThanOrEqual(130_000);
  }
});

test("hashed assets come from the asset binding, typed, compressed and immutable", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator("script[data-after-paint]").first().textContent();
  const asset = /\/assets\/[\w.-]+\.js/.exec(script ?? "")?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/javascript");
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  const html = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  // A directory of the client build is not a file, and a data request is never an asset.
  expect((await request.get("/assets/")).status()).toBe(404);
});

test("uploads and the API come from the backend through the worker", async ({ page, request }) => {
  await page.goto("/category/bags");
  const srcset = await page.locator("main article img").first().getAttribute("srcset");
  const [first] = (srcset ?? "").split(",")[0]!.trim().split(" ");
  const image = await request.get(first!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  // A multipart body streams through to the backend, whose own answer comes back.
  const upload = await request.post("/api/web/attach/upload", {
    multipart: { file: { name: "a.png", mimeType: "image/png", buffer: Buffer.alloc(2048, 1) } },
  });
  expect(await upload.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
});

test("the realtime socket is proxied to the backend's", async ({ baseURL }) => {
  const socket = new WebSocket(`${baseURL!.replace("http", "ws")}/ws/message`);
  const messages: string[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve());
    socket.addEventListener("error", () => reject(new Error("socket failed")));
  });
  socket.addEventListener("message", (event) => messages.push(String(event.data)));
  socket.send(JSON.stringify({ code: 200, msg: "ping" }));
  await expect.poll(() => messages.length).toBe(1);
  expect(JSON.parse(messages[0]!)).toEqual({ code: 200, msg: "pong" });
  socket.close();
});

test("the session cookie reaches the backend as x-auth, with the shopper's address", async ({ browser }) => {
  test.slow();
  const headers = shopperHeaders();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: headers });
  const page = await context.newPage();
  await signUp(page, uniqueEmail("edge"));
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "x-auth")).toMatchObject({ httpOnly: true });
  await page.goto("/user/security");
  await expect(page.getByText(t("security.ip", { ip: headers["x-forwarded-for"]! }), { exact: false })).toBeVisible();
  await context.close();
});
