import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";
import { sentFormats } from "./sent-formats.ts";

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
 * over the years around now. The root loader sends the page's (`dateFormat`), and the browser writes
 * its dates from it (`rememberDateFormat`), like its prices (utils/money.ts): a browser's first
 * `Intl.DateTimeFormat` costs 30–60 ms of main thread, one long task of the page's hydration.
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

const dateFormats = sentFormats<DateFormat>();
/** Each format's zone offsets as [from, offset] in ms, parsed once per format. */
const zoneSpans = new WeakMap<DateFormat, Array<[number, number]>>();
const DAY = 86_400_000;

/** The zone's offset from UTC at an instant, in ms (whole minutes), read from Intl. */
function offsetAt(wall: Intl.DateTimeFormat, instant: number): number {
  const p = Object.fromEntries(wall.formatToParts(instant).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return local - Math.floor(instant / 60_000) * 60_000;
}

const zones = new Map<string, { zone: string; until: number }>();

/** The zone's offsets from three years back to two ahead: each change found to the minute (once per zone and process: some tens of ms). */
function zoneOffsets(timeZone: string, now: number): { zone: string; until: number } {
  let known = zones.get(timeZone);
  if (!known) zones.set(timeZone, (known = scanZone(timeZone, now)));
  return known;
}

function scanZone(timeZone: string, now: number): { zone: string; until: number } {
  const wall = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const from = Date.UTC(new Date(now).getUTCFullYear() - 3, 0, 1);
  const until = Date.UTC(new Date(now).getUTCFullYear() + 2, 0, 1);
  const offsets: Array<[number, number]> = [[from, offsetAt(wall, from)]];
  for (let day = from + DAY; day <= until; day += DAY) {
    if (offsetAt(wall, day) === offsets.at(-1)![1]) continue;
    let [low, high] = [day - DAY, day];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(wall, middle) === offsets.at(-1)![1]) low = middle;
      else high = middle;
    }
    offsets.push([high, offsetAt(wall, high)]);
  }
  return { zone: offsets.map(([at, offset]) => `${at / 60_000}:${offset / 60_000}`).join(","), until };
}

/** The language's medium date in the zone, as parts to fill; null for a shape not handled (then Intl writes). */
export function dateFormat(lang: Language, timeZone: string, now = Date.now()): DateFormat | null {
  return dateFormats.get(`${lang}|${timeZone}`, () => {
    try {
      return readDateFormat(lang, timeZone, now);
    } catch {
      return null;
    }
  });
}

function readDateFormat(lang: Language, timeZone: string, now: number): DateFormat | null {
  const utc = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium", timeZone: "UTC" });
  const parts = (date: number) => utc.formatToParts(date);
  const pattern: DateFormat["pattern"] = [];
  for (const part of parts(Date.UTC(2026, 10, 27, 12))) {
    if (part.type === "literal") pattern.push({ text: part.value });
    else if (part.type === "year" || part.type === "month" || part.type === "day") pattern.push(part.type[0] as "y" | "m" | "d");
    else return null;
  }
  const field = (date: number, type: string) => parts(date).find((p) => p.type === type)?.value ?? "";
  const months = Array.from({ length: 12 }, (_, month) => field(Date.UTC(2026, month, 15, 12), "month"));
  const yearOffset = Number(field(Date.UTC(2026, 0, 15, 12), "year")) - 2026;
  const padDay = field(Date.UTC(2026, 0, 7, 12), "day") === "07";
  return { lang, timeZone, pattern, months, padDay, yearOffset, ...zoneOffsets(timeZone, now) };
}

/** The browser's copy of the page's date format (root data): its dates are then written without Intl. */
export function rememberDateFormat(format: DateFormat | null | undefined): void {
  if (format) dateFormats.remember(`${format.lang}|${format.timeZone}`, format);
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
export function formatDate(value: string | null | undefined, options: { lang: Language; timeZone: string; time?: boolean }): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  if (!options.time) {
    const format = dateFormat(options.lang, options.timeZone);
    const text = format ? writeDay(format, date.getTime()) : null;
    if (text !== null) return text;
  }
  return intlFormat(options.lang, options.timeZone, Boolean(options.time)).format(date);
}
