import { Link, useActionData, useFetcher } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { Coupon, Promotion } from "#contract/catalog.ts";
import { formatPrice } from "#app/utils/money.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { stringProp, type BlockComponentProps } from "#app/components/blocks.ts";
import type { ClaimReply, OffersData } from "./load.server.ts";

type Offer = Promotion | Coupon;

/** The page's promotion(s) or coupon(s), or the block's own list. */
function useOffers(kind: "promotion" | "coupon", data: unknown): Offer[] {
  const { page } = usePage();
  const own = (data as { items?: Offer[] } | null | undefined)?.items;
  if (own) return own;
  if (page?.meta.type !== kind) return [];
  const pageData = page.data as { items?: Offer[] } | Offer;
  return "items" in pageData && Array.isArray(pageData.items) ? pageData.items : [pageData as Offer];
}

function OfferList({ kind, props, data }: BlockComponentProps & { kind: "promotion" | "coupon" }) {
  const { lang, page, currency } = usePage();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const offers = useOffers(kind, data);
  const claim = data as OffersData | null | undefined;
  const ownList = page?.meta.type === kind && !page.meta.slug;
  const title = stringProp(props, "title");
  const heading = ownList ? (
    <h1 className="mb-6 text-3xl font-title text-title">{t(kind === "promotion" ? "offers.promotionsTitle" : "offers.couponsTitle")}</h1>
  ) : null;
  if (offers.length === 0) {
    return title ? null : (
      <>
        {heading}
        <p className="py-8 text-center text-desc">{t("offers.none")}</p>
      </>
    );
  }
  const detail = page?.meta.type === kind && Boolean(page.meta.slug);
  // One level under what is above it: the page (h1) on its own list, the block's title (h2) elsewhere.
  const Title = detail ? "h1" : title ? "h3" : "h2";
  return (
    <section className="mt-shop">
      {heading}
      {title ? <h2 className="mb-4 text-xl font-title text-title">{title}</h2> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.id} lang={offer.lang} className="rounded-shop border border-dashed border-primary bg-hero p-5">
            <Title className="text-lg font-title text-title">
              <Link to={localizedPath(lang, `/${kind}/${offer.slug}`)} className="hover:underline">
                {offer.title}
              </Link>
            </Title>
            <p className="mt-1 text-2xl font-semibold text-primary">
              {offer.kind === "percent"
                ? t("offers.percentOff", { value: offer.value })
                : t("offers.amountOff", { amount: formatPrice({ amount: offer.value, currency: offer.minAmount?.currency ?? currency }, lang) })}
            </p>
            {offer.minAmount ? (
              <p className="text-sm text-desc">{t("offers.minimum", { amount: formatPrice(offer.minAmount, lang) })}</p>
            ) : null}
            <p className="mt-2 text-sm">{offer.description}</p>
            {"code" in offer ? (
              <p className="mt-3 text-sm">
                {t("offers.code")} <code className="rounded bg-background px-2 py-1 font-mono font-semibold">{offer.code}</code>
              </p>
            ) : null}
            {offer.endsAt ? (
              // The end is the first moment the offer no longer holds: the last day it holds is the one of the
              // millisecond before (an end at midnight is "until" the day before).
              <p className="mt-2 text-xs text-desc">{t("offers.validUntil", { date: formatDate(Date.parse(offer.endsAt) - 1) })}</p>
            ) : null}
            {"code" in offer && claim ? (
              <ClaimForm code={offer.code} claimed={claim.claimed.includes(offer.code)} signedIn={claim.signedIn} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Claiming a coupon: a POST form (the page's action dispatches `coupon-claim`) that works without
 * JavaScript and answers in place with it. Guests are sent to sign in and come back.
 */
function ClaimForm({ code, claimed, signedIn }: { code: string; claimed: boolean; signedIn: boolean }) {
  const fetcher = useFetcher<ClaimReply>();
  const actionData = useActionData<ClaimReply>();
  const { t, i18n } = useTranslation();
  const reply = fetcher.data ?? (actionData?.code === code ? actionData : undefined);
  if (claimed || reply?.done) {
    return <output className="mt-3 block text-sm font-semibold text-title"><span aria-hidden="true">✓ </span>{t(reply?.done ? "offers.claimedNow" : "offers.claimed")}</output>;
  }
  const error = reply?.error ? (i18n.exists(reply.error) ? t(reply.error) : t("offers.claimFailed")) : null;
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="coupon-claim" />
      <input type="hidden" name="code" value={code} />
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t(signedIn ? "offers.claim" : "offers.signInToClaim")}
      </button>
      {error ? <p className="text-sm text-error-ink" role="alert">{error}</p> : null}
    </fetcher.Form>
  );
}

export function Promotions(props: BlockComponentProps) {
  return <OfferList kind="promotion" {...props} />;
}

export function Coupons(props: BlockComponentProps) {
  return <OfferList kind="coupon" {...props} />;
}
