import { z } from "zod";
import type { Paged } from "./catalog.ts";
import type { Language } from "./locales.ts";
import {
  AdminModerationListSchema,
  CommunityMessages,
  communityText,
  honeypotShape,
  optionalCommunityText,
  queryInt,
  recordIdSchema,
  type ModerationState,
} from "./moderation.ts";
import { EMAIL_PATTERN, Messages, tooLong } from "./validation.ts";

/**
 * Comments on articles (issue 9, block `comments`): the merchant's and customers' published articles
 * take them. Threaded one level: a reply names a top-level comment; a reply to a reply joins the thread
 * of its top-level comment. Guests give a name and an email (never shown); customers comment under
 * their account's display name. New comments are held for the merchant unless the shop publishes them
 * at once (`comments.autoPublish`).
 *
 * Web:
 * - `GET /api/web/comment/list?articleId=|slug=&page=&pageSize=` `CommentListQuerySchema` →
 *   `CommentList`: published top-level comments, oldest first, each with its published replies;
 *   404 `comments.errors.article` for an article that does not exist or is not published;
 * - `POST /api/web/comment/create` `CommentCreateSchema` → `OwnComment` (201), `status` saying whether
 *   it shows at once. A guest without `name` or `email` gets 400 with field errors (`validation.required`);
 *   a customer's `name`/`email` are ignored. Limits per IP and per visitor or account (429
 *   `errors.rateLimited`); a filled honeypot is 400 `community.errors.honeypot`; a guest's text with
 *   more than `GUEST_LINKS_MAX` links is 400 `comments.errors.links`. The same text by the same writer
 *   in the same place within 10 minutes (a reload, a double tap) answers the first comment (201).
 *
 * Admin: `GET /api/admin/comments?status&articleId&page&pageSize` → `Paged<AdminComment>`,
 * `GET /api/admin/comments/:id`, `POST …/:id/approve` `{}`, `POST …/:id/reject` `RejectSchema`,
 * `DELETE …/:id` → `{ id }` (a top-level comment's replies go with it).
 */

export const COMMENT_BODY_MAX = 2000;
export const COMMENT_NAME_MAX = 60;
/** Links a guest's comment may carry; more is treated as spam. */
export const GUEST_LINKS_MAX = 2;
export const COMMENT_PAGE_SIZE = 20;

export const CommentMessages = {
  /** 404: no such article, or it is not published. */
  article: "comments.errors.article",
  /** 400: the comment replied to is not a published comment of this article. */
  parent: "comments.errors.parent",
  /** 400: a guest's text with more than `GUEST_LINKS_MAX` links. */
  links: "comments.errors.links",
  /** 404: no such comment. */
  notFound: "comments.errors.notFound",
  /** 400: `list` needs exactly one of articleId and slug. */
  target: "comments.errors.target",
} as const;

const optionalEmail = z
  .string({ error: Messages.emailFormat })
  .trim()
  .max(254, tooLong(254))
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), Messages.emailFormat)
  .optional()
  .default("");

export const CommentCreateSchema = z.strictObject({
  articleId: recordIdSchema,
  /** The comment replied to; absent or null for a new thread. */
  parentId: recordIdSchema.nullable().optional(),
  body: communityText(COMMENT_BODY_MAX, { multiline: true }),
  /** Guests only (required for them). */
  name: optionalCommunityText(COMMENT_NAME_MAX),
  /** Guests only (required for them); never shown to other shoppers. */
  email: optionalEmail,
  ...honeypotShape,
});
export type CommentCreateInput = z.input<typeof CommentCreateSchema>;

export const CommentListQuerySchema = z
  .object({
    articleId: recordIdSchema.optional(),
    slug: z.string().trim().min(1, CommentMessages.target).max(200, CommentMessages.target).optional(),
    page: queryInt(1000, CommunityMessages.page).default(1),
    pageSize: queryInt(50, CommunityMessages.page).default(COMMENT_PAGE_SIZE),
  })
  .refine((q) => (q.articleId === undefined) !== (q.slug === undefined), {
    message: CommentMessages.target,
    path: ["articleId"],
  });
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

/** Counts the links in a text the way the storefront will find them (http(s) URLs and `www.` hosts). */
export function countLinks(text: string): number {
  return text.match(/\bhttps?:\/\/|\bwww\./gi)?.length ?? 0;
}

type CommentBase = {
  id: number;
  articleId: number;
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentId: number | null;
  /** A guest's name as given, or the customer's display name ("" when the account has none). */
  author: string;
  /** Written by a signed-in customer (not a guest). */
  byCustomer: boolean;
  /** Plain text with line breaks; render as text, links `rel="nofollow ugc"`. */
  body: string;
  lang: Language;
  createdAt: string;
};

export type PublicComment = CommentBase & { publishedAt: string };
export type CommentThread = PublicComment & { replies: PublicComment[] };

export type CommentList = Paged<CommentThread> & {
  articleId: number;
  /** Every published comment of the article, replies included. */
  count: number;
};

/** What `create` answers: the new comment and whether it shows at once. */
export type OwnComment = CommentBase & { status: ModerationState; publishedAt: string | null };

export type AdminComment = OwnComment & {
  article: { id: number; slug: string; title: string };
  customerId: number | null;
  /** The guest's email, or the customer's account email or mobile number. */
  contact: string;
  /** The merchant's note when rejected, else "". */
  rejectReason: string;
  updatedAt: string;
};

export const AdminCommentListSchema = AdminModerationListSchema.extend({ articleId: recordIdSchema.optional() });
export type AdminCommentListQuery = z.infer<typeof AdminCommentListSchema>;
