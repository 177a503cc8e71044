import { Link, useSearchParams } from "react-router";
import { VerifyEmailSchema } from "#contract/account.ts";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { usePage } from "#app/components/page-context.tsx";
import { useTranslation } from "#app/utils/i18n.tsx";
import { AccountField, AuthForm, CodeField } from "../auth-shared/AuthForm.tsx";
import { AuthCard } from "../auth-shared/AuthCard.tsx";
import { authHref } from "../auth-shared/paths.ts";
import { ResendCode } from "../auth-shared/ResendCode.tsx";

/** The code form; as `verify-prompt` ("check your inbox") it leads with where the code went. */
export function AuthVerifyEmail({ props }: BlockComponentProps) {
  const { lang, page } = usePage();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const prompt = props.prompt === true || props.prompt === "true" || page?.meta.slug === "auth-verify-prompt";
  const given = params.get("account")?.slice(0, 254) ?? "";
  const back = params.get("redirect") ?? "";
  const query: Record<string, string> = {};
  if (given) query.account = given;
  if (back) query.redirect = back;
  const action = authHref(lang, prompt ? "verify-prompt" : "verify-email", query);
  return (
    <AuthCard
      title={t(prompt ? "auth.verify-prompt.title" : "auth.verify-email.title")}
      intro={given ? t("auth.verify-prompt.intro", { account: given }) : t("auth.verify-email.intro")}
      footer={
        <>
          <ResendCode account={given} purpose="verify" action={action} />
          <Link to={authHref(lang, "signin")} className="text-primary hover:underline">{t("auth.backToSignin")}</Link>
        </>
      }
    >
      <AuthForm
        intent="verify"
        schema={VerifyEmailSchema}
        action={action}
        hidden={{ redirect: back }}
        defaultValue={{ account: given, code: params.get("code")?.slice(0, 12) ?? "" }}
        submit={t("auth.verify-email.submit")}
      >
        {(fields) => (
          <>
            <AccountField field={fields.account} />
            <CodeField field={fields.code} />
          </>
        )}
      </AuthForm>
    </AuthCard>
  );
}
