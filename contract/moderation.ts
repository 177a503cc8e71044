import { z } from "zod";
import { ARTICLE_STATES, type ArticleState } from "./community.ts";
import { Messages, tooLong } from "./validation.ts";

/**
 * What reviews, comments and customers' articles share (issue 9): moderation states, the rules every
 * text from a stranger passes, the honeypot, and the admin's moderation payloads. Texts are stored as
 * given (trimmed, length-limited, control characters refused) and answered as plain strings: the
 * storefront renders them as text (articles: Markdown through a sanitising pipeline), never as HTML,
 * and gives links in them `rel="nofollow ugc"`.
 *
 * Admin (`x-admin-token`), all answering in the `{code, msg, data}` wrapper:
 * - `GET /api/admin/moderation?kind&status&page&pageSize` `ModerationQuerySchema` → `Paged<ModerationItem>`,
 *   oldest first (the queue), every kind at once unless `kind` is given; `status` defaults to `pending`;
 * - `GET /api/admin/moderation/counts` → `ModerationCounts`;
 * - `GET /api/admin/moderation/settings` → `ModerationSettings`;
 *   `PUT /api/admin/moderation/settings` `ModerationSettingsPatchSchema` → `ModerationSettings`;
 * - per kind, see contract/reviews.ts, contract/comments.ts, contract/customer-articles.ts:
 *   `GET /api/admin/{reviews|comments|customer-articles}?status&page&pageSize`, `GET …/:id`,
 *   `POST …/:id/approve` `{}`, `POST …/:id/reject` `RejectSchema` (articles: `ArticleRejectSchema`),
 *   `DELETE …/:id`. A transition from a state that does not allow it answers 409 `moderation.errors.state`.
 */

/** Reviews and comments: held (`pending`) or shown (`published`), or refused by the merchant (`rejected`). */
export const MODERATION_STATES = ["pending", "published", "rejected"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** Customers' articles add the author's own states: `draft` (being written) and `withdrawn` (taken down by the author). */
export { ARTICLE_STATES, type ArticleState } from "./community.ts";

export const MODERATION_KINDS = ["review", "comment", "article"] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** The form field bots fill in and people never see; it must be empty (the storefront's Honeypot uses it). */
export const HONEYPOT_FIELD = "website_url" as const;

/** Links in customers' and guests' text get this `rel` wherever the storefront turns them into links. */
export { UGC_LINK_REL } from "./community.ts";

export const CommunityMessages = {
  /** A control character (other than tab and line breaks in long texts) or a broken character. */
  control: "community.errors.control",
  /** The honeypot field was filled in. */
  honeypot: "community.errors.honeypot",
  /** 400: neither a signed-in customer nor a valid `x-visitor-id`. */
  visitor: "errors.visitor",
  /** 429 from every limit. */
  rateLimited: "errors.rateLimited",
  /** A page number or page size out of range. */
  page: "community.errors.page",
} as const;

export const ModerationMessages = {
  /** 409: the record is not in a state this transition starts from. */
  state: "moderation.errors.state",
  /** A rejection of an article needs a reason for its author. */
  reason: "moderation.errors.reason",
} as const;

// C0 and C1 control characters and lone surrogates. Tab, line feed and carriage return are allowed
// in multi-line texts; one-line texts (names, titles) refuse them and the Unicode line separators too.
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
// oxlint-disable-next-line no-control-regex -- as above
const CONTROL_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;

export function hasControlCharacters(text: string, multiline: boolean): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_LINE).test(text);
}

/** A required text from a stranger: trimmed, 1–`max` characters, no control characters. */
export function communityText(max: number, options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string({ error: Messages.required })
    .trim()
    .min(1, Messages.required)
    .max(max, tooLong(max))
    .refine((text) => !hasControlCharacters(text, multiline), CommunityMessages.control);
}

/** The same, optional: absent or blank becomes "". */
export function optionalCommunityText(max: number, options: { multiline?: boolean } = {}) {
  const multiline = options.multiline ?? false;
  return z
    .string({ error: Messages.limit })
    .trim()
    .max(max, tooLong(max))
    .refine((text) => !hasControlCharacters(text, multiline), CommunityMessages.control)
    .optional()
    .default("");
}

/** Spread into a form's schema: the honeypot, absent or empty. */
export const honeypotShape = {
  website_url: z.literal("", { error: CommunityMessages.honeypot }).optional(),
} satisfies Record<typeof HONEYPOT_FIELD, z.ZodType>;

export const recordIdSchema = z.coerce
  .number({ error: "errors.notFound" })
  .int("errors.notFound")
  .positive("errors.notFound")
  .max(2_147_483_647, "errors.notFound");

/** `{ id }` of one record (`…/submit`, `…/withdraw`, `…/delete`, `review/helpful`). */
export const CommunityIdSchema = z.strictObject({ id: recordIdSchema });
export type CommunityIdInput = z.input<typeof CommunityIdSchema>;

/** Shop settings of moderation: whether new comments and reviews are shown at once or held. */
export type ModerationSettings = {
  comments: { autoPublish: boolean };
  reviews: { autoPublish: boolean };
};
/** Held by default: everything a stranger writes waits for the merchant. */
export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  comments: { autoPublish: false },
  reviews: { autoPublish: false },
};
export const ModerationSettingsPatchSchema = z.strictObject({
  comments: z.strictObject({ autoPublish: z.boolean() }).optional(),
  reviews: z.strictObject({ autoPublish: z.boolean() }).optional(),
});
export type ModerationSettingsPatch = z.input<typeof ModerationSettingsPatchSchema>;

/** A whole number from 1 to `max` (a page or page size), also from a query string. */
export const queryInt = (max: number, message = "validation.range") =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
const pageQuery = { page: queryInt(1_000_000).default(1), pageSize: queryInt(100).default(20) };

// Query strings: unknown keys (`lang`, `currency` …) are ignored, as in every GET of the API.
export const ModerationQuerySchema = z.object({
  kind: z.enum(MODERATION_KINDS, "validation.range").optional(),
  status: z.enum(ARTICLE_STATES, "validation.range").default("pending"),
  ...pageQuery,
});
export type ModerationQuery = z.infer<typeof ModerationQuerySchema>;

/** `GET /api/admin/{reviews|comments}?status&page&pageSize`, newest first; no status lists every state. */
export const AdminModerationListSchema = z.object({
  status: z.enum(MODERATION_STATES, "validation.range").optional(),
  ...pageQuery,
});
export type AdminModerationListQuery = z.infer<typeof AdminModerationListSchema>;

/** `POST …/:id/reject` of a review or comment: an optional note (shown to a review's author). */
export const RejectSchema = z.strictObject({ reason: z.string().trim().max(500, tooLong(500)).optional().default("") });
export type RejectInput = z.input<typeof RejectSchema>;

/** One entry of the moderation queue, whatever its kind. */
export type ModerationItem = {
  kind: ModerationKind;
  id: number;
  status: ArticleState;
  /** The reviewer's, commenter's or author's display name (a guest's name as given). */
  author: string;
  /** Title, or the start of the text, as plain text. */
  excerpt: string;
  /** What it is about: the product (reviews), the article (comments) or the article itself. */
  target: { id: number; slug: string; name: string };
  createdAt: string;
  updatedAt: string;
};

export type ModerationCounts = Record<ModerationKind, Partial<Record<ArticleState, number>>>;
