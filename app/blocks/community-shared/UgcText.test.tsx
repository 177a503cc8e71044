import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { naughtyStrings } from "#tests/fixtures/naughty.ts";
import { UgcText } from "./UgcText.tsx";

const html = (text: string) => renderToStaticMarkup(<UgcText text={text} />);

describe("a stranger's text", () => {
  it("shows markup as text and web addresses as nofollow ugc links", () => {
    expect(html('<script>alert(1)</script> see https://example.com/a?b=1&c=2, or www.shop.example. <img src=x onerror=alert(2)>')).toBe(
      '<p class="whitespace-pre-line wrap-anywhere ">&lt;script&gt;alert(1)&lt;/script&gt; see ' +
        '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener noreferrer" class="break-all text-primary underline">https://example.com/a?b=1&amp;c=2</a>, or ' +
        '<a href="https://www.shop.example" rel="nofollow ugc noopener noreferrer" class="break-all text-primary underline">www.shop.example</a>. ' +
        "&lt;img src=x onerror=alert(2)&gt;</p>",
    );
  });

  it("makes no link of other schemes or of an address's quotes", () => {
    expect(html("javascript:alert(1) data:text/html,x")).not.toContain("<a");
    expect(html('https://a.example/"onmouseover="alert(1)')).toContain('href="https://a.example/"');
  });

  it("never renders a naughty string as markup", () => {
    // Text is escaped, so every "<" in the output opens a real tag: only p and a, with only these attributes.
    const wrong = naughtyStrings.filter((text) =>
      [...html(text).matchAll(/<\/?([a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*>|</g)].some(([tag, name, attributes = ""]) => {
        if (tag === "<" || !["p", "a"].includes(name!)) return true;
        const attrs = [...attributes.matchAll(/([a-z-]+)="([^"]*)"/g)];
        return attrs.some(([, attr, value]) => !["class", "href", "rel"].includes(attr!) || (attr === "href" && !/^https?:\/\//.test(value!)));
      }),
    );
    expect(wrong).toEqual([]);
  });
});
