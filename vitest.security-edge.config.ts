import { defineConfig } from "vitest/config";

// The security tests that concern the HTTP front (headers and CSP, cross-site posts, body limits, the
// shopper's address behind proxies, long addresses, the socket's origin gate) against the edge worker in
// workerd (tests/security/harness.ts, SECURITY_FRONT=edge): after `npx react-router build` and
// `npm run build:edge`. One file at a time: each starts its own worker.
export default defineConfig({
  oxc: { jsx: { development: false } },
  test: {
    include: [
      "tests/security/headers.test.ts",
      "tests/security/cross-site.test.ts",
      "tests/security/body-limits.test.ts",
      "tests/security/proxy.test.ts",
      "tests/security/front.test.ts",
      "tests/security/texts-files.test.ts",
    ],
    setupFiles: ["./tests/setup/console.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    env: { NODE_ENV: "production", SECURITY_FRONT: "edge" },
  },
});
