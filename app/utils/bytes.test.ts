import { describe, expect, it, vi } from "vitest";
import { concatBytes, indexOfBytes } from "./bytes.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("byte search", () => {
  /** What a search answers for a false start, a position, a miss, a needle longer than the bytes, a view. */
  const searches = (find: typeof indexOfBytes) => {
    const haystack = bytes("aab<scr<script>x<script>");
    return [
      find(haystack, bytes("<script>")),
      find(haystack, bytes("<script>"), 8),
      find(haystack, bytes("<style>")),
      find(bytes("<scr"), bytes("<script>")),
      // A view into a larger buffer: indexes are the view's.
      find(bytes("xx<p>a<p>").subarray(2), bytes("<p>"), 1),
    ];
  };
  const ANSWERS = [7, 16, -1, -1, 4];

  it("finds the first occurrence at or after a position, across a false start", () => {
    expect(searches(indexOfBytes)).toEqual(ANSWERS);
  });

  it("finds the same without Node's Buffer (the edge)", async () => {
    vi.stubGlobal("Buffer", undefined);
    vi.resetModules();
    try {
      expect(searches((await import("./bytes.ts")).indexOfBytes)).toEqual(ANSWERS);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it("joins parts in order, multi-byte characters intact", () => {
    const text = "Grüße 東京 🧥";
    const parts = [bytes(text).subarray(0, 3), bytes(text).subarray(3), new Uint8Array(0)];
    expect(new TextDecoder().decode(concatBytes(parts))).toBe(text);
    expect(concatBytes([])).toHaveLength(0);
  });
});
