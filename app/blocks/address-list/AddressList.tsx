import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link } from "react-router";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import { phoneWithCode } from "#contract/countries.ts";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { ConfirmAction } from "../user-shared/ConfirmAction.tsx";
import type { AddressBookData } from "../user-shared/load.server.ts";
import { personName } from "#contract/names.ts";

/** The address book: each address with edit, delete (after a confirmation) and "make default". */
export function AddressList({ data }: BlockComponentProps<AddressBookData | undefined>) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const listHref = userHref(lang, router, "address");
  const addresses = data?.addresses ?? [];
  const countries = new Map(data?.countries);
  if (addresses.length === 0) return <p className="text-desc">{t("address.empty")}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {addresses.map((address) => {
        const name = personName(address.firstName, address.lastName, { country: address.country, lang });
        return (
          <li key={address.id} className={`flex flex-col gap-3 rounded-shop border p-4 ${address.isDefault ? "border-primary" : "border-border"}`}>
            <address className="flex flex-col text-sm not-italic">
              <span className="font-semibold text-title">
                {name}
                {address.isDefault ? <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t("address.default")}</span> : null}
              </span>
              <span>{[address.address, address.apartment].filter(Boolean).join(", ")}</span>
              <span>{[address.area, address.city, address.province, address.postalCode].filter(Boolean).join(", ")}</span>
              <span>{countries.get(address.country) ?? address.country}</span>
              <span className="text-desc">{phoneWithCode(address.countryCode, address.phone)}</span>
            </address>
            <div className="mt-auto flex flex-wrap gap-2 text-sm">
              <Link
                to={`${listHref}?edit=${address.id}`}
                preventScrollReset
                aria-label={t("address.editNamed", { name })}
                className="flex min-h-11 items-center rounded-shop border border-border px-3 hover:border-primary hover:text-primary"
              >
                {t("address.edit")}
              </Link>
              {address.isDefault ? null : (
                <Form method="post" action={listHref}>
                  <input type="hidden" name="intent" value="address-default" />
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" aria-label={t("address.makeDefaultNamed", { name })} className="min-h-11 rounded-shop border border-border px-3 hover:border-primary hover:text-primary">
                    {t("address.makeDefault")}
                  </button>
                </Form>
              )}
              <ConfirmAction
                label={t("address.delete")}
                name={t("address.deleteNamed", { name })}
                question={t(address.isDefault ? "address.deleteConfirmDefault" : "address.deleteConfirm", { name })}
                confirm={t("address.deleteYes")}
                keep={t("address.keep")}
                fields={{ intent: "address-delete", id: address.id }}
                action={listHref}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
