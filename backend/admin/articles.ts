import { articleCreateSchema, articlePatchSchema, type AdminRecord, type ArticleInput } from "#contract/admin.ts";
import { nowIso } from "../shared/http.ts";
import { parseI18n } from "../shared/i18n-text.ts";
import {
  columnsOf,
  createResourceApp,
  json,
  numOrNull,
  toFlag,
  type FieldErrors,
  type ResourceDef,
} from "./resource.ts";

export type AdminArticle = AdminRecord<ArticleInput>;

export const articleResource: ResourceDef<ArticleInput, Partial<ArticleInput>, AdminArticle> = {
  table: "article",
  createSchema: articleCreateSchema,
  patchSchema: articlePatchSchema,
  searchColumns: ["slug", "title", "author"],
  unique: [{ field: "slug", column: "slug", message: "errors.slugTaken" }],
  references: (input) => [{ field: "thumbnailId", table: "image", ids: [input.thumbnailId] }],
  // A customer's article is shown or hidden by its moderation (`/api/admin/customer-articles`), not by hand.
  validate: async (db, input, id): Promise<FieldErrors> => {
    if (id === null || input.hidden === undefined) return {};
    const row = await db.selectFrom("article").select("customer_id").where("id", "=", id).executeTakeFirst();
    return row?.customer_id != null ? { hidden: ["validation.customerArticle"] } : {};
  },
  toColumns: (input) =>
    columnsOf(input, {
      slug: "slug",
      title: "title",
      summary: "summary",
      content: "content",
      author: "author",
      i18n: ["i18n", json],
      thumbnailId: "thumbnail_id",
      publishedAt: "published_at",
      hidden: ["hidden", toFlag],
    }),
  insertDefaults: () => ({ i18n: "{}", published_at: nowIso() }),
  fromRow: (row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    content: String(row.content),
    author: String(row.author),
    i18n: parseI18n(row.i18n as string),
    thumbnailId: numOrNull(row.thumbnail_id),
    publishedAt: String(row.published_at),
    hidden: Boolean(Number(row.hidden)),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  }),
};

export const createArticlesApp = () => createResourceApp(articleResource);
