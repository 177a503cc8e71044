import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { startBackend } from "./index.ts";
import { createLogger } from "./shared/logger.ts";

it("starts a migrated backend that answers the page endpoint", async () => {
  const dir = await mkdtemp(join(tmpdir(), "shop-start-"));
  const backend = await startBackend({
    sqlitePath: join(dir, "shop.sqlite"),
    uploadsDir: join(dir, "uploads"),
    adminToken: null,
    shopName: "Start Shop",
    seed: false,
    log: createLogger("silent"),
  });
  try {
    expect(backend.kind).toBe("sqlite");
    const res = await backend.app.request("/?request=route");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      code: 0,
      data: { meta: { title: "Start Shop", type: "custom", slug: "home" } },
    });
  } finally {
    await backend.close();
    await rm(dir, { recursive: true, force: true });
  }
});
