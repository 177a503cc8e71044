import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { clientBuildFiles } from "../../server/node-runtime.ts";

describe("clientBuildFiles", () => {
  const root = mkdtempSync(join(tmpdir(), "client-build-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("lists every file of the build by its address, nested ones included, and no folder", () => {
    mkdirSync(join(root, "assets", "nested"), { recursive: true });
    writeFileSync(join(root, "favicon.svg"), "<svg/>");
    writeFileSync(join(root, "assets", "app-1a2b.js"), "");
    writeFileSync(join(root, "assets", "nested", "font.woff2"), "");
    expect(clientBuildFiles(root)).toEqual({
      files: new Set(["/favicon.svg", "/assets/app-1a2b.js", "/assets/nested/font.woff2"]),
      compressed: new Set(),
    });
  });

  it("lists a file's gzip and brotli copies under the file's own address only", () => {
    const build = mkdtempSync(join(tmpdir(), "client-build-"));
    try {
      mkdirSync(join(build, "assets"));
      for (const name of ["app-1a2b.js", "app-1a2b.js.gz", "app-1a2b.js.br", "data.gz"]) writeFileSync(join(build, "assets", name), "");
      expect(clientBuildFiles(build)).toEqual({ files: new Set(["/assets/app-1a2b.js", "/assets/data.gz"]), compressed: new Set(["/assets/app-1a2b.js"]) });
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("is empty for a build that is not there", () => {
    expect(clientBuildFiles(join(root, "missing")).files.size).toBe(0);
  });
});
