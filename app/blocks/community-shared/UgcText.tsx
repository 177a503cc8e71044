import type { ReactNode } from "react";
import { TEXT_LINK_PATTERN, UGC_LINK_REL } from "#contract/community.ts";

/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A stranger's plain text (a review, a comment): shown as text with its line breaks, never as HTML.
 * Web addresses in it become links with `rel="nofollow ugc"`, built only for http(s), so nothing in
 * the text can choose a scheme or an attribute.
 */
export function UgcText({ text, className }: { text: string; className?: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TEXT_LINK_PATTERN)) {
    const address = match[0].replace(TRAILING, "");
    const start = match.index;
    parts.push(text.slice(last, start));
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    parts.push(
      <a key={start} href={href} rel={`${UGC_LINK_REL} noopener noreferrer`} className="break-all text-primary underline">
        {address}
      </a>,
    );
    last = start + address.length;
  }
  parts.push(text.slice(last));
  return <p className={`whitespace-pre-line wrap-anywhere ${className ?? ""}`}>{parts}</p>;
}
