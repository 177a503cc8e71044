/**
 * Formats the server reads off Intl once per key and sends in the root data (utils/money.ts,
 * utils/dates.ts). The browser uses only formats it was sent: reading one there would cost the very
 * Intl set-up the format spares the page, so without one the caller writes with Intl itself.
 */
export function sentFormats<F>() {
  const kept = new Map<string, F | null>();
  return {
    /** The key's format: read once (server), or as sent (browser: null when none was). */
    get(key: string, read: () => F | null): F | null {
      if (kept.has(key)) return kept.get(key)!;
      if (typeof document !== "undefined") return null;
      const format = read();
      kept.set(key, format);
      return format;
    },
    /** The browser's copy of a format the root data sent. */
    remember(key: string, format: F | null | undefined): void {
      if (format) kept.set(key, format);
    },
  };
}
