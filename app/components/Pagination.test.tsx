import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Paged } from "#contract/catalog.ts";
import { I18nProvider } from "#app/utils/i18n.tsx";
import { Pagination } from "./Pagination.tsx";

const texts = { listing: { pagination: "Pages", previous: "Previous", next: "Next", pageOf: "Page {{page}} of {{pages}}" } };

/** The pagination rendered at `address`, as the server renders it. */
async function render(address: string, element: React.ReactNode): Promise<string> {
  const routes = [{ path: "*", element: <I18nProvider lang="en" texts={texts}>{element}</I18nProvider> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${address}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** The address of the link with `rel` (prev, next), if there is one. */
const linkTo = (html: string, rel: string) => [...html.matchAll(/<a [^>]*>/g)].map(([a]) => a).find((a) => a.includes(`rel="${rel}"`))?.match(/href="([^"]*)"/)?.[1];

const list = (page: number, total: number): Paged<unknown> => ({ items: [], page, pageSize: 10, total });

describe("Pagination", () => {
  it("links the pages before and after, keeping the rest of the query", async () => {
    const html = await render("/de/category/bags?sort=price-asc&page=2", <Pagination list={list(2, 30)} />);
    expect(html).toContain('<nav aria-label="Pages" class="mt-8 flex items-center justify-center gap-4 text-sm">');
    expect(linkTo(html, "prev")).toBe("/de/category/bags?sort=price-asc");
    expect(linkTo(html, "next")).toBe("/de/category/bags?sort=price-asc&amp;page=3");
    expect(html).toContain("Page 2 of 3");
  });

  it("shows nothing for a single page, and no link past either end", async () => {
    expect(await render("/de/category/bags", <Pagination list={list(1, 10)} />)).toBe("");
    const first = await render("/de/category/bags", <Pagination list={list(1, 11)} />);
    expect(linkTo(first, "prev")).toBeUndefined();
    expect(linkTo(first, "next")).toBe("/de/category/bags?page=2");
    expect(linkTo(await render("/de/category/bags?page=2", <Pagination list={list(2, 11)} />), "next")).toBeUndefined();
  });

  it("takes a list's own addresses, name and spacing (the reviews inside a product page)", async () => {
    const html = await render(
      "/de/product/tee",
      <Pagination list={list(1, 25)} href={(n) => `/de/product/tee?reviews_page=${n}#reviews`} label="Review pages" preventScrollReset className="" />,
    );
    // No spacing of its own: the class list starts with the empty one's space (not trimmed, to keep the
    // product page's JavaScript in its budget; the browser ignores it).
    expect(html).toContain('<nav aria-label="Review pages" class=" flex items-center justify-center gap-4 text-sm">');
    expect(linkTo(html, "next")).toBe("/de/product/tee?reviews_page=2#reviews");
  });
});
