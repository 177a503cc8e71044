import type { Db } from "../db/connection.ts";
import { countHits, recordHit, type Bucket, type Limit } from "../shared/rate-limit.ts";

export { enforceLimits } from "../shared/rate-limit.ts";

const WINDOW_MS = 15 * 60 * 1000;

const per15min = (max: number): Limit => ({ max, windowMs: WINDOW_MS });

/**
 * Attempts allowed per window: per account and IP pair (one client's tries at one account), per IP
 * (one client's tries at any account), and per account from everywhere (a distributed attack). The
 * pair and IP limits stop a client; the account-wide one is high, so that nobody can lock an owner
 * out with a handful of requests — and for sign-in it does not refuse at all but asks for an emailed
 * code after the right password (`accountUnderAttack`).
 */
export const LIMITS = {
  signin: { pair: per15min(10), ip: per15min(30), account: per15min(100) },
  signup: { pair: per15min(5), ip: per15min(20), account: per15min(20) },
  forget: { pair: per15min(5), ip: per15min(20), account: per15min(20) },
  code: { pair: per15min(10), ip: per15min(30), account: per15min(50) },
  resend: { pair: per15min(5), ip: per15min(20), account: per15min(20) },
} as const;

/** Failed sign-ins (per account or per IP) after which sign-in needs the security check. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** The client's buckets of an action: the account and IP pair, and the IP. */
export function clientBuckets(action: keyof typeof LIMITS, account: string, ip: string): Bucket[] {
  return [
    { key: `${action}:pair:${account}:${ip}`, limit: LIMITS[action].pair },
    { key: `${action}:ip:${ip}`, limit: LIMITS[action].ip },
  ];
}

/** The account's bucket of an action, whoever asks. */
export function accountBucket(action: keyof typeof LIMITS, account: string): Bucket {
  return { key: `${action}:account:${account}`, limit: LIMITS[action].account };
}

/** Every bucket of an action: the client's and the account's. */
export function bucketsFor(action: keyof typeof LIMITS, account: string, ip: string): Bucket[] {
  return [...clientBuckets(action, account, ip), accountBucket(action, account)];
}

/**
 * Counts a sign-in attempt at the account from everywhere and answers whether the account is under
 * attack (over its account-wide allowance): then a password alone no longer signs anyone in, and the
 * owner gets through with an emailed code.
 */
export async function accountUnderAttack(db: Db, account: string): Promise<boolean> {
  const bucket = accountBucket("signin", account);
  const over = (await countHits(db, bucket.key, bucket.limit.windowMs)) >= bucket.limit.max;
  await recordHit(db, bucket.key, bucket.limit.windowMs);
  return over;
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
