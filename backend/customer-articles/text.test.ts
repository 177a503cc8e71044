import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "#contract/moderation.ts";
import { markdownExcerpt, slugFromTitle } from "./text.ts";

describe("markdownExcerpt", () => {
  it("keeps the words and drops the markup", () => {
    const markdown = [
      "# A title",
      "",
      "Some **bold** and _italic_ text with a [link](https://example.com) and ![a photo](/x.png).",
      "```js",
      "const hidden = true;",
      "```",
      "> quoted",
      "- item one",
      "1. numbered <b>tag</b> <script>alert(1)</script>",
    ].join("\n");
    expect(markdownExcerpt(markdown)).toBe(
      "A title Some bold and italic text with a link and a photo. quoted item one numbered tag",
    );
  });

  it("drops a link target with parentheses in it whole", () => {
    expect(markdownExcerpt("Please [click](javascript:alert(1)) and see ![it](/a_(b).png) here.")).toBe("Please click and see it here.");
    expect(markdownExcerpt("[Wiki](https://en.wikipedia.org/wiki/Rust_(programming_language)) rocks")).toBe("Wiki rocks");
  });

  it("cuts at a word boundary", () => {
    const excerpt = markdownExcerpt("word ".repeat(100), 30);
    expect(excerpt.length).toBeLessThanOrEqual(30);
    expect(excerpt).toMatch(/^(word )+word…$/);
  });

  it("stays fast on hostile input", () => {
    for (const unit of ["[", "![", "`", "<", "<script>", "*_", "[a](", "\n```"]) {
      const started = performance.now();
      markdownExcerpt(unit.repeat(50_000 / unit.length));
      expect(performance.now() - started, unit).toBeLessThan(200);
    }
  });
});

describe("slugFromTitle", () => {
  it("makes a Latin slug, or a random one when no Latin letters are left", () => {
    expect(slugFromTitle("Crème brûlée: 3 ways!")).toBe("creme-brulee-3-ways");
    // Letters with no accent to strip are written as their Latin base, not dropped ("chuyen-i-…").
    expect(slugFromTitle("Chuyến đi Sa Pa mùa thu")).toBe("chuyen-di-sa-pa-mua-thu");
    expect(slugFromTitle("Đà Lạt, Øresund, Łódź, Straße")).toBe("da-lat-oresund-lodz-strasse");
    expect(slugFromTitle("A")).toMatch(/^article-[0-9a-f]{6}$/);
    expect(slugFromTitle("東京の夜")).toMatch(/^article-[0-9a-f]{6}$/);
    expect(slugFromTitle("x".repeat(200))).toHaveLength(60);
  });
});

describe("hasControlCharacters", () => {
  it("allows tabs and line breaks only in long texts", () => {
    expect(hasControlCharacters("a\tb\r\nc", true)).toBe(false);
    expect(hasControlCharacters("a\nb", false)).toBe(true);
    expect(hasControlCharacters("a\u2028b", false)).toBe(true);
    for (const bad of ["\u0000", "\u001b[31m", "\u007f", "\u0085", "\uDC00"]) {
      expect(hasControlCharacters(`x${bad}y`, true), JSON.stringify(bad)).toBe(true);
    }
    expect(hasControlCharacters("emoji 👍🏽 ‮ RTL and zero​width", false)).toBe(false);
  });
});
