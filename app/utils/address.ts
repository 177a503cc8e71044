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
 * One line's parts: name, street and apartment, area, city with postal code (in the country's order),
 * province, country by name; empty parts are left out rather than leaving stray commas. `nameOf` names
 * the country when the page already has the server's names (the browser's ICU names some countries
 * differently, which breaks hydration).
 */
export function addressParts(address: AddressLine, lang: Language, nameOf: (code: string) => string = (code) => countryName(code, lang)): string[] {
  return [
    personName(address.firstName, address.lastName, { country: address.country, lang }),
    address.address,
    address.apartment,
    address.area,
    cityLine(address.city, address.postalCode, address.country),
    address.province,
    address.country ? nameOf(address.country) : "",
  ]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean);
}

/** The parts on one line, comma-separated (pages render them with `AddressText`, each part isolated). */
export function formatAddress(address: AddressLine, lang: Language, nameOf?: (code: string) => string): string {
  return addressParts(address, lang, nameOf).join(", ");
}
