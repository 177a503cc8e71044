import { RouterContextProvider, type MetaDescriptor } from "react-router";
import { DEFAULT_THEME } from "#contract/theme-defaults.ts";
import { describe, expect, it } from "vitest";
import type { ShopClient } from "./shop.server.ts";
import { shopContext } from "./context.server.ts";
import { documentHeadTags, withDocumentHead } from "./document-head.server.ts";

const TAGS: MetaDescriptor[] = [
  { title: "Tee </title><script>alert(1)</script>" },
  { name: "description", content: "Soft" },
  { name: "robots", content: "noindex" },
  { property: "og:title", content: `Tee "quoted" & <b>` },
  { tagName: "link", rel: "alternate", hrefLang: "zh-CN", href: "http://shop.test/zh/product/x?a=1&b=2" },
  { "script:ld+json": { "@type": "Product", name: "</script><script>alert(1)</script>\u2028" } },
  { tagName: "script", src: "http://evil.test/x.js" } as MetaDescriptor,
  { tagName: "meta", "on load": "alert(1)", name: "x" } as MetaDescriptor,
];

const THEME = { ...DEFAULT_THEME, primaryColor: "#0a7d3b" };
const THEME_STYLE = /^<style>:root\{[^<]*--shop-primary:#0a7d3b;[^<]*\}<\/style>/;

function contextFor(document: boolean) {
  const context = new RouterContextProvider();
  context.set(shopContext, { info: { document }, settings: { theme: THEME } } as unknown as ShopClient);
  return context;
}

const render = (html: string) =>
  new TextEncoder().encode(`<html><head><title>t</title></head><body>${html}</body></html>`);

describe("the document's own head", () => {
  it("leaves React the title, description and robots tags of a document, and writes the rest once before </head>, escaped", () => {
    const context = contextFor(true);
    expect(documentHeadTags(TAGS, context)).toEqual(TAGS.slice(0, 3));
    const html = new TextDecoder().decode(withDocumentHead(render("</head>"), context));
    const head = html.slice(html.indexOf("<title>t</title>") + 16, html.indexOf("</head>"));
    expect(head).toMatch(THEME_STYLE);
    expect(head.replace(THEME_STYLE, "")).toBe(
      '<meta property="og:title" content="Tee &quot;quoted&quot; &amp; &lt;b&gt;" data-document-only="">' +
        '<link rel="alternate" hreflang="zh-CN" href="http://shop.test/zh/product/x?a=1&amp;b=2" data-document-only="">' +
        '<script type="application/ld+json" data-document-only="">{"@type":"Product","name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u2028"}</script>' +
        '<meta name="x" data-document-only="">',
    );
    // Only the first </head> is the head's end; the rest of the document is untouched.
    expect(html.endsWith("<body></head></body></html>")).toBe(true);
  });

  it("keeps every tag in a client navigation's data, and writes only the theme", () => {
    const context = contextFor(false);
    expect(documentHeadTags(TAGS, context)).toBe(TAGS);
    const html = new TextDecoder().decode(withDocumentHead(render(""), context));
    expect(html.slice(html.indexOf("</title>") + 8, html.indexOf("</head>"))).toMatch(
      new RegExp(`${THEME_STYLE.source}$`),
    );
  });

  it("writes nothing into a document rendered without the shop's settings", () => {
    const document = render("");
    expect(withDocumentHead(document, new RouterContextProvider())).toBe(document);
  });
});
