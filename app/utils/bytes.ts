/** Searching and joining byte arrays (documents and bodies kept as UTF-8 bytes, never copied to strings). */

/** The first index of `needle` in `bytes` at or after `from`, or -1. */
export function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  for (let i = bytes.indexOf(needle[0]!, from); i >= 0 && i + needle.length <= bytes.length; i = bytes.indexOf(needle[0]!, i + 1)) {
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** The last index of `needle` in `bytes` that starts at or before `at`, or -1. */
export function lastIndexOfBytes(bytes: Uint8Array, needle: Uint8Array, at: number): number {
  for (let i = Math.min(at, bytes.length - needle.length); i >= 0; i--) {
    let j = 0;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** The parts, one after the other, in a new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
