import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(lang: Language, timeZone: string, time: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${time ? 1 : 0}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LANGUAGE_TAGS[lang],
      time
        ? { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }
        : { dateStyle: "medium", timeZone },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * How a language writes a day (the medium date, without time) in the shop's time zone, read off Intl
 * on the server: the parts' order and the words between them, the month names, whether days take a
 * leading zero, the calendar's year offset (Thai years are Buddhist), and the zone's offsets from UTC
 * over the years around now. The root loader sends the page's (`dateFormat`, dates.server.ts), and
 * the browser writes its dates from it (`rememberDateFormat`), like its prices (utils/money.ts): a
 * browser's first `Intl.DateTimeFormat` costs 30–60 ms of main thread, one long task of the page's
 * hydration.
 */
export type DateFormat = {
  lang: Language;
  timeZone: string;
  /** Words between the parts, and the parts: "y" year, "m" month, "d" day. */
  pattern: Array<{ text: string } | "y" | "m" | "d">;
  months: string[];
  padDay: boolean;
  yearOffset: number;
  /**
   * The zone's offsets from UTC over the span covered, compactly (this travels in every document):
   * "minute:offset,…", from each instant (minutes since 1970) on the offset in minutes; the first
   * starts the span.
   */
  zone: string;
  /** Where the span ends (ms). */
  until: number;
};

/** The formats remembered: on the server as read (dates.server.ts), in the browser as the root data sent them. */
const dateFormats = new Map<string, DateFormat>();
/** Each format's zone offsets as [from, offset] in ms, parsed once per format. */
const zoneSpans = new WeakMap<DateFormat, Array<[number, number]>>();

/**
 * A format to write dates from (the server's read, the browser's copy of the root data's). The shell
 * never reads one off Intl: that would cost the browser the very set-up the format spares it, so dates
 * in a zone or language it was not sent are written by Intl itself.
 */
export function rememberDateFormat(format: DateFormat | null | undefined): void {
  if (format) dateFormats.set(`${format.lang}|${format.timeZone}`, format);
}

function spans(format: DateFormat): Array<[number, number]> {
  let parsed = zoneSpans.get(format);
  if (!parsed) {
    parsed = format.zone.split(",").map((entry) => {
      const [from, offset] = entry.split(":");
      return [Number(from) * 60_000, Number(offset) * 60_000];
    });
    zoneSpans.set(format, parsed);
  }
  return parsed;
}

/** The instant's day in the format's zone and language; null outside the span its offsets cover. */
function writeDay(format: DateFormat, instant: number): string | null {
  const offsets = spans(format);
  if (instant < offsets[0]![0] || instant >= format.until) return null;
  let offset = 0;
  for (const [from, value] of offsets) if (from <= instant) offset = value;
  const local = new Date(instant + offset);
  const day = local.getUTCDate();
  const text = { y: String(local.getUTCFullYear() + format.yearOffset), m: format.months[local.getUTCMonth()]!, d: format.padDay ? String(day).padStart(2, "0") : String(day) };
  return format.pattern.map((part) => (typeof part === "string" ? text[part] : part.text)).join("");
}

/**
 * A date as the shopper's language writes it, in the shop's time zone — never the zone of whichever
 * machine renders it, so the server's HTML and the browser's hydration show the same text. Times carry
 * the zone's name, so a shopper elsewhere knows which clock they are on.
 */
export function formatDate(value: string | number | null | undefined, options: { lang: Language; timeZone: string; time?: boolean }): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  if (!options.time) {
    const format = dateFormats.get(`${options.lang}|${options.timeZone}`);
    const text = format ? writeDay(format, date.getTime()) : null;
    if (text !== null) return text;
  }
  return intlFormat(options.lang, options.timeZone, Boolean(options.time)).format(date);
}
