import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server.ts";

const NONCE = "n0nce+/=";

/** A document of the shape React Router's `<Scripts>` renders, with `text` in its head and body. */
const page = (text = "Grüße — 東京") =>
  [
    "<!DOCTYPE html><html><head>",
    '<meta charset="utf-8"/><title>',
    text,
    "</title>",
    '<link rel="modulepreload" href="/assets/entry.client-A1.js"/>',
    '<link rel="modulepreload" href="/assets/framework-B2.js"/>',
    '<link rel="stylesheet" href="/assets/app-C3.css"/>',
    "</head><body><p>",
    text,
    "</p>",
    `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
    `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-D4.js";\nimport("/assets/entry.client-A1.js");</script>`,
    `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[]");</script>`,
    "<footer>",
    text,
    "</footer></body></html>",
  ].join("");

const run = (html: string, nonce = NONCE) => new TextDecoder().decode(scriptsAfterPaint(new TextEncoder().encode(html), nonce));

/** The addresses the starter script adds back as module preloads. */
const startedHrefs = (html: string) => JSON.parse(/\}\)\((\[.*?\])\);<\/script>/.exec(html)?.[1] ?? "null") as string[] | null;

describe("scripts after the first paint", () => {
  it("takes the module preloads out of the head and hands their addresses, in order, to the starter", () => {
    const out = run(page());
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-C3.css"/>');
    expect(startedHrefs(out)).toEqual(["/assets/entry.client-A1.js", "/assets/framework-B2.js"]);
  });

  it("keeps React Router's module script in place but inert, with its code unchanged", () => {
    const out = run(page());
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script nonce="${NONCE}" type="text/plain" data-after-paint="">import * as route0 from "/assets/root-D4.js";\nimport("/assets/entry.client-A1.js");</script>`,
    );
    // The starter comes right after it (it reads its previous sibling), before the stream's scripts.
    const inert = out.indexOf("data-after-paint");
    const starter = out.indexOf(`<script nonce="${NONCE}">((hrefs)`);
    const stream = out.indexOf("streamController.enqueue");
    expect(inert).toBeGreaterThan(0);
    expect(starter).toBeGreaterThan(inert);
    expect(stream).toBeGreaterThan(starter);
    expect(out.slice(out.indexOf("</script>", inert) + "</script>".length)).toMatch(/^<script nonce="n0nce\+\/=">\(\(hrefs\)/);
  });

  it("leaves every other byte as it was, non-ASCII text included", () => {
    const text = "Grüße — 東京 🧥 \"quoted\" type=&quot;module&quot; async=&quot;&quot;&gt;";
    const input = page(text);
    const out = run(input);
    expect(out.split(text)).toHaveLength(4);
    // Undo the three changes: the result is the input.
    const restored = out
      .replace(/<script nonce="[^"]*">\(\(hrefs\).*?<\/script>/, "")
      .replace(' type="text/plain" data-after-paint="">', ' type="module" async="">')
      .replace(
        '<link rel="stylesheet"',
        '<link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/framework-B2.js"/><link rel="stylesheet"',
      );
    expect(restored).toBe(input);
  });

  it("does not mistake escaped text in the body for the module script", () => {
    // React escapes quotes in text, so the module script's attribute bytes cannot come from a shopper's text.
    const out = run(page('&lt;script type=&quot;module&quot; async=&quot;&quot;&gt;'));
    expect(out).toContain("data-after-paint");
    expect(startedHrefs(out)).toHaveLength(2);
  });

  it("escapes `<` in the addresses it writes into the starter", () => {
    const out = run(page().replace("/assets/framework-B2.js", "/assets/<!--x.js"));
    expect(out).not.toContain("<!--x.js");
    expect(startedHrefs(out)).toEqual(["/assets/entry.client-A1.js", "/assets/<!--x.js"]);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const noScripts = page().replace(/<script nonce="[^"]*" type="module" async="">.*?<\/script>/s, "");
    expect(run(noScripts)).toBe(noScripts);
    const noHead = "<p>no head</p>";
    expect(run(noHead)).toBe(noHead);
    // A module script only in the head is not React Router's.
    const inHead = page().replace("<body>", "<body>").replace(' type="module" async=""', "").replace("</title>", '</title><script type="module" async="">x</script>');
    expect(run(inHead)).toBe(inHead);
  });

  it("starts at once where paint timing cannot tell it when, and after the first contentful paint otherwise", () => {
    const starter = /<script nonce="[^"]*">(\(\(hrefs\).*?)<\/script>/.exec(run(page()))?.[1] ?? "";
    expect(starter).toContain('d.visibilityState !== "visible"');
    expect(starter).toContain('"first-contentful-paint"');
    expect(starter).toContain('addEventListener("load", start)');
    // It is valid JavaScript.
    expect(() => new Function(starter)).not.toThrow();
  });
});
