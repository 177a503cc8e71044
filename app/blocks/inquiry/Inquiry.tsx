import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useId, useState } from "react";
import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import { ATTACHMENT_TYPES, MAX_ATTACHMENTS } from "#contract/attachment.ts";
import { InquiryCreateSchema, type InquiryPage } from "#contract/inquiry.ts";
import { stringProp, type BlockComponentProps } from "#app/components/blocks.ts";
import { ErrorList, Field } from "#app/components/forms/Field.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { useHydrated } from "#app/components/forms/use-hydrated.ts";
import { Image } from "#app/components/Image.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { Price } from "#app/components/Price.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { entityPath } from "#app/utils/paths.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { InquiryFormData } from "./actions.server.ts";
import { INQUIRY_INTENT, PHOTOS_FIELD } from "./intents.ts";
import { KEPT_FIELD, refusedPhotos, type KeptPhoto } from "#app/components/forms/kept-photos.ts";
import { KeptPhotos } from "#app/components/forms/KeptPhotos.tsx";
import { colon } from "#app/utils/colon.ts";

/**
 * A quote request (issue 9, spec §2 "Inquiry screen: content and image upload"): on `inquiry/{slug}`
 * about the page's product (or the merchant's quote page), elsewhere a general request. What is needed,
 * how many, up to 5 photos and how to reach the sender. The form is multipart, so the photos travel
 * without JavaScript too; with it the form is sent in place and the chosen photos show beforehand.
 * On `inquiry/{slug}/{sku}` the variant chosen on the product page shows (its options and picture) and
 * travels with the request.
 */
export function InquiryForm({ props, data }: BlockComponentProps<InquiryFormData | undefined>) {
  const { t } = useTranslation();
  const { page } = usePage();
  const target = page?.meta.type === "inquiry" ? (page.data as InquiryPage | null) : null;
  const slug = target?.slug ?? stringProp(props, "slug");
  const product = target?.product ?? null;
  const sku = (product && target?.sku) || null;
  const Heading = target ? "h1" : "h2";
  const { form, fields, reply, pending } = useUserForm(
    INQUIRY_INTENT,
    InquiryCreateSchema,
    { name: data?.name ?? "", email: data?.email ?? "", quantity: "1", slug, sku: sku?.code },
    [PHOTOS_FIELD, KEPT_FIELD],
  );
  return (
    <section className={`grid gap-6 ${product ? "md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start" : "mx-auto max-w-2xl"}`}>
      <header className={`flex flex-col gap-3 ${product ? "md:sticky md:top-4" : ""}`}>
        <Heading className="text-3xl font-title text-title">{stringProp(props, "title") || t("inquiries.title")}</Heading>
        <p className="text-desc">{t("inquiries.intro")}</p>
        {product ? <ProductSummaryCard product={product} sku={sku} /> : null}
      </header>
      {reply?.done ? (
        <ThankYou message={reply.done} values={reply.doneValues} />
      ) : (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="relative flex flex-col gap-1">
          <input type="hidden" name="intent" value={INQUIRY_INTENT} />
          {slug ? <input type="hidden" name="slug" value={slug} /> : null}
          {sku ? <input type="hidden" name="sku" value={sku.code} /> : null}
          <Honeypot />
          <FormMessage errors={form.errors} />
          <TextareaField
            label={t("inquiries.content")}
            errors={fields.content.errors}
            textareaProps={{ ...getTextareaProps(fields.content), rows: 6 }}
          />
          <Field
            label={t("inquiries.quantity")}
            className="max-w-40"
            errors={fields.quantity.errors}
            inputProps={{ ...getInputProps(fields.quantity, { type: "number" }), inputMode: "numeric" }}
          />
          <PhotosField errors={reply?.result?.error?.[PHOTOS_FIELD]} kept={reply?.kept ?? []} />
          <fieldset className="mt-2 flex flex-col gap-1">
            <legend className="mb-2 text-base font-title text-title">{t("inquiries.contact")}</legend>
            <Field label={t("inquiries.name")} errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }} />
            <Field
              label={t("inquiries.email")}
              errors={fields.email.errors}
              inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", inputMode: "email" }}
            />
            <Field label={t("inquiries.phone")} errors={fields.phone.errors} inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }} />
          </fieldset>
          <div>
            <SubmitButton pending={pending}>{t("inquiries.submit")}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The product the quote is about, and the variant chosen on its page: its options, picture and price. */
function ProductSummaryCard({ product, sku }: { product: NonNullable<InquiryPage["product"]>; sku: InquiryPage["sku"] }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const base = entityPath(router, lang, "product", product.slug);
  const href = sku ? `${base}/${encodeURIComponent(sku.code)}` : base;
  const options = Object.entries(sku?.options ?? {});
  return (
    <div className="flex items-center gap-4 rounded-shop border border-border p-3" lang={product.lang} data-testid="inquiry-product">
      <Link to={href} aria-hidden="true" tabIndex={-1} className="block w-24 shrink-0 overflow-hidden rounded-shop bg-hero">
        <Image image={sku?.image ?? product.image} alt={product.name} sizes="96px" eager className="aspect-square w-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs text-desc">{t("inquiries.product")}</p>
        <Link to={href} className="font-medium text-title wrap-anywhere hover:underline">{product.name}</Link>
        {options.length ? (
          <dl className="flex flex-wrap gap-x-3 text-sm text-desc" data-testid="inquiry-variant">
            {options.map(([name, value]) => (
              <div key={name} className="flex gap-1">
                <dt>{name}{colon(lang).trimEnd()}</dt>
                <dd className="text-title">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Price price={sku?.price ?? product.price} linePrice={sku ? sku.linePrice : product.linePrice} />
      </div>
    </div>
  );
}

function ThankYou({ message, values }: { message: string; values?: Record<string, string | number> }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex flex-col items-start gap-3">
      <FormMessage success={message} successValues={values} />
      {root?.signedIn ? (
        <Link to={userHref(lang, router, "inquiry")} className="button">{t("inquiries.viewRequests")}</Link>
      ) : null}
      <Link to={location.pathname + location.search} replace className="text-primary underline">{t("inquiries.another")}</Link>
    </div>
  );
}

type Preview = { name: string; url: string };

/**
 * Up to 5 photos; with JavaScript the chosen ones show at once, and too many or too large are said before
 * sending. Photos that went up with a refused try come back as kept ones (ticked, sent again as
 * `kept`): the picker, keyed by them, starts empty again so they are not sent twice.
 */
function PhotosField({ errors, kept }: { errors?: string[] | null; kept: KeptPhoto[] }) {
  const keptKey = kept.map((photo) => photo.id).join(",");
  return <PhotosPicker key={keptKey} errors={errors} kept={kept} />;
}

function PhotosPicker({ errors, kept }: { errors?: string[] | null; kept: KeptPhoto[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const shown = problem ? [problem] : errors;
  const invalid = Boolean(shown?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-title">{t("inquiries.photos")}</label>
      <KeptPhotos kept={kept} label={t("attachments.kept")} keep={t("attachments.keep")} className="mb-1" />
      <input
        id={id}
        name={PHOTOS_FIELD}
        type="file"
        multiple
        accept={ATTACHMENT_TYPES.join(",")}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        onChange={(event) => {
          setProblem(refusedPhotos(event, kept.length));
          const files = [...(event.currentTarget.files ?? [])];
          setPreviews(files.slice(0, MAX_ATTACHMENTS).map((file) => ({ name: file.name, url: URL.createObjectURL(file) })));
        }}
        className="text-sm file:mr-3 file:min-h-11 file:rounded-shop file:border file:border-border file:bg-background file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="text-xs text-desc">{t("attachments.hint")}</p>
      {hydrated && previews.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("attachments.label")}>
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt={preview.name} width={64} height={64} className="size-16 rounded-shop border border-border object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorList id={`${id}-error`} errors={shown} />
    </div>
  );
}
