import { describe, expect, it } from "vitest";
import {
  accountSchema,
  EMAIL_PATTERN,
  emailSchema,
  isNonEmptyList,
  Messages,
  nonEmptyList,
  passwordSchema,
  phoneSchema,
} from "./validation.ts";
import { z } from "zod";

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe("spec §5 patterns", () => {
  it("phone: optional plus, a digit 1-9, then 1 to 14 digits", () => {
    for (const ok of ["+8613800138000", "8613800138000", "12", "+123456789012345"]) {
      expect(phoneSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ["0123", "1", "+0123", "1234567890123456", "+1234567890123456", "090-1234-5678", "", "++12", "+1 (555) x"]) {
      expect(phoneSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(firstMessage(phoneSchema.safeParse("0123"))).toBe(Messages.phoneNumber);
    // Written as people write numbers, kept as the digits and the plus.
    for (const [typed, kept] of [["+81 90-1234-5678", "+819012345678"], ["+1 (555) 010.0200", "+15550100200"], [" 123-456 ", "123456"]]) {
      expect(phoneSchema.safeParse(typed).data, typed).toBe(kept);
    }
  });

  it("email: the words an RFC 5321 mailbox may use joined with dots, @, a domain with a dot", () => {
    for (const ok of ["a@b.co", "first.last@shop-mail.example.com", "a-b_c@x.y", "g+1@example.com", "o'brien@example.ie", "x!#$%&*/=?^`{|}~@a.io"]) {
      expect(emailSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ["a@b", "@b.co", "a.@b.co", ".a@b.co", "a..b@c.de", "a b@c.de", "a@b..co", "a@-b.co", "a@b_c.de", "<a>@b.co", "a\nb@c.de", `${"a".repeat(65)}@b.co`, ""]) {
      expect(emailSchema.safeParse(bad).success, bad).toBe(false);
    }
    // Browsers compile a `pattern` attribute with the `v` flag: the pattern must stay valid there.
    expect(() => new RegExp(`^(?:${EMAIL_PATTERN.source})$`, "v")).not.toThrow();
  });

  it("account: an email or a phone number", () => {
    expect(accountSchema.safeParse("+8613800138000").success).toBe(true);
    expect(accountSchema.safeParse("+86 138-0013-8000").data).toBe("+8613800138000");
    expect(accountSchema.safeParse(" user@example.com ").data).toBe("user@example.com");
    expect(firstMessage(accountSchema.safeParse(""))).toBe(Messages.accountRequired);
    expect(firstMessage(accountSchema.safeParse(undefined))).toBe(Messages.accountRequired);
    expect(firstMessage(accountSchema.safeParse("0123"))).toBe(Messages.accountFormat);
  });

  it("password: 6 to 128 characters", () => {
    expect(firstMessage(passwordSchema.safeParse(""))).toBe(Messages.passwordRequired);
    expect(firstMessage(passwordSchema.safeParse("12345"))).toBe(Messages.passwordMin);
    expect(passwordSchema.safeParse("123456").success).toBe(true);
    expect(passwordSchema.safeParse("x".repeat(128)).success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse("x".repeat(129)))).toBe(Messages.passwordMax);
  });

  it("list check: a non-empty array", () => {
    expect(isNonEmptyList([1])).toBe(true);
    for (const value of [[], null, undefined, "a", { length: 1 }]) expect(isNonEmptyList(value)).toBe(false);
    const list = nonEmptyList(z.number());
    expect(list.safeParse([1, 2]).success).toBe(true);
    expect(firstMessage(list.safeParse([]))).toBe(Messages.listEmpty);
    expect(firstMessage(list.safeParse("x"))).toBe(Messages.listEmpty);
  });
});

describe("birthday", () => {
  it("takes today and earlier; refuses a day not yet begun anywhere", async () => {
    const { EditInfoSchema } = await import("./account.ts");
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(EditInfoSchema.safeParse({ birthday: day(0) }).success).toBe(true);
    expect(EditInfoSchema.safeParse({ birthday: "1990-02-28" }).success).toBe(true);
    expect(EditInfoSchema.safeParse({ birthday: day(2) }).error?.issues.map((i) => i.message)).toEqual(["validation.birthdayFuture"]);
  });
});

describe("email", () => {
  it("an empty field asks for an address; a wrong one says it is not valid", async () => {
    const { emailSchema: email } = await import("./validation.ts");
    expect(email.safeParse(" ").error?.issues.map((i) => i.message)).toEqual(["validation.emailRequired"]);
    expect(email.safeParse("nope").error?.issues.map((i) => i.message)).toEqual(["validation.emailFormat"]);
  });
});
