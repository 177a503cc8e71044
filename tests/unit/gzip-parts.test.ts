import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { assembleGzip, compressParts, crc32Combine } from "../../server/gzip-parts.ts";

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text) as Uint8Array<ArrayBuffer>;

describe("a document stored gzipped in parts", () => {
  it("combines CRCs as zlib does", () => {
    const a = randomBytes(1000);
    const b = randomBytes(70_001);
    expect(crc32Combine(crc32(a), crc32(b), b.byteLength)).toBe(crc32(Buffer.concat([a, b])));
    expect(crc32Combine(crc32(a), crc32(Buffer.alloc(0)), 0)).toBe(crc32(a));
  });

  it("answers the parts with any value between them, as one gzip stream any gunzip reads", async () => {
    const text = `<html><head><style nonce="">${"a{color:red}".repeat(5000)}</style></head><body>${"<p>€ ✓ 漢字</p>".repeat(3000)}<script nonce="">x</script><script nonce=""></script></body></html>`;
    const parts = text.split('nonce=""').map((part, i, all) => bytes(i < all.length - 1 ? `${part}nonce="` : part));
    // Put the value back where it was taken out: between `nonce="` and `"`.
    const stored = await compressParts(parts.map((part, i) => (i === 0 ? part : bytes(`"${new TextDecoder().decode(part)}`))));
    expect(stored.size).toBeLessThan(text.length / 10);
    for (const nonce of ["N1nonce+/AAAAAAAAAAAAA", "", randomBytes(300).toString("base64")]) {
      const answer = assembleGzip(stored, bytes(nonce));
      expect(gunzipSync(answer).toString("utf8")).toBe(text.replaceAll('nonce=""', `nonce="${nonce}"`));
    }
  });

  it("lets a part refer back to the text before it when every value has one length, as small as one stream", async () => {
    // The parts repeat each other (as hydration data repeats the markup) and the values repeat too:
    // a reference into an old value would bring back its bytes, so none may reach into one.
    const words = Array.from({ length: 400 }, (_, i) => `word${i * 7919 % 1000}`).join(" ");
    const parts = [`<p>${words}</p><script nonce="`, `">${words}</script><script nonce="`, `">"${words}"</script>`].map(bytes);
    const linked = await compressParts(parts, 24);
    const apart = await compressParts(parts);
    expect(linked.glueLength).toBe(24);
    expect(linked.size).toBeLessThan(apart.size * 0.75);
    for (let i = 0; i < 5; i++) {
      const nonce = randomBytes(18).toString("base64");
      const answer = gunzipSync(assembleGzip(linked, bytes(nonce))).toString("utf8");
      expect(answer).toBe(parts.map((p) => new TextDecoder().decode(p)).join(nonce));
    }
    expect(() => assembleGzip(linked, bytes("short"))).toThrow(RangeError);
    // A NUL byte in the text could match the stand-in for a value: such parts are compressed apart.
    expect((await compressParts([bytes("a\0b"), bytes("c")], 24)).glueLength).toBeNull();
  });

  it("handles a single part, empty parts, and refuses a value too long for one stored block", async () => {
    const one = await compressParts([bytes("only")]);
    expect(gunzipSync(assembleGzip(one, bytes("x"))).toString()).toBe("only");
    const empties = await compressParts([bytes(""), bytes(""), bytes("end")]);
    expect(gunzipSync(assembleGzip(empties, bytes("ab"))).toString()).toBe("ababend");
    expect(() => assembleGzip(empties, new Uint8Array(65_536))).toThrow(RangeError);
  });
});
