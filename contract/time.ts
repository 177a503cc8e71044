/** A time zone of the IANA database that this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone !== "";
  } catch {
    return false;
  }
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (whole minutes), read from Intl. */
export function offsetAt(timeZone: string, instant: number): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    clocks.set(timeZone, clock);
  }
  const p = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return local - Math.floor(instant / 60_000) * 60_000;
}
