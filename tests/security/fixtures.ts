import type { Db } from "#backend/db/connection.ts";
import { hashPassword } from "#backend/customers/passwords.ts";
import { newIp, PASSWORD } from "#tests/fixtures/customers.ts";
import { makeCustomer } from "#tests/fixtures/orders.ts";

export { PASSWORD };

/** A verified customer who can sign in with PASSWORD, and a live session of theirs. */
export async function customerWithPassword(db: Db, email?: string) {
  const customer = await makeCustomer(db, email ? { email } : {});
  await db.updateTable("customer").set({ password_hash: await hashPassword(PASSWORD) }).where("id", "=", customer.id).execute();
  return customer;
}

/** What a TLS-terminating proxy in front of the shop sends along: the client's address appended. */
export const behindTls = (clientIp = newIp()) => ({
  "x-forwarded-proto": "https",
  "x-forwarded-host": "shop.example",
  "x-forwarded-for": clientIp,
  origin: "https://shop.example",
});

/** Forgets every rate-limit hit (tests that are not about limits). */
export const clearLimits = (db: Db) => db.deleteFrom("rate_limit_hit").execute();
