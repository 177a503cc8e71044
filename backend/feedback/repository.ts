import type { FeedbackStatus } from "#contract/feedback.ts";
import type { Db } from "../db/connection.ts";
import type { NewRow, Row } from "../db/database.ts";
import { nowIso } from "../shared/http.ts";

export async function insertFeedback(db: Db, values: NewRow<"feedback_message">): Promise<Row<"feedback_message">> {
  return db.insertInto("feedback_message").values(values).returningAll().executeTakeFirstOrThrow();
}

/** The same message from the same address since `since`: a repeat of that submission. */
export async function findRepeatedFeedback(
  db: Db,
  values: Pick<NewRow<"feedback_message">, "email" | "subject" | "message">,
  since: string,
): Promise<Row<"feedback_message"> | undefined> {
  return db
    .selectFrom("feedback_message")
    .selectAll()
    .where("email", "=", values.email)
    .where("subject", "=", values.subject)
    .where("message", "=", values.message)
    .where("created_at", ">=", since)
    .orderBy("id")
    .executeTakeFirst();
}

export async function findFeedback(db: Db, id: number): Promise<Row<"feedback_message"> | undefined> {
  return db.selectFrom("feedback_message").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first; `q` matches the address, the subject or the message. */
export async function listFeedback(
  db: Db,
  filter: { status?: FeedbackStatus; q?: string; page: number; pageSize: number },
): Promise<{ rows: Row<"feedback_message">[]; total: number }> {
  let base = db.selectFrom("feedback_message");
  if (filter.status) base = base.where("status", "=", filter.status);
  if (filter.q) {
    const q = `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["email"]), "like", q),
        eb(eb.fn("lower", ["subject"]), "like", q),
        eb(eb.fn("lower", ["message"]), "like", q),
      ]),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy("id", "desc")
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Moves a message to `to` only from one of `from`; answers whether it moved. */
export async function moveFeedback(db: Db, id: number, from: FeedbackStatus[], to: FeedbackStatus): Promise<boolean> {
  const result = await db
    .updateTable("feedback_message")
    .set({ status: to, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteFeedbackRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("feedback_message").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
