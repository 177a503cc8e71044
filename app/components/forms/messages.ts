import { useTranslation } from "#app/utils/i18n.tsx";

/**
 * Message keys come from the contract's schemas and from the backend (`validation.*`, `errors.*`).
 * Keys the shared texts don't have yet are looked up among the account texts (`accountErrors.*`);
 * an unknown key never reaches the shopper as a key. A message that names its field ("{{field}} is
 * required.") has a variant for a field without a name (`…Unnamed`), so no placeholder shows.
 */
export function useMessage(): (key: string, values?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return (raw, values) => {
    // A key may carry a number after a colon (`validation.tooLong:254`): the text's `{{max}}`.
    const [key, max] = raw.split(":") as [string, string?];
    if (max) values = { ...values, max };
    if (values?.field === undefined && i18n.exists(`${key}Unnamed`)) return t(`${key}Unnamed`, values);
    if (i18n.exists(key)) return t(key, values);
    const own = `accountErrors.${key.split(".").pop()}`;
    return i18n.exists(own) ? t(own, values) : t("errors.unknown");
  };
}
