import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ArticleSummary, Paged } from "#contract/catalog.ts";
import { Image } from "#app/components/Image.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { usePage } from "../page-context.tsx";
import { stringProp, type BlockComponentProps } from "../types.ts";

export function ArticleList({ props, data }: BlockComponentProps<Paged<ArticleSummary> | null>) {
  const { lang, router } = usePage();
  const { t } = useTranslation();
  const title = stringProp(props, "title");
  if (!data || data.items.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
  return (
    <section className="mt-shop">
      {title ? <h2 className="mb-4 text-xl font-title text-title">{title}</h2> : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {data.items.map((article) => (
          <li key={article.id} lang={article.lang}>
            <article className="flex flex-col gap-2">
              <Link to={entityPath(router, lang, "article", article.slug)} className="block overflow-hidden rounded-shop">
                <Image image={article.thumbnail} alt="" sizes="(min-width: 768px) 33vw, 100vw" className="aspect-video w-full object-cover" />
              </Link>
              <h3 className="text-base font-medium text-title">
                <Link to={entityPath(router, lang, "article", article.slug)} className="hover:underline">
                  {article.title}
                </Link>
              </h3>
              <p className="text-sm text-desc">{article.summary}</p>
              <p className="text-xs text-desc">
                {t("article.byline", { author: article.author })} · <time dateTime={article.publishedAt}>{dateFormat.format(new Date(article.publishedAt))}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
