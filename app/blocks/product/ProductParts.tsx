import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AddToCart } from "#app/components/AddToCart.tsx";
import { FavoriteButton } from "#app/components/FavoriteButton.tsx";
import { KEEP_FOCUS } from "#app/components/RouteFocus.tsx";
import { Price } from "#app/components/Price.tsx";
import { HtmlTree } from "#app/components/HtmlTree.tsx";
import { Stars } from "#app/components/Stars.tsx";
import { entityPath, localizedPath } from "#app/utils/paths.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { currentSku, useProduct } from "./use-product.ts";

export function ProductPrice({ data }: BlockComponentProps) {
  const product = useProduct(data);
  if (!product) return null;
  const sku = currentSku(product);
  return <Price price={sku?.price ?? product.price} linePrice={sku ? sku.linePrice : product.linePrice} large />;
}

/** The score and count of the product's published reviews, linking to them (on its page, the reviews block). */
export function ProductScore({ data }: BlockComponentProps) {
  const product = useProduct(data);
  const { lang, router, page } = usePage();
  if (!product) return null;
  const onPage = page?.meta.type === "product" && (page.data as { id?: number } | null)?.id === product.id;
  const stars = <Stars score={product.score} count={product.reviewCount} />;
  const className = "self-start hover:underline";
  return onPage ? (
    <a href="#reviews" className={className} data-testid="product-score">{stars}</a>
  ) : (
    <Link to={`${entityPath(router, lang, "product", product.slug)}#reviews`} className={className} data-testid="product-score">{stars}</Link>
  );
}

export function ProductTags({ data }: BlockComponentProps) {
  const product = useProduct(data);
  const { lang, router } = usePage();
  const { t } = useTranslation();
  if (!product || product.tags.length === 0) return null;
  return (
    <ul aria-label={t("product.tags")} className="flex flex-wrap gap-2">
      {product.tags.map((tag) => (
        <li key={tag.slug} lang={tag.lang}>
          <Link
            to={entityPath(router, lang, "tag", tag.slug)}
            className="inline-block rounded-full border border-border px-3 py-1 text-xs text-desc hover:border-primary hover:text-primary"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ProductSpec({ data }: BlockComponentProps) {
  const product = useProduct(data);
  const { t } = useTranslation();
  if (!product || product.specs.length === 0) return null;
  return (
    <section className="mt-shop" lang={product.lang}>
      <h2 className="mb-3 text-lg font-title text-title">{t("product.specifications")}</h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] border-t border-border text-sm">
        {product.specs.map((spec) => (
          <div key={spec.name} className="contents">
            <dt className="border-b border-border py-2 pr-4 text-desc">{spec.name}</dt>
            <dd className="border-b border-border py-2">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Name, score, price, variant choice (each variant its own URL), stock and tags. */
export function ProductSingle({ data }: BlockComponentProps) {
  const product = useProduct(data);
  const { lang, router, page } = usePage();
  const { t } = useTranslation();
  if (!product) return null;
  const sku = currentSku(product);
  // The description is merchant HTML, parsed and sanitised by the page loader for the page's product.
  const content = page?.meta.type === "product" && product === page.data ? page.content : [];
  const base = entityPath(router, lang, "product", product.slug);
  return (
    <section className="flex flex-col gap-4" lang={product.lang}>
      {product.category ? (
        <Link to={entityPath(router, lang, "category", product.category.slug)} className="text-sm text-desc hover:text-primary">
          {product.category.name}
        </Link>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-3xl font-title text-title">{product.name}</h1>
        {(page?.theme.product.showFavorite ?? true) ? <FavoriteButton productId={product.id} productName={product.name} className="shrink-0" /> : null}
      </div>
      <ProductScore data={product} props={{}} />
      <ProductPrice data={product} props={{}} />
      {product.options.map((option) => (
        <fieldset key={option.name} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-title">{option.name}</legend>
          <ul className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const target =
                product.skus.find((s) =>
                  Object.entries({ ...(sku?.options ?? {}), [option.name]: value }).every(([k, v]) => s.options[k] === v),
                ) ?? product.skus.find((s) => s.options[option.name] === value);
              const selected = sku?.options[option.name] === value;
              return (
                <li key={value}>
                  <Link
                    to={target ? `${base}/${encodeURIComponent(target.code)}` : base}
                    preventScrollReset
                    replace
                    state={KEEP_FOCUS}
                    aria-current={selected ? "true" : undefined}
                    // Sold out: struck through and dashed, in the readable secondary text colour (no fading:
                    // text must keep its contrast).
                    className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-shop border px-4 text-sm ${
                      selected ? "border-primary bg-primary text-white" : "border-border hover:border-primary"
                    } ${target && target.stock === 0 ? `border-dashed line-through decoration-2 ${selected ? "" : "text-desc"}` : ""}`}
                  >
                    {value}
                  </Link>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <p className="text-sm text-desc">
        {sku && sku.stock > 0 ? t("product.inStock", { count: sku.stock }) : t("product.outOfStock")}
      </p>
      {(page?.theme.product.showCart ?? true) && sku ? (
        <AddToCart key={sku.id} target={{ skuId: sku.id }} productName={product.name} disabled={sku.stock === 0} withQuantity />
      ) : null}
      <ProductExtras product={product} sku={product.selectedSku ? sku : null} />
      {content.length > 0 ? (
        <div className="prose-shop">
          <HtmlTree nodes={content} />
        </div>
      ) : null}
      <ProductTags data={product} props={{}} />
    </section>
  );
}

/**
 * "Add to a list" (the customer's named wishlists; a guest signs in first and comes back) and "Ask for
 * a quote" (`inquiry/{slug}`, `inquiry/{slug}/{sku}` for the variant the address chose): links, so they
 * work without JavaScript and cost the page nothing.
 */
function ProductExtras({ product, sku }: { product: { slug: string }; sku: { id: number; code: string } | null | undefined }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const add = `${userHref(lang, router, "wishlist")}?${new URLSearchParams({ add: product.slug, ...(sku ? { sku: String(sku.id) } : {}) })}`;
  const toList = root?.signedIn ? add : `${localizedPath(lang, "/auth/signin")}?${new URLSearchParams({ redirect: add })}`;
  const link = "inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline";
  return (
    <p className="flex flex-wrap gap-x-6">
      <Link to={toList} className={link}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8}>
          <path strokeLinecap="round" d="M4 6h11M4 12h11M4 18h7M18 15v6M15 18h6" />
        </svg>
        {t("wishlist.addTo")}
      </Link>
      <Link to={localizedPath(lang, `/inquiry/${encodeURIComponent(product.slug)}${sku ? `/${encodeURIComponent(sku.code)}` : ""}`)} className={link}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8}>
          <path strokeLinejoin="round" d="M4 5h16v11H9l-5 4z" />
        </svg>
        {t("inquiries.ask")}
      </Link>
    </p>
  );
}
