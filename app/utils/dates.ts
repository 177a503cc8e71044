import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as the shopper's language writes it, in the shop's time zone — never the zone of whichever
 * machine renders it, so the server's HTML and the browser's hydration show the same text. Times carry
 * the zone's name, so a shopper elsewhere knows which clock they are on.
 */
export function formatDate(value: string | null | undefined, options: { lang: Language; timeZone: string; time?: boolean }): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${options.lang}|${options.timeZone}|${options.time ? 1 : 0}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LANGUAGE_TAGS[options.lang],
      options.time
        ? { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: options.timeZone, timeZoneName: "short" }
        : { dateStyle: "medium", timeZone: options.timeZone },
    );
    formats.set(key, format);
  }
  return format.format(date);
}
