import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { CURRENCIES, type Currency } from "#contract/currencies.ts";
import { Disclosure } from "./Disclosure.tsx";

/**
 * The currency chooser: one POST form whose buttons each name a currency, so one click works without
 * JavaScript (the action sets the cookie and redirects back); with JavaScript it posts in place. Its
 * list hangs from the button's left edge: the sign-in and cart links after it leave room there, where
 * one hung from the right edge ran off a phone's left side.
 */
export function CurrencyChooser({ currency }: { currency: Currency }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const { t } = useTranslation();
  const shown = (fetcher.formData?.get("currency") as Currency | null) ?? currency;
  return (
    <Disclosure
      className="relative"
      summaryClassName="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-shop px-2 text-sm hover:text-primary"
      summary={
        <>
          <span className="sr-only">{t("chooser.currency")}: </span>
          {shown}
          <span aria-hidden="true" className="text-xs">▾</span>
        </>
      }
    >
      <fetcher.Form
        method="post"
        action="/preferences"
        onSubmit={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
        className="absolute left-0 z-30 mt-1 grid w-40 grid-cols-2 gap-1 rounded-shop border border-border bg-background p-1 shadow-lg"
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {CURRENCIES.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            aria-pressed={code === shown}
            className="rounded px-2 py-2 text-sm hover:bg-hero aria-pressed:font-semibold aria-pressed:text-primary"
          >
            {code}
          </button>
        ))}
      </fetcher.Form>
    </Disclosure>
  );
}
