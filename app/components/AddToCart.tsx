import { Link, useFetcher, useLocation } from "react-router";
import { cartRefusalOf } from "#app/utils/cart-refusal.ts";
import type { CartActionData } from "#app/routes/cart.server.ts";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { localizedPath } from "#app/utils/paths.ts";
import { submitWithJs } from "./forms/submit-with-js.ts";

/** The message of a cart refusal: its translation, else the generic one. */
export function useCartError() {
  const { t, i18n } = useTranslation();
  return (error: string | null | undefined, values: Record<string, unknown> = {}) =>
    error ? (i18n.exists(error) ? t(error, values) : t("cart.errors.generic")) : null;
}

type Target = { skuId: number; productSlug?: undefined } | { productSlug: string; skuId?: undefined };

/**
 * Add to cart: a plain POST form to the one cart action (no schema library on catalogue pages).
 * Without JavaScript the shopper lands in the cart; with it a fetcher adds in place and the header
 * count follows.
 */
export function AddToCart({ target, productName, disabled = false, withQuantity = false, compact = false }: {
  target: Target;
  productName: string;
  disabled?: boolean;
  withQuantity?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const location = useLocation();
  const id = target.skuId !== undefined ? `sku-${target.skuId}` : `product-${target.productSlug}`;
  const fetcher = useFetcher<CartActionData>({ key: `add-to-cart-${id}` });
  const message = useCartError();
  const busy = fetcher.state !== "idle";
  // A refusal without JavaScript comes back in the page's address (app/utils/cart-refusal.ts).
  const refused = fetcher.data ? null : cartRefusalOf(new URLSearchParams(location.search), id);
  const done = (fetcher.state === "idle" && fetcher.data) || (refused ? { error: refused.error, errorValues: refused.values, cart: null } : null);
  const errorId = `add-to-cart-${id}-error`;
  const cartPath = localizedPath(lang, "/cart");
  return (
    <fetcher.Form
      method="post"
      action={cartPath}
      onSubmit={submitWithJs(fetcher, cartPath, { redirect: location.pathname + location.search })}
      className={`flex flex-col gap-2 ${compact ? "" : "max-w-sm"}`}
    >
      <input type="hidden" name="intent" value="add" />
      {target.skuId !== undefined ? <input type="hidden" name="skuId" value={target.skuId} /> : <input type="hidden" name="productSlug" value={target.productSlug} />}
      {/* Without JavaScript the cart is where the shopper sees what was added; with it they stay here. */}
      <input type="hidden" name="redirect" value={cartPath} />
      <input type="hidden" name="from" value={location.pathname + location.search} />
      <div className="flex items-end gap-2">
        {withQuantity ? (
          <label className="flex flex-col gap-1 text-sm">
            {t("cart.quantity")}
            <input
              name="quantity"
              inputMode="numeric"
              defaultValue={refused?.quantity || 1}
              aria-invalid={done && done.error ? true : undefined}
              aria-describedby={done && done.error ? errorId : undefined}
              className="h-11 w-20 rounded-shop border border-border bg-background text-center"
            />
          </label>
        ) : null}
        <button
          type="submit"
          disabled={disabled}
          aria-label={compact ? t("cart.addNamed", { name: productName }) : undefined}
          className={`inline-flex min-h-11 items-center justify-center rounded-shop bg-primary px-5 font-medium text-white disabled:opacity-50 ${compact ? "w-full text-sm" : "flex-1"}`}
        >
          {busy ? t("cart.adding") : t("cart.add")}
        </button>
      </div>
      {done && done.error ? (
        <p id={errorId} role="alert" className="text-sm text-sales">
          {message(done.error, done.errorValues)}
        </p>
      ) : done && done.cart ? (
        <output className="block text-sm">
          {t("cart.added")}{" "}
          <Link to={cartPath} className="font-medium text-primary underline">
            {t("cart.view")}
          </Link>
        </output>
      ) : null}
    </fetcher.Form>
  );
}
