import { Link, useFetcher, useLocation } from "react-router";
import { REVIEW_SORTS } from "#contract/community.ts";
import type { PublicReview, ReviewStats } from "#contract/reviews.ts";
import { Image } from "#app/components/Image.tsx";
import { Pagination } from "#app/components/Pagination.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatScore } from "#app/utils/numbers.ts";
import { entityPath } from "#app/utils/paths.ts";
import { authHref } from "#app/utils/paths.ts";
import { Stars } from "#app/components/Stars.tsx";
import { UgcText } from "../community-shared/UgcText.tsx";
import type { HelpfulReply } from "./actions.server.ts";
import type { ReviewFormData, ReviewsData } from "./load.server.ts";
import { readReviewQuery, reviewListHref } from "./query.ts";


const STARS = [5, 4, 3, 2, 1] as const;

/**
 * `reviews`: the product's published reviews with their score, a filter by rating, four sort orders
 * and pages (GET links that keep the product's address), helpful votes, and the shopper's own review
 * and its form. Everything works without JavaScript; with it votes and the form answer in place.
 */
export function Reviews({ data }: BlockComponentProps<ReviewsData | null>) {
  const { t } = useTranslation();
  const { lang, router, components } = usePage();
  const location = useLocation();
  if (!data) return null;
  const { list, mine } = data;
  const query = readReviewQuery(new URLSearchParams(location.search));
  // Forms post to the product's page (its route dispatches the intent); on it, to the current address,
  // so the list's place is kept.
  const productPath = entityPath(router, lang, "product", data.product.slug);
  const onProductPage = location.pathname === productPath || location.pathname.startsWith(`${productPath}/`);
  const action = onProductPage ? location.pathname + location.search : productPath;
  // The customer's own review and its form are a block of their own (zod and conform load only for them).
  const OwnReview = components["review-form"];
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-shop scroll-mt-4 border-t border-border pt-8">
      <h2 id="reviews-title" className="mb-6 text-2xl font-title text-title">{t("reviews.title")}</h2>
      <div className="grid gap-8 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:gap-12">
        <div className="flex flex-col gap-6">
          <Summary stats={list.stats} rating={query.rating} />
          {mine ? null : (
            <Link
              to={authHref(lang, "signin", { redirect: `${location.pathname}${location.search}#reviews` })}
              className="button self-start"
            >
              {t("reviews.signIn")}
            </Link>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {mine && OwnReview ? <OwnReview props={{}} data={{ product: data.product, mine, action } satisfies ReviewFormData} /> : null}
          <SortLinks current={query.sort} />
          {list.items.length === 0 ? (
            <p className="text-desc">{query.rating ? t("reviews.noneWithRating") : t("reviews.none")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {list.items.map((review) => (
                <li key={review.id} className="py-5 first:pt-0">
                  <ReviewCard review={review} action={action} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            list={list}
            href={(page) => reviewListHref(location.pathname, location.search, { page })}
            label={t("reviews.pages")}
            preventScrollReset
            className=""
          />
        </div>
      </div>
    </section>
  );
}

/** The average, the count and one bar per star rating; each bar filters the list to that rating. */
function Summary({ stats, rating }: { stats: ReviewStats; rating: number | null }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span className="text-4xl font-title text-title" aria-hidden="true">{formatScore(stats.average, i18n.language)}</span>
        <div className="flex flex-col gap-1">
          <span className="sr-only">{t("product.score", { score: formatScore(stats.average, i18n.language) })}</span>
          <div aria-hidden="true">
            <Stars score={stats.average} />
          </div>
          <span className="text-sm text-desc">{t("reviews.basedOn", { count: stats.count })}</span>
        </div>
      </div>
      <nav aria-label={t("reviews.filterLabel")}>
        <ul className="flex flex-col gap-1 text-sm">
          {STARS.map((stars) => {
            const count = stats.histogram[String(stars) as keyof ReviewStats["histogram"]] ?? 0;
            const share = stats.count > 0 ? Math.round((count / stats.count) * 100) : 0;
            return (
              <li key={stars}>
                <Link
                  to={reviewListHref(location.pathname, location.search, { rating: stars })}
                  preventScrollReset
                  aria-current={rating === stars ? "true" : undefined}
                  className="grid min-h-8 grid-cols-[4.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 rounded-shop px-1 hover:bg-hero aria-[current=true]:bg-hero aria-[current=true]:font-semibold"
                >
                  <span className="whitespace-nowrap">{t("reviews.stars", { count: stars })}</span>
                  <span className="h-2 overflow-hidden rounded-full bg-border" aria-hidden="true">
                    <span className="block h-full bg-warning" style={{ width: `${share}%` }} />
                  </span>
                  <span className="text-right text-desc">{count}</span>
                </Link>
              </li>
            );
          })}
          {rating ? (
            <li>
              <Link to={reviewListHref(location.pathname, location.search, { rating: null })} preventScrollReset className="inline-flex min-h-8 items-center px-1 text-desc underline hover:text-primary">
                {t("reviews.allRatings")}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}

function SortLinks({ current }: { current: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t("reviews.sortLabel")}>
      <ul className="flex flex-wrap gap-1 text-sm">
        {REVIEW_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              to={reviewListHref(location.pathname, location.search, { sort })}
              preventScrollReset
              aria-current={current === sort ? "true" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-border px-3 whitespace-nowrap hover:border-primary aria-[current=true]:border-primary aria-[current=true]:text-primary"
            >
              {t(`reviews.sorts.${sort}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ReviewCard({ review, action }: { review: PublicReview; action: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const author = review.author || t("community.anonymous");
  return (
    <article id={`review-${review.id}`} className="flex flex-col gap-2" lang={review.lang}>
      <Stars score={review.rating} />
      <h3 className="font-medium wrap-anywhere text-title">{review.title}</h3>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-desc">
        <span className="wrap-anywhere">{author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.publishedAt}>{formatDate(review.publishedAt)}</time>
        {review.verifiedPurchase ? <span className="rounded-full bg-success/10 px-2 py-0.5 font-medium text-success-ink">{t("reviews.verified")}</span> : null}
      </p>
      <UgcText text={review.body} className="text-sm" />
      <Photos photos={review.photos} />
      <Helpful review={review} action={action} />
    </article>
  );
}

function Photos({ photos }: { photos: PublicReview["photos"] }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t("reviews.photos")} className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.image.url} className="block overflow-hidden rounded-shop border border-border">
            <Image image={photo.image} alt={t("reviews.photoAlt", { number: index + 1 })} sizes="80px" className="size-20 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "Helpful": one vote per visitor; with JavaScript the count goes up at once. */
function Helpful({ review, action }: { review: PublicReview; action: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<HelpfulReply>({ key: `review-helpful-${review.id}` });
  const answered = fetcher.data?.vote?.id === review.id ? fetcher.data.vote : null;
  const sending = fetcher.state !== "idle";
  const voted = review.voted || Boolean(answered) || sending;
  const helpful = answered?.helpful ?? (sending && !review.voted ? review.helpful + 1 : review.helpful);
  const error = fetcher.data?.error;
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs text-desc">
      {helpful > 0 ? <span data-testid="helpful-count">{t("reviews.helpfulCount", { count: helpful })}</span> : null}
      {review.mine ? null : voted ? (
        <span className="font-medium text-success-ink">{t("reviews.voted")}</span>
      ) : (
        <fetcher.Form method="post" action={`${action}#review-${review.id}`} preventScrollReset>
          <input type="hidden" name="intent" value="review-helpful" />
          <input type="hidden" name="id" value={review.id} />
          <button type="submit" className="inline-flex min-h-9 items-center rounded-full border border-border px-3 hover:border-primary hover:text-primary">
            {t("reviews.helpful")}
          </button>
        </fetcher.Form>
      )}
      {error ? <span role="alert" className="text-error-ink">{i18n.exists(error) ? t(error) : t("errors.unknown")}</span> : null}
    </div>
  );
}
