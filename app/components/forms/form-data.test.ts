import { describe, expect, it } from "vitest";
import { AddressSchema, SignUpSchema } from "#contract/account.ts";
import { ReviewCreateSchema } from "#contract/reviews.ts";
import { WISHLIST_NAME_MAX, WishlistCreateSchema } from "#contract/wishlist.ts";
import { constraintOf, parseForm } from "./form-data.ts";

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

describe("parseForm", () => {
  it("counts a line break as one character, as the text box did: a text at the limit is taken", () => {
    // 250 lines of 19 characters and a line break: 5000 in the box, 5249 as the browser sends them.
    const body = Array.from({ length: 250 }, () => "x".repeat(19)).join("\r\n") + "\r\n";
    const form = new FormData();
    for (const [name, value] of Object.entries({ productId: "1", rating: "5", title: "Lines", body })) form.append(name, value);
    const submission = parseForm(form, ReviewCreateSchema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.body).toBe(body.replaceAll("\r\n", "\n").trim());
  });
});
