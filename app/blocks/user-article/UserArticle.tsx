import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useMemo, useRef } from "react";
import type { z } from "zod";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { Attachment } from "#contract/attachment.ts";
import type { ArticleState } from "#contract/community.ts";
import { MY_ARTICLE_BODY_MAX, type OwnArticle, type OwnArticleSummary } from "#contract/customer-articles.ts";
import { LANGUAGE_NAMES, LANGUAGES } from "#contract/locales.ts";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { Image } from "#app/components/Image.tsx";
import { Field } from "#app/components/forms/Field.tsx";
import { SelectField } from "#app/components/forms/SelectField.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { constraintOf, parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { userHref } from "#app/utils/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { PhotoField } from "../community-shared/PhotoField.tsx";
import { ConfirmAction } from "../user-shared/ConfirmAction.tsx";
import { PageTitle, UserSection } from "../user-shared/UserSection.tsx";
import type { ArticleReply } from "./actions.server.ts";
import type { UserArticleData } from "./load.server.ts";
import { type SavedArticle, useLeaveGuard } from "./leave-guard.ts";
import { ARTICLE_FORM_EXTRA, articleForm } from "./schema.ts";

const LIST_INTENTS = ["my-article-submit", "my-article-withdraw", "my-article-delete"];

/** `user-article`: the customer's own articles and, with `?edit=`, the editor. */
export function UserArticle({ data }: BlockComponentProps<UserArticleData | undefined>) {
  const { t } = useTranslation();
  if (!data) return <p className="text-desc">{t("account.unavailable")}</p>;
  return data.view === "list" ? <ArticleList data={data} /> : <Editor data={data} />;
}

function useArticlesHref() {
  const { lang, router } = usePage();
  return userHref(lang, router, "article");
}

function Notice({ notice }: { notice: string | null }) {
  const reply = useIntentReply(...LIST_INTENTS, "my-article-save-submit");
  const errors = reply?.result?.error?.[""] ?? null;
  return <FormMessage errors={errors} success={notice ? `myArticles.notice.${notice}` : null} />;
}

function Status({ status }: { status: ArticleState }) {
  const { t } = useTranslation();
  const tone = status === "published" ? "bg-success/10 text-success-ink" : status === "rejected" ? "bg-error/10 text-error-ink" : "bg-hero";
  return <span className={`rounded-full px-2 py-0.5 text-xs ${tone}`} data-testid="article-status">{t(`moderationStatus.${status}`)}</span>;
}

function ArticleList({ data }: { data: Extract<UserArticleData, { view: "list" }> }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const base = useArticlesHref();
  const { list } = data;
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle>{t("myArticles.title")}</PageTitle>
        <Link to={`${base}?edit=new`} className="button">{t("myArticles.write")}</Link>
      </div>
      <p className="text-sm text-desc">{t("myArticles.intro")}</p>
      <Notice notice={data.notice} />
      {!list ? (
        <p className="text-desc">{t("account.unavailable")}</p>
      ) : list.items.length === 0 ? (
        <p className="text-desc">{t("myArticles.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.items.map((article) => (
            <li key={article.id} data-testid="my-article" className="flex gap-4 rounded-shop border border-border p-4">
              {article.thumbnail ? (
                <Image image={article.thumbnail.image} alt="" sizes="96px" className="hidden size-24 shrink-0 rounded-shop object-cover sm:block" />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-medium wrap-anywhere text-title" lang={article.lang}>{article.title}</h2>
                  <Status status={article.status} />
                </div>
                {article.summary ? <p className="line-clamp-2 text-sm wrap-anywhere text-desc" lang={article.lang}>{article.summary}</p> : null}
                {article.status === "rejected" && article.rejectReason ? (
                  <p className="text-sm wrap-anywhere text-error-ink">{t("myArticles.rejectReason", { reason: article.rejectReason })}</p>
                ) : null}
                <p className="text-xs text-desc">
                  {article.publishedAt && article.status === "published"
                    ? t("myArticles.publishedOn", { date: formatDate(article.publishedAt) })
                    : t("myArticles.updatedOn", { date: formatDate(article.updatedAt) })}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {article.status === "published" ? (
                    <Link to={entityPath(router, lang, "article", article.slug)} className="inline-flex min-h-11 items-center rounded-shop border border-border px-4 text-sm">
                      {t("myArticles.view")}
                    </Link>
                  ) : (
                    <Link to={`${base}?edit=${article.id}`} className="inline-flex min-h-11 items-center rounded-shop border border-border px-4 text-sm">
                      {t("myArticles.edit")}
                    </Link>
                  )}
                  <ArticleActions article={article} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && pages > 1 ? (
        <nav aria-label={t("myArticles.pages")} className="flex justify-between text-sm">
          {list.page > 1 ? <Link to={`${base}?page=${list.page - 1}`}>{t("listing.previous")}</Link> : <span />}
          {list.page < pages ? <Link to={`${base}?page=${list.page + 1}`}>{t("listing.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * What an article's state allows: submit (draft, rejected, withdrawn), withdraw (pending, published),
 * delete (all but published; after a confirmation).
 */
function ArticleActions({ article }: { article: OwnArticleSummary }) {
  const { t } = useTranslation();
  const base = useArticlesHref();
  const { status } = article;
  return (
    <>
      {status === "draft" || status === "rejected" || status === "withdrawn" ? (
        <ActionButton intent="my-article-submit" id={article.id} label={t("myArticles.submit")} primary />
      ) : null}
      {status === "pending" || status === "published" ? <ActionButton intent="my-article-withdraw" id={article.id} label={t("myArticles.withdraw")} /> : null}
      {status !== "published" ? (
        <ConfirmAction
          label={t("myArticles.delete")}
          name={t("myArticles.deleteNamed", { title: article.title || t("myArticles.untitled") })}
          question={t("myArticles.deleteConfirm", { title: article.title || t("myArticles.untitled") })}
          confirm={t("myArticles.deleteYes")}
          keep={t("myArticles.keep")}
          fields={{ intent: "my-article-delete", id: article.id }}
          action={base}
        />
      ) : null}
    </>
  );
}

function ActionButton({ intent, id, label, primary = false }: { intent: string; id: number; label: string; primary?: boolean }) {
  const base = useArticlesHref();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData.get("id") === String(id);
  return (
    <Form method="post" action={base}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`inline-flex min-h-11 items-center rounded-shop px-4 text-sm ${primary ? "bg-primary font-medium text-white" : "border border-border"}`}
      >
        {label}
      </button>
    </Form>
  );
}

function Editor({ data }: { data: Extract<UserArticleData, { view: "edit" }> }) {
  const { t } = useTranslation();
  const base = useArticlesHref();
  const { article } = data;
  if (data.id !== null && !article) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>{t("myArticles.title")}</PageTitle>
        <p className="text-desc">{t("myArticles.errors.notFound")}</p>
        <Link to={base} className="text-primary underline">{t("myArticles.back")}</Link>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <Link to={base} className="text-sm text-desc underline hover:text-primary">{t("myArticles.back")}</Link>
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{article ? t("myArticles.editTitle") : t("myArticles.newTitle")}</PageTitle>
        {article ? <Status status={article.status} /> : null}
      </div>
      <Notice notice={data.notice} />
      {article?.status === "rejected" && article.rejectReason ? (
        <p className="rounded-shop border border-error/40 bg-error/10 px-3 py-2 text-sm wrap-anywhere text-error-ink">{t("myArticles.rejectReason", { reason: article.rejectReason })}</p>
      ) : null}
      {article?.status === "published" ? (
        <UserSection title={t("myArticles.publishedTitle")} description={t("myArticles.publishedNote")}>
          <div className="flex flex-wrap gap-2">
            <ActionButton intent="my-article-withdraw" id={article.id} label={t("myArticles.withdraw")} />
          </div>
        </UserSection>
      ) : (
        <ArticleForm key={article?.updatedAt ?? "new"} article={article} />
      )}
    </section>
  );
}

function ArticleForm({ article }: { article: OwnArticle | null }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  // The editor's own address (`?edit=…`): a preview or a refused save comes back to the editor.
  const action = `${useArticlesHref()}${useLocation().search}`;
  const navigation = useNavigation();
  const editing = article !== null;
  const schema = articleForm(editing);
  // One form, three intents (save, save and submit, preview): the answer to any of them is this form's.
  const reply = useIntentReply("my-article-save", "my-article-save-submit", "my-article-preview") as ArticleReply | undefined;
  const [form, fields] = useForm<z.input<typeof schema>, z.output<typeof schema>>({
    id: "my-article",
    lastResult: reply?.result,
    defaultValue: article ? { title: article.title, slug: article.slug, summary: article.summary, body: article.body, lang: article.lang } : { lang },
    constraint: constraintOf(schema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, ARTICLE_FORM_EXTRA),
  });
  const sending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const formRef = useRef<HTMLFormElement>(null);
  const saved = useMemo<SavedArticle>(
    () => ({
      fields: article ? { title: article.title, slug: article.slug, summary: article.summary, body: article.body, lang: article.lang } : { title: "", slug: "", summary: "", body: "", lang },
      thumbnailId: article?.thumbnail?.id ?? null,
    }),
    [article, lang],
  );
  useLeaveGuard(formRef, saved, t("myArticles.leaveConfirm"));
  const thumbnail = shownThumbnail(article, reply);
  const preview = reply?.preview;
  const hint = t("myArticles.form.bodyHint", { max: MY_ARTICLE_BODY_MAX });
  return (
    <div className="flex flex-col gap-6">
      {preview ? (
        <section aria-labelledby="article-preview" className="flex flex-col gap-3 rounded-shop border-2 border-dashed border-border p-4 sm:p-6">
          <h2 id="article-preview" className="text-sm font-medium tracking-wide text-desc uppercase">{t("myArticles.preview")}</h2>
          <article className="flex flex-col gap-4">
            <p className="text-2xl font-title wrap-anywhere text-title">{preview.title || t("myArticles.untitled")}</p>
            {thumbnail ? <Image image={thumbnail.image} alt="" sizes="(min-width: 768px) 640px, 100vw" className="aspect-video w-full rounded-shop object-cover" /> : null}
            <div className="prose-shop wrap-anywhere">
              <HtmlTree nodes={preview.body} />
            </div>
          </article>
        </section>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="flex flex-col gap-1 rounded-shop border border-border p-4 sm:p-6"
      >
        {editing ? <input type="hidden" name="id" value={article.id} /> : null}
        <FormMessage errors={form.errors} />
        <Field label={t("myArticles.form.title")} errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
        <Field
          label={t("myArticles.form.slug")}
          hint={t("myArticles.form.slugHint")}
          errors={fields.slug.errors}
          inputProps={{ ...getInputProps(fields.slug, { type: "text" }), autoCapitalize: "none", spellCheck: false }}
        />
        <SelectField label={t("myArticles.form.lang")} errors={fields.lang.errors} selectProps={getSelectProps(fields.lang)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>{LANGUAGE_NAMES[code]}</option>
          ))}
        </SelectField>
        <TextareaField
          label={t("myArticles.form.summary")}
          hint={t("myArticles.form.summaryHint")}
          errors={fields.summary.errors}
          textareaProps={{ ...getTextareaProps(fields.summary), rows: 2 }}
        />
        <TextareaField label={t("myArticles.form.body")} hint={hint} errors={fields.body.errors} textareaProps={{ ...getTextareaProps(fields.body), rows: 16 }} />
        <PhotoField
          key={thumbnail?.id ?? "none"}
          name="thumbnailFile"
          keepName="thumbnailId"
          removeName="removeThumbnail"
          photos={thumbnail ? [thumbnail] : []}
          errors={fields.thumbnailId.errors}
          label={t("myArticles.form.thumbnail")}
          hint={t("myArticles.form.thumbnailHint")}
        />
        <p className="text-xs text-desc">{t("myArticles.form.moderated")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <SubmitButton name="intent" value="my-article-save" pending={sending === "my-article-save"}>{t("myArticles.form.save")}</SubmitButton>
          <button
            type="submit"
            name="intent"
            value="my-article-preview"
            formNoValidate
            className="inline-flex min-h-11 items-center rounded-shop border border-border px-4 text-sm font-medium hover:border-primary"
          >
            {t("myArticles.form.preview")}
          </button>
          <button
            type="submit"
            name="intent"
            value="my-article-save-submit"
            aria-disabled={sending === "my-article-save-submit" || undefined}
            className="inline-flex min-h-11 items-center rounded-shop border border-primary px-4 text-sm font-medium text-primary"
          >
            {t("myArticles.form.saveSubmit")}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The thumbnail the form carries: one just uploaded, else the article's unless the last post dropped it. */
function shownThumbnail(article: OwnArticle | null, reply: ArticleReply | undefined): Attachment | null {
  const carried = reply?.thumbnail;
  if (!carried) return article?.thumbnail ?? null;
  if (carried.uploaded) return carried.uploaded;
  return article?.thumbnail && article.thumbnail.id === carried.id ? article.thumbnail : null;
}
