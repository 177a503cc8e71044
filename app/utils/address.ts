import { cityLine, countryName } from "#contract/countries.ts";
import type { Language } from "#contract/locales.ts";
import { personName } from "#contract/names.ts";

/** The parts of an address a shopper reads on one line (an order's, a checkout's, the address book's). */
export type AddressLine = {
  firstName: string;
  lastName: string;
  address: string;
  apartment?: string;
  area?: string;
  city: string;
  postalCode?: string;
  province?: string;
  country: string;
};

/**
 * One line: name, street and apartment, area, city with postal code (in the country's order), province,
 * country by name; empty
 * parts are left out rather than leaving stray commas. `nameOf` names the country when the page already
 * has the server's names (the browser's ICU names some countries differently, which breaks hydration).
 */
export function formatAddress(address: AddressLine, lang: Language, nameOf: (code: string) => string = (code) => countryName(code, lang)): string {
  const join = (parts: Array<string | undefined>, separator: string) =>
    parts.map((part) => part?.trim() ?? "").filter(Boolean).join(separator);
  return join(
    [
      personName(address.firstName, address.lastName, { country: address.country, lang }),
      address.address,
      address.apartment,
      address.area,
      cityLine(address.city, address.postalCode, address.country),
      address.province,
      address.country ? nameOf(address.country) : "",
    ],
    ", ",
  );
}
