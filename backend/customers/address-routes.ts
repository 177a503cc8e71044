import { Hono } from "hono";
import { z } from "zod";
import {
  AccountMessages,
  AddressSchema,
  AddressUpdateSchema,
  IdSchema,
  MAX_ADDRESSES,
  type Address,
} from "#contract/account.ts";
import type { AppEnv } from "../app.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { badRequest, notFound, nowIso, readJson, NO_FIELDS, sendOk } from "../shared/http.ts";
import { recordActivity } from "./activity.ts";
import { clientOf } from "./client.ts";
import { requireCustomer } from "./sessions.ts";

type AddressFields = z.output<typeof AddressSchema>;

function toAddress(row: Row<"customer_address">): Address {
  return {
    id: row.id,
    country: row.country,
    province: row.province,
    city: row.city,
    area: row.area,
    postalCode: row.postal_code,
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    apartment: row.apartment,
    countryCode: row.country_code,
    phone: row.phone,
    isDefault: row.is_default === 1,
  };
}

const columnsOf = (input: AddressFields) => ({
  country: input.country,
  province: input.province,
  city: input.city,
  area: input.area,
  postal_code: input.postalCode,
  first_name: input.firstName,
  last_name: input.lastName,
  address: input.address,
  apartment: input.apartment,
  country_code: input.countryCode,
  phone: input.phone,
});

async function listAddresses(db: Db, customerId: number): Promise<Row<"customer_address">[]> {
  return db
    .selectFrom("customer_address")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("is_default", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The customer's own address, or 404: another customer's id is as unknown as a missing one. */
async function ownAddress(db: Db, customerId: number, id: number): Promise<Row<"customer_address">> {
  const row = await db
    .selectFrom("customer_address")
    .selectAll()
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Makes one address the default, in one transaction so there is never more than one. */
async function makeDefault(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("customer_address")
      .set({ is_default: 0 })
      .where("customer_id", "=", customerId)
      .where("id", "!=", id)
      .execute();
    await trx
      .updateTable("customer_address")
      .set({ is_default: 1 })
      .where("customer_id", "=", customerId)
      .where("id", "=", id)
      .execute();
  });
}

/** `/api/web/address/*`: the signed-in customer's address book. The first address becomes the default. */
export const addressRoutes = new Hono<AppEnv>()
  .post("/list", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    await readJson(c, NO_FIELDS);
    return sendOk(c, (await listAddresses(db, customer.id)).map(toAddress));
  })
  .post("/create", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const input = await readJson(c, AddressSchema);
    const existing = await listAddresses(db, customer.id);
    if (existing.length >= MAX_ADDRESSES) throw badRequest(AccountMessages.addressLimit);
    const now = nowIso();
    const row = await db
      .insertInto("customer_address")
      .values({ customer_id: customer.id, ...columnsOf(input), is_default: 0, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.isDefault || existing.length === 0) await makeDefault(db, customer.id, row.id);
    await recordActivity(db, customer.id, "address-change", clientOf(c));
    return sendOk(c, toAddress(await ownAddress(db, customer.id, row.id)), 201);
  })
  .post("/update", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const { id, ...input } = await readJson(c, AddressUpdateSchema);
    await ownAddress(db, customer.id, id);
    await db
      .updateTable("customer_address")
      .set({ ...columnsOf(input), updated_at: nowIso() })
      .where("id", "=", id)
      .where("customer_id", "=", customer.id)
      .execute();
    if (input.isDefault) await makeDefault(db, customer.id, id);
    await recordActivity(db, customer.id, "address-change", clientOf(c));
    return sendOk(c, toAddress(await ownAddress(db, customer.id, id)));
  })
  .post("/delete", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const { id } = await readJson(c, IdSchema);
    const row = await ownAddress(db, customer.id, id);
    await db.deleteFrom("customer_address").where("id", "=", id).where("customer_id", "=", customer.id).execute();
    if (row.is_default === 1) {
      const next = (await listAddresses(db, customer.id))[0];
      if (next) await makeDefault(db, customer.id, next.id);
    }
    await recordActivity(db, customer.id, "address-change", clientOf(c));
    return sendOk(c, null);
  })
  .post("/default", async (c) => {
    const { db } = c.get("deps");
    const { customer } = await requireCustomer(c, db);
    const { id } = await readJson(c, IdSchema);
    await ownAddress(db, customer.id, id);
    await makeDefault(db, customer.id, id);
    await recordActivity(db, customer.id, "address-change", clientOf(c));
    return sendOk(c, (await listAddresses(db, customer.id)).map(toAddress));
  });
