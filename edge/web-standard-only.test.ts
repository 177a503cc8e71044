import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webStandardOnly } from "./web-standard-only.ts";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "edge-guard-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Builds one module as the edge build does its server bundle (ssr, everything bundled). */
async function bundle(code: string) {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  await writeFile(entry, code);
  return build({
    configFile: false,
    logLevel: "silent",
    root: dir,
    plugins: [webStandardOnly()],
    ssr: { noExternal: true, target: "webworker" },
    build: { ssr: entry, outDir: join(dir, "out"), write: false },
  });
}

describe("the edge bundle's guard", () => {
  it("fails the build on a node: import and names the importer", async () => {
    await expect(bundle('import { randomUUID } from "node:crypto"; export const id = randomUUID();')).rejects.toThrow(
      /"node:crypto" imported by .*entry-.*web-standard APIs only/,
    );
  });

  it("fails the build on a bare Node built-in", async () => {
    await expect(bundle('import { PassThrough } from "stream"; export const s = PassThrough;')).rejects.toThrow(/"stream" imported by/);
  });

  it("lets web-standard code through", async () => {
    await expect(bundle("export const id = crypto.randomUUID();")).resolves.toBeTruthy();
  });
});
