import type { ActivityEntry } from "#contract/account.ts";
import type { Paged } from "#contract/catalog.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../shared/http.ts";
import type { Client } from "./client.ts";

export type ActivityKind = ActivityEntry["kind"];

/** The kinds `user/log` shows: changes to the account itself, not sign-ins. */
export const ACCOUNT_EVENT_KINDS: ActivityKind[] = [
  "signup",
  "verify",
  "password-change",
  "password-reset",
  "email-change",
  "mobile-change",
  "profile-change",
  "settings-change",
  "address-change",
  "session-revoked",
];

export async function recordActivity(db: Db, customerId: number, kind: ActivityKind, client: Client): Promise<void> {
  await db
    .insertInto("customer_activity")
    .values({ customer_id: customerId, kind, ip: client.ip, browser: client.browser, created_at: nowIso() })
    .execute();
}

export async function listActivity(
  db: Db,
  customerId: number,
  paging: { page: number; pageSize: number },
  kinds?: ActivityKind[],
): Promise<Paged<ActivityEntry>> {
  let base = db.selectFrom("customer_activity").where("customer_id", "=", customerId);
  if (kinds) base = base.where("kind", "in", kinds);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("id", "desc")
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as ActivityKind,
      ip: r.ip,
      browser: r.browser,
      createdAt: r.created_at,
    })),
    total: Number(count?.n ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
