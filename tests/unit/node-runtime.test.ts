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
    expect(clientBuildFiles(root)).toEqual(
      new Set(["/favicon.svg", "/assets/app-1a2b.js", "/assets/nested/font.woff2"]),
    );
  });

  it("is empty for a build that is not there", () => {
    expect(clientBuildFiles(join(root, "missing")).size).toBe(0);
  });
});
