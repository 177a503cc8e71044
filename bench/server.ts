import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, openSync, readFileSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export const HOST = "127.0.0.1";

/**
 * A private copy of the working tree, built with hidden client source maps, that the server runs from.
 * Other engineers rebuild `build/` while they test; serving the shared build in place then answers 404
 * for chunks the running server still names. The copy links node_modules.
 */
export function buildSnapshot(root: string, dir: string) {
  const project = join(dir, "project");
  const skip = new Set(["node_modules", ".git", "build", "data", "test-results", "playwright-report", ".react-router"]);
  cpSync(root, project, {
    recursive: true,
    filter: (source) => {
      const relative = source.slice(root.length + 1);
      return !skip.has(relative.split("/")[0] ?? "") && !relative.startsWith("bench/results");
    },
  });
  symlinkSync(join(root, "node_modules"), join(project, "node_modules"));
  const result = spawnSync("npx", ["react-router", "build", "--sourcemapClient", "hidden", "--logLevel", "error"], {
    cwd: project,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`react-router build failed (${result.status}): ${result.stderr.slice(-2000)}`);
  return project;
}

async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} on ${HOST} is taken: pass --port`)));
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

export type RunningShop = { origin: string; process: ChildProcess; logFile: string };

/**
 * The V8 flags `npm start` runs the server with (package.json): a young generation of 16 MB semi-spaces
 * instead of V8's up to 64 MB — ~100 MB less memory under load at no measurable cost in throughput
 * (docs/performance.md, "Memory").
 */
export const START_NODE_FLAGS = ["--max-semi-space-size=16"];

/** The snapshot's production server on a fresh SQLite database and uploads folder inside `dir`. */
export async function startShop(project: string, dir: string, port: number, nodeFlags: string[] = START_NODE_FLAGS): Promise<RunningShop> {
  await assertPortFree(port);
  const logFile = join(dir, "server.log");
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [...nodeFlags, "server.ts"], {
    cwd: project,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST,
      PORT: String(port),
      SQLITE_PATH: join(dir, "shop.sqlite"),
      UPLOADS_DIR: join(dir, "uploads"),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SHOP_API_URL: "",
    },
  });
  const shop = { origin: `http://${HOST}:${port}`, process: child, logFile };
  // Seeding generates images with sharp: on a busy shared machine that can take minutes.
  const deadline = Date.now() + 300_000;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${tail(logFile)}`);
    const status = await fetch(`${shop.origin}/`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status,
      (e: Error) => e.message,
    );
    if (status === 200) return shop;
    last = String(status);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer 200 within 300 s (last: ${last}):\n${tail(logFile)}`);
}

export async function stopShop(shop: RunningShop) {
  const child = shop.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const killed = setTimeout(() => child.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(killed);
}

export function tail(file: string, lines = 20) {
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-lines).join("\n") : "";
}

async function firstLink(origin: string, path: string, pattern: RegExp) {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const html = await response.text();
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${path}`);
  return match[1];
}

/** A real category from the home page and a real product from that category's page. */
export async function discoverPaths(origin: string) {
  const category = await firstLink(origin, "/", /href="(\/category\/[^"?#]+)"/);
  const product = await firstLink(origin, category, /href="(\/product\/[^"?#/]+)"/);
  return { category, product };
}

/**
 * A signed-in customer's cookie for the shop's SQLite database: the customer and a live session are
 * written straight into it (the token is stored hashed, as the backend does), so the bench needs no mail
 * or captcha. Pages for this cookie are personal: never served from a cache.
 */
export async function signedInCookie(sqlitePath: string): Promise<string> {
  const { DatabaseSync } = await import("node:sqlite");
  const { createHash, randomBytes } = await import("node:crypto");
  const db = new DatabaseSync(sqlitePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const now = new Date().toISOString();
    const customer = db
      .prepare(
        `INSERT INTO customer (email, mobile, password_hash, full_name, first_name, last_name, nick_name, bio, avatar_id, birthday, lang, verified_at, email_verification_on_login, last_login_at, created_at, updated_at)
         VALUES (?, NULL, '', 'Bench Shopper', 'Bench', 'Shopper', '', '', NULL, NULL, 'en', ?, 0, ?, ?, ?) RETURNING id`,
      )
      .get(`bench-${randomBytes(4).toString("hex")}@example.com`, now, now, now, now) as { id: number };
    const token = randomBytes(32).toString("base64url");
    db.prepare(
      `INSERT INTO customer_session (customer_id, token_hash, ip, user_agent, browser, device, login_method, created_at, last_seen_at, revoked_at)
       VALUES (?, ?, '127.0.0.1', 'bench', 'bench', 'bench', 'password', ?, ?, NULL)`,
    ).run(customer.id, createHash("sha256").update(token).digest("hex"), now, now);
    return `x-auth=${token}`;
  } finally {
    db.close();
  }
}
