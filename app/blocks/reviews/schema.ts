import { ReviewCreateSchema, ReviewUpdateSchema } from "#contract/reviews.ts";

/** The review form's fields that are not the contract's: new photo files and kept photos to drop. */
export const REVIEW_FORM_EXTRA = ["photoFiles", "removePhotos"];

/** Create and update take the same form; the update names its review and not the product. */
export function reviewForm(editing: boolean) {
  return editing
    ? { schema: ReviewUpdateSchema, extra: [...REVIEW_FORM_EXTRA, "productId"] }
    : { schema: ReviewCreateSchema, extra: REVIEW_FORM_EXTRA };
}
