import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useLocation } from "react-router";
import { GOODS_APPLY_TYPES, ReturnLogisticsSchema, type ReturnRequest, type ReturnStage } from "#contract/returns.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { Field } from "#app/components/forms/Field.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { formatDate as formatDay } from "#app/utils/dates.ts";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { userHref } from "#app/utils/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import { orderHref, returnHref } from "../order-refund/paths.ts";
import { ReturnStatuses } from "../user-return-list/ReturnParts.tsx";
import { ConfirmAction } from "../user-shared/ConfirmAction.tsx";
import { PageTitle, UserSection } from "../user-shared/UserSection.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { ReturnDetailData } from "./return-detail.server.ts";
import { colon, optionsText } from "#app/utils/colon.ts";

/** The steps a request goes through when all goes well, by apply type. */
const PATHS: Record<ReturnRequest["applyType"], ReturnStage[]> = {
  "return-refund": ["requested", "approved", "returning", "received", "refunding", "completed"],
  exchange: ["requested", "approved", "returning", "received", "completed"],
  "refund-only": ["requested", "approved", "refunding", "completed"],
};

/**
 * `user-return-detail`: one after-sales request (spec §3): return number, lines, refund amount, the
 * progress, the merchant's return address once approved and then the form for the parcel back
 * (logistics company, tracking number, delivery time); cancel while pending. Customers, and guests
 * through the order's signed link (`?access=`).
 */
export function UserReturnDetail({ data }: BlockComponentProps<ReturnDetailData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const request = data?.request ?? null;
  const access = data?.access ?? null;
  // Guests have no list of their own: back to the order they reached this from.
  const back = request && access ? orderHref(lang, router, request.orderNumber, access) : userHref(lang, router, "return");
  const backLabel = request && access ? t("returns.form.backToOrder") : t("returns.detail.backToList");
  if (!request) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>{t("returns.title")}</PageTitle>
        <p>{t("returns.errors.notFound")}</p>
        <Link to={back} className="text-primary underline">
          {backLabel}
        </Link>
      </section>
    );
  }
  const money = (price: ReturnRequest["refundAmount"]) => formatPrice(price, lang);
  const goods = GOODS_APPLY_TYPES.includes(request.applyType);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle>{t("returns.number", { number: request.number })}</PageTitle>
      <CancelError />
      <div className="flex flex-wrap items-center gap-3">
        <ReturnStatuses status={request.status} auditStatus={request.auditStatus} />
        <span className="text-sm text-desc">{formatDate(request.createdAt, { time: true })}</span>
      </div>
      <Progress request={request} />
      {request.refuseReason ? (
        <p role="note" className="rounded-shop border border-error/40 bg-error/10 p-4 text-sm" data-testid="return-refuse-reason">
          <span className="font-medium">{t(request.stage === "closed" ? "returns.detail.closedReason" : "returns.fields.refuseDesc")}:</span>{" "}
          <span className="whitespace-pre-line wrap-anywhere">{request.refuseReason}</span>
        </p>
      ) : null}

      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-desc">{t("returns.fields.returnNumber")}</dt>
        <dd data-testid="return-number">{request.number}</dd>
        <dt className="text-desc">{t("returns.fields.orderNumber")}</dt>
        <dd>
          <Link to={orderHref(lang, router, request.orderNumber, access)} className="text-primary underline">
            {request.orderNumber}
          </Link>
        </dd>
        <dt className="text-desc">{t("returns.fields.applyType")}</dt>
        <dd data-testid="return-apply-type">{t(`returns.applyType.${request.applyType}`)}</dd>
        <dt className="text-desc">{t("returns.fields.reason")}</dt>
        <dd>{t(`returns.reason.${request.reason}`)}</dd>
        <dt className="text-desc">{t("returns.fields.applyDesc")}</dt>
        <dd className="whitespace-pre-line wrap-anywhere">{request.description || "—"}</dd>
        <dt className="text-desc">{t("returns.fields.refundAmount")}</dt>
        <dd className="font-semibold" data-testid="return-refund-amount">
          {request.applyType === "exchange" ? t("returns.exchangeNoRefund") : money(request.refundAmount)}
        </dd>
        {request.refund ? (
          <>
            <dt className="text-desc">{t("returns.detail.refund")}</dt>
            <dd data-testid="return-refund">
              {t(`returns.refundStatus.${request.refund.status}`)} · {money(request.refund.amount)}
              {request.refund.completedAt ? ` · ${formatDate(request.refund.completedAt)}` : ""}
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="return-lines" className="flex flex-col gap-3">
        <h2 id="return-lines" className="text-lg font-title text-title">{t("returns.detail.lines")}</h2>
        <ul className="flex flex-col divide-y divide-border border-y border-border">
          {request.lines.map((line) => (
            <li key={line.lineId} className="flex gap-3 py-3 text-sm">
              <Image image={line.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-shop object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-title">{line.name}</p>
                <p className="text-desc">{optionsText(line.options, lang)}</p>
                <p>
                  {t("order.unitPrice")}{colon(lang)}{money(line.unitPrice)} · {t("returns.fields.returnQuantity")}{colon(lang)}{line.quantity}
                </p>
              </div>
              {request.applyType === "exchange" ? null : <p className="font-medium">{money(line.amount)}</p>}
            </li>
          ))}
        </ul>
      </section>

      {request.attachments.length ? (
        <section aria-labelledby="return-photos" className="flex flex-col gap-3">
          <h2 id="return-photos" className="text-lg font-title text-title">{t("returns.fields.credentials")}</h2>
          <ul className="flex flex-wrap gap-3">
            {request.attachments.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.image.url} target="_blank" rel="noreferrer" className="block">
                  <Image image={photo.image} alt={t("returns.detail.photo", { index: index + 1 })} sizes="96px" className="size-24 rounded-shop border border-border object-cover" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {request.returnAddress ? (
        <UserSection title={t("returns.fields.returnAddress")} description={request.canSubmitLogistics ? t("returns.logistics.intro") : undefined}>
          <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="return-address">
            <dt className="text-desc">{t("returns.fields.consignee")}</dt>
            <dd>{request.returnAddress.consignee}</dd>
            <dt className="text-desc">{t("returns.fields.contactNumber")}</dt>
            <dd>{request.returnAddress.phone}</dd>
            <dt className="text-desc">{t("returns.fields.detailedAddress")}</dt>
            <dd className="whitespace-pre-line">{request.returnAddress.address}</dd>
          </dl>
        </UserSection>
      ) : null}

      {request.canSubmitLogistics ? (
        <LogisticsForm request={request} access={access} today={data!.today} />
      ) : request.logistics ? (
        <UserSection title={t("returns.logistics.sent")}>
          <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="return-logistics">
            <dt className="text-desc">{t("returns.fields.logisticsCompany")}</dt>
            <dd>{request.logistics.logisticsCompany}</dd>
            <dt className="text-desc">{t("returns.fields.trackingNumber")}</dt>
            <dd>{request.logistics.trackingNumber}</dd>
            <dt className="text-desc">{t("returns.fields.deliveryTime")}</dt>
            {/* A day the shopper picked, stored as its midnight in UTC: shown as that day in any shop zone. */}
            <dd>{formatDay(request.logistics.deliveryTime, { lang, timeZone: "UTC" })}</dd>
          </dl>
        </UserSection>
      ) : goods && request.stage === "requested" ? (
        <p className="text-sm text-desc">{t("returns.detail.waitForApproval")}</p>
      ) : null}

      {request.replacement ? (
        <p className="text-sm" data-testid="return-replacement">
          {t("returns.detail.replacement", { name: request.replacement.expressName, number: request.replacement.expressNumber })} · {formatDate(request.replacement.createdAt)}
        </p>
      ) : null}

      {request.canCancel ? <CancelForm number={request.number} access={access} /> : null}

      <Link to={back} className="self-start text-primary underline">
        {backLabel}
      </Link>
    </section>
  );
}

/** Where the request is on its way, as an ordered list; a request that left the way shows where it ended. */
function Progress({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation();
  const path = PATHS[request.applyType];
  const at = path.indexOf(request.stage);
  if (at < 0) {
    return (
      <p className="text-sm font-medium text-title" data-testid="return-stage">
        {t(`returns.stage.${request.stage}`)}
      </p>
    );
  }
  return (
    <ol aria-label={t("returns.detail.progress")} className="flex flex-wrap gap-x-2 gap-y-1 text-sm" data-testid="return-progress">
      {path.map((stage, index) => (
        <li key={stage} aria-current={index === at ? "step" : undefined} className={`flex items-center gap-2 ${index === at ? "font-semibold text-primary" : index < at ? "text-title" : "text-desc"}`}>
          {index > 0 ? <span aria-hidden="true" className="text-desc">›</span> : null}
          <span data-testid={index === at ? "return-stage" : undefined}>{t(`returns.stage.${stage}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function CancelError() {
  const reply = useIntentReply("return-cancel");
  const errors = reply?.result?.error?.[""] ?? null;
  return errors ? <FormMessage errors={errors} /> : null;
}

function CancelForm({ number, access }: { number: string; access: string | null }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const location = useLocation();
  // Withdrawing is final: asked first, with or without JavaScript.
  return (
    <div className="self-start">
      <ConfirmAction
        label={t("returns.cancel")}
        question={t("returns.cancelQuestion", { number })}
        confirm={t("returns.cancelYes")}
        keep={t("returns.cancelKeep")}
        fields={{ intent: "return-cancel", number, ...(access ? { access } : {}), redirect: location.pathname + location.search }}
        action={returnHref(lang, router, number, access)}
      />
    </div>
  );
}

/** Once approved: how the goods are coming back. It can be corrected until the parcel arrives. */
function LogisticsForm({ request, access, today }: { request: ReturnRequest; access: string | null; today: string }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const location = useLocation();
  const { form, fields, pending } = useUserForm("return-logistics", ReturnLogisticsSchema, {
    number: request.number,
    logisticsCompany: request.logistics?.logisticsCompany ?? "",
    trackingNumber: request.logistics?.trackingNumber ?? "",
    deliveryTime: request.logistics?.deliveryTime.slice(0, 10) ?? "",
  });
  const hiddenErrors = [...(form.errors ?? []), ...(fields.number.errors ?? []), ...(fields.access.errors ?? [])];
  return (
    <UserSection title={t("returns.logistics.title")}>
      <Form method="post" action={returnHref(lang, router, request.number, access)} {...getFormProps(form)} noValidate className="grid gap-x-4 gap-y-1 sm:grid-cols-3">
        <input type="hidden" name="intent" value="return-logistics" />
        <input type="hidden" name="number" value={request.number} />
        {access ? <input type="hidden" name="access" value={access} /> : null}
        <input type="hidden" name="redirect" value={location.pathname + location.search} />
        <div className="sm:col-span-3">
          <FormMessage errors={hiddenErrors.length ? hiddenErrors : null} />
        </div>
        <Field
          label={t("returns.fields.logisticsCompany")}
          errors={fields.logisticsCompany.errors}
          inputProps={{ ...getInputProps(fields.logisticsCompany, { type: "text" }), autoComplete: "off" }}
        />
        <Field
          label={t("returns.fields.trackingNumber")}
          errors={fields.trackingNumber.errors}
          inputProps={{ ...getInputProps(fields.trackingNumber, { type: "text" }), autoComplete: "off" }}
        />
        <Field label={t("returns.fields.deliveryTime")} errors={fields.deliveryTime.errors} inputProps={{ ...getInputProps(fields.deliveryTime, { type: "date" }), max: today }} />
        <div className="sm:col-span-3">
          <SubmitButton pending={pending}>{t("returns.logistics.submit")}</SubmitButton>
        </div>
      </Form>
    </UserSection>
  );
}
