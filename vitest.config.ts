import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,contract,backend,edge,tests/unit}/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup/console.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
