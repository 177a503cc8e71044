import { randomInt } from "node:crypto";
import type { ReturnStatus } from "#contract/returns.ts";
import { RETURN_STAGES, STATUS_OF_STAGE, type ReturnStage } from "#contract/returns.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";

export type ReturnRow = Row<"return_request">;
export type ReturnLineRow = Row<"return_line">;
export type RefundRow = Row<"refund">;

/** `R`, today's date and eight random digits. */
export const newReturnNumber = () => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
  return `R${day}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
};

export const stagesOf = (status: ReturnStatus): ReturnStage[] =>
  RETURN_STAGES.filter((s) => STATUS_OF_STAGE[s] === status);

export async function findReturnByNumber(db: Db, number: string): Promise<ReturnRow | undefined> {
  return db.selectFrom("return_request").selectAll().where("number", "=", number).executeTakeFirst();
}

export async function findReturnById(db: Db, id: number): Promise<ReturnRow | undefined> {
  return db.selectFrom("return_request").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findReturnByKey(db: Db, orderId: number, idempotencyKey: string): Promise<ReturnRow | undefined> {
  return db
    .selectFrom("return_request")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

export async function linesOfReturns(db: Db, returnIds: number[]) {
  if (!returnIds.length) return [];
  return db
    .selectFrom("return_line")
    .innerJoin("order_line", "order_line.id", "return_line.order_line_id")
    .select([
      "return_line.id",
      "return_line.return_id",
      "return_line.order_line_id",
      "return_line.quantity",
      "return_line.unit_price",
      "return_line.amount",
      "order_line.sku_id",
      "order_line.name",
      "order_line.sku_code",
      "order_line.options",
      "order_line.image_id",
    ])
    .where("return_line.return_id", "in", returnIds)
    .orderBy("return_line.id")
    .execute();
}
export type ReturnLineWithOrderLine = Awaited<ReturnType<typeof linesOfReturns>>[number];

export async function refundsOf(db: Db, where: { orderIds?: number[]; returnIds?: number[] }): Promise<RefundRow[]> {
  let query = db.selectFrom("refund").selectAll();
  if (where.orderIds) {
    if (!where.orderIds.length) return [];
    query = query.where("order_id", "in", where.orderIds);
  }
  if (where.returnIds) {
    if (!where.returnIds.length) return [];
    query = query.where("return_id", "in", where.returnIds);
  }
  return query.orderBy("id").execute();
}

export type ReturnFilter = {
  customerId?: number;
  orderId?: number;
  orderNumber?: string;
  status?: ReturnStatus;
  stage?: ReturnStage;
  audit?: string;
  applyType?: string;
  /** Return number, order number or email. */
  q?: string;
};

export async function listReturns(
  db: Db,
  filter: ReturnFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ReturnRow[]; total: number }> {
  let query = db.selectFrom("return_request");
  if (filter.customerId !== undefined) query = query.where("return_request.customer_id", "=", filter.customerId);
  if (filter.orderId !== undefined) query = query.where("return_request.order_id", "=", filter.orderId);
  if (filter.orderNumber !== undefined) {
    const orderNumber = filter.orderNumber;
    query = query.where("return_request.order_id", "in", (eb) =>
      eb.selectFrom("shop_order").select("id").where("number", "=", orderNumber),
    );
  }
  if (filter.status) query = query.where("return_request.stage", "in", stagesOf(filter.status));
  if (filter.stage) query = query.where("return_request.stage", "=", filter.stage);
  if (filter.audit) query = query.where("return_request.audit_status", "=", filter.audit);
  if (filter.applyType) query = query.where("return_request.apply_type", "=", filter.applyType);
  if (filter.q) {
    const q = `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["return_request.number"]), "like", q),
        eb("return_request.email", "like", q),
        eb("return_request.order_id", "in", eb.selectFrom("shop_order").select("id").where("number", "like", q)),
      ]),
    );
  }
  const count = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
  const rows = await query
    .selectAll("return_request")
    .orderBy("return_request.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/** Per order: whether a request is under way. */
const returnCounts = prepared((db, p: { ids: number[]; stages: ReturnStage[] }) =>
  db
    .selectFrom("return_request")
    .select(["order_id", (eb) => eb.fn.countAll().as("n")])
    .where("order_id", "in", p.ids)
    .where("stage", "in", p.stages)
    .where("apply_type", "!=", "exchange")
    .groupBy("order_id"),
);

/** Per order, its requests in `openStages` that ask for money back (an exchange asks for goods). */
export async function openRefundRequestCounts(db: Db, orderIds: number[], openStages: readonly ReturnStage[]) {
  const out = new Map<number, number>();
  if (!orderIds.length) return out;
  const rows = await returnCounts.rows(db, { ids: orderIds, stages: [...openStages] });
  for (const row of rows) out.set(row.order_id, Number(row.n));
  return out;
}

const lastShipments = prepared((db, p: { ids: number[] }) =>
  db
    .selectFrom("shipment")
    .select(["order_id", (eb) => eb.fn.max("created_at").as("at")])
    .where("order_id", "in", p.ids)
    .where("return_id", "is", null)
    .groupBy("order_id"),
);

/** The moment each order's last parcel left (not counting exchange replacements). */
export async function lastShipmentAt(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!orderIds.length) return out;
  const rows = await lastShipments.rows(db, { ids: orderIds });
  for (const row of rows) if (row.at) out.set(row.order_id, String(row.at));
  return out;
}
