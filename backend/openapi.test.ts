import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "#contract/api/index.ts";
import type { ApiRoute } from "#contract/api/describe.ts";
import { openApiPath, type OpenApiDocument } from "#contract/api/openapi.ts";
import { Code } from "#contract/codes.ts";
import { seedDatabase } from "#backend/db/seed.ts";
import { newIp, newVisitorId } from "#tests/fixtures/customers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { adminHeaders, createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { resolvePointer, validate } from "#tests/setup/json-schema.ts";

/**
 * The published description (`GET /api/openapi.json`) against the backend that publishes it: every
 * route the app registers is described and every description has its route; every route answers bad
 * input with a documented status and the envelope; the reads answer data that fits the documented schema.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  parameters: Json[];
  responses: Record<string, Json>;
  security: Array<Record<string, string[]>>;
};

let backend: TestBackend;
let doc: OpenApiDocument;
let customerHeaders: Record<string, string>;

beforeAll(async () => {
  backend = await createTestBackend();
  await seedDatabase(backend.db, backend.uploadsDir, { images: false });
  customerHeaders = (await makeCustomer(backend.db)).headers;
  const res = await backend.app.request("/api/openapi.json");
  if (res.status !== 200) throw new Error(`GET /api/openapi.json: ${res.status}`);
  doc = (await res.json()) as OpenApiDocument;
}, 120_000);

afterAll(async () => {
  await backend.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const operationOf = (route: ApiRoute) => doc.paths[openApiPath(route.path)]![route.method.toLowerCase()] as Operation;
const deref = (value: Json): Json =>
  typeof value.$ref === "string" ? deref(resolvePointer(doc, value.$ref) as Json) : value;

/** The headers a route's documented security asks for. */
function securityHeaders(route: ApiRoute): Record<string, string> {
  const base = { "x-client-ip": newIp() };
  if (route.access === "admin") return { ...base, ...adminHeaders };
  if (route.access === "customer") return { ...base, ...customerHeaders };
  if (route.access === "shopper" || route.access === "visitor") return { ...base, "x-visitor-id": newVisitorId() };
  return base;
}

/** A concrete address for a described path: ids that exist where given, else ids that do not. */
function concretePath(route: ApiRoute, ids: Record<string, number> = {}): string {
  if (route.path === "/*") return "/no-such-page";
  return route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => String(ids[name] ?? 999_999));
}

/** Statuses the document lists for an operation. */
const documented = (operation: Operation) => Object.keys(operation.responses).filter((s) => s !== "default");

function successSchema(operation: Operation): { status: string; data: Json } | null {
  const [status, response] = Object.entries(operation.responses).find(([s]) => /^2/.test(s)) ?? [];
  const schema = (deref(response as Json).content as Json | undefined)?.["application/json"] as Json | undefined;
  const properties = (schema?.schema as Json | undefined)?.properties as Json | undefined;
  return status && properties?.data ? { status, data: properties.data as Json } : null;
}

async function expectEnvelope(res: Response, where: string) {
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return;
  const body = (await res.json()) as Json;
  expect(Object.values(Code), `${where}: code ${JSON.stringify(body.code)}`).toContain(body.code);
  expect(typeof body.msg, `${where}: msg`).toBe("string");
  expect("data" in body, `${where}: data`).toBe(true);
}

describe("the OpenAPI document", () => {
  it("is well-formed OpenAPI 3.1", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect((doc.info as Json).title).toBeTruthy();
    expect((doc.info as Json).version).toBeTruthy();
    const problems: string[] = [];
    const check = (ok: unknown, what: string) => void (ok || problems.push(what));
    const schemes = Object.keys(((doc.components as Json).securitySchemes ?? {}) as Json);
    const tags = new Set(((doc.tags ?? []) as Json[]).map((tag) => tag.name));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      check(path.startsWith("/"), `${path}: not absolute`);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        const operation = op as Operation;
        const where = `${method.toUpperCase()} ${path}`;
        check(["get", "put", "post", "delete", "patch", "head", "options"].includes(method), `${where}: method`);
        check(!ids.has(operation.operationId as string), `${where}: operationId not unique`);
        ids.add(operation.operationId as string);
        check(Object.keys(operation.responses).length, `${where}: no responses`);
        for (const tag of (operation.tags ?? []) as string[]) check(tags.has(tag), `${where}: tag ${tag} undeclared`);
        const params = operation.parameters.map(deref);
        const declared = params
          .filter((p) => p.in === "path")
          .map((p) => p.name)
          .sort();
        check(JSON.stringify(declared) === JSON.stringify(templated), `${where}: path parameters ${declared.join()}`);
        for (const param of params) {
          const name = `${where}: parameter ${String(param.name)}`;
          check(["path", "query", "header", "cookie"].includes(param.in as string), `${name} in ${String(param.in)}`);
          check(param.in !== "path" || param.required === true, `${name} not required`);
          check(param.schema ?? param.content, `${name} without a schema`);
        }
        const names = params.map((p) => `${String(p.in)}:${String(p.name)}`);
        check(new Set(names).size === names.length, `${where}: parameters repeated`);
        for (const requirement of operation.security) {
          for (const scheme of Object.keys(requirement)) check(schemes.includes(scheme), `${where}: scheme ${scheme}`);
        }
      }
    }
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
      else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
          if (k === "$ref") check(resolvePointer(doc, v as string) !== undefined, `${at}: ${String(v)} unresolved`);
          else walk(v, `${at}.${k}`);
        }
      }
    };
    walk(doc, "$");
    expect(problems).toEqual([]);
  });

  it("describes every route the backend registers, and no route it does not", () => {
    const registered = new Set(
      backend.app.routes
        .filter((r) => r.method !== "ALL")
        .filter((r) => r.path.startsWith("/api/") || r.path === "/*")
        .map((r) => key(r.method, r.path)),
    );
    const described = API_ROUTES.map((route) => key(route.method, route.path));
    expect(new Set(described).size, "each route described once").toBe(described.length);
    expect(
      [...registered].filter((r) => !described.includes(r)),
      "registered, not described",
    ).toEqual([]);
    expect(
      described.filter((r) => !registered.has(r)),
      "described, not registered",
    ).toEqual([]);
  });

  it("answers bad input on every route with a documented status and the envelope", async () => {
    const problems: string[] = [];
    for (const route of API_ROUTES) {
      const operation = operationOf(route);
      const query = new URLSearchParams();
      for (const param of operation.parameters.map(deref)) {
        if (param.in === "query") query.set(String(param.name), "%".repeat(5000));
      }
      if (route.path === "/*") query.set("request", "route");
      const headers: Record<string, string> = securityHeaders(route);
      const init: RequestInit = { method: route.method, headers };
      if (route.body || route.upload) {
        headers["content-type"] = "application/json";
        init.body = "[]";
      } else if (route.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        init.body = "action=nothing";
      }
      const url = `${concretePath(route)}${query.size ? `?${query}` : ""}`;
      const res = await backend.app.request(url, init);
      const where = key(route.method, route.path);
      if (!documented(operation).includes(String(res.status))) {
        problems.push(`${where}: ${res.status} ${(await res.clone().text()).slice(0, 120)}`);
      }
      if (route.produces !== "document") await expectEnvelope(res, where);
    }
    expect(problems).toEqual([]);
  });

  it("answers the reads with data that fits the documented schema", async () => {
    // Reads that name what they read: a reviewed product, a commented article.
    const reviewed = await backend.db
      .selectFrom("review")
      .select("product_id")
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const commented = await backend.db
      .selectFrom("article_comment")
      .select("article_id")
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const samples: Record<string, string> = {
      "GET /api/web/review/list": `?productId=${reviewed.product_id}`,
      "GET /api/web/comment/list": `?articleId=${commented.article_id}`,
    };
    const problems: string[] = [];
    let checked = 0;
    const firstIds = new Map<string, number>();
    const reads = API_ROUTES.filter((route) => route.method === "GET" && route.data && route.path.startsWith("/api/"));
    // Lists first, so details can read a record the list answered.
    reads.sort((a, b) => a.path.split(":").length - b.path.split(":").length);
    for (const route of reads) {
      const operation = operationOf(route);
      const required = operation.parameters.map(deref).filter((p) => p.required && p.in === "query");
      const sample = samples[key(route.method, route.path)] ?? "";
      if (required.length && !sample) continue;
      const params = route.path.match(/:([A-Za-z]\w*)/g) ?? [];
      let path = route.path;
      if (params.length) {
        const list = route.path.slice(0, route.path.lastIndexOf("/:"));
        const id = firstIds.get(list);
        if (params.length !== 1 || params[0] !== ":id" || id === undefined) continue;
        path = concretePath(route, { id });
      }
      const res = await backend.app.request(`${path}${sample}`, { headers: securityHeaders(route) });
      const body = (await res.json()) as Json;
      const expected = successSchema(operation)!;
      const where = key(route.method, route.path);
      if (String(res.status) !== expected.status) {
        problems.push(`${where}: ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
        continue;
      }
      const items = (body.data as Json | null)?.items;
      if (Array.isArray(items) && typeof (items[0] as Json | undefined)?.id === "number") {
        firstIds.set(route.path, (items[0] as Json).id as number);
      }
      problems.push(...validate(doc, expected.data, body.data, where).slice(0, 5));
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
