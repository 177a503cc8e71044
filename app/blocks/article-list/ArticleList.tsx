import { Link } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { ArticleSummary, Paged } from "#contract/catalog.ts";
import { Pagination } from "#app/components/Pagination.tsx";
import { Image } from "#app/components/Image.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { stringProp, type BlockComponentProps } from "#app/components/blocks.ts";

/** Articles: the block's own list, or on the journal page (`/article`) the page's, with pages. */
export function ArticleList({ props, data }: BlockComponentProps<Paged<ArticleSummary> | null>) {
  const { page } = usePage();
  const { t } = useTranslation();
  const ownPage = props.source === "page";
  const list = ownPage ? (page?.data as Paged<ArticleSummary> | undefined) : data;
  const title = stringProp(props, "title");
  if (ownPage && list) {
    return (
      <section>
        <h1 className="mb-6 text-3xl font-title text-title">{t("article.listTitle")}</h1>
        {list.items.length === 0 ? <p className="text-desc">{t("article.none")}</p> : <ArticleGrid items={list.items} level={2} />}
        <Pagination list={list} />
      </section>
    );
  }
  if (!list || list.items.length === 0) return null;
  return (
    <section className="mt-shop">
      {title ? <h2 className="mb-4 text-xl font-title text-title">{title}</h2> : null}
      <ArticleGrid items={list.items} level={title ? 3 : 2} />
    </section>
  );
}

function ArticleGrid({ items, level }: { items: ArticleSummary[]; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const { lang, router } = usePage();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((article) => (
          <li key={article.id} lang={article.lang}>
            <article className="flex flex-col gap-2">
              <Link to={entityPath(router, lang, "article", article.slug)} aria-hidden="true" tabIndex={-1} className="block overflow-hidden rounded-shop">
                {article.thumbnail ? (
                  <Image image={article.thumbnail} alt="" sizes="(min-width: 768px) 33vw, 100vw" className="aspect-video w-full object-cover" />
                ) : (
                  // No picture: the title's first letter holds the card's place, so the grid keeps its rows.
                  <span className="grid aspect-video w-full place-items-center bg-hero font-title text-5xl text-desc" data-testid="article-initial">
                    {Array.from(article.title.trim())[0]?.toLocaleUpperCase(article.lang)}
                  </span>
                )}
              </Link>
              <Heading className="text-base font-medium text-title">
                <Link to={entityPath(router, lang, "article", article.slug)} className="hover:underline">
                  {article.title}
                </Link>
              </Heading>
              <p className="text-sm text-desc">{article.summary}</p>
              <p className="text-xs text-desc">
                {t("article.byline", { author: article.author || t("community.anonymous") })} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
  );
}
