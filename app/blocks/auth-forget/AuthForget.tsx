import { Link } from "react-router";
import { ForgetSchema } from "#contract/account.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AccountField, AuthForm } from "../auth-shared/AuthForm.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import type { CaptchaData } from "../auth-shared/load.server.ts";
import { authHref } from "../auth-shared/paths.ts";

export function AuthForget({ data }: BlockComponentProps<CaptchaData | undefined>) {
  const { lang } = usePage();
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("auth.forget.title")}
      intro={t("auth.forget.intro")}
      footer={<Link to={authHref(lang, "signin")} className="text-primary hover:underline">{t("auth.backToSignin")}</Link>}
    >
      <AuthForm intent="forget" schema={ForgetSchema} action={authHref(lang, "forget")} captcha={data?.captcha} submit={t("auth.forget.submit")}>
        {(fields) => <AccountField field={fields.account} />}
      </AuthForm>
    </AuthCard>
  );
}
