import { randomBytes, randomInt } from "node:crypto";
import { CAPTCHA_TOLERANCE, CAPTCHA_TTL_MS, type CaptchaChallenge } from "#contract/account.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";

/** Issues a slide-to-verify challenge: slide to `target` (10–90) within five minutes, once. */
export async function createChallenge(db: Db): Promise<CaptchaChallenge> {
  await db.deleteFrom("captcha_challenge").where("expires_at", "<", nowIso()).execute();
  const challenge: CaptchaChallenge = {
    verifyId: randomBytes(16).toString("base64url"),
    target: randomInt(10, 91),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS).toISOString(),
  };
  await db
    .insertInto("captcha_challenge")
    .values({ id: challenge.verifyId, target: challenge.target, expires_at: challenge.expiresAt })
    .execute();
  return challenge;
}

/** Checks an answer and uses the challenge up, right or wrong: each challenge gets one try. */
export async function passCaptcha(
  db: Db,
  verifyId: string | undefined,
  position: number | undefined,
): Promise<boolean> {
  if (!verifyId || position === undefined || !Number.isFinite(position)) return false;
  const row = await db.selectFrom("captcha_challenge").selectAll().where("id", "=", verifyId).executeTakeFirst();
  if (!row) return false;
  const deleted = await db.deleteFrom("captcha_challenge").where("id", "=", verifyId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return false;
  return row.expires_at > nowIso() && Math.abs(position - Number(row.target)) <= CAPTCHA_TOLERANCE;
}
