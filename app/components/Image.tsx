import type { Image as ShopImage } from "#contract/catalog.ts";

type Props = {
  image: ShopImage | null;
  sizes: string;
  className?: string;
  /** The page's main image: loaded eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  /** Above the fold but not the main image: loaded at once, at normal priority. */
  eager?: boolean;
  alt?: string;
};

/** A WebP image with its renditions; width and height reserve its box so nothing shifts. */
export function Image({ image, sizes, className, priority = false, eager = false, alt }: Props) {
  if (!image) return <div className={`bg-hero ${className ?? ""}`} aria-hidden="true" />;
  return (
    <img
      src={image.url}
      srcSet={image.srcset.map((s) => `${s.url} ${s.width}w`).join(", ") || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
