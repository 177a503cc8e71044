import { Link, useSearchParams } from "react-router";
import { SignInSchema } from "#contract/account.ts";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AccountField, AuthForm, CodeField, PasswordField } from "../auth-shared/AuthForm.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import { authHref } from "../auth-shared/paths.ts";

/** Messages another page leaves for the sign-in page (`?done=`). */
const DONE = new Set(["reset", "signedOut", "signedOutEverywhere"]);

export function AuthSignin() {
  const { lang } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get("redirect") ?? "";
  const keep: Record<string, string> = back ? { redirect: back } : {};
  const done = params.get("done");
  return (
    <AuthCard
      title={t("auth.signin.title")}
      footer={
        <>
          <Link to={authHref(lang, "forget")} className="text-primary hover:underline">{t("auth.forgetLink")}</Link>
          <p>
            {t("auth.noAccount")}{" "}
            <Link to={authHref(lang, "signup", keep)} className="font-medium text-primary hover:underline">{t("auth.signupLink")}</Link>
          </p>
        </>
      }
    >
      <AuthForm
        intent="signin"
        schema={SignInSchema}
        action={authHref(lang, "signin", keep)}
        hidden={{ redirect: back }}
        success={done && DONE.has(done) ? `auth.done.${done}` : null}
        submit={t("auth.signin.submit")}
      >
        {(fields, reply) => (
          <>
            <AccountField field={fields.account} />
            <PasswordField field={fields.password} label={t("auth.password")} autoComplete="current-password" />
            {reply?.step === "code" ? <CodeField field={fields.code} /> : null}
          </>
        )}
      </AuthForm>
    </AuthCard>
  );
}
