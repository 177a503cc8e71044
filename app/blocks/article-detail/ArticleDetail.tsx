import { useTranslation } from "#app/utils/i18n.tsx";
import type { Article } from "#contract/catalog.ts";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";

export function ArticleDetail() {
  const { page } = usePage();
  const formatDate = useFormatDate();
  const { t } = useTranslation();
  if (page?.meta.type !== "article") return null;
  const article = page.data as Article;
  return (
    <article className="mx-auto max-w-3xl" lang={article.lang}>
      <h1 className="text-3xl font-title text-title">{article.title}</h1>
      <p className="mt-2 text-sm text-desc">
        {t("article.byline", { author: article.author || t("community.anonymous") })} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        {article.authorType === "customer" ? <span className="ml-2 rounded-full bg-hero px-2 py-0.5 text-xs">{t("myArticles.community")}</span> : null}
      </p>
      {article.thumbnail ? (
        <Image image={article.thumbnail} alt="" priority sizes="(min-width: 768px) 768px, 100vw" className="my-6 aspect-video w-full rounded-shop object-cover" />
      ) : null}
      <div className={`prose-shop wrap-anywhere${article.thumbnail ? "" : " mt-6"}`}>
        <HtmlTree nodes={page.content} />
      </div>
    </article>
  );
}
