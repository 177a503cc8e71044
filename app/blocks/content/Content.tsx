import { Link } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { TagSummary } from "#contract/catalog.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { usePage } from "#app/components/page-context.tsx";
import { stringProp, type BlockComponentProps } from "#app/components/blocks.ts";

/** Title and merchant content of the page's entity (content page, category, tag, collection). */
export function PageContent() {
  const { page } = usePage();
  if (!page) return null;
  const entity = page.data as { title?: string; name?: string; lang?: string };
  return (
    <header className="mb-6 flex flex-col gap-3" lang={entity.lang}>
      <h1 className="text-3xl font-title text-title">{entity.title ?? entity.name ?? page.meta.title}</h1>
      {page.content.length > 0 ? (
        <div className="prose-shop text-desc">
          <HtmlTree nodes={page.content} />
        </div>
      ) : null}
    </header>
  );
}

export function TagList() {
  const { page, lang, router } = usePage();
  const { t } = useTranslation();
  const tags = (page?.data as { items?: TagSummary[] } | undefined)?.items ?? [];
  return (
    <section>
      <h1 className="mb-6 text-3xl font-title text-title">{t("tags.title")}</h1>
      <ul className="flex flex-wrap gap-3">
        {tags.map((tag) => (
          <li key={tag.slug} lang={tag.lang}>
            <Link to={entityPath(router, lang, "tag", tag.slug)} className="inline-block rounded-full border border-border px-4 py-2 hover:border-primary hover:text-primary">
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A translated heading and message, for pages whose feature comes in a later release. */
export function Notice({ props }: BlockComponentProps) {
  const { t } = useTranslation();
  const title = stringProp(props, "title");
  const message = stringProp(props, "message");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      {title ? <h1 className="text-3xl font-title text-title">{t(title)}</h1> : null}
      {message ? <p className="text-desc">{t(message)}</p> : null}
    </section>
  );
}

/** The `/error/{status}` pages. */
export function ErrorBlock() {
  const { page } = usePage();
  const status = Number((page?.data as { status?: unknown } | undefined)?.status) || 404;
  return <ErrorPage status={status} />;
}
