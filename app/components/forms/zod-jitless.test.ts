import { config } from "zod";
import { expect, it } from "vitest";

it("zod keeps its configuration on globalThis, where the browser's root sets jitless before zod loads", () => {
  // oxlint-disable-next-line no-underscore-dangle -- zod's own name for its global configuration
  expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
});
