import type { Db } from "../db/connection.ts";
import { countHits, recordHit, type Bucket, type Limit } from "../shared/rate-limit.ts";

export { enforceLimits } from "../shared/rate-limit.ts";

const WINDOW_MS = 15 * 60 * 1000;

const per15min = (max: number): Limit => ({ max, windowMs: WINDOW_MS });

/** Attempts allowed per window, per account and per IP. */
export const LIMITS = {
  signin: { account: per15min(10), ip: per15min(30) },
  signup: { account: per15min(5), ip: per15min(20) },
  forget: { account: per15min(5), ip: per15min(20) },
  code: { account: per15min(10), ip: per15min(30) },
  resend: { account: per15min(5), ip: per15min(20) },
} as const;

/** Failed sign-ins (per account or per IP) after which sign-in needs the security check. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** The two buckets of an action: one for the account, one for the IP. */
export function bucketsFor(action: keyof typeof LIMITS, account: string, ip: string): Bucket[] {
  return [
    { key: `${action}:account:${account}`, limit: LIMITS[action].account },
    { key: `${action}:ip:${ip}`, limit: LIMITS[action].ip },
  ];
}

export const failureKeys = (account: string, ip: string) => [
  `signin-failed:account:${account}`,
  `signin-failed:ip:${ip}`,
];

export async function recordSignInFailure(db: Db, account: string, ip: string): Promise<void> {
  for (const key of failureKeys(account, ip)) await recordHit(db, key, WINDOW_MS);
}

export async function needsCaptcha(db: Db, account: string, ip: string): Promise<boolean> {
  for (const key of failureKeys(account, ip)) {
    if ((await countHits(db, key, WINDOW_MS)) >= CAPTCHA_AFTER_FAILURES) return true;
  }
  return false;
}
