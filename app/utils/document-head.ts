/** Marks the head tags only the document carries (services/document-head.server.ts). */
export const DOCUMENT_ONLY_ATTRIBUTE = "data-document-only";

/** Takes the document's own head tags out: the page's data has changed, and `<Meta>` renders its tags. */
export function dropDocumentOnlyTags(): void {
  for (const tag of document.head.querySelectorAll(`[${DOCUMENT_ONLY_ATTRIBUTE}]`)) tag.remove();
}
