import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD as contractField, honeypotShape } from "#contract/moderation.ts";
import { HONEYPOT_FIELD } from "./honeypot-field.ts";

describe("honeypot field", () => {
  it("is the field the contract's schemas check", () => {
    expect(HONEYPOT_FIELD).toBe(contractField);
    expect(Object.keys(honeypotShape)).toEqual([HONEYPOT_FIELD]);
  });
});
