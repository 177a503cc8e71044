import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePath } from "./paths.ts";

/**
 * Which page an address shows, as the storefront asks the backend for it. Loaders and middleware read
 * the framework's normalised `url`; this runs React Router's own request handler on a minimal build with
 * the storefront's route shape, so a change in how single fetch names its data requests shows up here.
 */
async function seenBy(address: string): Promise<{ page: string; search: string }> {
  let seen: URL | null = null;
  const loader = ({ url }: { url: URL }) => {
    seen = url;
    return null;
  };
  const route = (id: string, shape: Record<string, unknown>) => ({ id, ...shape, module: { default: () => null, loader } });
  const build = {
    entry: { module: { default: () => new Response("document") } },
    routes: {
      root: route("root", { path: "" }),
      lang: route("lang", { parentId: "root", path: ":lang?" }),
      home: route("home", { parentId: "lang", index: true }),
      product: route("product", { parentId: "lang", path: "product/:slug" }),
      sku: route("sku", { parentId: "lang", path: "product/:slug/:sku" }),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    publicPath: "/",
    assetsBuildDirectory: "/tmp",
    basename: "/",
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  const response = await createRequestHandler(build, "production")(new Request(`http://shop.test${address}`));
  expect(response.status).toBe(200);
  const url = seen as URL | null;
  if (!url) throw new Error(`no loader saw ${address}`);
  return { page: pagePath(url), search: url.search };
}

describe("the page an address shows", () => {
  it.each([
    ["/_.data", "/"],
    ["/de/_.data", "/"],
    ["/de.data", "/"],
    ["/product/x.data", "/product/x"],
    ["/product/x/sku.data", "/product/x/sku"],
    ["/de/product/x/sku.data", "/product/x/sku"],
    ["/", "/"],
    ["/de", "/"],
    ["/product/x", "/product/x"],
  ])("%s is the page %s, with and without a query", async (address, page) => {
    expect(await seenBy(address)).toEqual({ page, search: "" });
    const withQuery = address.endsWith(".data") ? `${address}?sort=new&_routes=root,lang` : `${address}?sort=new`;
    expect(await seenBy(withQuery)).toEqual({ page, search: "?sort=new" });
  });
});
