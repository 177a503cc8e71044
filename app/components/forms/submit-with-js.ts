import type { FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * What a fetcher form submits when JavaScript runs: its fields (and its submitter's), `js=1` (answer
 * with data, not a redirect) and any fields set as it submits (where to come back to). Without
 * JavaScript the form posts what the server rendered. Adding these fields as it submits, instead of
 * rendering them once hydrated, spares every such form on the page a second render right after
 * hydration.
 */
export function formDataWithJs(event: FormEvent<HTMLFormElement>, fields: Record<string, string> = {}): FormData {
  const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  data.set("js", "1");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/**
 * The `onSubmit` of a fetcher form that sends `formDataWithJs` through its fetcher. The fetcher's
 * "submitting" state renders at once (`flushSync`), not as a transition: a second click, even one the
 * browser handles before a transition would have rendered, finds the first one's pending state (the
 * cart's "+" counts from the quantity just asked for, a busy line waits) rather than the page before it.
 */
export function submitWithJs(fetcher: Pick<FetcherWithComponents<unknown>, "submit">, action: string, fields: Record<string, string> = {}) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void fetcher.submit(formDataWithJs(event, fields), { method: "post", action, flushSync: true });
  };
}
