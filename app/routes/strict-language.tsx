import { data, Outlet } from "react-router";
import { isLanguage } from "#contract/locales.ts";
import type { Route } from "./+types/strict-language";

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";

/** Auth, user and error routes: an unknown first segment is never a language, so it is a 404 here. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function StrictLanguage() {
  return <Outlet />;
}
