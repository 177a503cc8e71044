import { DEFAULT_ROUTER_CONFIG } from "#contract/router-rules.ts";
import { describe, expect, it } from "vitest";
import { parseFragment, parseFragmentOnce } from "./html-tree.server.ts";
import type { HtmlNode } from "./html-tree.ts";

const parse = (html: string) => parseFragment(html, { lang: "de", fragment: "body" });

describe("parseFragment", () => {
  it("keeps allowed markup and localises internal links", () => {
    expect(parse(`<p class="x">Hi <a href="/page/about">About</a></p>`)).toEqual([
      { tag: "p", attrs: { class: "x" }, children: ["Hi ", { tag: "a", attrs: { href: "/de/page/about" }, children: ["About"] }] },
    ]);
  });

  it("drops scripts, event handlers and unsafe URLs", () => {
    const tree = JSON.stringify(
      parse(`<img src="javascript:alert(1)" onerror="alert(2)"><a href="//evil.test">x</a><script>alert(3)</script><style>*{}</style><iframe src="/x"></iframe>`),
    );
    expect(tree).not.toMatch(/alert|evil|iframe|style/);
  });

  it("turns shop-block tags into block nodes with parsed props", () => {
    expect(parse(`<shop-block name="product-list" props='{"limit":4}'></shop-block><shop-block name="x" props='not json'></shop-block>`)).toEqual([
      { block: "product-list", id: "body-0", props: { limit: 4 } },
      { block: "x", id: "body-1", props: {} },
    ]);
  });

  it("marks external links noopener and images lazy", () => {
    expect(parse(`<a href="https://example.com">e</a><img src="/uploads/a.webp" alt="a">`)).toEqual([
      { tag: "a", attrs: { href: "https://example.com", rel: "noopener noreferrer" }, children: ["e"] },
      { tag: "img", attrs: { src: "/uploads/a.webp", alt: "a", loading: "lazy", decoding: "async" }, children: [] },
    ]);
  });
});

describe("shop: links", () => {
  it("go wherever the router config puts the page, so a moved type leaves no dead link", () => {
    const router = { ...DEFAULT_ROUTER_CONFIG, pageRule: "/info/:slug", categories: [{ path: "/shop/bags", types: "category" as const, slug: "bags" }] };
    const links = parseFragment(
      `<a href="shop:page/about">A</a><a href="shop:category/bags?sort=new">B</a><a href="shop:product/tee">C</a><a href="shop:/cart">D</a><a href="shop:%E0%A4%A">E</a><a href="shop://evil.test">F</a>`,
      { lang: "de", fragment: "foot", router },
    ).map((node) => (typeof node === "object" && "attrs" in node ? (node.attrs.href ?? null) : null));
    expect(links).toEqual(["/de/info/about", "/de/shop/bags?sort=new", "/de/product/tee", "/de/cart", null, null]);
  });
});

describe("parseFragmentOnce", () => {
  it("parses a fragment version once and keeps versions apart", () => {
    const html = '<p><a href="/about">About</a></p><shop-block name="notice"></shop-block>';
    let finished = 0;
    const finish = (tree: HtmlNode[]) => {
      finished++;
      return tree;
    };
    const first = parseFragmentOnce(html, { lang: "de", fragment: "body" }, finish);
    expect(parseFragmentOnce(html, { lang: "de", fragment: "body" }, finish)).toBe(first);
    expect(finished).toBe(1);
    const english = parseFragmentOnce(html, { lang: "en", fragment: "body" }, finish);
    expect(english).not.toBe(first);
    expect(JSON.stringify(english)).toContain('"/about"');
    expect(JSON.stringify(first)).toContain('"/de/about"');
    expect(parseFragmentOnce(`${html} `, { lang: "de", fragment: "body" }, finish)).not.toBe(first);
    expect(finished).toBe(3);
  });
});
