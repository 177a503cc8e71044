import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHECKOUT_ADDRESS_FIELDS, type CheckoutDraft } from "#contract/order.ts";
import { createTestBackend, type TestBackend } from "#tests/setup/backend.ts";
import { DRAFT_SWEEP_EVERY_MS, findDraft, saveDraft } from "./draft.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;

const draft = (): CheckoutDraft => ({
  step: "information",
  idempotencyKey: randomUUID(),
  email: "ana@example.com",
  phone: "",
  addressId: "",
  address: Object.fromEntries(CHECKOUT_ADDRESS_FIELDS.map((field) => [field, ""])) as CheckoutDraft["address"],
  shippingMethod: "standard",
  paymentMethod: "bank-transfer",
  couponCode: "",
  note: "",
  saveInformation: false,
});

/** Makes an owner's draft look last saved `hours` ago. */
const age = (ownerKey: string, hours: number) =>
  backend.db
    .updateTable("checkout_draft")
    .set({ updated_at: new Date(Date.now() - hours * HOUR).toISOString() })
    .where("owner_key", "=", ownerKey)
    .execute();

const stored = async () => (await backend.db.selectFrom("checkout_draft").select("owner_key").execute()).map((row) => row.owner_key).sort();

describe("checkout drafts", () => {
  it("are never read back once a day old, swept or not, and swept by a save at most once an interval", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { db } = backend;

    // A save sweeps: a day-old draft goes, a fresh one stays.
    await saveDraft(db, "v:old", draft());
    await saveDraft(db, "v:recent", draft());
    await age("v:old", 25);
    await age("v:recent", 23);
    vi.advanceTimersByTime(DRAFT_SWEEP_EVERY_MS);
    await saveDraft(db, "v:new", draft());
    expect(await stored()).toEqual(["v:new", "v:recent"]);

    // Within the interval a save does not sweep, and the day-old draft it leaves is not read back.
    await saveDraft(db, "v:stale", draft());
    await age("v:stale", 25);
    await saveDraft(db, "v:another", draft());
    expect(await stored()).toEqual(["v:another", "v:new", "v:recent", "v:stale"]);
    expect(await findDraft(db, "v:stale")).toBeNull();
    expect(await findDraft(db, "v:recent")).toMatchObject({ email: "ana@example.com" });

    // Past the interval the next save sweeps again.
    vi.advanceTimersByTime(DRAFT_SWEEP_EVERY_MS);
    await saveDraft(db, "v:another", draft());
    expect(await stored()).toEqual(["v:another", "v:new", "v:recent"]);

    // Saving again makes a draft new.
    await age("v:recent", 25);
    expect(await findDraft(db, "v:recent")).toBeNull();
    await saveDraft(db, "v:recent", draft());
    expect(await findDraft(db, "v:recent")).not.toBeNull();
  });
});
