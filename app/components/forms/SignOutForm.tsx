import { Form, useLocation } from "react-router";
import { useTranslation } from "#app/utils/i18n.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { localizedPath } from "#app/utils/paths.ts";

/** Sign-out is a POST (a link could be followed by a prefetch or a crawler); then this page reloads. */
export function SignOutForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const location = useLocation();
  return (
    <Form method="post" action={localizedPath(lang, "/auth/signout")} reloadDocument>
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      <button type="submit" className={className}>{t("account.signOut")}</button>
    </Form>
  );
}
