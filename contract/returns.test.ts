import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AFTER_SALES_LABELS,
  APPLY_TYPES,
  AUDIT_STATUSES,
  DESCRIPTION_MAX,
  REFUND_STATUSES,
  RETURN_REASONS,
  RETURN_STAGES,
  RETURN_STATUSES,
  ReturnApplySchema,
  ReturnLogisticsSchema,
  ReturnMessages,
  ReturnSettingsSchema,
} from "./returns.ts";

const en = JSON.parse(readFileSync("locales/en/returns.json", "utf8")) as {
  returns: Record<string, Record<string, string>>;
};

const valid = {
  idempotencyKey: "0b8f8f0e-8a4b-4f57-9d5e-1f1d5c1b7a10",
  orderNumber: "2026112312345678",
  applyType: "return-refund",
  reason: "wrong-size",
  lines: [{ lineId: "3", quantity: "2" }],
};

describe("returns contract", () => {
  it("has an English text for every message key and every value it names", () => {
    for (const key of Object.values(ReturnMessages)) {
      const [, group, name] = key.split(".");
      expect(en.returns[group!]?.[name!], key).toBeTruthy();
    }
    const groups: Array<[string, readonly string[]]> = [
      ["status", RETURN_STATUSES],
      ["audit", AUDIT_STATUSES],
      ["stage", RETURN_STAGES],
      ["applyType", APPLY_TYPES],
      ["reason", RETURN_REASONS],
      ["afterSales", AFTER_SALES_LABELS],
      ["refundStatus", REFUND_STATUSES],
    ];
    for (const [group, values] of groups)
      expect(Object.keys(en.returns[group]!).sort(), group).toEqual([...values].sort());
  });

  it("reads form fields (strings) and refuses what a form must not send", () => {
    const parsed = ReturnApplySchema.parse(valid);
    expect(parsed.lines).toEqual([{ lineId: 3, quantity: 2 }]);
    expect(parsed.description).toBe("");
    expect(parsed.attachments).toEqual([]);
    const issues = (input: unknown) =>
      ReturnApplySchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues({ ...valid, lines: [{ lineId: 3, quantity: 0 }] })).toEqual([
      ["lines.0.quantity", ReturnMessages.quantity],
    ]);
    expect(issues({ ...valid, lines: [] })).toEqual([["lines", "validation.listEmpty"]]);
    expect(issues({ ...valid, reason: "other" })).toEqual([["description", ReturnMessages.descriptionRequired]]);
    expect(issues({ ...valid, description: "x".repeat(DESCRIPTION_MAX + 1) })).toEqual([
      ["description", `validation.tooLong:${DESCRIPTION_MAX}`],
    ]);
    expect(issues({ ...valid, refundAmount: 100 })[0]![0]).toBe("");
    expect(ReturnApplySchema.parse({ ...valid, description: " a\u0000b " }).description).toBe("ab");
    expect(
      ReturnLogisticsSchema.parse({
        number: "R2026112312345678",
        logisticsCompany: "USPS",
        trackingNumber: "9400",
        deliveryTime: "2026-11-20",
      }).deliveryTime,
    ).toBe("2026-11-20T00:00:00.000Z");
    expect(
      ReturnLogisticsSchema.safeParse({
        number: "R1",
        logisticsCompany: "a",
        trackingNumber: "b",
        deliveryTime: "soon",
      }).success,
    ).toBe(false);
    expect(ReturnSettingsSchema.safeParse({ windowDays: 0 }).success).toBe(false);
  });
});
