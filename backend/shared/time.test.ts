import { describe, expect, it } from "vitest";
import { endOfDayIn } from "./time.ts";

const iso = (ms: number) => new Date(ms).toISOString();

describe("endOfDayIn", () => {
  it("is the last millisecond of the instant's date where the shop is", () => {
    const at = Date.parse("2026-03-10T14:32:10.250Z");
    expect(iso(endOfDayIn(at, "UTC"))).toBe("2026-03-10T23:59:59.999Z");
    expect(iso(endOfDayIn(at, "Europe/Berlin"))).toBe("2026-03-10T22:59:59.999Z");
    expect(iso(endOfDayIn(at, "Asia/Kolkata"))).toBe("2026-03-10T18:29:59.999Z");
    // 23:32 in Tokyo; already the next day in Kiritimati (UTC+14); early morning in Honolulu (UTC-10).
    expect(iso(endOfDayIn(at, "Asia/Tokyo"))).toBe("2026-03-10T14:59:59.999Z");
    expect(iso(endOfDayIn(at, "Pacific/Kiritimati"))).toBe("2026-03-11T09:59:59.999Z");
    expect(iso(endOfDayIn(at, "Pacific/Honolulu"))).toBe("2026-03-11T09:59:59.999Z");
    expect(iso(endOfDayIn(Date.parse("2026-03-10T23:59:59.999Z"), "UTC"))).toBe("2026-03-10T23:59:59.999Z");
    expect(iso(endOfDayIn(Date.parse("2026-03-11T00:00:00.000Z"), "UTC"))).toBe("2026-03-11T23:59:59.999Z");
  });

  it("follows daylight saving time changed during the day", () => {
    // New York moves its clocks on 8 March 2026 (EST → EDT) and 1 November 2026 (EDT → EST).
    expect(iso(endOfDayIn(Date.parse("2026-03-08T06:00:00Z"), "America/New_York"))).toBe("2026-03-09T03:59:59.999Z");
    expect(iso(endOfDayIn(Date.parse("2026-11-01T05:00:00Z"), "America/New_York"))).toBe("2026-11-02T04:59:59.999Z");
    // Berlin moves its clocks at 02:00 on 29 March 2026: that day starts at +01 (00:30 here) and ends at +02.
    expect(iso(endOfDayIn(Date.parse("2026-03-28T23:30:00Z"), "Europe/Berlin"))).toBe("2026-03-29T21:59:59.999Z");
    // Santiago skips its midnight on 6 September 2026 (23:59:59 -04 → 01:00 -03), and repeats
    // the hour before midnight on 4 April 2026 (23:59:59 -03 → 23:00 -04): the day ends when the clock
    // next reads midnight.
    expect(iso(endOfDayIn(Date.parse("2026-09-05T15:00:00Z"), "America/Santiago"))).toBe("2026-09-06T03:59:59.999Z");
    expect(iso(endOfDayIn(Date.parse("2026-04-04T15:00:00Z"), "America/Santiago"))).toBe("2026-04-05T03:59:59.999Z");
  });
});
