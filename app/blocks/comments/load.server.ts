import type { Article } from "#contract/catalog.ts";
import type { CommentList } from "#contract/comments.ts";
import { stringProp, type BlockLoadContext } from "#app/components/blocks.ts";
import { COMMENTS_PAGE } from "./schema.ts";

export type CommentsData = { articleId: number; list: CommentList; signedIn: boolean };

/** `comments`: the published comments of the block's article (a `slug` prop, else the page's article). */
export async function loadComments(props: Record<string, unknown>, { shop, page, url }: BlockLoadContext): Promise<CommentsData | null> {
  const slug = stringProp(props, "slug");
  const own = !slug && page?.meta.type === "article" && page.meta.slug ? (page.data as Article | null) : null;
  if (!slug && !own) return null;
  const asked = Number(url.searchParams.get(COMMENTS_PAGE));
  const pageNumber = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const result = await shop.get<CommentList>("/api/web/comment/list", { ...(own ? { articleId: own.id } : { slug }), page: pageNumber });
  if (!result.ok) return null;
  return { articleId: result.data.articleId, list: result.data, signedIn: Boolean(shop.info.token) };
}
