/**
 * Scripts after the first paint (decision 026). Every page works without JavaScript (its links and forms
 * are native), so the order a slow phone should fetch in is: the document, the images it shows and its
 * texts, then the code that enhances it. React Router's `<Scripts>` instead writes a `<link
 * rel="modulepreload">` per chunk (fetched at high priority as soon as the head is read, ~126 KB gzip
 * competing with the document's images) and an inline module script that imports them at once.
 *
 * This takes the document's UTF-8 bytes and:
 * - drops the module preloads from the head, keeping their addresses;
 * - keeps React Router's module script where React rendered it (hydration finds it there) but inert
 *   (`type="text/plain"`);
 * - puts a small script after it that, once the browser reports the first contentful paint (or at
 *   `load`, or at once for a page that is not visible or a browser without paint timing), adds the
 *   preloads back and runs the module script's code as a module with the document's nonce. The
 *   script removes itself and the module script it adds, so hydration meets the document React rendered.
 *
 * A document without React Router's module script (none rendered, or another shape) is left as it is.
 */

import { concatBytes, indexOfBytes } from "../utils/bytes.ts";

const ENCODER = new TextEncoder();
const LINK = ENCODER.encode('<link rel="modulepreload"');
const HEAD_END = ENCODER.encode("</head>");
const MODULE_TYPE = ENCODER.encode(' type="module" async="">');
const INERT_TYPE = ENCODER.encode(' type="text/plain" data-after-paint="">');
const SCRIPT_OPEN = ENCODER.encode("<script");
const SCRIPT_CLOSE = ENCODER.encode("</script>");
const HREF = ENCODER.encode(' href="');
const QUOTE = 0x22;
const GT = 0x3e;
const ASCII = new TextDecoder("ascii");

/**
 * The starter, run as the parser reaches it (after the inert module script). `hrefs` are the preloads'
 * addresses. Kept as source text: it is written into every document as is.
 */
const STARTER = [
  "((hrefs) => {",
  "const d = document, self = d.currentScript, code = self.previousElementSibling;",
  "let started = false;",
  "const start = () => {",
  "if (started) return;",
  "started = true;",
  'for (const href of hrefs) d.head.append(Object.assign(d.createElement("link"), { rel: "modulepreload", href }));',
  'const module = Object.assign(d.createElement("script"), { type: "module", nonce: self.nonce, textContent: code.textContent });',
  "d.head.append(module);",
  "module.remove();",
  "};",
  'if (d.visibilityState !== "visible" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) start();',
  "else {",
  'new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) start(); }).observe({ type: "paint", buffered: true });',
  'addEventListener("load", start);',
  "}",
  "self.remove();",
  "})",
].join("");

/** Whether the bytes of `bytes` that end at `end` are `suffix`. */
function endsWith(bytes: Uint8Array, end: number, suffix: Uint8Array): boolean {
  const start = end - suffix.length;
  if (start < 0) return false;
  for (let i = 0; i < suffix.length; i++) if (bytes[start + i] !== suffix[i]) return false;
  return true;
}

/** The document with its scripts fetched and run after its first paint (above); `nonce` is its CSP nonce. */
export function scriptsAfterPaint(document: Uint8Array<ArrayBuffer>, nonce: string): Uint8Array<ArrayBuffer> {
  const headEnd = indexOfBytes(document, HEAD_END);
  if (headEnd < 0) return document;
  // React Router's module script: the first script in the body whose tag ends in its attributes.
  let open = indexOfBytes(document, SCRIPT_OPEN, headEnd);
  let tagEnd = -1;
  for (; open >= 0; open = indexOfBytes(document, SCRIPT_OPEN, tagEnd)) {
    tagEnd = document.indexOf(GT, open);
    if (tagEnd < 0) return document;
    if (endsWith(document, tagEnd + 1, MODULE_TYPE)) break;
  }
  if (open < 0) return document;
  const type = tagEnd + 1 - MODULE_TYPE.length;
  const close = indexOfBytes(document, SCRIPT_CLOSE, tagEnd);
  if (close < 0) return document;

  // The preloads React hoisted into the head, in order (searched in the head only).
  const head = document.subarray(0, headEnd);
  const hrefs: string[] = [];
  const kept: Uint8Array[] = [];
  let from = 0;
  for (let link = indexOfBytes(head, LINK); link >= 0; link = indexOfBytes(head, LINK, from)) {
    const end = head.indexOf(GT, link);
    const href = indexOfBytes(head, HREF, link);
    if (end < 0 || href < 0 || href > end) return document;
    const valueStart = href + HREF.length;
    const valueEnd = head.indexOf(QUOTE, valueStart);
    if (valueEnd < 0 || valueEnd > end) return document;
    hrefs.push(ASCII.decode(head.subarray(valueStart, valueEnd)));
    kept.push(document.subarray(from, link));
    from = end + 1;
  }
  // The addresses are the build's asset paths; as JSON inside a script, `<` could still end it.
  const starter = `<script nonce="${nonce}">${STARTER}(${JSON.stringify(hrefs).replace(/</g, "\\u003c")});</script>`;
  kept.push(
    document.subarray(from, type),
    INERT_TYPE,
    document.subarray(type + MODULE_TYPE.length, close + SCRIPT_CLOSE.length),
    ENCODER.encode(starter),
    document.subarray(close + SCRIPT_CLOSE.length),
  );
  return concatBytes(kept);
}
