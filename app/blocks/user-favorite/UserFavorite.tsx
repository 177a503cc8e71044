import { useTranslation } from "#app/utils/i18n.tsx";
import type { ProductSummary } from "#contract/catalog.ts";
import { ProductCard } from "#app/components/ProductCard.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { PageTitle } from "../user-shared/UserSection.tsx";

/**
 * The favourites (`user-favorite`): the products whose heart the shopper tapped; each card's heart
 * takes one off. Named wishlists are another block (`user-wishlist`).
 */
export function UserFavorite({ data }: BlockComponentProps<ProductSummary[] | undefined>) {
  const { t } = useTranslation();
  const products = data ?? [];
  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{t("favorite.title")}</PageTitle>
      {products.length === 0 ? (
        <p className="text-desc">{t("favorite.empty")}</p>
      ) : (
        <>
          <p className="text-sm text-desc">{t("favorite.removeHint")}</p>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
