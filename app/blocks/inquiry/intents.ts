export const INQUIRY_INTENT = "inquiry-send";
/** The form's file field; the action uploads each photo and sends their attachment ids. */
export const PHOTOS_FIELD = "photos";
