import { redirect } from "react-router";
import type { Attachment } from "#contract/attachment.ts";
import type { OwnArticle } from "#contract/customer-articles.ts";
import { CommunityIdSchema } from "#contract/moderation.ts";
import { parseForm } from "#app/components/forms/form-data.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import { markdownTree } from "#app/utils/markdown.server.ts";
import { invalid, refused, refusedPlain, reply, type BlockAction, type BlockActionArgs, type IntentReply } from "../auth-shared/actions.server.ts";
import { userHref } from "#app/utils/paths.ts";
import { postedFiles, uploadPhotos } from "../community-shared/photos.server.ts";
import { ARTICLE_FORM_EXTRA, articleForm, type ArticleNotice } from "./schema.ts";

/**
 * The editor's answer: besides the form's state, the thumbnail it now carries (its id, and the
 * attachment when it was uploaded with this post) and the rendered preview.
 */
export type ArticleReply = IntentReply & {
  thumbnail?: { id: number | null; uploaded: Attachment | null };
  preview?: { title: string; body: HtmlNode[] };
};

const EDITOR_INTENTS = ["my-article-save", "my-article-save-submit", "my-article-preview"] as const;

function articlesHref({ lang, router }: BlockActionArgs, query: Record<string, string>) {
  return `${userHref(lang, router, "article")}?${new URLSearchParams(query)}`;
}

/**
 * The thumbnail the form keeps: a new file (uploaded now), else the current one unless "remove" is
 * ticked. Uploading it at once means a preview or a refused save keeps it without asking again.
 */
async function thumbnailOf({ shop, formData }: BlockActionArgs) {
  const current = Number(formData.get("thumbnailId"));
  const kept = Number.isInteger(current) && current > 0 && formData.get("removeThumbnail") === null ? current : null;
  const file = postedFiles(formData, "thumbnailFile").slice(0, 1);
  if (file.length === 0) return { error: null, carried: { id: kept, uploaded: null } };
  const upload = await uploadPhotos(shop, file);
  if (!upload.ok) return { error: upload, carried: { id: kept, uploaded: null } };
  const uploaded = upload.attachments[0]!;
  return { error: null, carried: { id: uploaded.id, uploaded } };
}

/**
 * The editor: save a draft, save and submit it for review, or preview the rendered Markdown (the
 * form comes back as typed, with the preview above it). One form, three buttons, each its intent.
 */
const editor: BlockAction = async (args) => {
  const { shop, formData, lang } = args;
  const intent = String(formData.get("intent")) as (typeof EDITOR_INTENTS)[number];
  const editing = formData.has("id");
  const submission = parseForm(formData, articleForm(editing), ARTICLE_FORM_EXTRA);
  const { error: thumbnailError, carried } = await thumbnailOf(args);
  const answer = (status: number, extra: Partial<ArticleReply>) => reply({ intent, thumbnail: carried, ...extra } as ArticleReply, status);
  const withThumbnail = { thumbnail: carried } as Partial<IntentReply>;
  if (intent === "my-article-preview") {
    const body = String(formData.get("body") ?? "");
    const title = String(formData.get("title") ?? "").trim();
    // Only the typed values come back: a preview is not a save, so nothing is marked wrong yet.
    const result = { initialValue: submission.reply().initialValue };
    return answer(200, { result, preview: { title, body: markdownTree(body, { lang }) } });
  }
  if (thumbnailError) {
    return answer(thumbnailError.status, { result: submission.reply({ fieldErrors: { thumbnailId: [thumbnailError.error] } }) });
  }
  if (submission.status !== "success") return invalid(intent, submission, [], withThumbnail);
  const payload = { ...submission.value, thumbnailId: carried.id };
  const saved = await shop.post<OwnArticle>(editing ? "/api/web/my-article/update" : "/api/web/my-article/create", payload);
  if (!saved.ok) return refused(shop, intent, submission, saved, [], withThumbnail);
  const edit = String(saved.data.id);
  if (intent === "my-article-save") return redirect(articlesHref(args, { edit, notice: "saved" satisfies ArticleNotice }));
  const submitted = await shop.post<OwnArticle>("/api/web/my-article/submit", { id: saved.data.id });
  // Saved, but not submitted (a limit, a state changed meanwhile): the saved draft's editor says so.
  if (!submitted.ok) return redirect(articlesHref(args, { edit, notice: "notSubmitted" satisfies ArticleNotice }));
  return redirect(articlesHref(args, { notice: "submitted" satisfies ArticleNotice }));
};

/** Submit, withdraw or delete an article from the list (or the editor); back to the list. */
function transition(intent: string, path: string, notice: ArticleNotice): BlockAction {
  return async (args) => {
    const submission = parseForm(args.formData, CommunityIdSchema);
    if (submission.status !== "success") return refusedPlain(args.shop, intent, { ok: false, code: 40, msg: "myArticles.errors.notFound", status: 404, data: null });
    const result = await args.shop.post(path, submission.value);
    if (!result.ok) return refusedPlain(args.shop, intent, result);
    return redirect(articlesHref(args, { notice }));
  };
}

export const userArticleActions: Record<string, BlockAction> = {
  ...Object.fromEntries(EDITOR_INTENTS.map((intent) => [intent, editor])),
  "my-article-submit": transition("my-article-submit", "/api/web/my-article/submit", "submitted"),
  "my-article-withdraw": transition("my-article-withdraw", "/api/web/my-article/withdraw", "withdrawn"),
  "my-article-delete": transition("my-article-delete", "/api/web/my-article/delete", "deleted"),
};
