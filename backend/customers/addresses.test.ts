import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ADDRESSES, type Address, type AddressInput } from "#contract/account.ts";
import { auth, post, signUpAndVerify, type Shopper } from "#tests/fixtures/customers.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { startSmtpSink, type SmtpSink } from "#tests/setup/smtp-sink.ts";

let backend: TestBackend;
let sink: SmtpSink;
let shopper: Shopper;

beforeAll(async () => {
  sink = await startSmtpSink();
  backend = await createTestBackend({ smtpUrl: sink.url });
  shopper = await signUpAndVerify(backend.app, sink);
});

afterAll(async () => {
  await backend.close();
  await sink.close();
});

const form = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  country: "DE",
  city: "Berlin",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "Unter den Linden 1",
  countryCode: "+49",
  phone: "301234567",
  ...overrides,
});

const call = <T = unknown>(path: string, body: unknown, token = shopper.token) =>
  post<T>(backend.app, `/api/web/address/${path}`, body, auth(token));

describe("address book", () => {
  it("creates (the first becomes default), edits, sets default and deletes", async () => {
    const first = await call<Address>("create", form());
    expect(first).toMatchObject({ status: 201, data: { city: "Berlin", isDefault: true, apartment: "" } });
    const second = await call<Address>("create", form({ city: "Hamburg", isDefault: "on" }));
    expect(second.data.isDefault).toBe(true);
    let list = await call<Address[]>("list", {});
    expect(list.data.map((a) => [a.city, a.isDefault])).toEqual([
      ["Hamburg", true],
      ["Berlin", false],
    ]);

    const edited = await call<Address>("update", { ...form({ city: "Köln" }), id: first.data.id });
    expect(edited.data).toMatchObject({ city: "Köln", isDefault: false });
    await call("default", { id: first.data.id });
    list = await call<Address[]>("list", {});
    expect(list.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([first.data.id]);

    expect((await call("delete", { id: first.data.id })).status).toBe(200);
    list = await call<Address[]>("list", {});
    expect(list.data).toEqual([expect.objectContaining({ id: second.data.id, isDefault: true })]);
  });

  it("answers 404 for another customer's address", async () => {
    const mine = await call<Address>("create", form());
    const stranger = await signUpAndVerify(backend.app, sink);
    for (const [path, body] of [
      ["update", { ...form(), id: mine.data.id }],
      ["delete", { id: mine.data.id }],
      ["default", { id: mine.data.id }],
    ] as const) {
      expect(await call(path, body, stranger.token)).toMatchObject({ status: 404, code: 40 });
    }
    expect((await call<Address[]>("list", {}, stranger.token)).data).toEqual([]);
    expect((await call<Address[]>("list", {})).data.some((a) => a.id === mine.data.id)).toBe(true);
  });

  it("validates the form with the spec's messages", async () => {
    const res = await call("create", { country: "DE", countryCode: "", phone: "12", firstName: "", extra: 1 });
    expect(res.status).toBe(400);
    const fields = (res.data as { fields: Record<string, string[]> }).fields;
    expect(fields.countryCode?.[0]).toBe("validation.countryCodeRequired");
    expect(fields).toMatchObject({
      firstName: ["validation.firstNameRequired"],
      lastName: ["validation.lastNameRequired"],
      phone: ["validation.phoneLocal"],
    });
    // A country code that is not one, an empty phone: each says what is wrong, not "required" or "unknown".
    const worded = await call("create", form({ countryCode: "abc", phone: "" }));
    expect((worded.data as { fields: Record<string, string[]> }).fields).toEqual({
      countryCode: ["validation.countryCodeFormat"],
      phone: ["validation.phoneRequired"],
    });
    expect(await call("create", { ...form(), extra: 1 })).toMatchObject({ status: 400, msg: "errors.validation" });
    expect(await call("create", form({ city: "x".repeat(101) }))).toMatchObject({
      status: 400,
      data: { fields: { city: ["validation.tooLong:100"] } },
    });
    expect((await post(backend.app, "/api/web/address/list", {})).status).toBe(401);
    // A number written with spaces, dashes or brackets is taken, and kept as its digits.
    const spaced = await call<Address>("create", form({ phone: "(030) 123-456 7" }));
    expect([spaced.status, spaced.data.phone]).toEqual([201, "0301234567"]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const other = await signUpAndVerify(backend.app, sink);
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await call("create", form(), other.token)).status).toBe(201);
    expect(await call("create", form(), other.token)).toMatchObject({ status: 400, msg: "errors.addressLimit" });
  });
});
