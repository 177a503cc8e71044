import type { FormEvent } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * The `onSubmit` of a fetcher form whose post must say that JavaScript runs (`js=1`: answer with data,
 * not a redirect), with fields set as it submits (where to come back to). Without JavaScript the form
 * posts what the server rendered. Adding these fields as it submits, instead of rendering them once
 * hydrated, spares every such form on the page a second render right after hydration.
 */
export function submitWithJs(fetcher: Pick<FetcherWithComponents<unknown>, "submit">, action: string, fields: Record<string, string> = {}) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    data.set("js", "1");
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    void fetcher.submit(data, { method: "post", action });
  };
}
