/**
 * Photos a shopper already uploaded with an earlier, refused try of a form (a return request, a quote):
 * the form carries each back as `id:url` in a hidden `kept` field, so a file picked once need not be
 * picked again (without JavaScript a file input cannot be filled back in). The backend checks that each
 * id is the sender's own upload when the record claims it.
 */
export type KeptPhoto = { id: number; url: string };

/** The hidden field a kept photo travels in. */
export const KEPT_FIELD = "kept";

const KEPT_PATTERN = /^(\d{1,10}):(\/uploads\/[A-Za-z0-9._/-]{1,200})$/;

/** `id:url` as the form carries a kept photo in a hidden field; anything else is dropped. */
export function parseKeptPhoto(value: unknown): KeptPhoto | null {
  const match = typeof value === "string" ? KEPT_PATTERN.exec(value) : null;
  if (!match || match[2]!.includes("..")) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? { id, url: match[2]! } : null;
}

/** The kept photos a form sent, each once. */
export function keptPhotos(formData: FormData): KeptPhoto[] {
  const seen = new Set<number>();
  return formData
    .getAll(KEPT_FIELD)
    .map(parseKeptPhoto)
    .filter((photo): photo is KeptPhoto => photo !== null && !seen.has(photo.id) && Boolean(seen.add(photo.id)));
}
