import type { Generated } from "kysely";

/** Tables of after-sales (migration 20261124020000_returns). */
export interface ReturnTables {
  return_request: ReturnRequestTable;
  return_line: ReturnLineTable;
  refund: RefundTable;
}

type Timestamps = { created_at: string; updated_at: string };

export interface ReturnRequestTable extends Timestamps {
  id: Generated<number>;
  number: string;
  order_id: number;
  customer_id: number | null;
  /** The order's owner key (`c:<id>` / `v:<visitor>`). */
  owner_key: string;
  idempotency_key: string;
  apply_type: string;
  reason: string;
  description: string;
  /** The state machine's state (`ReturnStage`); `audit_status` is set by approve and refuse. */
  stage: string;
  audit_status: string;
  currency: string;
  /** Minor units of `currency`: the lines' share of what was paid for them. */
  refund_amount: number;
  /** Where emails go and in which language. */
  email: string;
  lang: string;
  refuse_reason: string | null;
  /** JSON `ReturnAddress`. */
  return_address: string | null;
  logistics_company: string | null;
  tracking_number: string | null;
  delivery_time: string | null;
  approved_at: string | null;
  received_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
}

export interface ReturnLineTable {
  id: Generated<number>;
  return_id: number;
  order_line_id: number;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface RefundTable extends Timestamps {
  id: Generated<number>;
  order_id: number;
  return_id: number | null;
  /** The payment the money goes back to; null when it was marked paid by hand. */
  payment_id: number | null;
  /** `manual` or the online provider (`test-gateway`). */
  method: string;
  status: string;
  amount: number;
  currency: string;
  idempotency_key: string;
  provider_reference: string | null;
  completed_at: string | null;
}
