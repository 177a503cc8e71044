import { Form, useLocation, useNavigation } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { Stars } from "#app/components/Stars.tsx";
import { UgcText } from "../community-shared/UgcText.tsx";
import type { ReviewFormData } from "./load.server.ts";
import { REVIEW_NOTICE } from "./notice.ts";
import { ReviewForm } from "./ReviewForm.tsx";

/**
 * `review-form`: a signed-in customer's own review of a product with its moderation state (and the
 * shop's note when it was not published), deleting it, and the form to write or edit it. The
 * `reviews` block shows it for a signed-in customer; for a guest it shows nothing.
 */
export function OwnReview({ data }: BlockComponentProps<ReviewFormData | null>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const navigation = useNavigation();
  const saved = useIntentReply("review-save", "review-delete");
  const refused = Boolean(saved?.result?.error && Object.keys(saved.result.error).length > 0);
  const failed = refused && saved?.intent === "review-save";
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "review-delete";
  // A delete redirects here, marked (notice.ts); a save since then has its own answer.
  const deleted = new URLSearchParams(useLocation().search).get(REVIEW_NOTICE.key) === REVIEW_NOTICE.deleted;
  if (!data) return null;
  const { review, verifiedPurchase } = data.mine;
  // The address names this box, so the answer opens here, also without JavaScript.
  const action = `${data.action ?? entityPath(router, lang, "product", data.product.slug)}#own-review`;
  return (
    <div id="own-review" className="flex scroll-mt-4 flex-col gap-3 rounded-shop border border-border p-4">
      <FormMessage
        errors={refused && saved?.intent === "review-delete" ? (saved.result?.error?.[""] ?? null) : null}
        success={refused ? null : (saved?.done ?? (deleted && !data.mine.review ? "reviews.deleted" : null))}
      />
      {review ? (
        <>
          <h3 className="flex flex-wrap items-center gap-2 font-medium text-title">
            {t("reviews.yours")}
            <span className="rounded-full bg-hero px-2 py-0.5 text-xs font-normal" data-testid="own-review-status">{t(`moderationStatus.${review.status}`)}</span>
          </h3>
          <div className="flex flex-col gap-1" lang={review.lang}>
            <Stars score={review.rating} />
            <p className="font-medium wrap-anywhere text-title">{review.title}</p>
            <UgcText text={review.body} className="line-clamp-3 text-sm" />
          </div>
          {review.status !== "published" ? (
            <p className="text-xs text-desc">{t(review.status === "rejected" ? "reviews.rejectedNote" : "reviews.pendingNote")}</p>
          ) : null}
          {review.status === "rejected" && review.rejectReason ? (
            <p className="text-sm wrap-anywhere text-desc">{t("reviews.rejectReason", { reason: review.rejectReason })}</p>
          ) : null}
        </>
      ) : verifiedPurchase ? (
        <p className="text-xs text-desc">{t("reviews.verifiedNote")}</p>
      ) : null}
      {/* Open again after a refused save; a saved review (a new `updatedAt`) closes it, as a page load would. */}
      <details key={review?.updatedAt ?? "new"} open={failed || undefined} className="group">
        <summary className="button cursor-pointer list-none">{review ? t("reviews.edit") : t("reviews.write")}</summary>
        <div className="pt-4">
          <ReviewForm review={review} productId={data.product.id} action={action} />
        </div>
      </details>
      {review ? (
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value="review-delete" />
          <input type="hidden" name="id" value={review.id} />
          <button type="submit" aria-disabled={deleting || undefined} className="min-h-11 text-sm text-desc underline hover:text-error-ink">
            {t("reviews.delete")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
