import type { InquiryStatus } from "#contract/inquiry.ts";
import type { Db } from "../db/connection.ts";
import type { NewRow, Row } from "../db/database.ts";
import { writeTransaction } from "../orders/transaction.ts";

export type InquiryRow = Row<"inquiry">;

export async function insertInquiry(db: Db, values: NewRow<"inquiry">): Promise<InquiryRow> {
  return db.insertInto("inquiry").values(values).returningAll().executeTakeFirstOrThrow();
}

/** The same request from the same sender (owner key) since `since`: a repeat of that submission. */
export async function findRepeatedInquiry(
  db: Db,
  values: Pick<NewRow<"inquiry">, "owner_key" | "slug" | "sku_code" | "content" | "quantity" | "contact_email">,
  since: string,
): Promise<InquiryRow | undefined> {
  return db
    .selectFrom("inquiry")
    .selectAll()
    .where("owner_key", "=", values.owner_key)
    .where("slug", "=", values.slug)
    .where("sku_code", values.sku_code == null ? "is" : "=", values.sku_code ?? null)
    .where("content", "=", values.content)
    .where("quantity", "=", values.quantity)
    .where("contact_email", "=", values.contact_email)
    .where("created_at", ">=", since)
    .orderBy("id")
    .executeTakeFirst();
}

export async function findInquiry(db: Db, id: number): Promise<InquiryRow | undefined> {
  return db.selectFrom("inquiry").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One of the owner's inquiries (any of their owner keys), else undefined. */
export async function findOwnInquiry(db: Db, ownerKeys: string[], id: number): Promise<InquiryRow | undefined> {
  return db
    .selectFrom("inquiry")
    .selectAll()
    .where("id", "=", id)
    .where("owner_key", "in", ownerKeys)
    .executeTakeFirst();
}

type Filter = { status?: InquiryStatus; q?: string; ownerKeys?: string[]; page: number; pageSize: number };

/** Newest first; `q` (admin) matches the contact's name or address and the request. */
export async function listInquiries(db: Db, filter: Filter): Promise<{ rows: InquiryRow[]; total: number }> {
  let base = db.selectFrom("inquiry");
  if (filter.ownerKeys) base = base.where("owner_key", "in", filter.ownerKeys);
  if (filter.status) base = base.where("status", "=", filter.status);
  if (filter.q) {
    const q = `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["contact_email"]), "like", q),
        eb(eb.fn("lower", ["contact_name"]), "like", q),
        eb(eb.fn("lower", ["content"]), "like", q),
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

/**
 * open or replied → replied with this reply, kept beside the earlier ones (`inquiry_reply`; the inquiry's
 * own `reply` is the latest); answers whether it took (a closed inquiry does not).
 */
export async function setReply(db: Db, id: number, reply: string, now: string): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("inquiry")
      .set({ status: "replied", reply, replied_at: now, updated_at: now })
      .where("id", "=", id)
      .where("status", "in", ["open", "replied"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.insertInto("inquiry_reply").values({ inquiry_id: id, body: reply, created_at: now }).execute();
    return true;
  });
}

/** The replies of these inquiries, oldest first, by inquiry. */
export async function repliesOf(db: Db, ids: number[]): Promise<Map<number, Array<{ text: string; at: string }>>> {
  const byInquiry = new Map<number, Array<{ text: string; at: string }>>();
  if (!ids.length) return byInquiry;
  const rows = await db
    .selectFrom("inquiry_reply")
    .select(["inquiry_id", "body", "created_at"])
    .where("inquiry_id", "in", ids)
    .orderBy("inquiry_id")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byInquiry.get(row.inquiry_id) ?? [];
    list.push({ text: row.body, at: row.created_at });
    byInquiry.set(row.inquiry_id, list);
  }
  return byInquiry;
}

/** open or replied → closed. */
export async function setClosed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("inquiry")
    .set({ status: "closed", closed_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", ["open", "replied"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteInquiryRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("inquiry").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
