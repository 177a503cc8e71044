import type { UserInfo } from "#contract/user.ts";
import { EMAIL_PATTERN } from "#contract/validation.ts";
import type { Display } from "../catalog/display.ts";
import type { Db } from "../db/connection.ts";
import type { Row } from "../db/database.ts";
import { prepared } from "../db/prepared.ts";
import { toImage } from "../media/images.ts";
import { customerOrderFigures } from "../orders/repository.ts";

export type AccountKind = "email" | "mobile";

/** An account matching the email pattern is an email address (stored lower-case); else a mobile number. */
export function normalizeAccount(account: string): { kind: AccountKind; value: string } {
  const value = account.trim();
  return EMAIL_PATTERN.test(value) ? { kind: "email", value: value.toLowerCase() } : { kind: "mobile", value };
}

export async function findCustomerByAccount(db: Db, account: string): Promise<Row<"customer"> | undefined> {
  const { kind, value } = normalizeAccount(account);
  return db.selectFrom("customer").selectAll().where(kind, "=", value).executeTakeFirst();
}

const customerById = prepared((db, p: { id: number }) => db.selectFrom("customer").selectAll().where("id", "=", p.id));

export async function findCustomerById(db: Db, id: number): Promise<Row<"customer"> | undefined> {
  return customerById.first(db, { id });
}

/** Where codes for a customer go: the email when there is one, else the mobile number. */
export function contactOf(customer: Pick<Row<"customer">, "email" | "mobile">): string {
  return customer.email ?? customer.mobile ?? "";
}

export async function toUserInfo(db: Db, customer: Row<"customer">): Promise<UserInfo> {
  const avatar = customer.avatar_id
    ? await db.selectFrom("image").selectAll().where("id", "=", customer.avatar_id).executeTakeFirst()
    : undefined;
  return {
    id: customer.id,
    email: customer.email,
    mobile: customer.mobile,
    fullName: customer.full_name,
    firstName: customer.first_name,
    lastName: customer.last_name,
    nickName: customer.nick_name,
    avatar: toImage(avatar)?.url ?? null,
    bio: customer.bio,
    birthday: customer.birthday,
    emailVerified: customer.verified_at !== null,
    lastLoginAt: customer.last_login_at,
  };
}

/** The `user/center` order figures from the customer's orders, in the display currency's minor units. */
export async function orderFigures(
  db: Db,
  customerId: number,
  display: Display,
): Promise<{ spending: number; paid: number; unpaidOrders: number; orders: number }> {
  return customerOrderFigures(db, customerId, display);
}
