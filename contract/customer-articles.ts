import { z } from "zod";
import type { Attachment } from "./attachment.ts";
import { LANGUAGES, type Language } from "./locales.ts";
import {
  AdminModerationListSchema,
  CommunityMessages,
  ARTICLE_STATES,
  communityText,
  optionalCommunityText,
  queryInt,
  recordIdSchema,
  type ArticleState,
} from "./moderation.ts";
import { tooLong } from "./validation.ts";

/**
 * Customers' own articles (issue 9, user area `user/article`). A customer writes a draft (title, slug,
 * optional summary, Markdown body, optional thumbnail from `POST /api/web/attach/upload`), submits it,
 * and the merchant publishes or rejects it with a reason. Published ones appear among the merchant's
 * articles (`/api/web/article/list`, the `article/{slug}` page) with `authorType: "customer"` and
 * `format: "markdown"`: the storefront renders their body as Markdown through a sanitising pipeline,
 * raw HTML in it as text. Slugs are unique across the merchant's and customers' articles.
 *
 * States: draft → (submit) pending → (merchant) published | rejected; rejected or withdrawn → (submit)
 * pending; published or pending → (withdraw) withdrawn; the merchant may also reject a published one.
 * Editing is allowed in every state but published (withdraw first); editing a pending article takes it
 * back to draft. Deleting is allowed in every state but published.
 *
 * Web, all `POST /api/web/my-article/…`, signed in (401 code 50 otherwise); another customer's article
 * is a 404 `myArticles.errors.notFound`; a transition not allowed from the current state is 409
 * `myArticles.errors.state`:
 * - `/list` `MyArticleListSchema` → `Paged<OwnArticleSummary>`, newest change first;
 * - `/detail` `CommunityIdSchema` → `OwnArticle`;
 * - `/create` `MyArticleCreateSchema` → `OwnArticle` (201, draft); a taken slug is 409
 *   `myArticles.errors.slugTaken`; no slug makes one from the title;
 * - `/update` `MyArticleUpdateSchema` → `OwnArticle`: replaces every field (no `thumbnailId` removes the
 *   thumbnail, no summary makes one from the body) except the slug, which no `slug` keeps;
 * - `/submit`, `/withdraw` `CommunityIdSchema` → `OwnArticle`;
 * - `/delete` `CommunityIdSchema` → `{ id }`.
 *
 * Admin: `GET /api/admin/customer-articles?status&page&pageSize` → `Paged<AdminCustomerArticle>`,
 * `GET …/:id`, `POST …/:id/approve` `{}` (pending → published), `POST …/:id/reject`
 * `ArticleRejectSchema` (pending or published → rejected; the reason is shown to the author and emailed),
 * `DELETE …/:id` → `{ id }`.
 */

export const MY_ARTICLE_TITLE_MAX = 150;
export const MY_ARTICLE_SUMMARY_MAX = 300;
export const MY_ARTICLE_BODY_MAX = 50_000;
export const MY_ARTICLE_SLUG_MAX = 80;
/** Articles one customer may keep (any state). */
export const MY_ARTICLE_LIMIT = 50;
export const MY_ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MyArticleMessages = {
  /** Lower-case letters, digits and single hyphens, 3–80 characters. */
  slug: "myArticles.errors.slug",
  /** 409: another article (the merchant's or a customer's) has this slug. */
  slugTaken: "myArticles.errors.slugTaken",
  /** 409: not allowed in the article's current state. */
  state: "myArticles.errors.state",
  /** 404: no such article among the customer's own. */
  notFound: "myArticles.errors.notFound",
  /** 400: the customer already keeps `MY_ARTICLE_LIMIT` articles. */
  limit: "myArticles.errors.limit",
} as const;

const slugSchema = z
  .string({ error: MyArticleMessages.slug })
  .trim()
  .max(MY_ARTICLE_SLUG_MAX, MyArticleMessages.slug)
  .refine((v) => v === "" || (v.length >= 3 && MY_ARTICLE_SLUG_PATTERN.test(v)), MyArticleMessages.slug)
  .optional()
  .default("");

const articleFields = {
  title: communityText(MY_ARTICLE_TITLE_MAX),
  /** Absent or "": made from the title (`create`), kept (`update`). */
  slug: slugSchema,
  /** Plain text for listings; absent or "": the start of the body. */
  summary: optionalCommunityText(MY_ARTICLE_SUMMARY_MAX, { multiline: true }),
  /** Markdown. */
  body: communityText(MY_ARTICLE_BODY_MAX, { multiline: true }),
  /** An attachment id of the customer's own upload; absent or null: no thumbnail. */
  thumbnailId: recordIdSchema.nullable().optional(),
  /** The language it is written in; absent: the request's `lang`. */
  lang: z.enum(LANGUAGES, "errors.language").optional(),
};

export const MyArticleCreateSchema = z.strictObject(articleFields);
export type MyArticleCreateInput = z.input<typeof MyArticleCreateSchema>;

export const MyArticleUpdateSchema = z.strictObject({ id: recordIdSchema, ...articleFields });
export type MyArticleUpdateInput = z.input<typeof MyArticleUpdateSchema>;

export const MyArticleListSchema = z.strictObject({
  status: z.enum(ARTICLE_STATES, MyArticleMessages.state).optional(),
  page: queryInt(1000, CommunityMessages.page).default(1),
  pageSize: queryInt(50, CommunityMessages.page).default(20),
});
export type MyArticleListInput = z.input<typeof MyArticleListSchema>;

export type OwnArticleSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  lang: Language;
  status: ArticleState;
  /** The merchant's reason when rejected, else "". */
  rejectReason: string;
  thumbnail: Attachment | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  publishedAt: string | null;
};

export type OwnArticle = OwnArticleSummary & { body: string; format: "markdown" };

export const ArticleRejectSchema = z.strictObject({
  reason: z.string({ error: "moderation.errors.reason" }).trim().min(1, "moderation.errors.reason").max(500, tooLong(500)),
});
export type ArticleRejectInput = z.input<typeof ArticleRejectSchema>;

export const AdminCustomerArticleListSchema = AdminModerationListSchema.extend({
  status: z.enum(ARTICLE_STATES, "validation.range").optional(),
});
export type AdminCustomerArticleListQuery = z.infer<typeof AdminCustomerArticleListSchema>;

export type AdminCustomerArticle = OwnArticle & {
  customerId: number;
  /** The author's display name as shown with the article. */
  author: string;
  /** The author's account email or mobile number. */
  contact: string;
};
