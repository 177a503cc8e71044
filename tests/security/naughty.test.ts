import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newIp, newVisitorId } from "#tests/fixtures/customers.ts";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { clearLimits } from "./fixtures.ts";
import { startShop, type Shop } from "./harness.ts";
import { API_SURFACES, FORM_SURFACES, makeFixture, type Fixture, type Who } from "./surfaces.ts";

/**
 * The Big List of Naughty Strings through every API endpoint and form that takes a shopper's text,
 * with 0 × 5xx. Limits are cleared between strings, so each one reaches validation and storage.
 */
let shop: Shop;
let fixture: Fixture;
beforeAll(async () => {
  shop = await startShop();
  fixture = await makeFixture(shop.backend!);
});
afterAll(async () => {
  await shop.close();
});

const headersFor = (who: Who): Record<string, string> =>
  who === "customer"
    ? { ...fixture.customer.headers, "x-client-ip": newIp() }
    : { "x-visitor-id": newVisitorId(), "x-client-ip": newIp() };

describe("the naughty strings", () => {
  it("go through every API endpoint that takes a shopper's text without a 5xx", async () => {
    const app = shop.backend!.app;
    const failures: string[] = [];
    const seen = new Map<string, Set<number>>();
    for (const [i, text] of naughtyStrings.entries()) {
      if (i % 25 === 0) await clearLimits(shop.backend!.db);
      for (const surface of API_SURFACES) {
        const path = typeof surface.path === "function" ? surface.path(fixture) : surface.path;
        const body = surface.body?.(text, fixture) ?? {};
        const res =
          surface.method === "GET"
            ? await app.request(`${path}?${new URLSearchParams(body as Record<string, string>)}`, { headers: headersFor(surface.who) })
            : await app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headersFor(surface.who) }, body: JSON.stringify(body) });
        if (res.status >= 500) failures.push(`${surface.name} ${res.status} ${JSON.stringify(text)}`);
        (seen.get(surface.name) ?? seen.set(surface.name, new Set()).get(surface.name)!).add(res.status);
        const answer = (await res.text()) || "{}";
        if (res.headers.get("content-type")?.includes("json") && typeof (JSON.parse(answer) as { code?: unknown }).code !== "number") {
          failures.push(`${surface.name}: not the wrapper for ${JSON.stringify(text)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every row got past the door: not only refusals for the session, the origin or the limits.
    const stuck = [...seen].filter(([, statuses]) => [...statuses].every((s) => [401, 403, 429].includes(s))).map(([name]) => name);
    expect(stuck).toEqual([]);
  }, 300_000);

  it("go through every storefront form without a 5xx", async () => {
    const origin = new URL(shop.url).origin;
    const failures: string[] = [];
    const seen = new Map<string, Set<number>>();
    for (const [i, text] of naughtyStrings.entries()) {
      if (i % 25 === 0) await clearLimits(shop.backend!.db);
      for (const form of FORM_SURFACES) {
        const fields = form.fields(text, fixture);
        // Single-fetch form posts (what the enhanced forms send); every tenth string as a document post too.
        const targets = i % 10 === 0 ? [`${form.path}.data`, form.path] : [`${form.path}.data`];
        for (const target of targets) {
          const res = await shop.request(target, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin,
              "x-forwarded-for": newIp(),
              ...(form.who === "customer" ? { cookie: `x-auth=${fixture.customer.token}` } : {}),
            },
            body: new URLSearchParams(fields).toString(),
            redirect: "manual",
          });
          if (res.status >= 500) failures.push(`${form.name} ${target} ${res.status} ${JSON.stringify(text)}`);
          (seen.get(form.name) ?? seen.set(form.name, new Set()).get(form.name)!).add(res.status);
          await res.arrayBuffer();
        }
      }
    }
    expect(failures).toEqual([]);
    const stuck = [...seen].filter(([, statuses]) => [...statuses].every((s) => [401, 403, 405, 429].includes(s))).map(([name]) => name);
    expect(stuck).toEqual([]);
  }, 600_000);
});
