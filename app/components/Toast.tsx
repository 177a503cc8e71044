import { useTranslation } from "#app/utils/i18n.tsx";

/** An error toast (spec §8 code 41); CSS hides it after 1000 ms, with or without JavaScript. */
export function Toast({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="toast fixed inset-x-0 top-4 z-50 mx-auto w-fit max-w-[90vw] rounded-shop bg-error-ink px-4 py-3 text-sm font-medium text-white shadow-lg">
      {t(message)}
    </div>
  );
}
