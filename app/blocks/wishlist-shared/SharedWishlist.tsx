import { Link } from "react-router";
import type { SharedWishlist as Shared } from "#contract/wishlist.ts";
import { AddToCart } from "#app/components/AddToCart.tsx";
import { Image } from "#app/components/Image.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { Price } from "#app/components/Price.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { entityPath } from "#app/utils/paths.ts";

/**
 * A shared wishlist (`/wishlist/{token}`): the list's name and products, read-only. Whoever has the
 * link may put a product in their own cart. The name is the owner's text, shown as text.
 */
export function SharedWishlist() {
  const { t } = useTranslation();
  const { page, lang, router } = usePage();
  const list = page?.meta.type === "custom" && page.meta.slug === "wishlist-shared" ? (page.data as Shared | null) : null;
  if (!list) return null;
  const showCart = page?.theme.product.showCart ?? true;
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-desc">{t("wishlist.sharedTitle")}</p>
        <h1 className="text-3xl font-title text-title wrap-anywhere">{list.name}</h1>
        <p className="text-desc">{t("wishlist.sharedIntro")}</p>
      </header>
      {list.items.length === 0 ? (
        <p className="text-desc">{t("wishlist.empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
          {list.items.map((item) => {
            const product = item.product;
            if (!product || !item.available) {
              return (
                <li key={item.id} className="flex flex-col gap-2">
                  <div aria-hidden="true" className="aspect-square rounded-shop bg-hero" />
                  <p className="text-sm text-desc">{t("wishlist.unavailable")}</p>
                </li>
              );
            }
            const href = entityPath(router, lang, "product", product.slug) + (item.sku ? `/${encodeURIComponent(item.sku.code)}` : "");
            const options = item.sku ? Object.values(item.sku.options).join(" · ") : "";
            const inStock = item.sku?.inStock ?? product.inStock;
            return (
              <li key={item.id}>
                <article className="flex flex-col gap-2" lang={product.lang}>
                  <Link to={href} aria-hidden="true" tabIndex={-1} className="block overflow-hidden rounded-shop bg-hero">
                    <Image image={product.image} alt={product.name} sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw" className="aspect-square w-full object-cover" />
                  </Link>
                  <h2 className="text-sm font-medium text-title">
                    <Link to={href} className="hover:underline">{product.name}</Link>
                  </h2>
                  {options ? <p className="text-xs text-desc">{options}</p> : null}
                  <Price price={item.sku?.price ?? product.price} linePrice={item.sku ? null : product.linePrice} />
                  {!inStock ? <p className="text-xs text-desc">{t("product.outOfStock")}</p> : null}
                  {showCart && inStock ? (
                    <AddToCart target={item.sku ? { skuId: item.sku.id } : { productSlug: product.slug }} productName={product.name} compact />
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
