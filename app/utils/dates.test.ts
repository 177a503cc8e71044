import { describe, expect, it, vi } from "vitest";
import { LANGUAGE_TAGS, LANGUAGES } from "#contract/locales.ts";
import { formatDate } from "./dates.ts";
import { dateFormat } from "./dates.server.ts";

const ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Lord_Howe", "Asia/Kolkata", "America/St_Johns", "America/Santiago"];

/** Instants around the zones' clock changes and midnights over the span, plus a year's noons. */
function instants(): number[] {
  const list: number[] = [];
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000 * 3 + 3_600_000 * 5 + 60_000 * 7) list.push(t);
  for (const t of [Date.UTC(2026, 2, 29, 0, 59), Date.UTC(2026, 2, 29, 1, 0), Date.UTC(2026, 9, 25, 0, 59), Date.UTC(2026, 9, 25, 1, 0)]) list.push(t);
  for (const t of [Date.UTC(2026, 2, 8, 6, 59), Date.UTC(2026, 2, 8, 7, 0), Date.UTC(2026, 10, 1, 3, 59), Date.UTC(2026, 10, 1, 4, 0), Date.UTC(2026, 10, 1, 5, 0)]) list.push(t);
  return list;
}

describe("formatDate", () => {
  it("writes every language's days from its date format exactly as Intl writes them, in any zone, across clock changes", () => {
    const now = Date.UTC(2026, 10, 27);
    for (const lang of LANGUAGES) {
      for (const timeZone of ZONES) {
        expect(dateFormat(lang, timeZone, now), `${lang} ${timeZone}`).not.toBeNull();
        const intl = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: "medium", timeZone });
        for (const instant of instants()) {
          const iso = new Date(instant).toISOString();
          expect(formatDate(iso, { lang, timeZone }), `${lang} ${timeZone} ${iso}`).toBe(intl.format(instant));
        }
      }
    }
    expect(formatDate("2026-11-27T10:00:00Z", { lang: "th", timeZone: "Asia/Bangkok" })).toContain("2569");
    expect(formatDate("2026-11-26T23:30:00Z", { lang: "de", timeZone: "Europe/Berlin" })).toBe("27.11.2026");
  });

  it("writes with Intl what the format does not cover: times, dates beyond its span, nothing for no date", () => {
    const now = Date.UTC(2026, 10, 27);
    const format = dateFormat("fr", "Europe/Paris", now)!;
    expect(format.until).toBe(Date.UTC(2028, 0, 1));
    const intl = new Intl.DateTimeFormat("fr", { dateStyle: "medium", timeZone: "Europe/Paris" });
    expect(formatDate("2015-06-01T12:00:00Z", { lang: "fr", timeZone: "Europe/Paris" })).toBe(intl.format(Date.UTC(2015, 5, 1, 12)));
    expect(formatDate("2026-06-01T12:00:00Z", { lang: "en", timeZone: "UTC", time: true })).toBe("Jun 1, 2026, 12:00 PM UTC");
    expect(formatDate("not a date", { lang: "en", timeZone: "UTC" })).toBe("");
    expect(formatDate(null, { lang: "en", timeZone: "UTC" })).toBe("");
  });

  it("in the browser, writes from the format the root data sent, and with Intl a pair it was not sent", async () => {
    const real = dateFormat("it", "Europe/Rome")!;
    // The browser's module: nothing read, only what the root data hands it.
    vi.resetModules();
    const browser = await import("./dates.ts");
    expect(browser.formatDate("2026-03-05T12:00:00Z", { lang: "ko", timeZone: "Asia/Seoul" })).toBe(
      new Intl.DateTimeFormat("ko", { dateStyle: "medium", timeZone: "Asia/Seoul" }).format(Date.UTC(2026, 2, 5, 12)),
    );
    browser.rememberDateFormat({ ...real, months: real.months.map((m) => `<${m}>`) });
    expect(browser.formatDate("2026-03-05T12:00:00Z", { lang: "it", timeZone: "Europe/Rome" })).toBe("5 <mar> 2026");
  });
});
