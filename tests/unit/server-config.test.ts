import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Loads server-config.ts as server.ts would, with this time zone: its exit status, output and error text. */
function loadWith(timeZone: string | undefined) {
  const env = { ...process.env };
  delete env.SHOP_TIME_ZONE;
  if (timeZone !== undefined) env.SHOP_TIME_ZONE = timeZone;
  const script = "const { config } = await import('./server-config.ts'); console.log(config.timeZone);";
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr };
}

describe("SHOP_TIME_ZONE", () => {
  it("is UTC unless set, and a zone the runtime knows when set", () => {
    expect(loadWith(undefined)).toMatchObject({ status: 0, out: "UTC" });
    expect(loadWith("")).toMatchObject({ status: 0, out: "UTC" });
    expect(loadWith("Europe/Berlin")).toMatchObject({ status: 0, out: "Europe/Berlin" });
  });

  it("stops the server at start with a clear message when it names no zone (every page with a date would fail)", () => {
    const run = loadWith("Mars/Olympus");
    expect(run.status).not.toBe(0);
    expect(run.err).toContain('SHOP_TIME_ZONE="Mars/Olympus" is not a time zone this runtime knows');
  });
});
