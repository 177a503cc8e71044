import { Link } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import type { ProductSummary } from "#contract/catalog.ts";
import { entityPath } from "#app/utils/paths.ts";
import { usePage } from "#app/components/page-context.tsx";
import { AddToCart } from "./AddToCart.tsx";
import { FavoriteButton } from "./FavoriteButton.tsx";
import { Image } from "./Image.tsx";
import { Price } from "./Price.tsx";

type Props = {
  product: ProductSummary;
  priority?: boolean;
  eager?: boolean;
  /** h2 when no section heading sits above the card, h3 under one: headings never skip a level. */
  level?: 2 | 3;
};

export function ProductCard({ product, priority = false, eager = false, level = 3 }: Props) {
  const Heading = level === 2 ? "h2" : "h3";
  const { lang, router, page } = usePage();
  const { t } = useTranslation();
  const showFavorite = page?.theme.product.showFavorite ?? true;
  const showCart = page?.theme.product.showCart ?? true;
  const href = entityPath(router, lang, "product", product.slug);
  return (
    <article className="group relative flex flex-col gap-2" lang={product.lang}>
      {showFavorite ? <FavoriteButton productId={product.id} productName={product.name} className="absolute top-2 right-2 z-10" /> : null}
      {/* The picture repeats the name link: one tab stop per product is enough. */}
      <Link to={href} prefetch="intent" aria-hidden="true" tabIndex={-1} className="block overflow-hidden rounded-shop bg-hero">
        <Image
          image={product.image}
          alt={product.name}
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          eager={eager}
          className="aspect-square w-full object-cover transition-transform duration-150 group-hover:scale-[1.03]"
        />
      </Link>
      <Heading className="text-sm font-medium text-title">
        <Link to={href} className="hover:underline">
          {product.name}
        </Link>
      </Heading>
      <Price price={product.price} linePrice={product.linePrice} />
      {!product.inStock ? <p className="text-xs text-desc">{t("product.outOfStock")}</p> : null}
      {showCart && product.inStock ? <AddToCart target={{ productSlug: product.slug }} productName={product.name} compact /> : null}
    </article>
  );
}
