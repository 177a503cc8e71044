import { createStaticHandler, createStaticRouter, type EntryContext, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { REMEMBERED_PATHS, rememberRouteMatches } from "./route-matches.server.ts";

const routes = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "lang",
        path: ":lang?",
        children: [
          { id: "home", index: true },
          { id: "product", path: "product/:slug" },
          { id: "moved", path: "*" },
        ],
      },
    ],
  },
];
const handler = createStaticHandler(routes);

/** A document request's handler context, as React Router hands it to `entry.server.tsx`. */
async function documentContext(path: string) {
  const context = (await handler.query(new Request(`http://shop.test${path}`))) as StaticHandlerContext;
  return { context, entry: { staticHandlerContext: context } as unknown as EntryContext };
}

const ids = (matches: Array<{ route: { id: string } }> | null) => matches?.map((m) => m.route.id) ?? null;

describe("rememberRouteMatches", () => {
  it("answers what React Router's own match answers, and matches each path once per build", async () => {
    const first = await documentContext("/fr/product/tee");
    const original = (first.context as unknown as { _match: (path: string) => unknown })._match;
    // React Router's private field the render's router matches through: its loss must be noticed here.
    expect(typeof original).toBe("function");
    const expected = ["/", "/fr", "/fr/product", "/product/tee", "/x/y/z"].map((path) => ids(createStaticRouter(routes, first.context).match(path)));

    let calls = 0;
    (first.context as unknown as { _match: (path: string) => unknown })._match = (path: string) => {
      calls += 1;
      return original(path);
    };
    rememberRouteMatches(first.entry);
    const router = createStaticRouter(routes, first.context);
    const paths = ["/", "/fr", "/fr/product", "/product/tee", "/x/y/z"];
    expect(paths.map((path) => ids(router.match(path)))).toEqual(expected);
    expect(paths.map((path) => ids(router.match(path)))).toEqual(expected);
    expect(calls).toBe(paths.length);
    expect(expected.slice(1, 4)).toEqual([["root", "lang", "home"], ["root", "lang", "moved"], ["root", "lang", "product"]]);
  });

  it("shares the remembered answers between the requests of one build", async () => {
    const a = await documentContext("/");
    const b = await documentContext("/de");
    rememberRouteMatches(a.entry);
    rememberRouteMatches(b.entry);
    const remembered = (context: StaticHandlerContext) => (context as unknown as { _match: unknown })._match;
    expect(remembered(a.context)).toBe(remembered(b.context));
    const one = createStaticRouter(routes, a.context).match("/de/product");
    const two = createStaticRouter(routes, b.context).match("/de/product");
    expect(ids(one)).toEqual(ids(two));
  });

  it("stays bounded whatever paths are asked for, and passes a location object through", async () => {
    const { context, entry } = await documentContext("/");
    let calls = 0;
    (context as unknown as { _match: (location: unknown) => unknown })._match = () => {
      calls += 1;
      return null;
    };
    rememberRouteMatches(entry);
    const match = (context as unknown as { _match: (location: unknown) => unknown })._match;
    for (let i = 0; i < REMEMBERED_PATHS; i++) match(`/p/${i}`);
    match("/p/0");
    expect(calls).toBe(REMEMBERED_PATHS);
    match(`/p/${REMEMBERED_PATHS}`); // the memo is full: it starts again with this path
    match("/p/0");
    expect(calls).toBe(REMEMBERED_PATHS + 2);
    match({ pathname: "/p/0" });
    match({ pathname: "/p/0" });
    expect(calls).toBe(REMEMBERED_PATHS + 4);
  });

  it("changes nothing when React Router gives no `_match`", () => {
    const entry = { staticHandlerContext: {} } as unknown as EntryContext;
    expect(() => rememberRouteMatches(entry)).not.toThrow();
    expect(entry.staticHandlerContext).toEqual({});
  });
});
