import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop, type Shop } from "./harness.ts";

let shop: Shop;
let build: ServerBuild;
beforeAll(async () => {
  shop = await startShop();
  build = (await import(/* @vite-ignore */ resolve("build/server/index.js"))) as ServerBuild;
});
afterAll(async () => {
  await shop.close();
});

/** Sample values for route parameters. */
const PARAMS: Record<string, string> = { lang: "de", slug: "information", sku: "x", file: "en.xml", status: "404", "*": "x" };

/** Every storefront route that takes a form (an `action`), as a concrete address. */
function actionPaths(): string[] {
  const paths = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route || !("action" in route.module) || !route.module.action) continue;
    const parts: string[] = [];
    for (let id: string | undefined = route.id; id; id = build.routes[id]?.parentId) {
      const segment = build.routes[id]?.path;
      if (segment) parts.unshift(segment);
    }
    for (const withLang of [false, true]) {
      const path = parts
        .join("/")
        .split("/")
        .map((part) => (part === ":lang?" ? (withLang ? "de" : "") : part.startsWith(":") ? (PARAMS[part.slice(1).replace("?", "")] ?? "x") : part === "*" ? "x" : part))
        .filter(Boolean)
        .join("/");
      paths.add(`/${path}${route.index ? "?index" : ""}`);
    }
  }
  return [...paths].sort();
}

/** Every state-changing API route of the backend. */
function apiRoutes(): Array<{ method: string; path: string }> {
  const out = new Map<string, { method: string; path: string }>();
  for (const route of shop.backend!.app.routes) {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method) || !route.path.startsWith("/api/")) continue;
    const path = route.path.replace(/:[A-Za-z]+/g, "1").replace(/\/\*$/, "/x");
    out.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...out.values()];
}

const own = () => new URL(shop.url).origin;

/** A foreign site's page posting to the shop, as browsers send it in each case. */
const hostile = (): Array<[string, Record<string, string>]> => [
  ["a foreign Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site", referer: "https://evil.example/x" }],
  ["Origin: null (sandboxed frame, privacy redirect)", { origin: "null" }],
  ["no Origin and a foreign Referer", { referer: "https://evil.example/page" }],
  ["no Origin and Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ["a look-alike Origin", { origin: `${own()}.evil.example` }],
];

describe("cross-site form posts (defect 9)", () => {
  it("are refused on every storefront action", async () => {
    const paths = actionPaths();
    expect(paths.length).toBeGreaterThan(20);
    const accepted: string[] = [];
    for (const path of paths) {
      for (const [what, headers] of hostile()) {
        const res = await shop.request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "intent=signin&account=a%40example.com&password=secret123",
          redirect: "manual",
        });
        if (res.status !== 403) accepted.push(`${path} with ${what}: ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it("are refused on every state-changing API route", async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const accepted: string[] = [];
    for (const { method, path } of routes) {
      for (const [what, headers] of hostile()) {
        const res = await shop.request(path, { method, headers: { "content-type": "application/json", ...headers }, body: "{}" });
        const answer = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
        if (res.status !== 403 || answer?.msg !== "errors.crossSite") accepted.push(`${method} ${path} with ${what}: ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it("still go through from the shop's own pages, and from clients that are no browser", async () => {
    const ownPage = { origin: own(), "sec-fetch-site": "same-origin", referer: `${own()}/auth/signin` };
    for (const headers of [ownPage, { referer: `${own()}/x` }, {}] as Array<Record<string, string>>) {
      const res = await shop.request("/auth/signin", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "intent=signin&account=a%40example.com&password=secret123",
        redirect: "manual",
      });
      expect(res.status, JSON.stringify(headers)).toBe(400);
    }
    // A payment provider's webhook sends neither Origin nor Referer.
    const webhook = await shop.request("/api/web/payment/webhook/test-gateway", { method: "POST", body: "{}" });
    expect(webhook.status).toBe(400);
  });
});
