import { describe, expect, it } from "vitest";
import { AddressSchema, SignUpSchema } from "#contract/account.ts";
import { ReviewCreateSchema } from "#contract/reviews.ts";
import { WISHLIST_NAME_MAX, WishlistCreateSchema } from "#contract/wishlist.ts";
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

  it("gives a text its longest length where a refinement follows its .max() (the wish list's name, an address)", () => {
    // conform read no maxLength from these: the browser let a shopper type past what the server takes.
    expect(constraintOf(WishlistCreateSchema).name?.maxLength).toBe(WISHLIST_NAME_MAX);
    expect(constraintOf(AddressSchema).city?.maxLength).toBe(100);
    expect(constraintOf(AddressSchema).apartment).toMatchObject({ required: false, maxLength: 100 });
    expect(constraintOf(ReviewCreateSchema).body?.maxLength).toBe(5000);
  });

  it("is worked out once per schema", () => {
    expect(constraintOf(SignUpSchema)).toBe(constraintOf(SignUpSchema));
  });
});
