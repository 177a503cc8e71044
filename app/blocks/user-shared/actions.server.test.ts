import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#locales/en/account.json" with { type: "json" };
import { newEmail } from "#tests/fixtures/customers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";
import { storefront } from "#tests/fixtures/storefront.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";

// The account page's email and mobile changes through the user page's action, against a real backend.

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend.close();
});

describe("a code to a new email address or mobile number", () => {
  it("is announced for what is being changed: an email address, or a mobile number", async () => {
    const customer = await makeCustomer(backend.db);
    const account = () => storefront(backend.app, "/user/account", { token: customer.token });
    const email = await account().post<{ done?: string }>({ intent: "send-email-code", email: newEmail() });
    expect(email).toMatchObject({ status: 200, data: { done: "account.emailCodeSent" } });
    const mobile = `+4915${Math.floor(1e8 + Math.random() * 9e8)}`;
    const sms = await account().post<{ done?: string }>({ intent: "send-mobile-code", mobile });
    expect(sms).toMatchObject({ status: 200, data: { done: "account.mobileCodeSent" } });
    expect(en.account.emailCodeSent).toContain("email address");
    expect(en.account.mobileCodeSent).toContain("mobile number");
  });
});
