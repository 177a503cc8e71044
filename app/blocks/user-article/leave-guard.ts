import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** What the editor holds as saved: the typed fields' values and the cover picture's id. */
export type SavedArticle = { fields: Record<string, string>; thumbnailId: number | null };

/** A textarea's value has `\n` lines; a body posted without JavaScript was stored with `\r\n`. */
const lines = (value: string) => value.replace(/\r\n?/g, "\n");

/** Whether the form holds typing, a chosen picture or a removed one that the last save does not. */
export function unsaved(form: HTMLFormElement, saved: SavedArticle): boolean {
  for (const [name, value] of Object.entries(saved.fields)) {
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && lines(field.value) !== lines(value)) {
      return true;
    }
  }
  const data = new FormData(form);
  const chosen = data.getAll("thumbnailFile").some((file) => file instanceof File && file.size > 0);
  const kept = data.get("thumbnailId");
  const carried = kept === null ? null : Number(kept);
  return chosen || data.has("removeThumbnail") || carried !== saved.thumbnailId;
}

/** A plain left click on a link that leaves this page (not a new tab, a download or a jump within it). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download") || (link.target && link.target !== "_self")) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return to.origin === here.origin && to.pathname === here.pathname && to.search === here.search ? null : link;
}

/**
 * While the editor holds what the last save does not, leaving asks first: a link (header, footer,
 * "back to my articles") through the browser's confirm with the page's question, closing or reloading
 * the tab through the browser's own. The click is caught on `window` before React Router's link sees
 * it, so a "stay" stops both the client navigation and the browser's. The back and forward buttons
 * within the app ask too: the history entry has already changed when `popstate` comes, so a capturing
 * listener on `window` (which runs before React Router's) keeps the router from seeing it and, on "stay",
 * goes back to the editor's entry by React Router's own index of entries (`history.state.idx`), whose
 * `popstate` it swallows as well. React Router's `useBlocker` would do the same from the framework chunk
 * every page loads (~190 bytes: docs/performance.md).
 */
export function useLeaveGuard(form: RefObject<HTMLFormElement | null>, saved: SavedArticle, question: string) {
  // The editor's own history entry, by React Router's index, read when the router's location changes
  // and only while the browser's entry is that location's (a step the guard refused has not reached
  // the router, and a render may come between the browser's step and its `popstate`).
  const { key } = useLocation();
  const entry = useRef<number | null>(null);
  useEffect(() => {
    const state: { key?: unknown; idx?: unknown } | null = window.history.state;
    if (state?.key === key && typeof state.idx === "number") entry.current = state.idx;
  }, [key]);
  useEffect(() => {
    const changed = () => (form.current ? unsaved(form.current, saved) : false);
    let restoring = false;
    const onPop = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      const to: unknown = event.state?.idx;
      const from = entry.current;
      if (from === null || typeof to !== "number" || to === from || !changed() || window.confirm(question)) return;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(from - to);
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || !changed() || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (changed()) event.preventDefault();
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPop, true);
    window.addEventListener("beforeunload", onUnload);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPop, true);
      window.removeEventListener("beforeunload", onUnload);
    };
  }, [form, saved, question]);
}
