import { useMatches, useNavigation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";

/** A thin bar while a client navigation loads (spec §2); no spinner. */
export function ProgressBar() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { t } = useTranslation();
  // A page flagged `notLoadPage` (its meta) or a link carrying the flag in its state navigates quietly.
  const quietPage = matches.some((match) => (match.loaderData as { page?: { meta?: { notLoadPage?: boolean } } } | undefined)?.page?.meta?.notLoadPage);
  const loading = navigation.state === "loading" && !navigation.location.state?.notLoadPage && !quietPage;
  return (
    <div className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden ${loading ? "" : "hidden"}`}>
      {loading ? <div className="progress-bar h-full w-full bg-primary" aria-hidden="true" /> : null}
      <p className="sr-only" aria-live="polite">{loading ? t("navigation.loading") : ""}</p>
    </div>
  );
}
