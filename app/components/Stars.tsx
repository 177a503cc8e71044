import { useTranslation } from "#app/utils/i18n.tsx";
import { formatScore } from "#app/utils/numbers.ts";

/** A 0–5 score as five stars, with the number for screen readers. */
export function Stars({ score, count }: { score: number; count?: number }) {
  const { t, i18n } = useTranslation();
  const width = `${Math.max(0, Math.min(5, score)) * 20}%`;
  return (
    <p className="flex items-center gap-2 text-sm text-desc">
      <span className="relative inline-block leading-none tracking-widest" aria-hidden="true">
        <span className="text-border">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden text-warning-ink" style={{ width }}>
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{t("product.score", { score: formatScore(score, i18n.language) })}</span>
      {count !== undefined ? <span>{t("product.reviews", { count })}</span> : null}
    </p>
  );
}
