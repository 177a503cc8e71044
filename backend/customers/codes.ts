import { CODE_TTL_MS } from "#contract/account.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { nowIso } from "../shared/http.ts";
import { newCode, sameHash, sha256 } from "./tokens.ts";

export type CodePurpose = Row<"customer_code">["purpose"];

/** Wrong entries a code survives; the next wrong one burns it. */
export const MAX_CODE_TRIES = 5;

const codeHash = (purpose: CodePurpose, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/**
 * Issues a fresh code for `target` (an email or mobile number) and answers it in clear text, to be sent.
 * Earlier unused codes for the same target and purpose stop working.
 */
export async function issueCode(
  db: Db,
  input: { customerId: number | null; target: string; purpose: CodePurpose; payload?: string | null },
): Promise<string> {
  const now = nowIso();
  const code = newCode();
  await db
    .updateTable("customer_code")
    .set({ used_at: now })
    .where("target", "=", input.target)
    .where("purpose", "=", input.purpose)
    .where("used_at", "is", null)
    .execute();
  await db
    .insertInto("customer_code")
    .values({
      customer_id: input.customerId,
      target: input.target,
      purpose: input.purpose,
      code_hash: codeHash(input.purpose, input.target, code),
      payload: input.payload ?? null,
      attempts: 0,
      expires_at: new Date(Date.now() + CODE_TTL_MS).toISOString(),
      used_at: null,
      created_at: now,
    })
    .execute();
  return code;
}

/** The live (unused, unexpired) code for a target, if any. */
export async function findLiveCode(
  db: Db,
  target: string,
  purpose: CodePurpose,
  customerId?: number,
): Promise<Row<"customer_code"> | undefined> {
  let query = db
    .selectFrom("customer_code")
    .selectAll()
    .where("target", "=", target)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso());
  if (customerId !== undefined) query = query.where("customer_id", "=", customerId);
  return query.orderBy("id", "desc").executeTakeFirst();
}

/**
 * Uses up a code: answers its row when `code` matches the live code, else null. A wrong entry counts
 * against the code; the conditional update makes a code good for exactly one success.
 */
export async function consumeCode(
  db: Db,
  input: { target: string; purpose: CodePurpose; code: string; customerId?: number },
): Promise<Row<"customer_code"> | null> {
  const row = await findLiveCode(db, input.target, input.purpose, input.customerId);
  if (!row) return null;
  if (!sameHash(row.code_hash, codeHash(input.purpose, input.target, input.code))) {
    const attempts = row.attempts + 1;
    await db
      .updateTable("customer_code")
      .set({ attempts, used_at: attempts >= MAX_CODE_TRIES ? nowIso() : null })
      .where("id", "=", row.id)
      .where("used_at", "is", null)
      .execute();
    return null;
  }
  const result = await db
    .updateTable("customer_code")
    .set({ used_at: nowIso() })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : null;
}
