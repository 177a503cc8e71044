import { describe, expect, it } from "vitest";
import { AddressSchema, SignUpSchema } from "#contract/account.ts";
import { constraintOf } from "./form-data.ts";

describe("constraintOf", () => {
  it("does not mark an optional box required (sign-up's newsletter, an address's default)", () => {
    // A required unchecked box fails the form's validity check: the German sign-up stopped there.
    expect(constraintOf(SignUpSchema).newsletter?.required).toBeFalsy();
    expect(constraintOf(AddressSchema).isDefault?.required).toBeFalsy();
  });

  it("keeps what is required required, with its other rules", () => {
    const signUp = constraintOf(SignUpSchema);
    expect(signUp.account?.required).toBe(true);
    expect(signUp.password?.required).toBe(true);
    expect(signUp.agree?.required).toBe(true);
    const address = constraintOf(AddressSchema);
    expect(address.phone?.required).toBe(true);
    expect(address.apartment?.required).toBeFalsy();
    expect(address.city?.required).toBe(true);
  });

  it("is worked out once per schema", () => {
    expect(constraintOf(SignUpSchema)).toBe(constraintOf(SignUpSchema));
  });
});
