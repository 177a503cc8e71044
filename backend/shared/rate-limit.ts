import { Code } from "#contract/codes.ts";
import type { Db } from "../db/connection.ts";
import { ApiError } from "./http.ts";

/** Attempts allowed per window in one bucket. */
export type Limit = { max: number; windowMs: number };
/** A named counter (`review:ip:1.2.3.4`) and its limit. */
export type Bucket = { key: string; limit: Limit };

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
/** The message every limit answers with (translated by the storefront). */
export const RATE_LIMITED = "errors.rateLimited";

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
      throw new ApiError(429, Code.result, RATE_LIMITED);
    }
  }
  for (const bucket of buckets) await recordHit(db, bucket.key, bucket.limit.windowMs);
}

/**
 * The buckets of one action for whoever is asking: per IP always, and per owner (a customer or a
 * visitor key) when there is one. `limits` names the allowance of each.
 */
export function actionBuckets(
  action: string,
  limits: { owner: Limit; ip: Limit },
  who: { owner?: string | null; ip: string },
): Bucket[] {
  const buckets: Bucket[] = [{ key: `${action}:ip:${who.ip}`, limit: limits.ip }];
  if (who.owner) buckets.push({ key: `${action}:owner:${who.owner}`, limit: limits.owner });
  return buckets;
}
