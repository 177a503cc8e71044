import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
/** The storefront worker in workerd, against the Node server above as its backend (split mode). */
const edgePort = port + 3;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/shop-e2e-${port}`;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
};

/** The flows the edge build must pass like Node: browsing, cart, checkout and accounts. */
const EDGE_FLOWS = /(browse|browsing|cart(?:-[a-z-]+)?|cart\.js-only|checkout(?:-[a-z-]+)?(?:\.js-only)?|account-[a-z]+)\.spec/;
/**
 * Without JavaScript the worker only renders and forwards forms, the same code on every page: the cart,
 * the checkout and sign-in/sign-up cover its form posts, redirects and cookies (the rest runs on Node).
 */
const EDGE_NO_JS_FLOWS = /(cart|checkout|account-auth)\.spec/;

export default defineConfig({
  testDir: "tests/e2e",
  // Runs on different ports can go on side by side without sharing artefacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a flaky test is fixed, not retried.
  retries: 0,
  // Room for a shared machine three times slower than a quiet one (CI runs have been): a slow
  // machine is not a failure; a flow that never finishes still is.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: [/server\.spec/, /walker\.spec/, /edge\.spec/], grepInvert: /@layout/ },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: [/server\.spec/, /walker\.spec/, /edge\.spec/, /\.js-only\.spec/] },
    // The walker makes its own browser contexts, with JavaScript on (far from the server's time zone) and off.
    { name: "walker", testMatch: /walker\.spec/ },
    // Server behaviour (compression, socket, shutdown) does not depend on the browser's JavaScript.
    { name: "server", testMatch: /server\.spec/ },
    // The same browsing, cart, checkout and account flows against the edge build (docs/decisions/022).
    // The layout sweep (tagged @layout) looks at the same markup on Node; accessibility is checked there too.
    { name: "edge-js", use: { javaScriptEnabled: true, baseURL: `http://127.0.0.1:${edgePort}` }, testMatch: EDGE_FLOWS, grepInvert: /@layout/ },
    { name: "edge-no-js", use: { javaScriptEnabled: false, baseURL: `http://127.0.0.1:${edgePort}` }, testMatch: EDGE_NO_JS_FLOWS, testIgnore: /\.js-only\.spec/ },
    // The worker's own behaviour (bundle, assets, socket, uploads, address) and its page cache.
    { name: "edge", use: { baseURL: `http://127.0.0.1:${edgePort}` }, testMatch: /edge\.spec/ },
    // The CSP in Chromium against the worker's front (its other guards: vitest.security-edge.config.ts).
    { name: "edge-security", testDir: "tests/security", testMatch: /csp\.spec\.ts$/, use: { javaScriptEnabled: true, baseURL: `http://127.0.0.1:${edgePort}` } },
    // The browser half of the security suite (tests/security/*.spec.ts): CSP, XSS, the captcha.
    { name: "security", testDir: "tests/security", testMatch: /\.spec\.ts$/, use: { javaScriptEnabled: true } },
  ],
  webServer: [
    {
      // SMTP sink on port+1, its messages as JSON on port+2 (tests/e2e/smtp-sink-server.ts).
      command: `node tests/e2e/smtp-sink-server.ts`,
      url: `http://127.0.0.1:${port + 2}/messages`,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
    {
      // A fresh seeded shop on its own database for every run.
      command: `rm -rf ${dataDir} && node server.ts`,
      url: `http://127.0.0.1:${port}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Its warnings (a slow request or backend answer, a delayed event loop) show in the run's output.
      stdout: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: `${dataDir}/shop.sqlite`,
        UPLOADS_DIR: `${dataDir}/uploads`,
        ADMIN_TOKEN: "e2e-admin-token-0123456789",
        LOG_LEVEL: "warn",
        // Customer mail goes to the sink above; the account specs read their codes from it.
        SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
        // The account specs give each test its own X-Forwarded-For, so per-IP limits don't collide: one
        // trusted hop makes the header's last entry (the one the "proxy", here the test, wrote) the address.
        TRUST_PROXY: "1",
        // Production mode turns the test gateway off; the checkout specs pay through it.
        PAYMENT_TEST_GATEWAY: "true",
      },
    },
    {
      // The edge worker (npm run build:edge first). It passes the shopper's address on as the one
      // trusted X-Forwarded-For hop, which the Node server above trusts.
      command: "node scripts/start-edge.ts",
      url: `http://127.0.0.1:${edgePort}/favicon.svg`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { EDGE_PORT: String(edgePort), SHOP_API_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: "1", LOG_LEVEL: "warn" },
    },
  ],
});
