import { defineConfig } from "vitest/config";

/**
 * Two real server processes on one PostgreSQL (tests/scale/): needs the production build and
 * TEST_DATABASE_URL, so `npm test` runs it under scripts/with-postgres.sh after the build.
 */
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    setupFiles: ["./tests/setup/console.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
