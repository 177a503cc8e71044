import { type RefObject, useEffect } from "react";

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
 * it, so a "stay" stops both the client navigation and the browser's. The back button within the app
 * is not asked about (that needs React Router's `useBlocker`, which would land in the framework chunk of
 * every page: docs/performance.md).
 */
export function useLeaveGuard(form: RefObject<HTMLFormElement | null>, saved: SavedArticle, question: string) {
  useEffect(() => {
    const changed = () => (form.current ? unsaved(form.current, saved) : false);
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || !changed() || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (changed()) event.preventDefault();
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onUnload);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onUnload);
    };
  }, [form, saved, question]);
}
