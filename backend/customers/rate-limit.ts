import { AccountMessages } from "#contract/account.ts";
import { Code } from "#contract/codes.ts";
import type { Db } from "../db/connection.ts";
import { ApiError } from "../shared/http.ts";

const WINDOW_MS = 15 * 60 * 1000;

export type Limit = { max: number; windowMs: number };
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

export type Bucket = { key: string; limit: Limit };

const since = (windowMs: number) => new Date(Date.now() - windowMs).toISOString();

export async function countHits(db: Db, key: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_hit")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("bucket", "=", key)
    .where("created_at", ">", since(windowMs))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordHit(db: Db, key: string, windowMs: number): Promise<void> {
  await db.deleteFrom("rate_limit_hit").where("bucket", "=", key).where("created_at", "<=", since(windowMs)).execute();
  await db.insertInto("rate_limit_hit").values({ bucket: key, created_at: new Date().toISOString() }).execute();
}

/**
 * Counts one attempt in every bucket, or answers 429 when any bucket is already full. Kept in the
 * database, so the limits hold across backend instances.
 */
export async function enforceLimits(db: Db, buckets: Bucket[]): Promise<void> {
  for (const bucket of buckets) {
    if ((await countHits(db, bucket.key, bucket.limit.windowMs)) >= bucket.limit.max) {
      throw new ApiError(429, Code.result, AccountMessages.rateLimited);
    }
  }
  for (const bucket of buckets) await recordHit(db, bucket.key, bucket.limit.windowMs);
}

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
