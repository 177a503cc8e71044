import { z } from "zod";
import { CommunityMessages, hasControlCharacters, honeypotShape } from "./moderation.ts";
import { tooLong } from "./validation.ts";

/**
 * The forms of feedback, the newsletter and quotes follow the rules of every text from a stranger
 * (contract/moderation.ts): the same honeypot (`website_url`, 400 `community.errors.honeypot`) and the
 * same refusal of control characters (`community.errors.control`). Texts are stored as typed and shown
 * as text, never as HTML.
 */

export { honeypotShape };

/** Required text: trimmed, 1 to `max` characters, `required` when empty; line breaks only if `multiline`. */
export function strangerText(max: number, required: string, options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong(max))
    .refine((text) => !hasControlCharacters(text, multiline), CommunityMessages.control);
}

/** A ticked consent box: `"on"` from a form or `true` from JSON; anything else is `message`. */
export function consentBox(message: string) {
  return z.union([z.literal("on"), z.literal(true)], { error: message }).transform(() => true as const);
}
