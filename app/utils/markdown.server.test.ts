import { describe, expect, it } from "vitest";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { parseFragment } from "./html-tree.server.ts";
import type { HtmlNode } from "./html-tree.ts";
import { markdownTree } from "./markdown.server.ts";

const render = (source: string) => markdownTree(source, { lang: "de" });

/** Every element of a tree, depth first. */
function elements(nodes: HtmlNode[]): Array<{ tag: string; attrs: Record<string, string> }> {
  return nodes.flatMap((node) => (typeof node === "string" || !("tag" in node) ? [] : [node, ...elements(node.children)]));
}

const ALLOWED_TAGS = new Set([
  "p", "a", "em", "strong", "del", "code", "pre", "blockquote", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6",
  "hr", "br", "img", "table", "thead", "tbody", "tr", "th", "td",
]);

const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;

describe("customers' Markdown", () => {
  it("renders the usual Markdown, headings one level below the page's title", () => {
    const tree = render("# Trip\n\nSome **bold** and _soft_ text,\nnext line.\n\n- one\n- two\n\n> quoted\n\n`code`");
    expect(tree.filter((n) => typeof n !== "string")).toEqual([
      { tag: "h2", attrs: {}, children: ["Trip"] },
      {
        tag: "p",
        attrs: {},
        children: ["Some ", { tag: "strong", attrs: {}, children: ["bold"] }, " and ", { tag: "em", attrs: {}, children: ["soft"] }, " text,", { tag: "br", attrs: {}, children: [] }, "next line."],
      },
      { tag: "ul", attrs: {}, children: ["\n", { tag: "li", attrs: {}, children: ["one"] }, "\n", { tag: "li", attrs: {}, children: ["two"] }, "\n"] },
      { tag: "blockquote", attrs: {}, children: ["\n", { tag: "p", attrs: {}, children: ["quoted"] }, "\n"] },
      { tag: "p", attrs: {}, children: [{ tag: "code", attrs: {}, children: ["code"] }] },
    ]);
  });

  it("shows raw HTML as text and runs nothing", () => {
    const tree = render('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(2)> <b onclick="x()">b</b>\n\n<shop-block name="cart"></shop-block>');
    expect(elements(tree).every((e) => e.tag === "p")).toBe(true);
    const text = JSON.stringify(tree);
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).toContain("<img src=x onerror=alert(2)>");
    expect(text).not.toContain('"block"');
  });

  it("gives links nofollow ugc, keeps only safe URLs and loads images from the shop's uploads only", () => {
    const tree = render(
      "[a](https://example.com) [b](/product/x) [c](javascript:alert(1)) [d](data:text/html,x) <https://auto.example>\n\n" +
        "![own](/uploads/a.webp) ![theirs](https://tracker.example/p.gif) ![js](javascript:alert(1))",
    );
    const links = elements(tree).filter((e) => e.tag === "a");
    expect(links.map((l) => l.attrs)).toEqual([
      { href: "https://example.com", rel: "nofollow ugc noopener noreferrer" },
      { href: "/de/product/x", rel: "nofollow ugc" },
      { href: "https://auto.example", rel: "nofollow ugc noopener noreferrer" },
      { href: "https://tracker.example/p.gif", rel: "nofollow ugc noopener noreferrer" },
    ]);
    const images = elements(tree).filter((e) => e.tag === "img");
    expect(images.map((i) => i.attrs.src)).toEqual(["/uploads/a.webp"]);
    expect(JSON.stringify(tree)).toContain('"c"');
    expect(JSON.stringify(tree)).not.toMatch(/"href":"(javascript|data):/);
  });

  it("puts the page's language before a shop path once: a path that names its language keeps it", () => {
    const hrefs = elements(render("[a](/product/tee) [b](/vi/product/tee) [c](/de/cart?x=1) [d](/fil) [e](/video/x) [f](/product/tee?lang=/vi/)"))
      .filter((node) => node.tag === "a")
      .map((node) => node.attrs.href);
    // An author who pasted a Vietnamese address meant the Vietnamese page, whatever page shows it.
    expect(hrefs).toEqual(["/de/product/tee", "/vi/product/tee", "/de/cart?x=1", "/fil", "/de/video/x", "/de/product/tee?lang=/vi/"]);
  });

  it("gives shop: links no meaning: they resolve only in the merchant's HTML", () => {
    const source = "[about](shop:page/about) [cart](shop:/cart) <a href=\"shop:product/x\">raw</a>\n\n![p](shop:/uploads/a.webp)";
    const tree = render(source);
    expect(JSON.stringify(tree)).not.toMatch(/"(href|src)":"(shop:|\/de\/(page|cart))/);
    expect(elements(tree).filter((e) => e.tag === "a" || e.tag === "img")).toEqual([]);
    const merchant = parseFragment('<a href="shop:page/about">about</a>', { lang: "de", fragment: "content" });
    expect(elements(merchant)[0]?.attrs.href).toBe("/de/page/about");
    const customer = parseFragment('<a href="shop:page/about">about</a> <a href="shop:/cart">cart</a>', { lang: "de", fragment: "content", ugc: true });
    expect(elements(customer)).toEqual([]);
  });

  it("drops classes, ids and styles a renderer could add", () => {
    const tree = render("```js\nlet a = 1;\n```\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n- [x] done");
    for (const element of elements(tree)) {
      expect(Object.keys(element.attrs).filter((name) => !["href", "src", "alt", "title", "start", "rel", "loading", "decoding"].includes(name))).toEqual([]);
    }
    expect(elements(tree).some((e) => e.tag === "input")).toBe(false);
  });

  it("turns every naughty string into plain document markup", () => {
    const wrong: string[] = [];
    for (const text of naughtyStrings) {
      for (const element of elements(render(text))) {
        if (!ALLOWED_TAGS.has(element.tag)) wrong.push(`${JSON.stringify(text)} → <${element.tag}>`);
        const urls = [element.attrs.href, element.attrs.src].filter((url) => url !== undefined);
        for (const url of urls) if (!SAFE_URL.test(url)) wrong.push(`${JSON.stringify(text)} → ${url}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
