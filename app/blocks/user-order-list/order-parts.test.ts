import { describe, expect, it } from "vitest";
import { totalLabel } from "./OrderParts.tsx";

describe("totalLabel", () => {
  it("asks for payment only while an order is open and unpaid", () => {
    expect(totalLabel("unpaid", "in-progress")).toBe("order.paymentAmount");
    expect(totalLabel("paid", "in-progress")).toBe("order.totalPaid");
    expect(totalLabel("paid", "cancelled")).toBe("order.totalPaid");
    // A cancelled order never paid has nothing to pay: "Amount to pay" read as a debt.
    expect(totalLabel("unpaid", "cancelled")).toBe("order.total");
  });
});
