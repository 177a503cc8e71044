import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "#contract/attachment.ts";
import type { Order, OrderLine } from "#contract/order.ts";
import { APPLY_TYPES, DESCRIPTION_MAX, RETURN_REASONS } from "#contract/returns.ts";
import { numberProp, type BlockComponentProps } from "#app/components/blocks.ts";
import { ErrorList } from "#app/components/forms/Field.tsx";
import { SelectField } from "#app/components/forms/SelectField.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { constraintOf, parseForm } from "#app/components/forms/form-data.ts";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { Image } from "#app/components/Image.tsx";
import { useFormatDate, usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { userHref } from "#app/utils/paths.ts";
import { useIntentReply } from "../auth-shared/use-intent.ts";
import type { ApplyReply, OrderRefundData } from "./order-refund.server.ts";
import { orderHref } from "./paths.ts";
import { KeptPhotos } from "#app/components/forms/KeptPhotos.tsx";
import { refusedPhotos } from "#app/components/forms/kept-photos.ts";
import { APPLY_INTENT, returnApplyFormSchema, type KeptPhoto } from "./schema.ts";
import { colon, optionsText } from "#app/utils/colon.ts";

/**
 * `order-refund`: "apply for after-sales" on a delivered order (spec §3 return): which lines and how many
 * (never more than bought less already asked back), return and refund / exchange / refund only, the
 * reason, a description and up to five photos. A multipart form posting to the order's apply page
 * (`{userPath}order/{number}/return`), so it works without JavaScript; with it, checked as typed and sent
 * in place. Props: `order` (a number; else the page's address), `headingLevel` (2 when placed under
 * another page's title).
 */
export function OrderRefund({ data, props }: BlockComponentProps<OrderRefundData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const Heading = numberProp(props, "headingLevel", 1, 2) === 2 ? "h2" : "h1";
  const order = data?.order ?? null;
  const title = <Heading className="text-2xl font-title text-title sm:text-3xl">{t("returns.apply")}</Heading>;
  if (!order) {
    return (
      <section className="flex flex-col gap-4">
        {title}
        <p>{t("order.errors.notFound")}</p>
        <Link to={userHref(lang, router, "order")} className="text-primary underline">
          {t("order.backToList")}
        </Link>
      </section>
    );
  }
  const back = orderHref(lang, router, order.number, data?.access ?? null);
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        {title}
        <p className="text-sm text-desc">
          <Link to={back} className="text-primary underline">
            {t("order.number", { number: order.number })}
          </Link>
        </p>
      </header>
      {order.canApplyReturn ? (
        <ApplyForm order={order} data={data!} />
      ) : (
        <p className="rounded-shop border border-border bg-hero p-4 text-sm" data-testid="return-blocked">
          {t(order.returnBlockedReason ?? "returns.form.nothingLeft")}
        </p>
      )}
      <Link to={back} className="self-start text-primary underline">
        {t("returns.form.backToOrder")}
      </Link>
    </section>
  );
}

function ApplyForm({ order, data }: { order: Order; data: OrderRefundData }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const formatDate = useFormatDate();
  const reply = useIntentReply(APPLY_INTENT) as ApplyReply | undefined;
  const navigation = useNavigation();
  const lines = order.lines.filter((line) => line.returnableQuantity > 0);
  const returnable = useMemo(
    () => Object.fromEntries(order.lines.filter((l) => l.returnableQuantity > 0).map((l) => [l.id, l.returnableQuantity])),
    [order.lines],
  );
  const schema = useMemo(() => returnApplyFormSchema(returnable), [returnable]);
  // The line the shopper came for is ticked; alone on the order, the only line is.
  const ticked = (line: OrderLine) => line.id === data.line || (data.line === null && lines.length === 1);
  const [form, fields] = useForm({
    id: APPLY_INTENT,
    lastResult: reply?.result,
    defaultValue: {
      lines: lines.map((line) => ({ lineId: String(line.id), quantity: String(line.returnableQuantity), selected: ticked(line) ? "on" : undefined })),
    } as never,
    constraint: constraintOf(schema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === APPLY_INTENT;
  // Hidden fields only fail when tampered with: their messages show above the form.
  const formErrors = [...(form.errors ?? []), ...["orderNumber", "access", "idempotencyKey"].flatMap((name) => form.allErrors[name] ?? [])];
  const photoErrors = Object.entries(form.allErrors)
    .filter(([name]) => name === "photos" || name.startsWith("photos["))
    .flatMap(([, errors]) => errors);
  const lineFields = fields.lines.getFieldList();
  return (
    <Form
      method="post"
      action={orderHref(lang, router, order.number, data.access, "/return")}
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="flex max-w-3xl flex-col gap-6"
    >
      <input type="hidden" name="intent" value={APPLY_INTENT} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name="orderNumber" value={order.number} />
      {data.access ? <input type="hidden" name="access" value={data.access} /> : null}
      {order.returnDeadline ? <p className="text-sm text-desc">{t("returns.form.deadline", { date: formatDate(order.returnDeadline) })}</p> : null}
      <FormMessage errors={formErrors.length ? formErrors : null} />

      <fieldset className="flex flex-col gap-3" aria-describedby={fields.lines.errors ? `${fields.lines.id}-error` : undefined}>
        <legend className="mb-2 text-lg font-title text-title">{t("returns.form.items")}</legend>
        <ul className="flex flex-col divide-y divide-border border-y border-border">
          {lines.map((line, index) => {
            const meta = lineFields[index]?.getFieldset();
            return meta ? <LineChoice key={line.id} line={line} fields={meta} /> : null;
          })}
        </ul>
        <ErrorList id={`${fields.lines.id}-error`} errors={fields.lines.errors} />
      </fieldset>

      <ChoiceGroup
        legend={t("returns.fields.applyType")}
        field={fields.applyType}
        options={APPLY_TYPES.map((type) => ({ value: type, label: t(`returns.applyType.${type}`), hint: t(`returns.form.applyTypeHint.${type}`) }))}
      />

      <SelectField label={t("returns.fields.reason")} errors={fields.reason.errors} className="max-w-md" selectProps={getSelectProps(fields.reason)}>
        <option value="">{t("returns.form.chooseReason")}</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`returns.reason.${reason}`)}
          </option>
        ))}
      </SelectField>

      <TextareaField
        label={t("returns.fields.applyDesc")}
        hint={t("returns.form.descriptionHint", { max: DESCRIPTION_MAX })}
        errors={fields.description.errors}
        textareaProps={getTextareaProps(fields.description)}
      />

      <PhotoField name={fields.photos.name} id={fields.photos.id} errors={photoErrors} kept={reply?.kept ?? []} />

      <div>
        <SubmitButton pending={pending}>{pending ? t("returns.form.sending") : t("returns.form.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

type LineFields = { selected: FieldMetadata<unknown>; quantity: FieldMetadata<unknown>; lineId: FieldMetadata<unknown> };

/** One order line: a tick to return it and how many (1 up to what is left to return). */
function LineChoice({ line, fields }: { line: OrderLine; fields: LineFields }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const options = optionsText(line.options, lang);
  const { key: selectedKey, ...selected } = getInputProps(fields.selected, { type: "checkbox" });
  const { key: quantityKey, ...quantity } = getInputProps(fields.quantity, { type: "number" });
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 text-sm" data-testid="return-line" data-line={line.id}>
      <input type="hidden" name={fields.lineId.name} value={String(line.id)} />
      <input {...selected} key={selectedKey} className="mt-5 size-5 shrink-0 accent-primary" />
      <Image image={line.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-shop object-cover" />
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={fields.selected.id} className="font-medium text-title">{line.name}</label>
        {options ? <p className="text-desc">{options}</p> : null}
        <p className="text-desc">
          {t("order.unitPrice")}{colon(lang)}<bdi>{formatPrice(line.unitPrice, lang)}</bdi> · {t("order.quantity")}{colon(lang)}{line.quantity}
        </p>
      </div>
      <div className="flex w-32 flex-col gap-1">
        <label htmlFor={fields.quantity.id} className="text-xs font-medium text-title">{t("returns.fields.returnQuantity")}</label>
        <input
          {...quantity}
          key={quantityKey}
          min={1}
          max={line.returnableQuantity}
          inputMode="numeric"
          aria-describedby={`${fields.quantity.id}-hint${fields.quantity.errors ? ` ${fields.quantity.id}-error` : ""}`}
          className="min-h-11 w-full rounded-shop border border-border bg-background px-3 text-base aria-[invalid=true]:border-error"
        />
        <p id={`${fields.quantity.id}-hint`} className="text-xs text-desc">{t("returns.form.returnable", { count: line.returnableQuantity })}</p>
      </div>
      <div className="basis-full">
        <ErrorList id={`${fields.quantity.id}-error`} errors={fields.quantity.errors} />
      </div>
    </li>
  );
}

/** Radio buttons with a short explanation each, the group's error under it. */
function ChoiceGroup({ legend, field, options }: { legend: string; field: FieldMetadata<string | undefined>; options: Array<{ value: string; label: string; hint: string }> }) {
  const errorId = `${field.id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={field.errors ? errorId : undefined}>
      <legend className="mb-2 text-lg font-title text-title">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <div key={option.value} className="relative flex items-start gap-2 rounded-shop border border-border p-3 text-sm has-checked:border-primary has-checked:bg-hero">
              <input
                type="radio"
                id={id}
                name={field.name}
                value={option.value}
                defaultChecked={field.initialValue === option.value}
                key={`${field.key ?? ""}${option.value}`}
                aria-describedby={`${id}-hint`}
                className="relative z-10 mt-0.5 size-4 shrink-0 accent-primary"
              />
              <div className="flex flex-col gap-0.5">
                {/* The whole card takes the click. */}
                <label htmlFor={id} className="font-medium text-title after:absolute after:inset-0">
                  {option.label}
                </label>
                <p id={`${id}-hint`} className="text-desc">{option.hint}</p>
              </div>
            </div>
          );
        })}
      </div>
      <ErrorList id={errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * Up to five photos. Chosen files go with the form; photos uploaded with an earlier, refused try stay
 * as ticked "keep" boxes. With JavaScript the chosen files show as thumbnails before sending, and files
 * the action would refuse (too many, too large, not a photo) are taken back at once with the reason.
 */
function PhotoField({ name, id, errors, kept }: { name: string; id: string; errors: string[]; kept: KeptPhoto[] }) {
  const { t } = useTranslation();
  // Files that went up with a refused try come back as kept photos: the picker (keyed by them) starts
  // empty again, so they are not sent twice, and the thumbnails of the files chosen before go too.
  const keptKey = kept.map((photo) => photo.id).join(",");
  const [chosen, setChosen] = useState<{ keptKey: string; previews: Array<{ url: string; name: string }> }>({ keptKey, previews: [] });
  useEffect(() => () => chosen.previews.forEach((p) => URL.revokeObjectURL(p.url)), [chosen]);
  const previews = chosen.keptKey === keptKey ? chosen.previews : [];
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ? [problem] : errors;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-title">{t("returns.fields.credentials")}</legend>
      <KeptPhotos kept={kept} label={t("returns.photos.kept")} keep={t("returns.photos.keep")} />
      <label htmlFor={id} className="text-sm text-title">{t("returns.photos.choose")}</label>
      <input
        key={keptKey}
        id={id}
        name={name}
        type="file"
        multiple
        accept={ATTACHMENT_TYPES.join(",")}
        aria-invalid={shown.length ? true : undefined}
        aria-describedby={`${hintId}${shown.length ? ` ${errorId}` : ""}`}
        onChange={(event) => {
          const refused = refusedPhotos(event, kept.length);
          const files = [...(event.currentTarget.files ?? [])];
          setProblem(refused);
          setChosen({ keptKey, previews: files.map((file) => ({ url: URL.createObjectURL(file), name: file.name })) });
        }}
        className="text-sm file:mr-3 file:min-h-11 file:rounded-shop file:border file:border-border file:bg-background file:px-3"
      />
      <p id={hintId} className="text-xs text-desc">
        {t("returns.photos.hint", { count: MAX_ATTACHMENTS, size: Math.round(MAX_ATTACHMENT_BYTES / 1024 / 1024) })}
      </p>
      {previews.length ? (
        <ul className="flex flex-wrap gap-3" aria-hidden="true">
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt="" width={80} height={80} className="size-20 rounded-shop border border-border object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorList id={errorId} errors={shown} />
    </fieldset>
  );
}
