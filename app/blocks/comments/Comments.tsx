import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { COMMENT_BODY_MAX, type CommentThread, type PublicComment } from "#contract/comments.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { useFormatDate } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { UgcText } from "../community-shared/UgcText.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { CommentsData } from "./load.server.ts";
import { COMMENT_FORM_FIELD, COMMENTS_PAGE, commentSchema } from "./schema.ts";

/**
 * `comments`: an article's published comments, threaded one level, with a form for a new comment
 * and one for a reply under each thread. Guests give a name and an email (never shown); customers
 * comment under their account's name. New comments may wait for the shop's approval.
 */
export function Comments({ data }: BlockComponentProps<CommentsData | null>) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!data) return null;
  const { list } = data;
  const pages = Math.ceil(list.total / list.pageSize);
  const pageHref = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n > 1) params.set(COMMENTS_PAGE, String(n));
    else params.delete(COMMENTS_PAGE);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}#comments`;
  };
  return (
    <section id="comments" aria-labelledby="comments-title" className="mx-auto mt-shop flex max-w-3xl scroll-mt-4 flex-col gap-6 border-t border-border pt-8">
      <h2 id="comments-title" className="text-2xl font-title text-title">
        {t("comments.title")} <span className="text-base text-desc">({list.count})</span>
      </h2>
      {list.items.length === 0 ? (
        <p className="text-desc">{t("comments.none")}</p>
      ) : (
        <ol className="flex flex-col gap-6">
          {list.items.map((thread) => (
            <li key={thread.id}>
              <Thread thread={thread} data={data} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={t("comments.pages")} className="flex items-center justify-center gap-4 text-sm">
          {list.page > 1 ? (
            <Link to={pageHref(list.page - 1)} preventScrollReset rel="prev" className="rounded-shop border border-border px-4 py-2 hover:border-primary">
              {t("listing.previous")}
            </Link>
          ) : null}
          <span className="text-desc">{t("listing.pageOf", { page: list.page, pages })}</span>
          {list.page < pages ? (
            <Link to={pageHref(list.page + 1)} preventScrollReset rel="next" className="rounded-shop border border-border px-4 py-2 hover:border-primary">
              {t("listing.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div className="flex flex-col gap-3 rounded-shop border border-border p-4 sm:p-6">
        <h3 className="text-lg font-title text-title">{t("comments.new")}</h3>
        <CommentForm formId="comment-new" data={data} parentId={null} />
      </div>
    </section>
  );
}

function Thread({ thread, data }: { thread: CommentThread; data: CommentsData }) {
  const { t } = useTranslation();
  const formId = `comment-reply-${thread.id}`;
  const answered = useAnswered(formId);
  return (
    <div className="flex flex-col gap-3">
      <Comment comment={thread} />
      {thread.replies.length > 0 ? (
        <ol aria-label={t("comments.replies")} className="ml-4 flex flex-col gap-4 border-l-2 border-border pl-4 sm:ml-6">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <Comment comment={reply} />
            </li>
          ))}
        </ol>
      ) : null}
      <details open={answered || undefined} className="ml-4 sm:ml-6">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-primary hover:underline">{t("comments.reply")}</summary>
        <div className="pt-2">
          <CommentForm formId={formId} data={data} parentId={thread.id} />
        </div>
      </details>
    </div>
  );
}

function Comment({ comment }: { comment: PublicComment }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <article id={`comment-${comment.id}`} className="flex flex-col gap-1" lang={comment.lang}>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-medium wrap-anywhere text-title">{comment.author || t("community.anonymous")}</span>
        <span aria-hidden="true" className="text-desc">·</span>
        <time dateTime={comment.publishedAt} className="text-desc">{formatDate(comment.publishedAt)}</time>
      </p>
      <UgcText text={comment.body} className="text-sm" />
    </article>
  );
}

/** Whether the last post was this form's (its answer shows, so a reply's disclosure stays open). */
function useAnswered(formId: string): boolean {
  const navigation = useNavigation();
  const reply = useIntentReply(formId);
  return Boolean(reply) || navigation.formData?.get(COMMENT_FORM_FIELD) === formId;
}

function CommentForm({ formId, data, parentId }: { formId: string; data: CommentsData; parentId: number | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const { form, fields, reply } = useUserForm(formId, commentSchema(data.signedIn), undefined, [COMMENT_FORM_FIELD]);
  const pending = navigation.state === "submitting" && navigation.formData?.get(COMMENT_FORM_FIELD) === formId;
  const refused = Boolean(reply?.result?.error && Object.keys(reply.result.error).length > 0);
  return (
    // The address names the form (its id), so the answer opens where the form is, also without JavaScript.
    <Form
      method="post"
      action={`${location.pathname}${location.search}#${form.id}`}
      preventScrollReset
      {...getFormProps(form)}
      noValidate
      className="flex scroll-mt-4 flex-col gap-1"
    >
      <input type="hidden" name="intent" value="comment-create" />
      <input type="hidden" name={COMMENT_FORM_FIELD} value={formId} />
      <input type="hidden" name="articleId" value={data.articleId} />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <Honeypot />
      <FormMessage errors={form.errors} success={refused ? null : (reply?.done ?? null)} />
      {data.signedIn ? null : (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("comments.form.name")} errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }} />
          <Field
            label={t("comments.form.email")}
            hint={t("comments.form.emailHint")}
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
        </div>
      )}
      <TextareaField
        label={parentId ? t("comments.form.reply") : t("comments.form.body")}
        hint={t("comments.form.bodyHint", { max: COMMENT_BODY_MAX })}
        errors={fields.body.errors}
        textareaProps={getTextareaProps(fields.body)}
      />
      <SubmitButton pending={pending} className="self-start">{t("comments.form.submit")}</SubmitButton>
    </Form>
  );
}
