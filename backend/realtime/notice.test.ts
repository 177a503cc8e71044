import { describe, expect, it } from "vitest";
import { orderNotice, returnNotice } from "./publish.ts";

const order = (state: Partial<Parameters<typeof orderNotice>[0]>) =>
  orderNotice({ status: "in-progress", pay_status: "unpaid", delivery_status: "not-shipped", cancel_declined_at: null, ...state });

describe("the words a push brings", () => {
  it("name an order's new state, and a declined cancellation as that rather than a payment", () => {
    expect(order({})).toBe("live.order.updated");
    expect(order({ pay_status: "paid" })).toBe("live.order.paid");
    expect(order({ status: "pending-cancellation", pay_status: "paid" })).toBe("live.order.cancelling");
    // Declined: back in progress, paid, not shipped: the same statuses as a payment, other words.
    expect(order({ pay_status: "paid", cancel_declined_at: "2026-12-08T01:00:00.000Z" })).toBe("live.order.cancelDeclined");
    // What happens after the decline is told as itself.
    expect(order({ pay_status: "paid", delivery_status: "shipped", cancel_declined_at: "2026-12-08T01:00:00.000Z" })).toBe("live.order.shipped");
    expect(order({ status: "cancelled", pay_status: "paid", cancel_declined_at: "2026-12-08T01:00:00.000Z" })).toBe("live.order.cancelled");
    expect(order({ status: "completed", pay_status: "paid", delivery_status: "received" })).toBe("live.order.completed");
    expect(order({ delivery_status: "partly-shipped" })).toBe("live.order.shipped");
  });

  it("name an after-sales request's new state", () => {
    expect(returnNotice({ stage: "refused", audit_status: "refused" })).toBe("live.return.refused");
    expect(returnNotice({ stage: "completed", audit_status: "approved" })).toBe("live.return.completed");
    expect(returnNotice({ stage: "approved", audit_status: "approved" })).toBe("live.return.approved");
    expect(returnNotice({ stage: "requested", audit_status: "pending" })).toBe("live.return.updated");
  });
});
