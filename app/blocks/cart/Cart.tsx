import { useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { Link, useActionData, useFetcher, useFetchers, useLocation } from "react-router";
import type { Cart, CartLine } from "#contract/cart.ts";
import { Image } from "#app/components/Image.tsx";
import { Price } from "#app/components/Price.tsx";
import { ProductCard } from "#app/components/ProductCard.tsx";
import { formDataWithJs, submitWithJs } from "#app/components/forms/submit-with-js.ts";
import type { CartActionData } from "#app/routes/cart.server.ts";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { entityPath, localizedPath } from "#app/utils/paths.ts";
import { usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import type { CartBlockData } from "./load.server.ts";
import { useCartError } from "#app/components/AddToCart.tsx";

/**
 * The cart (`cart` block): lines with quantity, remove and select; the selected lines' subtotal as the
 * backend priced it; checkout; the unpaid-orders reminder; related products. Every control is a form
 * posting to the one cart action; with JavaScript each line has its own fetcher, the change shows at
 * once, and the newest cart version answered wins, so a line is never lost or brought back.
 */
type Answered = Dispatch<SetStateAction<Cart | null>>;

/** Hands a fetcher's answered cart to the block, which keeps the newest version any of them answered. */
function useAnswered(cart: Cart | null | undefined, setAnswered: Answered) {
  useEffect(() => {
    if (cart) setAnswered((newest) => (!newest || cart.version > newest.version ? cart : newest));
  }, [cart, setAnswered]);
}

export function CartBlock({ data }: BlockComponentProps<CartBlockData | undefined>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const loaded = data?.cart ?? null;
  // The newest cart version answered (the page's load or a line's fetcher) wins: never an older one.
  // `useFetchers` lists fetchers in flight only, and a cart action does not reload the page's data: an
  // answer that is in must count until a newer one replaces it, or the page falls back to its load and
  // the next "+" sends a quantity from before.
  const [answered, setAnswered] = useState<Cart | null>(null);
  const fetchers = useFetchers();
  let cart = answered && (!loaded || answered.version > loaded.version) ? answered : loaded;
  for (const fetcher of fetchers) {
    const inFlight = fetcher.key.startsWith("cart-") ? (fetcher.data as CartActionData | undefined)?.cart : null;
    if (inFlight && (!cart || inFlight.version > cart.version)) cart = inFlight;
  }

  // Submissions in flight, applied on top of the last answer.
  const removing = new Set<number>();
  const quantities = new Map<number, number>();
  const selections = new Map<number, boolean>();
  let selectAll: boolean | null = null;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form || !fetcher.key.startsWith("cart-")) continue;
    const intent = form.get("intent");
    const lineId = Number(form.get("lineId"));
    if (intent === "remove") removing.add(lineId);
    else if (intent === "update" && /^\d+$/.test(String(form.get("quantity"))) && Number(form.get("quantity")) >= 1 && Number(form.get("quantity")) <= 99) {
      quantities.set(lineId, Number(form.get("quantity")));
    } else if (intent === "select") selections.set(lineId, form.get("selected") === "true");
    else if (intent === "select-all") selectAll = form.get("selected") === "true";
  }
  const pending = removing.size + quantities.size + selections.size > 0 || selectAll !== null;
  const lines = (cart?.lines ?? [])
    .filter((line) => !removing.has(line.id))
    .map((line) => ({
      ...line,
      quantity: quantities.get(line.id) ?? line.quantity,
      selected: selections.get(line.id) ?? selectAll ?? line.selected,
    }));
  const allSelected = lines.length > 0 && lines.every((line) => line.selected);
  const selectedCount = lines.filter((line) => line.selected).length;

  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-6" aria-labelledby="cart-title">
        <h1 id="cart-title" className="text-3xl font-title text-title">
          {t("cart.title")}
        </h1>
        {data && data.unpaidOrders > 0 ? (
          <p className="flex flex-wrap items-center gap-3 rounded-shop border border-border bg-hero p-4 text-sm">
            <span>{t("cart.unpaid", { count: data.unpaidOrders })}</span>
            <Link to={`${localizedPath(lang, "/user/order")}?tab=to-pay`} className="font-medium text-primary underline">
              {t("cart.goPay")}
            </Link>
          </p>
        ) : null}
        <PageError lines={lines} />
        {!cart || lines.length === 0 ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-desc">{t("cart.empty")}</p>
            <Link to={localizedPath(lang, "/")} className="inline-flex min-h-11 items-center rounded-shop bg-primary px-5 text-white">
              {t("cart.continue")}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <div className="flex flex-col gap-4">
              <PriceNotice lines={lines} setAnswered={setAnswered} />
              <SelectAllForm allSelected={allSelected} setAnswered={setAnswered} />
              <ul className="flex flex-col divide-y divide-border border-y border-border">
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} setAnswered={setAnswered} />
                ))}
              </ul>
            </div>
            <aside aria-labelledby="cart-summary" aria-busy={pending} className={`flex h-fit flex-col gap-4 rounded-shop border border-border p-5 ${pending ? "opacity-60" : ""}`}>
              <h2 id="cart-summary" className="text-xl font-title text-title">
                {t("cart.summary")}
              </h2>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
                <dt>{t("cart.selected", { count: cart.selectedCount })}</dt>
                <dd />
                <dt>{t("cart.subtotal")}</dt>
                <dd data-testid="cart-subtotal" className="text-right font-medium">
                  {formatPrice(cart.subtotal, lang)}
                </dd>
                {cart.promotion && cart.promotionDiscount.amount > 0 ? (
                  <>
                    <dt>{t("cart.promotion", { title: cart.promotion.title })}</dt>
                    <dd className="text-right text-sales">−{formatPrice(cart.promotionDiscount, lang)}</dd>
                  </>
                ) : null}
                <dt className="font-medium text-title">{t("cart.total")}</dt>
                <dd data-testid="cart-total" className="text-right text-lg font-semibold text-title">
                  {formatPrice(cart.total, lang)}
                </dd>
              </dl>
              <p className="text-xs text-desc">{t("cart.shippingLater")}</p>
              {selectedCount > 0 && cart.checkoutReady ? (
                <Link
                  to={localizedPath(lang, "/checkout/information")}
                  className="inline-flex min-h-11 items-center justify-center rounded-shop bg-primary px-5 font-medium text-white"
                >
                  {t("cart.checkout")}
                </Link>
              ) : (
                <p className="text-sm text-desc">{selectedCount === 0 ? t("cart.selectToCheckout") : t("cart.notReady")}</p>
              )}
            </aside>
          </div>
        )}
      </section>
      {data && data.related.length > 0 ? (
        <section aria-labelledby="cart-related">
          <h2 id="cart-related" className="mb-4 text-xl font-title text-title">
            {t("cart.related")}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {data.related.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Without JavaScript a refusal comes back as the page's action data: beside its line, or on top. */
function PageError({ lines }: { lines: CartLine[] }) {
  const actionData = useActionData<CartActionData>();
  const message = useCartError();
  if (!actionData?.error || (actionData.lineId !== null && lines.some((line) => line.id === actionData.lineId))) return null;
  return (
    <p role="alert" className="rounded-shop border border-sales p-3 text-sm text-sales">
      {message(actionData.error, actionData.errorValues)}
    </p>
  );
}

/** What every cart form posts besides its own fields; with JavaScript its `onSubmit` adds `js=1` (forms/submit-with-js.ts). */
function Hidden({ intent, lineId }: { intent: string; lineId?: number }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {lineId !== undefined ? <input type="hidden" name="lineId" value={lineId} /> : null}
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
    </>
  );
}

function Checkbox({ checked }: { checked: boolean }) {
  return (
    <span aria-hidden="true" className={`flex size-5 items-center justify-center rounded border ${checked ? "border-primary bg-primary text-white" : "border-border bg-background"}`}>
      {checked ? (
        <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <path d="M3 8.5 6.5 12 13 4.5" />
        </svg>
      ) : null}
    </span>
  );
}

/**
 * Lines whose price changed since they were added: a notice on top of the lines, until the shopper
 * confirms the prices shown (the form names each line's shown price: one raised again meanwhile keeps
 * its notice). Loading the cart changes nothing; only this post does.
 */
function PriceNotice({ lines, setAnswered }: { lines: CartLine[]; setAnswered: Answered }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const fetcher = useFetcher<CartActionData>({ key: "cart-confirm-prices" });
  useAnswered(fetcher.data?.cart, setAnswered);
  const changed = lines.filter((line) => line.priceWas);
  if (!changed.length) return null;
  const action = localizedPath(lang, "/cart");
  return (
    <div data-testid="price-notice" className="flex flex-wrap items-center gap-3 rounded-shop border border-sales p-4 text-sm">
      <p className="flex-1">{t("cartPrices.notice")}</p>
      <fetcher.Form method="post" action={action} onSubmit={submitWithJs(fetcher, action)}>
        <Hidden intent="confirm-prices" />
        {changed.map((line) => (
          <input key={line.id} type="hidden" name="line" value={`${line.id}:${line.unitPrice.amount}`} />
        ))}
        <button type="submit" disabled={fetcher.state !== "idle"} className="min-h-11 rounded-shop border border-border px-4 font-medium">
          {t("cartPrices.confirm")}
        </button>
      </fetcher.Form>
    </div>
  );
}

function SelectAllForm({ allSelected, setAnswered }: { allSelected: boolean; setAnswered: Answered }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const fetcher = useFetcher<CartActionData>({ key: "cart-select-all" });
  useAnswered(fetcher.data?.cart, setAnswered);
  const action = localizedPath(lang, "/cart");
  return (
    <fetcher.Form method="post" action={action} onSubmit={submitWithJs(fetcher, action)}>
      <Hidden intent="select-all" />
      <input type="hidden" name="selected" value={String(!allSelected)} />
      <button type="submit" aria-pressed={allSelected} className="flex min-h-11 items-center gap-2 text-sm">
        <Checkbox checked={allSelected} />
        {t("cart.selectAll")}
      </button>
    </fetcher.Form>
  );
}

function CartLineItem({ line, setAnswered }: { line: CartLine; setAnswered: Answered }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const message = useCartError();
  const actionData = useActionData<CartActionData>();
  const fetcher = useFetcher<CartActionData>({ key: `cart-line-${line.id}` });
  const selectFetcher = useFetcher<CartActionData>({ key: `cart-select-${line.id}` });
  useAnswered(fetcher.data?.cart, setAnswered);
  useAnswered(selectFetcher.data?.cart, setAnswered);
  const action = localizedPath(lang, "/cart");
  const href = entityPath(router, lang, "product", line.productSlug);
  const options = Object.entries(line.options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(" · ");
  // The answer of this line's last change, or (without JavaScript) the page's.
  const refusal =
    fetcher.state === "idle" && fetcher.data?.error
      ? fetcher.data
      : selectFetcher.state === "idle" && selectFetcher.data?.error
        ? selectFetcher.data
        : actionData?.error && actionData.lineId === line.id
          ? actionData
          : null;
  const errorId = `cart-line-${line.id}-error`;
  const quantityFormId = `cart-line-${line.id}-quantity`;
  // What the shopper typed stays in the field until the line's change is answered without a refusal:
  // a cart that re-renders meanwhile (a push, another line's answer) never takes it away.
  const [typed, setTyped] = useState<{ value: string; since: CartActionData | undefined } | null>(null);
  const typedAnswered = typed !== null && fetcher.state === "idle" && fetcher.data !== typed.since && !fetcher.data?.error;
  // One change of this line travels at a time. A change made while another is on its way waits and
  // goes when the answer is in (the newest replacing an older waiting one): an aborted request can
  // still reach the backend after a newer one, so overlapping sends could leave an older quantity.
  const [waiting, setWaiting] = useState<FormData | null>(null);
  // The waiting change already handed to the microtask below: an effect run again before it ran (its
  // dependencies are new on every render) must not send the same change twice.
  const sending = useRef<FormData | null>(null);
  useEffect(() => {
    if (!waiting || fetcher.state !== "idle" || sending.current === waiting) return;
    sending.current = waiting;
    // After the effect, so that the fetcher's pending state renders at once (`flushSync` cannot inside an
    // effect): no render in between shows the line without the change, for a click to count from.
    queueMicrotask(() => {
      void fetcher.submit(waiting, { method: "post", action, flushSync: true });
      setWaiting(null);
    });
  }, [waiting, fetcher, action]);
  const waitingQuantity = waiting && /^[1-9]\d?$/.test(String(waiting.get("quantity"))) ? Number(waiting.get("quantity")) : null;
  const quantity = waitingQuantity ?? line.quantity;
  const send = submitWithJs(fetcher, action);
  const wait = (event: FormEvent<HTMLFormElement>) => {
    // A change still waiting (its answer is in, the effect that sends it has not run yet) is replaced,
    // not overtaken: sent now, this one would land before the older one.
    if (fetcher.state === "idle" && !waiting) return send(event);
    event.preventDefault();
    setWaiting(formDataWithJs(event));
  };
  const step = (event: FormEvent<HTMLFormElement>) => {
    setTyped(null);
    wait(event);
  };
  // Without JavaScript a refused change comes back as the page's answer, with the field as it was typed.
  const refusedTyped = actionData?.error && actionData.lineId === line.id ? actionData.quantity : undefined;
  const quantityShown = typed && !typedAnswered ? typed.value : (refusedTyped ?? String(quantity));
  const stockNote =
    line.stockState === "low"
      ? t("cart.stock.low", { count: line.stock })
      : line.stockState === "insufficient"
        ? t("cart.stock.insufficient", { count: line.stock })
        : line.stockState === "sold-out"
          ? t("cart.stock.soldOut")
          : line.stockState === "unavailable"
            ? t("cart.stock.unavailable")
            : null;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-sku={line.skuCode}>
      <selectFetcher.Form method="post" action={action} onSubmit={submitWithJs(selectFetcher, action)} className="self-center">
        <Hidden intent="select" lineId={line.id} />
        <input type="hidden" name="selected" value={String(!line.selected)} />
        <button type="submit" aria-pressed={line.selected} aria-label={t("cart.selectLine", { name: line.name })} className="flex size-11 items-center justify-center">
          <Checkbox checked={line.selected} />
        </button>
      </selectFetcher.Form>
      <Link to={href} aria-hidden="true" tabIndex={-1} className="block size-20 shrink-0 overflow-hidden rounded-shop bg-hero sm:size-24">
        <Image image={line.image} alt={line.name} sizes="96px" className="size-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-medium text-title">
              <Link to={href} className="hover:underline">
                {line.name}
              </Link>
            </h2>
            {options ? <p className="text-sm text-desc">{options}</p> : null}
            <Price price={line.unitPrice} linePrice={line.linePrice} />
            {line.priceWas ? (
              <p className="text-sm font-medium text-sales" data-testid="price-changed">
                {t("cartPrices.changed", { was: formatPrice(line.priceWas, lang), now: formatPrice(line.unitPrice, lang) })}
              </p>
            ) : null}
          </div>
          <p className="font-semibold text-title" data-testid="line-total">
            <span className="sr-only">{t("cart.lineTotal")} </span>
            {formatPrice(line.lineTotal, lang)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fetcher.Form method="post" action={action} onSubmit={step}>
            <Hidden intent="update" lineId={line.id} />
            <input type="hidden" name="quantity" value={quantity - 1} />
            <button type="submit" disabled={quantity <= 1} aria-label={t("cart.decrease", { name: line.name })} className="flex size-11 items-center justify-center rounded-shop border border-border text-lg disabled:opacity-40">
              −
            </button>
          </fetcher.Form>
          <fetcher.Form id={quantityFormId} method="post" action={action} onSubmit={wait}>
            <Hidden intent="update" lineId={line.id} />
            <input
              name="quantity"
              inputMode="numeric"
              value={quantityShown}
              onChange={(event) => setTyped({ value: event.target.value, since: fetcher.data })}
              aria-label={t("cart.quantityFor", { name: line.name })}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? errorId : undefined}
              className="h-11 w-16 rounded-shop border border-border bg-background text-center"
            />
          </fetcher.Form>
          <fetcher.Form method="post" action={action} onSubmit={step}>
            <Hidden intent="update" lineId={line.id} />
            <input type="hidden" name="quantity" value={quantity + 1} />
            <button type="submit" disabled={quantity >= 99} aria-label={t("cart.increase", { name: line.name })} className="flex size-11 items-center justify-center rounded-shop border border-border text-lg disabled:opacity-40">
              +
            </button>
          </fetcher.Form>
          {/* Outside its form (the `form` attribute ties it) so that on a phone "−, quantity, +" stay on one row. */}
          <button type="submit" form={quantityFormId} className="min-h-11 rounded-shop border border-border px-3 text-sm">
            {t("cart.update")}
          </button>
          <fetcher.Form
            method="post"
            action={action}
            onSubmit={(event) => {
              setWaiting(null);
              send(event);
            }}
            className="ml-auto"
          >
            <Hidden intent="remove" lineId={line.id} />
            <button type="submit" aria-label={t("cart.removeLine", { name: line.name })} className="min-h-11 px-2 text-sm text-desc underline hover:text-sales">
              {t("cart.remove")}
            </button>
          </fetcher.Form>
        </div>
        {stockNote ? <p className="text-sm text-sales">{stockNote}</p> : null}
        {refusal ? (
          <p id={errorId} role="alert" className="text-sm text-sales">
            {message(refusal.error, refusal.errorValues)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
