import { offsetAt } from "#contract/time.ts";

/**
 * The last millisecond of the day `instant` falls on in `timeZone`: a deadline shown as a date holds
 * until that date ends where the shop is. Daylight saving changes between the two are accounted for.
 */
export function endOfDayIn(instant: number, timeZone: string): number {
  const wall = new Date(instant + offsetAt(timeZone, instant));
  const nextMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  // Midnight by the day's offset, then by the offset at that guess (a change during the day).
  const guess = nextMidnight - offsetAt(timeZone, instant);
  const at = nextMidnight - offsetAt(timeZone, guess);
  // Where clocks skip midnight (Santiago in September), the day ends when they jump: the first guess.
  return (at + offsetAt(timeZone, at) >= nextMidnight ? at : guess) - 1;
}
