import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

/**
 * A document stored gzipped once and answered many times with a different value (the CSP nonce)
 * between its parts, without compressing it again per answer.
 *
 * Each part is compressed as raw deflate ended by a sync flush: byte-aligned blocks and no final block.
 * An answer is the gzip header, the parts with the value between them as stored (uncompressed) deflate
 * blocks, an empty final block, and the trailer: the CRC-32 of the whole text, combined from the parts'
 * CRCs (zlib's `crc32_combine`, which Node does not expose), and its length (RFC 1951 §3.2.4, RFC 1952).
 *
 * A part may refer back to the text before it, as one stream would (the hydration data repeats the
 * markup's words): it is compressed with the preceding 32 KB as its dictionary, in which each value
 * is NUL bytes of the value's length. Text without NUL bytes can match none of them, so no reference
 * reaches into a value, and any value of that length leaves every distance right. Text with a NUL
 * byte is compressed part by part, without the dictionary.
 */

export type GzipParts = {
  /** Raw deflate of each part, sync-flushed. */
  chunks: Array<Uint8Array<ArrayBuffer>>;
  /** CRC-32 of each part's bytes. */
  crcs: number[];
  /** x^(8·length) mod the CRC polynomial, per part: what shifts a CRC past that part. */
  shifts: number[];
  /** Uncompressed bytes of each part. */
  lengths: number[];
  /** Compressed bytes in all. */
  size: number;
  /** The length every value between the parts must have, when the parts refer back across them. */
  glueLength: number | null;
};

const deflate = promisify(deflateRaw);
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC-32 polynomial (reflected), as zlib's `multmodp`. */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod p for k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multmodp(p, p);
}

/** x^(n·2^k) mod p: with k = 3, what appending n bytes does to a CRC. */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and the shift for B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multmodp(x2nmodp(lengthB, 3), crcA) ^ crcB) >>> 0;
}

const WINDOW = 32 * 1024;

/**
 * Compresses `parts` (in the thread pool) to be answered later with a value between them; with
 * `glueLength`, only values of that length, and the parts compress as well as one stream.
 */
export async function compressParts(parts: Array<Uint8Array<ArrayBuffer>>, glueLength?: number): Promise<GzipParts> {
  const linked = glueLength !== undefined && parts.length > 1 && parts.every((part) => !part.includes(0));
  const dictionaries = parts.map((_, i) => {
    if (!linked || i === 0) return undefined;
    // The text before part i as the stream will have it, the values as NUL bytes: its last 32 KB.
    const pieces: Uint8Array[] = [];
    let length = 0;
    for (let j = i - 1; j >= 0 && length < WINDOW; j--) {
      pieces.unshift(parts[j]!, new Uint8Array(glueLength));
      length += glueLength + parts[j]!.byteLength;
    }
    const before = Buffer.concat(pieces);
    return before.subarray(Math.max(0, before.byteLength - WINDOW));
  });
  const chunks = await Promise.all(
    parts.map(async (part, i) => new Uint8Array(await deflate(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, dictionary: dictionaries[i] }))),
  );
  return {
    glueLength: linked ? glueLength : null,
    chunks,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => x2nmodp(part.byteLength, 3)),
    lengths: parts.map((part) => part.byteLength),
    size: chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
  };
}

const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** An empty stored block with the final bit: the end of the deflate stream. */
const LAST = Uint8Array.of(1, 0, 0, 0xff, 0xff);

/** The gzip answer: the parts with `glue` (at most 65 535 bytes) between each two. */
export function assembleGzip(stored: GzipParts, glue: Uint8Array): Uint8Array<ArrayBuffer> {
  if (glue.byteLength > 0xffff) throw new RangeError("the value between the parts is longer than one stored block");
  if (stored.glueLength !== null && glue.byteLength !== stored.glueLength) throw new RangeError(`the value between the parts must be ${stored.glueLength} bytes`);
  const gaps = stored.chunks.length - 1;
  const block = new Uint8Array(5 + glue.byteLength);
  // A stored block: no final bit, type 00, then LEN and its complement, little-endian.
  block.set([0, glue.byteLength & 0xff, glue.byteLength >>> 8, ~glue.byteLength & 0xff, (~glue.byteLength >>> 8) & 0xff]);
  block.set(glue, 5);
  const glueCrc = crc32(glue);
  const glueShift = x2nmodp(glue.byteLength, 3);
  let crc = stored.crcs[0] ?? 0;
  let length = stored.lengths[0] ?? 0;
  for (let i = 1; i <= gaps; i++) {
    crc = (multmodp(glueShift, crc) ^ glueCrc) >>> 0;
    crc = (multmodp(stored.shifts[i]!, crc) ^ stored.crcs[i]!) >>> 0;
    length += glue.byteLength + stored.lengths[i]!;
  }
  const out = new Uint8Array(HEADER.byteLength + stored.size + gaps * block.byteLength + LAST.byteLength + 8);
  out.set(HEADER, 0);
  let at = HEADER.byteLength;
  stored.chunks.forEach((chunk, i) => {
    if (i > 0) {
      out.set(block, at);
      at += block.byteLength;
    }
    out.set(chunk, at);
    at += chunk.byteLength;
  });
  out.set(LAST, at);
  at += LAST.byteLength;
  const trailer = new DataView(out.buffer, at, 8);
  trailer.setUint32(0, crc, true);
  trailer.setUint32(4, length >>> 0, true);
  return out;
}
