import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ROUTER_CONFIG } from "#contract/router.ts";
import { DEFAULT_THEME } from "#contract/theme.ts";
import { adminHeaders, createTestBackend, jsonRequest, type TestBackend } from "#tests/setup/backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

// oxlint-disable-next-line typescript/no-explicit-any -- the assertions check the answers' shape
type Answer = { code: number; msg: string; data: any };
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = adminHeaders) {
  const res = await backend.app.request(`/api/admin${path}`, jsonRequest(method, body, headers));
  return { status: res.status, body: (await res.json()) as Answer };
}

describe("admin theme", () => {
  it("answers the defaults, merges a patch and keeps earlier changes", async () => {
    expect((await call("GET", "/theme")).body.data).toEqual(DEFAULT_THEME);
    const first = await call("PUT", "/theme", { primaryColor: "#112233", container: { screens: { sm: "600px" } } });
    expect(first.status).toBe(200);
    const second = await call("PUT", "/theme", { container: { padding: { xl: "3rem" } }, hideFoot: true });
    const theme = second.body.data;
    expect(theme).toMatchObject({ primaryColor: "#112233", hideFoot: true, secondaryColor: "#00d1b2" });
    expect(theme.container.screens).toMatchObject({ sm: "600px", md: "768px" });
    expect(theme.container.padding).toEqual({ DEFAULT: ".7rem", sm: "1rem", lg: "1.2rem", xl: "3rem" });
    expect((await call("GET", "/theme")).body.data).toEqual(theme);
  });

  it("refuses a bad colour, an unknown key and an unsafe inject", async () => {
    for (const patch of [
      { primaryColor: "red; background: url(x)" },
      { primaryColor: "#12345g" },
      { surprise: true },
      { injects: [{ type: "js", url: "javascript:alert(1)" }] },
      { container: { padding: { sm: "1rem;}" } } },
    ]) {
      const answer = await call("PUT", "/theme", patch);
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.msg).toBe("errors.validation");
    }
    expect((await call("GET", "/theme")).body.data.primaryColor).toBe("#112233");
  });

  it("reads a theme written to the database by another process at once, and falls back from one that no longer parses", async () => {
    const store = (value: string) => backend.db.updateTable("setting").set({ value }).where("key", "=", "theme").execute();
    await store(JSON.stringify({ primaryColor: "#445566" }));
    expect((await call("GET", "/theme")).body.data.primaryColor).toBe("#445566");
    await store("{not json");
    expect((await call("GET", "/theme")).body.data).toEqual(DEFAULT_THEME);
    await store(JSON.stringify({ primaryColor: "#112233" }));
    expect((await call("GET", "/theme")).body.data.primaryColor).toBe("#112233");
  });
});

describe("admin router, shop and currencies", () => {
  it("round-trips the router config", async () => {
    expect((await call("GET", "/router")).body.data).toEqual(DEFAULT_ROUTER_CONFIG);
    await call("PUT", "/router", { productRule: "/p/:slug" });
    const answer = await call("PUT", "/router", {
      isCustom: true,
      categories: [{ path: "/sale", types: "category", slug: "sale" }],
    });
    expect(answer.body.data).toMatchObject({ isCustom: true, productRule: "/p/:slug", tagRule: "/tag/:slug" });
    expect((await call("GET", "/router")).body.data).toEqual(answer.body.data);
    expect((await call("PUT", "/router", { productRule: "no-slash" })).status).toBe(400);
    expect((await call("PUT", "/router", { other: 1 })).status).toBe(400);
  });

  it("round-trips the shop name", async () => {
    const shop = (name: string) => ({ name, timeZone: "UTC", injectOrigins: [] });
    expect((await call("GET", "/shop")).body.data).toEqual(shop("Test Shop"));
    expect((await call("PUT", "/shop", { name: "Linen & Co" })).body.data).toEqual(shop("Linen & Co"));
    expect((await call("GET", "/shop")).body.data).toEqual(shop("Linen & Co"));
    expect((await call("PUT", "/shop", { name: "x".repeat(101) })).status).toBe(400);
    expect((await call("PUT", "/shop", { name: "" })).status).toBe(400);
  });

  it("keeps the shop's time zone, an IANA name", async () => {
    expect((await call("PUT", "/shop", { timeZone: "Europe/Berlin" })).body.data).toMatchObject({ timeZone: "Europe/Berlin" });
    expect((await call("GET", "/shop")).body.data).toMatchObject({ timeZone: "Europe/Berlin" });
    for (const bad of ["Mars/Olympus", "", "x".repeat(65)]) expect((await call("PUT", "/shop", { timeZone: bad })).status).toBe(400);
    expect((await call("PUT", "/shop", {})).status).toBe(400);
    expect((await call("PUT", "/shop", { timeZone: "UTC" })).status).toBe(200);
  });

  it("round-trips currency rates, with USD fixed at 1", async () => {
    expect((await call("GET", "/currencies")).body.data).toEqual({ rates: { USD: 1 } });
    const answer = await call("PUT", "/currencies", { rates: { EUR: 0.92, JPY: 151.3 } });
    expect(answer.body.data.rates).toEqual({ USD: 1, EUR: 0.92, JPY: 151.3 });
    await call("PUT", "/currencies", { rates: { EUR: 0.95 } });
    expect((await call("GET", "/currencies")).body.data.rates).toEqual({ USD: 1, EUR: 0.95, JPY: 151.3 });
    for (const rates of [{ USD: 2 }, { XXX: 1 }, { EUR: 0 }, { EUR: -1 }, { EUR: 1e7 }, { EUR: "0.9" }]) {
      expect((await call("PUT", "/currencies", { rates })).status, JSON.stringify(rates)).toBe(400);
    }
  });
});

describe("admin templates", () => {
  it("upserts, reads, lists and deletes templates", async () => {
    const put = await call("PUT", "/templates", { type: "product", head: "<style></style>", body: "<main></main>" });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ type: "product", slug: "", lang: "", body: "<main></main>", foot: "" });
    const again = await call("PUT", "/templates", { type: "product", body: "<main>2</main>" });
    expect(again.body.data).toMatchObject({ id: put.body.data.id, body: "<main>2</main>", head: "" });
    const home = await call("PUT", "/templates", { type: "custom", slug: "home", lang: "de", body: "<h1>Hallo</h1>" });
    await call("PUT", "/templates", { type: "layout", foot: "<footer></footer>" });

    expect((await call("GET", "/templates/product")).body.data.body).toBe("<main>2</main>");
    expect((await call("GET", "/templates/custom?slug=home&lang=de")).body.data.body).toBe("<h1>Hallo</h1>");
    expect((await call("GET", "/templates/custom?slug=home")).status).toBe(404);
    expect((await call("GET", "/templates/nope")).status).toBe(404);
    const list = (await call("GET", "/templates")).body.data;
    expect(list.total).toBe(3);
    expect(list.items[0]).not.toHaveProperty("body");

    expect((await call("DELETE", `/templates/${home.body.data.id}`)).status).toBe(200);
    expect((await call("GET", "/templates/custom?slug=home&lang=de")).status).toBe(404);
    expect((await call("DELETE", `/templates/${home.body.data.id}`)).status).toBe(404);
  });

  it("takes large fragments up to the limit and refuses bad ones", async () => {
    const big = "x".repeat(200_000);
    const answer = await call("PUT", "/templates", { type: "page", head: big, body: big, foot: big });
    expect(answer.status).toBe(200);
    expect((await call("PUT", "/templates", { type: "page", body: `${big}x` })).status).toBe(400);
    for (const payload of [
      { type: "nope" },
      { type: "page", lang: "xx" },
      { type: "page", slug: "Bad Slug" },
      { type: "page", extra: 1 },
    ]) {
      expect((await call("PUT", "/templates", payload)).status, JSON.stringify(payload)).toBe(400);
    }
  });
});
