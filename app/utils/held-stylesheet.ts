/**
 * A document comes with the stylesheet's rules its markup uses inline and the whole stylesheet held back
 * (`<link data-used-css media="print">`, services/critical-css.server.ts; decision 021). The whole
 * stylesheet applies just before the page first shows something its server markup did not have: at the
 * first change to the body's elements or classes once the scripts run (hydration that renders anew, a
 * client navigation's progress bar, a fetcher's answer, a notice, an opened dialog).
 *
 * Applying it restyles the whole page, one task of 50–200 ms on a phone (4× CPU slowdown): a page nobody
 * touches is spared it, and a navigation pays for it while it waits for its data.
 */
export function applyHeldStylesheetOnChange(): void {
  const held = document.querySelectorAll<HTMLLinkElement>("link[data-used-css]");
  // Mutation records arrive in a microtask, before the browser renders again: the change is never
  // painted without its rules. (An attribute filter observes those attributes.)
  const observer = new MutationObserver(() => {
    observer.disconnect();
    for (const link of held) link.media = "all";
  });
  if (held.length) observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["class"] });
}
