import { useMessage } from "./messages.ts";

/** A whole-form message (wrong credentials, rate limit, saved): announced, and translated here. */
export function FormMessage({
  errors,
  errorValues,
  success,
  successValues,
  id,
}: {
  errors?: string[] | null;
  /** The errors' placeholders (`{{max}}` …). */
  errorValues?: Record<string, unknown>;
  success?: string | null;
  /** The success message's placeholders (`{{email}}` …). */
  successValues?: Record<string, unknown>;
  id?: string;
}) {
  const message = useMessage();
  if (errors?.length) {
    return (
      <div id={id} role="alert" className="rounded-shop border border-error/40 bg-error/10 px-3 py-2 text-sm text-error-ink">
        {errors.map((error) => <p key={error}>{message(error, errorValues)}</p>)}
      </div>
    );
  }
  if (success) {
    return (
      <output id={id} className="block rounded-shop border border-success/40 bg-success/10 px-3 py-2 text-sm text-success-ink">
        {message(success, successValues)}
      </output>
    );
  }
  return null;
}
