import { useTranslation } from "#app/utils/i18n.tsx";
import type { Price as ShopPrice } from "#contract/catalog.ts";
import { formatPrice } from "#app/utils/money.ts";
import { usePage } from "#app/components/page-context.tsx";

/** Sale price, with the crossed-out line price when there is one. */
export function Price({ price, linePrice, large = false }: { price: ShopPrice; linePrice?: ShopPrice | null; large?: boolean }) {
  const { lang } = usePage();
  const { t } = useTranslation();
  const onSale = linePrice && linePrice.amount > price.amount;
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${large ? "text-2xl" : "text-base"}`}>
      <span className={`font-semibold ${onSale ? "text-sales" : "text-title"}`}>
        {onSale ? <span className="sr-only">{t("product.salePrice")} </span> : null}
        {formatPrice(price, lang)}
      </span>
      {onSale ? (
        <del className={`text-line ${large ? "text-base" : "text-sm"}`}>
          <span className="sr-only">{t("product.linePrice")} </span>
          {formatPrice(linePrice, lang)}
        </del>
      ) : null}
    </p>
  );
}
