import { Link, useRouteLoaderData } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { localizedPath } from "#app/utils/paths.ts";

const KNOWN = new Set([400, 401, 403, 404, 413, 500, 503, 504]);

/** The page for a status: title, explanation and a way back home. Error pages are noindex. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { lang?: "en" } | undefined;
  const code = KNOWN.has(status) ? status : 500;
  return (
    <div data-error-status={status} className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="text-6xl font-title text-primary">{status}</p>
      <h1 className="text-2xl font-title text-title">{t(`error.${code}.title`)}</h1>
      <p className="max-w-md text-desc">{t(`error.${code}.message`)}</p>
      <Link to={localizedPath(root?.lang ?? "en", "/")} className="button mt-4">
        {t("error.home")}
      </Link>
    </div>
  );
}
