import { LANGUAGE_TAGS, type Language } from "#contract/locales.ts";
import { offsetAt } from "#contract/time.ts";
import { rememberDateFormat, type DateFormat } from "./dates.ts";

/**
 * Reading a date format off Intl (utils/dates.ts says what one is). Server-only, so the browser's
 * bundle carries the writing of dates and not this.
 */

const read = new Map<string, DateFormat | null>();
const DAY = 86_400_000;

const zones = new Map<string, { zone: string; until: number }>();

/** The zone's offsets from three years back to two ahead: each change found to the minute (once per zone and process: some tens of ms). */
function zoneOffsets(timeZone: string, now: number): { zone: string; until: number } {
  let known = zones.get(timeZone);
  if (!known) zones.set(timeZone, (known = scanZone(timeZone, now)));
  return known;
}

function scanZone(timeZone: string, now: number): { zone: string; until: number } {
  const from = Date.UTC(new Date(now).getUTCFullYear() - 3, 0, 1);
  const until = Date.UTC(new Date(now).getUTCFullYear() + 2, 0, 1);
  const offsets: Array<[number, number]> = [[from, offsetAt(timeZone, from)]];
  for (let day = from + DAY; day <= until; day += DAY) {
    if (offsetAt(timeZone, day) === offsets.at(-1)![1]) continue;
    let [low, high] = [day - DAY, day];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(timeZone, middle) === offsets.at(-1)![1]) low = middle;
      else high = middle;
    }
    offsets.push([high, offsetAt(timeZone, high)]);
  }
  return { zone: offsets.map(([at, offset]) => `${at / 60_000}:${offset / 60_000}`).join(","), until };
}

/**
 * The language's medium date in the zone, read off Intl once per process; null for a shape not
 * handled (then Intl writes). The root loader sends the page's along. It is also remembered here, so
 * the server writes the page's dates from it exactly as the browser will.
 */
export function dateFormat(lang: Language, timeZone: string, now = Date.now()): DateFormat | null {
  const key = `${lang}|${timeZone}`;
  if (read.has(key)) return read.get(key)!;
  let format: DateFormat | null;
  try {
    format = readDateFormat(lang, timeZone, now);
  } catch {
    format = null;
  }
  read.set(key, format);
  rememberDateFormat(format);
  return format;
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
