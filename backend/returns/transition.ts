import type { Transaction } from "kysely";
import { Code } from "#contract/codes.ts";
import { ReturnMessages, type ApplyType, type ReturnAction, type ReturnStage } from "#contract/returns.ts";
import type { Database, RowPatch } from "../db/database.ts";
import { ApiError, nowIso } from "../shared/http.ts";
import { fromStages, targetOf } from "./machine.ts";
import type { ReturnRow } from "./repository.ts";

type Trx = Transaction<Database>;

export const notAllowed = (stage: string, action: ReturnAction) =>
  new ApiError(409, Code.fail, ReturnMessages.notAllowed, { stage, action });

/**
 * Moves a request by `action` as the machine allows, with a conditional update on its stage: of two
 * actions racing on one request exactly one moves it; the other is refused (409) with the stage it
 * found. `set` carries the columns the step records.
 */
export async function moveReturn(
  trx: Trx,
  request: Pick<ReturnRow, "id" | "apply_type">,
  action: ReturnAction,
  set: RowPatch<"return_request"> = {},
): Promise<ReturnStage> {
  const type = request.apply_type as ApplyType;
  const from = fromStages(action, type);
  const to = targetOf(action, type);
  if (to && from.length) {
    const moved = await trx
      .updateTable("return_request")
      .set({ ...set, stage: to, updated_at: nowIso() })
      .where("id", "=", request.id)
      .where("stage", "in", from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return to;
  }
  const current = await trx
    .selectFrom("return_request")
    .select("stage")
    .where("id", "=", request.id)
    .executeTakeFirst();
  throw notAllowed(current?.stage ?? "", action);
}

/** Gives the units a request held back to what its order lines can still return. */
export async function releaseQuantities(trx: Trx, returnId: number): Promise<void> {
  const lines = await trx
    .selectFrom("return_line")
    .select(["order_line_id", "quantity"])
    .where("return_id", "=", returnId)
    .orderBy("order_line_id")
    .execute();
  for (const line of lines) {
    await trx
      .updateTable("order_line")
      .set((eb) => ({ returned_quantity: eb("returned_quantity", "-", line.quantity) }))
      .where("id", "=", line.order_line_id)
      .where("returned_quantity", ">=", line.quantity)
      .execute();
  }
}

/** Returned goods back on the shelf: each line's quantity to its SKU (in SKU order, as orders take stock). */
export async function restock(trx: Trx, returnId: number): Promise<void> {
  const rows = await trx
    .selectFrom("return_line")
    .innerJoin("order_line", "order_line.id", "return_line.order_line_id")
    .select(["order_line.sku_id", "return_line.quantity"])
    .where("return_line.return_id", "=", returnId)
    .execute();
  const bySku = new Map<number, number>();
  for (const row of rows) if (row.sku_id !== null) bySku.set(row.sku_id, (bySku.get(row.sku_id) ?? 0) + row.quantity);
  for (const [skuId, quantity] of [...bySku].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable("sku")
      .set((eb) => ({ stock: eb("stock", "+", quantity) }))
      .where("id", "=", skuId)
      .execute();
  }
}
