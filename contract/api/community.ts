import { z } from "zod";
import { MAX_ATTACHMENT_BYTES, ATTACHMENT_TYPES, type Attachment } from "../attachment.ts";
import { EmptySchema } from "../cart.ts";
import {
  AdminCommentListSchema,
  CommentCreateSchema,
  CommentListQuerySchema,
  type AdminComment,
  type CommentList,
  type OwnComment,
} from "../comments.ts";
import {
  AdminCustomerArticleListSchema,
  ArticleRejectSchema,
  MyArticleCreateSchema,
  MyArticleListSchema,
  MyArticleUpdateSchema,
  type AdminCustomerArticle,
  type OwnArticle,
  type OwnArticleSummary,
} from "../customer-articles.ts";
import {
  ARTICLE_STATES,
  CommunityIdSchema,
  MODERATION_KINDS,
  MODERATION_STATES,
  ModerationQuerySchema,
  ModerationSettingsPatchSchema,
  RejectSchema,
  type ModerationCounts,
  type ModerationItem,
  type ModerationSettings,
} from "../moderation.ts";
import {
  AdminReviewListSchema,
  ReviewCreateSchema,
  ReviewListQuerySchema,
  ReviewMineSchema,
  REVIEW_SORTS,
  ReviewUpdateSchema,
  type AdminReview,
  type OwnReview,
  type ReviewList,
  type ReviewVote,
} from "../reviews.ts";
import { ImageSchema, LanguageSchema } from "./catalog.ts";
import { IdData, paged, routesOf, workflow, workflowRoutes, type ApiRoute, type ErrorStatus } from "./describe.ts";

/** Reviews, comments and customers' articles (decision 012), and their moderation. */

export const AttachmentSchema = z
  .strictObject({ id: z.number().int(), image: ImageSchema })
  .meta({ id: "Attachment" }) satisfies z.ZodType<Attachment>;

const reviewBase = {
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  lang: LanguageSchema,
  author: z.string(),
  verifiedPurchase: z.boolean(),
  helpful: z.number().int(),
  photos: z.array(AttachmentSchema),
  createdAt: z.string(),
};
const publicReview = { ...reviewBase, publishedAt: z.string(), voted: z.boolean(), mine: z.boolean() };
const star = z.number().int();
export const ReviewListSchema = z
  .strictObject({
    ...paged(z.strictObject(publicReview)).shape,
    productId: z.number().int(),
    stats: z.strictObject({
      average: z.number(),
      count: z.number().int(),
      histogram: z.strictObject({ 1: star, 2: star, 3: star, 4: star, 5: star }),
    }),
    sort: z.enum(REVIEW_SORTS),
    rating: z.number().int().nullable(),
  })
  .meta({ id: "ReviewList" }) satisfies z.ZodType<ReviewList>;
const ReviewVoteSchema = z.strictObject({
  id: z.number().int(),
  helpful: z.number().int(),
  voted: z.literal(true),
}) satisfies z.ZodType<ReviewVote>;

const ownReview = {
  ...reviewBase,
  status: z.enum(MODERATION_STATES),
  rejectReason: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
};
export const OwnReviewSchema = z.strictObject(ownReview).meta({ id: "OwnReview" }) satisfies z.ZodType<OwnReview>;
export const AdminReviewSchema = z
  .strictObject({
    ...ownReview,
    product: z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() }),
    customerId: z.number().int(),
    contact: z.string(),
  })
  .meta({ id: "AdminReview" }) satisfies z.ZodType<AdminReview>;

const commentBase = {
  id: z.number().int(),
  articleId: z.number().int(),
  parentId: z.number().int().nullable(),
  author: z.string(),
  byCustomer: z.boolean(),
  body: z.string(),
  lang: LanguageSchema,
  createdAt: z.string(),
};
const publicComment = z.strictObject({ ...commentBase, publishedAt: z.string() });
export const CommentListSchema = z
  .strictObject({
    ...paged(publicComment.extend({ replies: z.array(publicComment) })).shape,
    articleId: z.number().int(),
    count: z.number().int(),
  })
  .meta({ id: "CommentList" }) satisfies z.ZodType<CommentList>;

const ownComment = {
  ...commentBase,
  status: z.enum(MODERATION_STATES),
  publishedAt: z.string().nullable(),
};
export const OwnCommentSchema = z.strictObject(ownComment).meta({ id: "OwnComment" }) satisfies z.ZodType<OwnComment>;
export const AdminCommentSchema = z
  .strictObject({
    ...ownComment,
    article: z.strictObject({ id: z.number().int(), slug: z.string(), title: z.string() }),
    customerId: z.number().int().nullable(),
    contact: z.string(),
    rejectReason: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AdminComment" }) satisfies z.ZodType<AdminComment>;

const ownArticleSummary = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  lang: LanguageSchema,
  status: z.enum(ARTICLE_STATES),
  rejectReason: z.string(),
  thumbnail: AttachmentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
};
const ownArticle = { ...ownArticleSummary, body: z.string(), format: z.literal("markdown") };
export const OwnArticleSummarySchema = z
  .strictObject(ownArticleSummary)
  .meta({ id: "OwnArticleSummary" }) satisfies z.ZodType<OwnArticleSummary>;
export const OwnArticleSchema = z.strictObject(ownArticle).meta({ id: "OwnArticle" }) satisfies z.ZodType<OwnArticle>;
export const AdminCustomerArticleSchema = z
  .strictObject({ ...ownArticle, customerId: z.number().int(), author: z.string(), contact: z.string() })
  .meta({ id: "AdminCustomerArticle" }) satisfies z.ZodType<AdminCustomerArticle>;

export const ModerationItemSchema = z
  .strictObject({
    kind: z.enum(MODERATION_KINDS),
    id: z.number().int(),
    status: z.enum(ARTICLE_STATES),
    author: z.string(),
    excerpt: z.string(),
    target: z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "ModerationItem" }) satisfies z.ZodType<ModerationItem>;
const counts = z.partialRecord(z.enum(ARTICLE_STATES), z.number().int());
export const ModerationCountsSchema = z.strictObject({
  review: counts,
  comment: counts,
  article: counts,
}) satisfies z.ZodType<ModerationCounts>;
export const ModerationSettingsSchema = z.strictObject({
  comments: z.strictObject({ autoPublish: z.boolean() }),
  reviews: z.strictObject({ autoPublish: z.boolean() }),
}) satisfies z.ZodType<ModerationSettings>;

export const communityRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/web/attach", tag: "Community" }, [
    {
      method: "POST",
      path: "/upload",
      access: "shopper",
      summary: "Upload a photo for a review, return, quote or article; answers the id the record then names",
      upload: { field: "file", types: ATTACHMENT_TYPES, maxBytes: MAX_ATTACHMENT_BYTES },
      status: 201,
      data: AttachmentSchema,
      errors: [429],
    },
  ]),
  ...routesOf({ base: "/api/web/review", tag: "Community" }, [
    {
      method: "GET",
      path: "/list",
      access: "visitor",
      summary: "A product's published reviews with their stats; `voted`/`mine` follow the caller",
      query: ReviewListQuerySchema,
      data: ReviewListSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/mine",
      access: "customer",
      localized: true,
      summary: "The caller's review of a product, and whether a new one would be a verified purchase",
      body: ReviewMineSchema,
      data: z.strictObject({ review: OwnReviewSchema.nullable(), verifiedPurchase: z.boolean() }),
      errors: [404],
    },
    {
      method: "POST",
      path: "/create",
      access: "customer",
      localized: true,
      summary: "Review a product (one per customer and product)",
      body: ReviewCreateSchema,
      status: 201,
      data: OwnReviewSchema,
      errors: [404, 409, 429],
    },
    {
      method: "POST",
      path: "/update",
      access: "customer",
      localized: true,
      summary: "Change one's review (it waits for moderation again unless reviews publish at once)",
      body: ReviewUpdateSchema,
      data: OwnReviewSchema,
      errors: [404, 409, 429],
    },
    {
      method: "POST",
      path: "/delete",
      access: "customer",
      localized: true,
      summary: "Delete one's review",
      body: CommunityIdSchema,
      data: IdData,
      errors: [404],
    },
    {
      method: "POST",
      path: "/helpful",
      access: "shopper",
      summary: "Mark a published review helpful, once per shopper",
      body: CommunityIdSchema,
      data: ReviewVoteSchema,
      errors: [404, 409, 429],
    },
  ]),
  ...routesOf({ base: "/api/web/comment", tag: "Community" }, [
    {
      method: "GET",
      path: "/list",
      summary: "A journal article's published comments, threaded",
      query: CommentListQuerySchema,
      data: CommentListSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/create",
      access: "visitor",
      localized: true,
      summary: "Comment on an article or reply to a comment; guests give a name and email",
      body: CommentCreateSchema,
      status: 201,
      data: OwnCommentSchema,
      errors: [404, 409, 429],
    },
  ]),
  ...routesOf({ base: "/api/web/my-article", tag: "Community", access: "customer", localized: true }, [
    {
      method: "POST",
      path: "/list",
      summary: "The caller's own articles",
      body: MyArticleListSchema,
      data: paged(OwnArticleSummarySchema),
    },
    {
      method: "POST",
      path: "/detail",
      summary: "One of the caller's articles",
      body: CommunityIdSchema,
      data: OwnArticleSchema,
      errors: [404],
    },
    {
      method: "POST",
      path: "/create",
      summary: "Start an article (a draft)",
      body: MyArticleCreateSchema,
      status: 201,
      data: OwnArticleSchema,
      errors: [409, 429],
    },
    {
      method: "POST",
      path: "/update",
      summary: "Change a draft, pending, rejected or withdrawn article (a pending one goes back to draft)",
      body: MyArticleUpdateSchema,
      data: OwnArticleSchema,
      errors: [404, 409, 429],
    },
    {
      method: "POST",
      path: "/submit",
      summary: "Send an article to moderation",
      body: CommunityIdSchema,
      data: OwnArticleSchema,
      errors: [404, 409, 429],
    },
    {
      method: "POST",
      path: "/withdraw",
      summary: "Take a published article down",
      body: CommunityIdSchema,
      data: OwnArticleSchema,
      errors: [404, 409],
    },
    {
      method: "POST",
      path: "/delete",
      summary: "Delete one's article",
      body: CommunityIdSchema,
      data: IdData,
      errors: [404, 409],
    },
  ]),
];

// Moderation (contract/moderation.ts).

const stale: ErrorStatus[] = [409];
const decide = (record: string) => ({
  approve: { summary: `Publish the ${record}`, body: EmptySchema, errors: stale },
  reject: { summary: `Reject the ${record}, with a note`, body: RejectSchema, errors: stale },
});

export const adminReviews = workflow({
  base: "/api/admin/reviews",
  tag: "Admin: moderation",
  plural: "reviews, newest first",
  noun: "review",
  list: { query: AdminReviewListSchema, item: AdminReviewSchema },
  read: { data: AdminReviewSchema },
  steps: decide("review"),
  remove: { summary: "Delete a review", data: IdData },
});
export const adminComments = workflow({
  base: "/api/admin/comments",
  tag: "Admin: moderation",
  plural: "comments, newest first",
  noun: "comment",
  list: { query: AdminCommentListSchema, item: AdminCommentSchema },
  read: { data: AdminCommentSchema },
  steps: decide("comment"),
  remove: { summary: "Delete a comment and its replies", data: IdData },
});
export const adminCustomerArticles = workflow({
  base: "/api/admin/customer-articles",
  tag: "Admin: moderation",
  plural: "customers' articles, newest first",
  noun: "customer's article",
  list: { query: AdminCustomerArticleListSchema, item: AdminCustomerArticleSchema },
  read: { data: AdminCustomerArticleSchema },
  steps: {
    ...decide("article"),
    reject: {
      summary: "Reject the article, with the reason its author reads",
      body: ArticleRejectSchema,
      errors: [409],
    },
  },
  remove: { summary: "Delete a customer's article", data: IdData },
});

export const moderationRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/admin/moderation", tag: "Admin: moderation", access: "admin" }, [
    {
      method: "GET",
      path: "/",
      summary: "The queue across reviews, comments and customers' articles, oldest first",
      query: ModerationQuerySchema,
      data: paged(ModerationItemSchema),
    },
    {
      method: "GET",
      path: "/counts",
      summary: "How many of each kind wait in each state",
      data: ModerationCountsSchema,
    },
    {
      method: "GET",
      path: "/settings",
      summary: "Whether new reviews and comments show at once",
      data: ModerationSettingsSchema,
    },
    {
      method: "PUT",
      path: "/settings",
      summary: "Change the auto-publish settings",
      body: ModerationSettingsPatchSchema,
      data: ModerationSettingsSchema,
    },
  ]),
  ...workflowRoutes(adminReviews),
  ...workflowRoutes(adminComments),
  ...workflowRoutes(adminCustomerArticles),
];
