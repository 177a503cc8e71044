import { z } from "zod";

/** Spec §5 patterns. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
/**
 * The spec's email shape (dot-separated words, @, a domain with at least one dot), with the words an
 * RFC 5321 mailbox may use: a dot-atom local part of up to 64 characters (`+`, `'`, `!` … included, so
 * `g+1@example.com` passes) and a domain of letter-digit-hyphen labels. Quoted local parts are not taken.
 */
// Escaped so the pattern also compiles with the `v` flag, as an HTML `pattern` attribute is.
const ATEXT = "[A-Za-z0-9!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?";
export const EMAIL_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${ATEXT}+(?:\\.${ATEXT}+)*@${LABEL}(?:\\.${LABEL})+$`);
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * Messages are translation keys (`validation.*` in locales/); `{0}`-style parameters of the spec
 * become i18next interpolation in the locale files.
 */
export const Messages = {
  accountRequired: "validation.accountRequired",
  accountFormat: "validation.accountFormat",
  passwordRequired: "validation.passwordRequired",
  passwordMin: "validation.passwordMin",
  passwordMax: "validation.passwordMax",
  codeRequired: "validation.codeRequired",
  countryCodeRequired: "validation.countryCodeRequired",
  firstNameRequired: "validation.firstNameRequired",
  lastNameRequired: "validation.lastNameRequired",
  birthdayRequired: "validation.birthdayRequired",
  required: "validation.required",
  enter: "validation.enter",
  limit: "validation.limit",
  tooLong: "validation.tooLong",
  agreeTerms: "validation.agreeTerms",
  emailRequired: "validation.emailRequired",
  emailFormat: "validation.emailFormat",
  phoneFormat: "validation.phoneFormat",
  phoneRequired: "validation.phoneRequired",
  phoneNumber: "validation.phoneNumber",
  phoneLocal: "validation.phoneLocal",
  countryCodeFormat: "validation.countryCodeFormat",
  birthdayFuture: "validation.birthdayFuture",
  listEmpty: "validation.listEmpty",
} as const;

/**
 * A text's length limit, with the limit in the message: the key carries the number after a colon
 * (`validation.tooLong:254`, "… at most 254 characters"), through the backend's answers and conform's
 * errors alike; `useMessage` hands it to the text as `{{max}}`. (`Messages.limit` stays for lists and
 * numbers.)
 */
export function tooLong(max: number): string {
  return `${Messages.tooLong}:${max}`;
}

/** A number as people write it ("+81 90-1234-5678", "(030) 123456"): its digits and its plus. */
export const phoneDigits = (value: string) => value.replace(/[\s().-]/g, "");
/**
 * A full number with its country code (spec §5's pattern), written with or without spaces, dashes,
 * dots and brackets; kept as digits. The message says how to write it.
 */
export const phoneSchema = z.string().trim().transform(phoneDigits).pipe(z.string().regex(PHONE_PATTERN, Messages.phoneNumber));
/** An email address; an absent one (forms send an empty field as none) or a blank one asks for one. */
export const emailSchema = z
  .string({ error: Messages.emailRequired })
  .trim()
  .min(1, { error: Messages.emailRequired, abort: true })
  .max(254, tooLong(254))
  .regex(EMAIL_PATTERN, Messages.emailFormat);

/** Email or mobile number, as the sign-in and sign-up forms take it. */
export const accountSchema = z
  .string({ error: Messages.accountRequired })
  .trim()
  .min(1, Messages.accountRequired)
  .max(254, tooLong(254))
  // A mobile number as people write it is kept as its digits (an email address as typed).
  .transform((v) => (v.includes("@") ? v : phoneDigits(v)))
  .refine((v) => PHONE_PATTERN.test(v) || EMAIL_PATTERN.test(v), Messages.accountFormat);

export const passwordSchema = z
  .string({ error: Messages.passwordRequired })
  .min(1, Messages.passwordRequired)
  .min(PASSWORD_MIN, Messages.passwordMin)
  .max(PASSWORD_MAX, Messages.passwordMax);

export const codeSchema = z
  .string({ error: Messages.codeRequired })
  .trim()
  .min(1, Messages.codeRequired)
  .max(12, tooLong(12));

/** A required text field with a length limit; the message names the field for '{0} is required'. */
export function requiredText(max = 200, message: string = Messages.required) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
}

/** Spec §5 "list check": a non-empty array. */
export function nonEmptyList<T extends z.ZodType>(item: T) {
  return z.array(item, { error: Messages.listEmpty }).min(1, Messages.listEmpty);
}

export function isNonEmptyList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0;
}

export const agreeSchema = z.literal("on", { error: Messages.agreeTerms });
