import { useTranslation } from "#app/utils/i18n.tsx";

/** Shown on every page while preview mode is on (`preview=true` until `preview=false`). */
export function PreviewBadge() {
  const { t } = useTranslation();
  return (
    <output className="fixed bottom-4 left-4 z-40 rounded-full bg-warning px-4 py-2 text-sm font-semibold text-title shadow-lg">
      {t("preview.on")} <a href="?preview=false" className="ml-2 underline">{t("preview.leave")}</a>
    </output>
  );
}
