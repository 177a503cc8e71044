import { Link } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { formatPrice } from "#app/utils/money.ts";
import { localizedPath } from "#app/utils/paths.ts";
import { Image } from "#app/components/Image.tsx";
import { usePage } from "#app/components/page-context.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import type { CartBlockData } from "../cart/load.server.ts";

/**
 * `cart-drawer`: the cart in brief for a merchant's template — a disclosure (works without JavaScript)
 * with the lines, the selected lines' subtotal as the backend priced it, and the ways on to the cart
 * and checkout. Changes are made in the cart itself.
 */
export function CartDrawer({ data }: BlockComponentProps<CartBlockData | undefined>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const cart = data?.cart ?? null;
  const count = cart?.count ?? 0;
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-2 text-sm">
        {t("header.cart")}
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-white">{count}</span>
        <span className="sr-only">{t("cart.count", { count })}</span>
      </summary>
      <div className="absolute right-0 z-20 mt-2 flex w-80 max-w-[90vw] flex-col gap-3 rounded-shop border border-border bg-background p-4 shadow-lg">
        {!cart || cart.lines.length === 0 ? (
          <p className="text-sm text-desc">{t("cart.empty")}</p>
        ) : (
          <>
            <ul className="flex max-h-80 flex-col gap-3 overflow-y-auto">
              {cart.lines.map((line) => (
                <li key={line.id} className="flex gap-3 text-sm">
                  <Image image={line.image} alt={line.name} sizes="48px" className="size-12 shrink-0 rounded-shop object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-title">{line.name}</p>
                    <p className="text-desc">
                      {Object.values(line.options).join(" · ")} × {line.quantity}
                    </p>
                  </div>
                  <p>{formatPrice(line.lineTotal, lang)}</p>
                </li>
              ))}
            </ul>
            <p className="flex justify-between text-sm font-medium">
              <span>{t("cart.subtotal")}</span>
              <span>{formatPrice(cart.subtotal, lang)}</span>
            </p>
            <div className="flex gap-2">
              <Link to={localizedPath(lang, "/cart")} className="inline-flex min-h-11 flex-1 items-center justify-center rounded-shop border border-border text-sm">
                {t("cart.view")}
              </Link>
              {cart.selectedCount > 0 && cart.checkoutReady ? (
                <Link to={localizedPath(lang, "/checkout/information")} className="inline-flex min-h-11 flex-1 items-center justify-center rounded-shop bg-primary text-sm text-white">
                  {t("cart.checkout")}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
    </details>
  );
}
