import type { ChangeEvent } from "react";
import { ATTACHMENT_TYPES, AttachmentMessages, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#contract/attachment.ts";

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

/**
 * Why the files just chosen in a photo input cannot go (with `kept` photos already there), and the input
 * emptied of them; null when they can. Sent, they could make the whole post too large for the server
 * (a 413 instead of the page), and the shopper would lose what they typed. A file that is not one of the
 * photo types (picked through "All files") is refused here too, before it shows as a broken preview.
 */
export function refusedPhotos(event: ChangeEvent<HTMLInputElement>, kept: number): string | null {
  const input = event.currentTarget;
  const files = [...(input.files ?? [])];
  const problem =
    files.length + kept > MAX_ATTACHMENTS
      ? AttachmentMessages.tooMany
      : files.some((file) => file.size > MAX_ATTACHMENT_BYTES)
        ? "errors.tooLarge"
        : files.some((file) => !(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
          ? AttachmentMessages.fileType
          : null;
  if (problem) input.value = "";
  return problem;
}
