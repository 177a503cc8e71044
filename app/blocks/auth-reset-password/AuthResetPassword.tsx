import { Link, useSearchParams } from "react-router";
import { ResetPasswordSchema } from "#contract/account.ts";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AccountField, AuthForm, CodeField, PasswordField } from "../auth-shared/AuthForm.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import { authHref } from "../auth-shared/paths.ts";
import { ResendCode } from "../auth-shared/ResendCode.tsx";

export function AuthResetPassword() {
  const { lang } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const given = params.get("account")?.slice(0, 254) ?? "";
  const action = authHref(lang, "reset-password", given ? { account: given } : {});
  return (
    <AuthCard
      title={t("auth.reset-password.title")}
      intro={given ? t("auth.reset-password.intro", { account: given }) : null}
      footer={
        <>
          <ResendCode account={given} purpose="reset" action={action} />
          <Link to={authHref(lang, "signin")} className="text-primary hover:underline">{t("auth.backToSignin")}</Link>
        </>
      }
    >
      <AuthForm
        intent="reset"
        schema={ResetPasswordSchema}
        action={action}
        defaultValue={{ account: given, code: params.get("code")?.slice(0, 12) ?? "" }}
        submit={t("auth.reset-password.submit")}
      >
        {(fields) => (
          <>
            <AccountField field={fields.account} />
            <CodeField field={fields.code} />
            <PasswordField field={fields.password} label={t("auth.newPassword")} hint={t("auth.passwordHint")} autoComplete="new-password" />
          </>
        )}
      </AuthForm>
    </AuthCard>
  );
}
