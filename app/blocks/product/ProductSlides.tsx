import { useTranslation } from "#app/utils/i18n.tsx";
import { Image } from "#app/components/Image.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { currentSku, useProduct } from "./use-product.ts";

/** The product gallery: main image first (eager), thumbnails scroll-snap on phones. */
export function ProductSlides({ data }: BlockComponentProps) {
  const product = useProduct(data);
  const { page } = usePage();
  const { t } = useTranslation();
  if (!product) return null;
  const showSlides = page?.theme.product.showSlideImage ?? true;
  const skuImage = currentSku(product)?.image;
  const images = skuImage ? [skuImage, ...product.images.filter((i) => i.url !== skuImage.url)] : product.images;
  const shown = showSlides ? images : images.slice(0, 1);
  return (
    <section aria-label={t("product.gallery")} className="min-w-0">
      {/* Focusable so keyboard users can scroll the phone's strip with the arrow keys (WCAG 2.1.1). */}
      <ul
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
        tabIndex={shown.length > 1 ? 0 : undefined}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-shop focus-visible:outline-2 focus-visible:outline-primary md:grid md:grid-cols-2 md:overflow-visible"
      >
        {shown.map((image, index) => (
          <li key={image.url} className={`w-[85%] shrink-0 snap-start md:w-auto ${index === 0 ? "md:col-span-2" : ""}`}>
            <Image
              image={image}
              alt={index === 0 ? product.name : `${product.name} (${index + 1})`}
              sizes={index === 0 ? "(min-width: 768px) 50vw, 85vw" : "(min-width: 768px) 25vw, 85vw"}
              priority={index === 0}
              className="aspect-square w-full rounded-shop bg-hero object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
