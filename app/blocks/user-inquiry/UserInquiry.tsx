import { Link } from "react-router";
import type { Paged } from "#contract/catalog.ts";
import type { Inquiry, InquiryStatus } from "#contract/inquiry.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { Pagination } from "#app/components/Pagination.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { optionsText } from "#app/utils/colon.ts";
import { entityPath } from "#app/utils/paths.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";

const STATUS_STYLE: Record<InquiryStatus, string> = {
  open: "border-warning/50 bg-warning/10",
  replied: "border-success/50 bg-success/10 text-success-ink",
  closed: "border-border bg-hero text-desc",
};

/**
 * `user/inquiry`: the customer's quote requests with the merchant's reply (the reply email links
 * here). Everything the customer and the merchant wrote is shown as text.
 */
export function UserInquiry({ data }: BlockComponentProps<Paged<Inquiry> | null | undefined>) {
  const { t } = useTranslation();
  if (!data) return <p className="text-desc">{t("account.unavailable")}</p>;
  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{t("inquiries.listTitle")}</PageTitle>
      {data.items.length === 0 ? (
        <p className="text-desc">{t("inquiries.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {data.items.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ol>
      )}
      <Pagination list={data} />
    </section>
  );
}

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const headingId = `inquiry-${inquiry.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-shop border border-border p-4 sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-title text-title">{t("inquiries.number", { id: inquiry.id })}</h2>
        <span className={`rounded-full border px-3 py-0.5 text-xs font-medium ${STATUS_STYLE[inquiry.status]}`}>
          {t(`inquiries.status.${inquiry.status}`)}
        </span>
      </header>
      <p className="text-sm text-desc">{t("inquiries.sentOn", { date: formatDate(inquiry.createdAt, { time: true }) })}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-desc">{t("inquiries.product")}</dt>
        <dd className="wrap-anywhere">
          {inquiry.product ? (
            <Link
              to={entityPath(router, lang, "product", inquiry.product.slug) + (inquiry.sku?.code ? `/${encodeURIComponent(inquiry.sku.code)}` : "")}
              className="text-primary hover:underline"
            >
              {inquiry.product.name}
            </Link>
          ) : inquiry.productName ? (
            <>
              {inquiry.productName} <span className="text-desc">({t("inquiries.productGone")})</span>
            </>
          ) : (
            t("inquiries.general")
          )}
          {/* The variant asked about, as the form and the emails name it. */}
          {inquiry.sku && Object.keys(inquiry.sku.options).length > 0 ? (
            <span className="block text-desc" data-testid="inquiry-variant">{optionsText(inquiry.sku.options, lang)}</span>
          ) : null}
        </dd>
        <dt className="text-desc">{t("inquiries.quantity")}</dt>
        <dd>{inquiry.quantity.toLocaleString(lang)}</dd>
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-title">{t("inquiries.content")}</h3>
        <p className="text-sm whitespace-pre-wrap wrap-anywhere">{inquiry.content}</p>
      </div>
      {inquiry.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("attachments.label")}>
          {inquiry.images.map((attachment, index) => (
            <li key={attachment.id}>
              <a href={attachment.image.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-shop border border-border">
                <Image image={attachment.image} alt={t("inquiries.photo", { number: index + 1 })} sizes="80px" className="size-20 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="rounded-shop bg-hero p-3">
        <h3 className="text-sm font-medium text-title">{t("inquiries.reply")}</h3>
        {inquiry.replies.length > 0 ? (
          // Every answer, oldest first: a revised quote does not erase the first one.
          <ol className="flex flex-col gap-3" data-testid="inquiry-replies">
            {inquiry.replies.map((reply, index) => (
              <li key={index} className={index > 0 ? "border-t border-border pt-3" : undefined}>
                <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere">{reply.text}</p>
                <p className="mt-1 text-xs text-desc">{t("inquiries.repliedOn", { date: formatDate(reply.at, { time: true }) })}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-desc">{inquiry.status === "closed" ? t("inquiries.status.closed") : t("inquiries.awaitingReply")}</p>
        )}
      </div>
    </article>
  );
}
