import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "#app/utils/i18n.tsx";
import { Form, Link, useSearchParams } from "react-router";
import { AddressSchema, type Address } from "#contract/account.ts";
import { CheckboxField, Field } from "#app/components/forms/Field.tsx";
import { SelectField } from "#app/components/forms/SelectField.tsx";
import { FormMessage } from "#app/components/forms/FormMessage.tsx";
import { SubmitButton } from "#app/components/forms/SubmitButton.tsx";
import type { BlockComponentProps } from "#app/components/blocks.ts";
import type { AddressBookData } from "../user-shared/load.server.ts";
import { usePage } from "#app/components/page-context.tsx";
import { userHref } from "../auth-shared/paths.ts";
import { useUserForm } from "../user-shared/use-user-form.ts";
import { nameFieldOrder } from "#contract/names.ts";

/** The address being edited (`?edit=ID`), or none for a new one. */
export function useEditedAddress(addresses: Address[] | undefined): Address | null {
  const [params] = useSearchParams();
  const id = Number(params.get("edit"));
  return addresses?.find((a) => a.id === id) ?? null;
}

/** The `address-form` block: the form on its own, for the address in `?edit=` or a new one. */
export function AddressFormBlock({ data }: BlockComponentProps<AddressBookData | undefined>) {
  const address = useEditedAddress(data?.addresses);
  return <AddressForm address={address} countries={data?.countries ?? []} />;
}

/** Spec §2's address form: country … phone, and "set as default". */
export function AddressForm({ address, countries, onCancel }: { address: Address | null; countries: AddressBookData["countries"]; onCancel?: () => void }) {
  const { t } = useTranslation();
  const { lang, router } = usePage();
  const listHref = userHref(lang, router, "address");
  const { form, fields, pending } = useUserForm(
    "address-save",
    AddressSchema,
    address
      ? Object.fromEntries(Object.entries(address).map(([k, v]) => [k, typeof v === "boolean" ? (v ? "on" : "") : String(v ?? "")]))
      : {},
    ["id"],
  );
  const label = (key: string) => t(`address.fields.${key}`);
  const text = (name: Exclude<keyof typeof fields, "isDefault">, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <Field
      key={name}
      label={label(name)}
      name={label(name)}
      errors={fields[name].errors}
      inputProps={{ ...getInputProps(fields[name], { type: "text" }), autoComplete, ...extra }}
    />
  );
  return (
    // A refused form comes back to the same `?edit=`/`?new=` address, so it stays open with its errors.
    <Form method="post" action={`${listHref}?${address ? `edit=${address.id}` : "new=1"}`} {...getFormProps(form)} noValidate className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="address-save" />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormMessage errors={form.errors} />
      <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
        {nameFieldOrder(["firstName", "lastName"] as const, lang).map((name) => text(name, name === "firstName" ? "given-name" : "family-name"))}
        <SelectField label={label("country")} name={label("country")} errors={fields.country.errors} selectProps={{ ...getSelectProps(fields.country), autoComplete: "country" }}>
          <option value="">{t("address.chooseCountry")}</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>{name}</option>
          ))}
        </SelectField>
        {text("province", "address-level1")}
        {text("city", "address-level2")}
        {text("area", "address-level3")}
        <div className="sm:col-span-2">{text("address", "address-line1")}</div>
        <div className="sm:col-span-2">{text("apartment", "address-line2")}</div>
        {text("postalCode", "postal-code")}
        {/* Cells of their own: side by side in a narrow row, a long label ("Prefisso internazionale") ran into the phone's or pushed its field down. */}
        {text("countryCode", "tel-country-code", { inputMode: "tel", placeholder: "+1" })}
        {text("phone", "tel-national", { inputMode: "tel" })}
      </div>
      <CheckboxField label={label("isDefault")} errors={fields.isDefault.errors} inputProps={getInputProps(fields.isDefault, { type: "checkbox" })} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending}>{t(address ? "address.save" : "address.create")}</SubmitButton>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="min-h-11 px-3 text-sm text-desc hover:text-primary">{t("address.cancel")}</button>
        ) : (
          <Link to={listHref} className="flex min-h-11 items-center px-3 text-sm text-desc hover:text-primary">{t("address.cancel")}</Link>
        )}
      </div>
    </Form>
  );
}
