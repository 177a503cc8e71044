/**
 * How a person's name is written. Chinese, Japanese and Korean put the family name first: forms in those
 * languages ask for it first, and a name is written that way for an address in China, Hong Kong, Japan,
 * Korea, Macau or Taiwan (an address elsewhere, in the order the country writes names, given name
 * first). Where no country is known, the page's language decides.
 */
export const familyNameFirst = (lang: string): boolean => /^(zh|ja|ko)\b/.test(lang);

const FAMILY_FIRST_COUNTRIES = new Set(["CN", "HK", "JP", "KR", "MO", "TW"]);

export function personName(firstName: string, lastName: string, where: { country?: string | null; lang: string }): string {
  const familyFirst = where.country ? FAMILY_FIRST_COUNTRIES.has(where.country.toUpperCase()) : familyNameFirst(where.lang);
  const parts = familyFirst ? [lastName, firstName] : [firstName, lastName];
  return parts.map((part) => part.trim()).filter(Boolean).join(" ");
}

/** A form's two name fields in the order the language asks for them. */
export function nameFieldOrder<T extends string>(fields: readonly T[], lang: string): T[] {
  if (!familyNameFirst(lang)) return [...fields];
  const first = fields.indexOf("firstName" as T);
  const last = fields.indexOf("lastName" as T);
  if (first < 0 || last < 0) return [...fields];
  const ordered = [...fields];
  ordered[first] = "lastName" as T;
  ordered[last] = "firstName" as T;
  return ordered;
}
