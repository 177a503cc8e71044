import { describe, expect, it, vi } from "vitest";
import { inlineUsedCss, parseStylesheet, usedCss as usedCssOfBytes, type Stylesheet } from "./critical-css.server.ts";

const CSS = [
  "/*! tailwindcss */",
  "@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}",
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-primary:var(--shop-primary,#40f);--color-sales:red}}",
  "@layer base{*,:after{box-sizing:border-box}table{border-collapse:collapse}abbr:where([title]){text-decoration:underline}}",
  "@layer components{.button{color:var(--color-primary)}.button:hover{filter:brightness(1.1)}}",
  '@layer utilities{.flex{display:flex}.hidden{display:none}.shadow{box-shadow:var(--tw-shadow)}.lg\\:flex{}@media (min-width:1024px){.lg\\:flex{display:flex}.lg\\:hidden{display:none}}.group:hover .group-hover\\:underline{text-decoration:underline}.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}}',
  "@property --tw-shadow{syntax:\"*\";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:\"*\";inherits:false}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const sheet = () => parseStylesheet(CSS);
const usedCss = (stylesheet: Stylesheet, html: string) => usedCssOfBytes(stylesheet, new TextEncoder().encode(html));
/** The document as bytes through `inlineUsedCss`, read back as text. */
const inline = (html: string, href: string, nonce?: string) => new TextDecoder().decode(inlineUsedCss(new TextEncoder().encode(html), href, sheet(), nonce));

describe("the stylesheet's rules a document uses", () => {
  it("keeps rules whose classes and elements the document has, every layer, and the variables read", () => {
    const css = usedCss(sheet(), '<html><body><div class="flex lg:flex button shadow">x</div></body></html>');
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain("@media (min-width:1024px){.lg\\:flex{display:flex}}");
    expect(css).toContain(".button:hover{");
    expect(css).toContain("*,:after{box-sizing:border-box}");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("table{");
    expect(css).not.toContain("abbr");
    expect(css).not.toContain("group-hover");
    expect(css).toContain("@layer theme,base,components,utilities;");
    expect(css).toContain("@keyframes spin");
    // Variables: the shadow is read, the blur and the sales colour are not.
    expect(css).toContain("@property --tw-shadow");
    expect(css).not.toContain("@property --tw-blur");
    expect(css).not.toContain("--tw-blur:");
    expect(css).toContain("--color-primary:");
    expect(css).not.toContain("--color-sales");
  });

  it("finds an element by its opening tag only: a lowercase name, wherever the document ends", () => {
    expect(usedCss(sheet(), "<p>1 <9 and 2 <Table> a<")).not.toContain("table{");
    expect(usedCss(sheet(), "<p>x</p><table")).toContain("table{border-collapse:collapse}");
    expect(usedCss(sheet(), "<table2>")).not.toContain("table{");
    expect(usedCss(sheet(), "<")).toContain("*,:after{box-sizing:border-box}");
  });

  it("reads braces inside strings and escapes, and needs both classes of a group selector", () => {
    const css = usedCss(sheet(), '<a class="group"><span class="group-hover:underline before:content-[&quot;}&quot;]"></span></a>');
    expect(css).toContain(".group:hover .group-hover\\:underline{text-decoration:underline}");
    expect(css).toContain('content:"}"');
  });

  it("puts the rules before the stylesheet link and makes the link non-blocking, with the nonce", () => {
    const html = '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body class="flex"></body></html>';
    const out = inline(html, "/assets/app.css", "abc");
    expect(out).toMatch(/<head><style nonce="abc" data-precedence="used-css" data-href="\/assets\/app.css">[^<]*\.flex\{display:flex\}[^<]*<\/style><link rel="stylesheet" href="\/assets\/app.css" media="print" data-used-css\/><\/head>/);
    expect(inline(html, "/assets/other.css")).toBe(html);
    const withNonce = '<html><head><link nonce="" rel="stylesheet" href="/assets/app.css"/></head><body class="flex"></body></html>';
    expect(inline(withNonce, "/assets/app.css")).toContain('</style><link nonce="" rel="stylesheet" href="/assets/app.css" media="print" data-used-css/></head>');
  });

  it("splices the bytes around text that is not ASCII, before and after the link", () => {
    const html = '<html><head><title>メリノ — Tee</title><link rel="stylesheet" href="/assets/app.css"/></head><body class="flex">Größe 😀</body></html>';
    const out = inline(html, "/assets/app.css");
    expect(out.startsWith("<html><head><title>メリノ — Tee</title><style data-precedence")).toBe(true);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" media="print" data-used-css/></head><body class="flex">Größe 😀</body></html>');
  });

  it("counts each distinct class list once and unescapes only names with an entity", () => {
    const cards = Array.from({ length: 50 }, () => '<div class="flex shadow">x</div>').join("");
    const css = usedCss(sheet(), `<html><body>${cards}<i class="before:content-[&quot;}&quot;]"></i></body></html>`);
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain('content:"}"');
  });

  it("cuts once for documents whose classes differ only in names no selector needs, and again when a needed one comes", () => {
    const stylesheet = sheet();
    const first = usedCss(stylesheet, '<html><body><div class="flex mt-unused">x</div></body></html>');
    // Another unneeded name, another order, the same list twice: the same cut, from the memo.
    const second = usedCss(stylesheet, '<html><body><div class="other-unused flex">x</div><p class="other-unused flex"></p></body></html>');
    expect(second).toBe(first);
    expect(stylesheet.memo.size).toBe(1);
    // A needed class, an element a rule names and a variable the document reads each make their own cut.
    expect(usedCss(stylesheet, '<html><body><div class="flex hidden">x</div></body></html>')).toContain(".hidden{display:none}");
    expect(usedCss(stylesheet, '<html><body><div class="flex">x</div><table></table></body></html>')).toContain("table{");
    expect(usedCss(stylesheet, '<html><body><div class="flex" style="color:var(--color-sales)">x</div></body></html>')).toContain("--color-sales");
    expect(stylesheet.memo.size).toBe(4);
    // A list already split is not split again; its names are those of the first time.
    expect(stylesheet.lists.get("flex mt-unused")?.names).toEqual(["flex", "mt-unused"]);
  });

  it("reads class lists with letters outside ASCII, in a document read byte by byte and in one decoded", async () => {
    const css = '.caf\\é{color:red}.\\→{color:blue}.flex{display:flex}';
    const html = '<html><body><p class="café →">Größe 😀 メリノ</p><p class="flex">x</p></body></html>';
    const onNode = usedCssOfBytes(parseStylesheet(css), new TextEncoder().encode(html));
    expect(onNode).toBe(css);
    // The edge has no Buffer: the module decodes the document as UTF-8 there, to the same cut.
    vi.stubGlobal("Buffer", undefined);
    vi.resetModules();
    try {
      const edge = await import("./critical-css.server.ts");
      expect(edge.usedCss(edge.parseStylesheet(css), new TextEncoder().encode(html))).toBe(onNode);
      const page = '<html><head><title>メリノ</title><link rel="stylesheet" href="/a.css"/></head><body class="flex">Größe</body></html>';
      const bytes = new TextEncoder().encode(page);
      const decode = (out: Uint8Array) => new TextDecoder().decode(out);
      expect(decode(edge.inlineUsedCss(bytes, "/a.css", edge.parseStylesheet(css)))).toBe(decode(inlineUsedCss(bytes, "/a.css", parseStylesheet(css))));
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
