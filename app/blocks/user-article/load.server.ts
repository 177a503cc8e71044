import type { Paged } from "#contract/catalog.ts";
import type { OwnArticle, OwnArticleSummary } from "#contract/customer-articles.ts";
import { requireData } from "#app/services/session.server.ts";
import { redirectPastLastPage } from "#app/utils/last-page.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { ARTICLE_NOTICES, type ArticleNotice } from "./schema.ts";

export type UserArticleData =
  | { view: "list"; list: Paged<OwnArticleSummary> | null; notice: ArticleNotice | null }
  /** `id` without `article`: not one of the customer's articles (or the backend did not answer). */
  | { view: "edit"; id: number | null; article: OwnArticle | null; notice: ArticleNotice | null };

const PAGE_SIZE = 10;

/**
 * `user-article`: the customer's own articles (`user/article`), or with `?edit=new` / `?edit={id}`
 * the editor for a new or an existing one.
 */
export async function loadUserArticle(_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<UserArticleData> {
  const asked = url.searchParams.get("notice") ?? "";
  const notice = (ARTICLE_NOTICES as readonly string[]).includes(asked) ? (asked as ArticleNotice) : null;
  const edit = url.searchParams.get("edit");
  if (edit === "new") return { view: "edit", id: null, article: null, notice };
  if (edit !== null && /^[1-9]\d{0,9}$/.test(edit)) {
    const id = Number(edit);
    return { view: "edit", id, article: requireData(shop, await shop.post<OwnArticle>("/api/web/my-article/detail", { id })), notice };
  }
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 1000);
  const list = requireData(shop, await shop.post<Paged<OwnArticleSummary>>("/api/web/my-article/list", { page, pageSize: PAGE_SIZE }));
  redirectPastLastPage(url, list);
  return { view: "list", list, notice };
}
