import { defineConfig } from "vitest/config";

// The security suite (tests/security/*.test.ts) runs against the production build, so `npm test` runs it
// after `react-router build`; its browser half is the Playwright project `security`.
export default defineConfig({
  // React runs its production build here (NODE_ENV below): JSX must not use the development runtime.
  oxc: { jsx: { development: false } },
  test: {
    include: ["tests/security/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup/console.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // The build runs as production serves it (CSP enforced, Secure cookies, React's production build):
    // NODE_ENV must be set before anything loads React.
    env: { NODE_ENV: "production" },
  },
});
