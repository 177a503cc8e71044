import { MyArticleCreateSchema, MyArticleUpdateSchema } from "#contract/customer-articles.ts";

/** The editor's fields that are not the contract's: a new thumbnail file and dropping the current one. */
export const ARTICLE_FORM_EXTRA = ["thumbnailFile", "removeThumbnail"];

/** A new article or an edit of one (which names its id). */
export function articleForm(editing: boolean) {
  return editing ? MyArticleUpdateSchema : MyArticleCreateSchema;
}

/** What `?notice=` may say after a change (a redirect carries it, so it works without JavaScript). */
export const ARTICLE_NOTICES = ["saved", "notSubmitted", "submitted", "withdrawn", "deleted"] as const;
export type ArticleNotice = (typeof ARTICLE_NOTICES)[number];
