import { describe, expect, it } from "vitest";
import { containsPattern, inJsonString, MAX_SEARCH_WORDS, searchWords } from "./search-sql.ts";

describe("searchWords", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["loopback hoodie", ["loopback", "hoodie"]],
    [" hoodie\t\nloopback ", ["hoodie", "loopback"]],
    ["パーカー\u3000ループ", ["パーカー", "ループ"]],
    ["ループバックパーカー", ["ループバックパーカー"]],
    ["เสื้อฮู้ด", ["เสื้อฮู้ด"]],
    ["Hoodie hoodie HOODIE", ["Hoodie"]],
    ["hood hoodie ood", ["hoodie"]],
    ["ÉTÉ été", ["ÉTÉ", "été"]],
    ["a\0b", ["ab"]],
    ["100% a_b \\", ["100%", "a_b", "\\"]],
  ])("%j → %j", (q, expected) => {
    expect(searchWords(q)).toEqual(expected);
  });

  it(`keeps the first ${MAX_SEARCH_WORDS} words`, () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${String(i).padStart(2, "0")}`);
    expect(searchWords(words.join(" "))).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });
});

describe("containsPattern and inJsonString", () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("c:\\dir")).toBe("%c:\\\\dir%");
    expect(containsPattern("パーカー")).toBe("%パーカー%");
  });

  it("writes a word as a JSON string holds it", () => {
    expect(inJsonString('"Cabas"')).toBe('\\"Cabas\\"');
    expect(inJsonString("a\\b")).toBe("a\\\\b");
    expect(inJsonString("été")).toBe("été");
  });
});
