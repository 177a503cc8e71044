import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { REVIEW_BODY_MAX, type OwnReview } from "#contract/reviews.ts";
import { ErrorList, Field } from "#app/components/forms/Field.tsx";
import { TextareaField } from "#app/components/forms/TextareaField.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { Honeypot } from "#app/components/forms/Honeypot.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { PhotoField } from "../community-shared/PhotoField.tsx";
import { useUserForm } from "../user-shared/use-user-form.ts";
import type { ReviewReply } from "./actions.server.ts";
import { reviewForm } from "./schema.ts";

/**
 * A customer's review of a product, new or edited: rating, title, text and up to five photos. A
 * multipart form, so photos go with it to the product page's action with and without JavaScript.
 */
export function ReviewForm({ review, productId, action }: { review: OwnReview | null; productId: number; action: string }) {
  // A saved review gives the form new defaults.
  return <ReviewFormFields key={review?.updatedAt ?? "new"} review={review} productId={productId} action={action} />;
}

function ReviewFormFields({ review, productId, action }: { review: OwnReview | null; productId: number; action: string }) {
  const { t } = useTranslation();
  const editing = review !== null;
  const { schema, extra } = reviewForm(editing);
  const defaults = review ? { rating: String(review.rating), title: review.title, body: review.body } : undefined;
  const { form, fields, reply, pending } = useUserForm("review-save", schema, defaults, extra);
  const carried = (reply as ReviewReply | undefined)?.photos;
  const own = review?.photos ?? [];
  const photos = carried ? [...own.filter((p) => carried.kept.includes(p.id)), ...carried.uploaded] : own;
  // The five radios share the field's props (worked out once: each call reads the whole form's
  // metadata); each has its own value, checked when it is the field's.
  const { key: _key, ...rating } = getInputProps(fields.rating, { type: "radio", value: false });
  return (
    <Form method="post" action={action} encType="multipart/form-data" preventScrollReset {...getFormProps(form)} noValidate className="flex max-w-2xl flex-col gap-2">
      <input type="hidden" name="intent" value="review-save" />
      {editing ? <input type="hidden" name="id" value={review.id} /> : <input type="hidden" name="productId" value={productId} />}
      <Honeypot />
      <FormMessage errors={form.errors} />
      <fieldset aria-describedby={fields.rating.errors?.length ? `${fields.rating.id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-title">{t("reviews.form.rating")}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => {
            const value = String(stars);
            return (
              <label key={stars} className="relative">
                <input {...rating} value={value} defaultChecked={fields.rating.initialValue === value} id={`${fields.rating.id}-${stars}`} className="peer sr-only" />
                <span className="flex min-h-11 cursor-pointer items-center gap-1 rounded-shop border border-border px-3 text-sm text-warning-ink peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-primary">
                  <span aria-hidden="true" className="tracking-wider">{"★".repeat(stars)}</span>
                  <span className="sr-only">{t("reviews.stars", { count: stars })}</span>
                </span>
              </label>
            );
          })}
        </div>
        <ErrorList id={`${fields.rating.id}-error`} errors={fields.rating.errors} field={t("reviews.form.rating")} />
      </fieldset>
      <Field label={t("reviews.form.title")} errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: "text" })} />
      <TextareaField
        label={t("reviews.form.body")}
        hint={t("reviews.form.bodyHint", { max: REVIEW_BODY_MAX })}
        errors={fields.body.errors}
        textareaProps={{ ...getTextareaProps(fields.body), rows: 6 }}
      />
      <PhotoField key={photos.map((p) => p.id).join("-")} name="photoFiles" keepName="photos" removeName="removePhotos" photos={photos} errors={fields.photos.errors} multiple />
      <p className="text-xs text-desc">{t("reviews.form.moderated")}</p>
      <SubmitButton pending={pending} className="self-start">{editing ? t("reviews.form.update") : t("reviews.form.submit")}</SubmitButton>
    </Form>
  );
}
