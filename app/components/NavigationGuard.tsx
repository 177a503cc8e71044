import { useEffect } from "react";
import { NAVIGATION_GUARD_MS } from "#contract/codes.ts";

/**
 * Ignores a repeated navigation to the same address within 700 ms (spec §2): a double tap on a link
 * starts one navigation, not two. Runs in the capture phase, before React Router's link handler.
 */
export function NavigationGuard() {
  useEffect(() => {
    let last = { target: "", at: -Infinity };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const target = url.pathname + url.search;
      // When the tap happened, not when it is handled: on a slow phone a second tap waits while the first
      // one's navigation starts, and may be handled long after it was made. Same clock as performance.now().
      const now = event.timeStamp;
      if (target === last.target && now - last.at < NAVIGATION_GUARD_MS) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      last = { target, at: now };
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
