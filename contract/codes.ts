/** Response codes of spec §8. Every backend answer carries one of these in `code`. */
export const Code = {
  success: 0,
  dialog: 10,
  permission: 30,
  result: 40,
  fail: 41,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20000,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** The socket heartbeat message code (spec §7, §9). */
export const PING_CODE = 200;

/** Timers and limits of spec §9. */
export const API_TIMEOUT_MS = 20_000;
export const TOAST_MS = 1_000;
export const HEARTBEAT_MS = 10_000;
export const RECONNECT_DELAY_MS = 50_000;
export const RECONNECT_ATTEMPTS = 5;
export const DURATION_BEACON_MS = 10_000;
export const NAVIGATION_GUARD_MS = 700;
