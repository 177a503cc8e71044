import { z } from "zod";
import { Messages } from "./validation.ts";

/**
 * What every form strangers fill in shares (feedback, newsletter, quotes): a honeypot field and text
 * rules. Strangers' text is stored as typed and shown as text, never as HTML.
 */

/** The field bots fill and people never see; the storefront's `Honeypot` renders it under this name. */
export const HONEYPOT_FIELD = "website_url";

export const PublicFormMessages = {
  /** 400: the honeypot was filled in. */
  honeypot: "spam.honeypot",
  /** 400: the text holds a character no text field may hold (NUL). */
  text: "spam.text",
} as const;

/** Spread into a strict form schema: the honeypot, absent or empty. */
export const honeypotField = {
  [HONEYPOT_FIELD]: z.string({ error: PublicFormMessages.honeypot }).max(0, PublicFormMessages.honeypot).optional(),
} as { website_url: z.ZodOptional<z.ZodString> };

const noNul = (v: string) => !v.includes("\0");

/** Required text: trimmed, 1 to `max` characters, `required` when empty. */
export function strangerText(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, Messages.limit)
    .refine(noNul, PublicFormMessages.text);
}

/** A ticked consent box: `"on"` from a form or `true` from JSON; anything else is `message`. */
export function consentBox(message: string) {
  return z.union([z.literal("on"), z.literal(true)], { error: message }).transform(() => true as const);
}
