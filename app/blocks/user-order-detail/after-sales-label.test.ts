import { describe, expect, it } from "vitest";
import { afterSalesLabel } from "./UserOrderDetail.tsx";

const usd = (amount: number) => ({ amount, currency: "USD" as const });

describe("afterSalesLabel", () => {
  it("calls an order refunded only when all that was paid came back", () => {
    expect(afterSalesLabel({ afterSales: "refunded", refundedAmount: usd(7000), actualPayment: usd(10980) })).toBe("partly-refunded");
    expect(afterSalesLabel({ afterSales: "refunded", refundedAmount: usd(10980), actualPayment: usd(10980) })).toBe("refunded");
    expect(afterSalesLabel({ afterSales: "refund-requested", refundedAmount: usd(0), actualPayment: usd(10980) })).toBe("refund-requested");
    expect(afterSalesLabel({ afterSales: "none", refundedAmount: usd(0), actualPayment: usd(0) })).toBe("none");
  });
});
