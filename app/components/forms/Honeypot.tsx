import { useId } from "react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { HONEYPOT_FIELD } from "./honeypot-field.ts";

/** A field people never see and bots fill in; the action refuses a form that has it. */
export function Honeypot() {
  const { t } = useTranslation();
  // A page may hold several strangers' forms (the footer's newsletter beside a contact form).
  const id = `${useId()}${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("auth.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
