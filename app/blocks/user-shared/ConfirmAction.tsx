import type { KeyboardEvent, MouseEvent } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";

const BUTTON = "inline-flex min-h-11 items-center rounded-shop px-4 text-sm";

function close(details: HTMLDetailsElement | null | undefined) {
  if (!details?.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

/** Escape on any of its controls closes the disclosure. */
function onEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key === "Escape") close(event.currentTarget.closest("details"));
}

/**
 * An action that destroys something (cancel an order, delete an address, an article, a list) behind
 * a second step, with or without JavaScript: a native `<details>` whose summary names the action and
 * whose body asks the short question, with the real submit button and a way to keep things as they
 * are. Without JavaScript "keep" reloads the page (the disclosure closed), with it the disclosure just
 * closes (Escape too) and the focus goes back to its summary. Open, it takes a line of its own.
 */
export function ConfirmAction({
  label,
  name,
  question,
  confirm,
  keep,
  fields,
  action,
}: {
  /** The summary: the action's short name ("Delete"). */
  label: string;
  /** The summary's accessible name when the page has several ("Delete the address of Ada Lovelace"). */
  name?: string;
  /** The question ("Delete the address of Ada Lovelace? This cannot be undone."). */
  question: string;
  /** The submit button ("Yes, delete the address"). */
  confirm: string;
  /** The way out ("No, keep it"). */
  keep: string;
  /** The form's hidden fields: the intent and what it acts on. */
  fields: Record<string, string | number>;
  action?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const entries = Object.entries(fields);
  const sent = navigation.formData;
  const busy = navigation.state !== "idle" && !!sent && entries.every(([key, value]) => sent.get(key) === String(value));
  return (
    // Keyed by what it acts on: the next list or order in its place starts closed.
    <details key={entries.join("&")} className="group open:basis-full">
      <summary aria-label={name} onKeyDown={onEscape} className={`${BUTTON} cursor-pointer list-none border border-border text-error-ink hover:border-error group-open:border-error`}>
        {label}
      </summary>
      <Form method="post" action={action} className="mt-2 flex flex-col items-start gap-3 rounded-shop border border-error/40 bg-error/5 p-3">
        <p className="text-sm wrap-anywhere">{question}</p>
        {entries.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            aria-disabled={busy || undefined}
            onKeyDown={onEscape}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
            className={`${BUTTON} bg-error-ink font-medium text-white ${busy ? "opacity-70" : ""}`}
          >
            {confirm}
          </button>
          <Link
            to={location.pathname + location.search}
            replace
            preventScrollReset
            onKeyDown={onEscape}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              close(event.currentTarget.closest("details"));
            }}
            className={`${BUTTON} border border-border hover:border-primary hover:text-primary`}
          >
            {keep}
          </Link>
        </div>
      </Form>
    </details>
  );
}
