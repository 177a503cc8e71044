import { useTranslation } from "#app/utils/i18n.tsx";

/**
 * A whole 1–5 rating as stars, with the number for screen readers. (The product's average uses
 * `components/Stars.tsx`; this one stays out of the catalogue pages' main chunk.)
 */
export function Rating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="text-sm leading-none tracking-widest">
      <span aria-hidden="true" className="text-warning-ink">{"★".repeat(stars)}</span>
      <span aria-hidden="true" className="text-border">{"★".repeat(5 - stars)}</span>
      <span className="sr-only">{t("product.score", { score: stars.toFixed(1) })}</span>
    </p>
  );
}
