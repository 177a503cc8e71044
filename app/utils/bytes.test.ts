import { describe, expect, it } from "vitest";
import { concatBytes, indexOfBytes } from "./bytes.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("byte search", () => {
  it("finds the first occurrence at or after a position, across a false start", () => {
    const haystack = bytes("aab<scr<script>x<script>");
    expect(indexOfBytes(haystack, bytes("<script>"))).toBe(7);
    expect(indexOfBytes(haystack, bytes("<script>"), 8)).toBe(16);
    expect(indexOfBytes(haystack, bytes("<style>"))).toBe(-1);
    expect(indexOfBytes(bytes("<scr"), bytes("<script>"))).toBe(-1);
  });

  it("joins parts in order, multi-byte characters intact", () => {
    const text = "Grüße 東京 🧥";
    const parts = [bytes(text).subarray(0, 3), bytes(text).subarray(3), new Uint8Array(0)];
    expect(new TextDecoder().decode(concatBytes(parts))).toBe(text);
    expect(concatBytes([])).toHaveLength(0);
  });
});
