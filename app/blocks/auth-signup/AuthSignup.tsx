import { getInputProps } from "@conform-to/react";
import { Link, useSearchParams } from "react-router";
import { SignUpSchema } from "#contract/account.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { CheckboxField } from "#app/components/forms/Field.tsx";
import { usePage } from "#app/components/page-context.tsx";
import { Trans, useTranslation } from "#app/utils/i18n.tsx";
import { entityPath } from "#app/utils/paths.ts";
import { AccountField, AuthForm, PasswordField } from "../auth-shared/AuthForm.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import type { CaptchaData } from "../auth-shared/load.server.ts";
import { authHref } from "../auth-shared/paths.ts";

export function AuthSignup({ data }: BlockComponentProps<CaptchaData | undefined>) {
  const { lang, router } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get("redirect") ?? "";
  const keep: Record<string, string> = back ? { redirect: back } : {};
  const policyLink = (slug: string) => (
    <Link to={entityPath(router, lang, "page", slug)} className="text-primary underline" target="_blank" />
  );
  return (
    <AuthCard
      title={t("auth.signup.title")}
      intro={t("auth.signup.intro")}
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link to={authHref(lang, "signin", keep)} className="font-medium text-primary hover:underline">{t("auth.signinLink")}</Link>
        </p>
      }
    >
      <AuthForm
        intent="signup"
        schema={SignUpSchema}
        action={authHref(lang, "signup", keep)}
        hidden={{ redirect: back }}
        captcha={data?.captcha}
        submit={t("auth.signup.submit")}
      >
        {(fields) => (
          <>
            <AccountField field={fields.account} />
            <PasswordField field={fields.password} label={t("auth.password")} hint={t("auth.passwordHint")} autoComplete="new-password" />
            <CheckboxField
              label={<Trans i18nKey="auth.agree" components={{ privacy: policyLink("privacy"), terms: policyLink("terms") }} />}
              errors={fields.agree.errors}
              className="mt-2"
              inputProps={getInputProps(fields.agree, { type: "checkbox" })}
            />
            {/* The newsletter's double opt-in: an email account gets the confirmation link too. */}
            <CheckboxField
              label={t("newsletter.signupConsent")}
              errors={fields.newsletter.errors}
              inputProps={getInputProps(fields.newsletter, { type: "checkbox" })}
            />
          </>
        )}
      </AuthForm>
    </AuthCard>
  );
}
