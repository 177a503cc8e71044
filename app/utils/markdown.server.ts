import { Marked } from "marked";
import type { Language } from "#contract/locales.ts";
import { escapeHtml } from "./escape-html.ts";
import { parseFragment } from "./html-tree.server.ts";
import type { HtmlNode } from "./html-tree.ts";

/** Longer than any body the backend takes (MY_ARTICLE_BODY_MAX): a bound on the work, not a rule. */
const MAX_SOURCE = 60_000;

// GitHub-flavoured Markdown with single line breaks kept, as people type in a text box. Raw HTML in
// the source is shown as the text it is, never as markup (decision 019).
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

/**
 * A customer's Markdown (their article's body) as the sanitised tree the storefront renders: Marked
 * makes HTML in which any HTML the customer typed is escaped, and the customers' allow-list of
 * html-tree.server.ts (`ugc`) then keeps only plain document markup, safe URLs and `rel="nofollow ugc"`
 * links.
 */
export function markdownTree(source: string, options: { lang: Language }): HtmlNode[] {
  const html = markdown.parse(source.slice(0, MAX_SOURCE)) as string;
  return parseFragment(html, { lang: options.lang, fragment: "content", ugc: true });
}
