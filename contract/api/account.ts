import { z } from "zod";
import {
  ACTIVITY_KINDS,
  ActivityQuerySchema,
  AddressSchema,
  AddressUpdateSchema,
  EditEmailSchema,
  EditInfoSchema,
  EditMobileSchema,
  EditNameSchema,
  EditPasswordSchema,
  ForgetSchema,
  IdSchema,
  MAX_AVATAR_BYTES,
  ResendCodeSchema,
  ResetPasswordSchema,
  SecuritySettingsSchema,
  SendChangeCodeSchema,
  SignInSchema,
  SignUpSchema,
  VerifyEmailSchema,
  type ActivityEntry,
  type Address,
  type CaptchaChallenge,
  type SecuritySettings,
  type SessionInfo,
  type SignInResult,
  type UserCenter,
} from "../account.ts";
import { UPLOAD_TYPES } from "../admin.ts";
import type { OrderAddress } from "../order.ts";
import { EmptySchema } from "../cart.ts";
import type { SocketTicket } from "../realtime.ts";
import type { UserInfo } from "../user.ts";
import { durationPayloadSchema, favoritePayloadSchema, type VisitorData, type VisitorSummary } from "../visitor.ts";
import { PriceSchema, ProductSummarySchema } from "./catalog.ts";
import { paged, routesOf, type ApiRoute } from "./describe.ts";

/** Accounts, sessions, addresses, favourites and what the storefront keeps about a visitor. */

export const UserInfoSchema = z
  .strictObject({
    id: z.number().int(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    bio: z.string(),
    birthday: z.string().nullable(),
    emailVerified: z.boolean(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: "UserInfo" }) satisfies z.ZodType<UserInfo>;

const CaptchaChallengeSchema = z.strictObject({
  verifyId: z.string(),
  /** The track's picture with the mark on it (a PNG data URL); the target itself stays on the server. */
  image: z.string(),
  expiresAt: z.string(),
}) satisfies z.ZodType<CaptchaChallenge>;

const SignInResultSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("signed-in"), token: z.string(), user: UserInfoSchema }),
  z.strictObject({ status: z.literal("captcha-required") }),
  z.strictObject({ status: z.literal("code-required") }),
  z.strictObject({ status: z.literal("verify-required") }),
]) satisfies z.ZodType<SignInResult>;

const SecuritySettingsData = z.strictObject({
  emailVerificationOnLogin: z.boolean(),
}) satisfies z.ZodType<SecuritySettings>;

/** An address as stored: the form's fields, trimmed (an order keeps a copy). */
export const PostalAddressSchema = z.strictObject({
  country: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  postalCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  apartment: z.string(),
  countryCode: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<OrderAddress>;

export const AddressDataSchema = PostalAddressSchema.extend({ id: z.number().int(), isDefault: z.boolean() }).meta({
  id: "Address",
}) satisfies z.ZodType<Address>;

const UserCenterSchema = z.strictObject({
  lastLoginAt: z.string().nullable(),
  spending: PriceSchema,
  paid: PriceSchema,
  unpaidOrders: z.number().int(),
  orders: z.number().int(),
}) satisfies z.ZodType<UserCenter>;

const WishListSchema = z.strictObject({ productIds: z.array(z.number().int()) });
const CartCountSchema = z.strictObject({ count: z.number().int(), version: z.number().int() });

export const VisitorDataSchema = z.strictObject({
  signedIn: z.boolean().optional(),
  wishList: WishListSchema,
  coupons: z.array(z.strictObject({ id: z.number().int(), code: z.string() })),
  promotions: z.array(z.strictObject({ id: z.number().int(), slug: z.string(), title: z.string() })),
  cart: CartCountSchema.extend({
    items: z.array(z.strictObject({ lineId: z.number().int(), skuId: z.number().int(), quantity: z.number().int() })),
  }),
}) satisfies z.ZodType<VisitorData>;

export const VisitorSummarySchema = z.strictObject({
  signedIn: z.boolean(),
  wishList: WishListSchema,
  cart: CartCountSchema,
}) satisfies z.ZodType<VisitorSummary>;

const SessionInfoSchema = z.strictObject({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string(),
  browser: z.string(),
  device: z.string(),
  loginMethod: z.enum(["password", "code"]),
  createdAt: z.string(),
  lastSeenAt: z.string(),
}) satisfies z.ZodType<SessionInfo>;

const ActivityEntrySchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  ip: z.string(),
  browser: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<ActivityEntry>;

const sent = "Nothing: the code goes out by email (or to the outbox for SMS).";

export const accountRoutes: ApiRoute[] = [
  ...routesOf({ base: "/api/web/auth", tag: "Account", localized: true }, [
    {
      method: "POST",
      path: "/captcha",
      summary: "A slide-to-verify challenge (asked for after failed sign-ins)",
      body: EmptySchema,
      data: CaptchaChallengeSchema,
      errors: [429],
    },
    {
      method: "POST",
      path: "/signup",
      summary: "Sign up; a verification code goes to the account (same answer if it exists already)",
      body: SignUpSchema,
      data: z.strictObject({ status: z.literal("verify-required") }),
      errors: [429],
    },
    {
      method: "POST",
      path: "/verify-email",
      access: "visitor",
      summary: "Verify the account with its code: signed in",
      body: VerifyEmailSchema,
      data: SignInResultSchema,
      errors: [429],
    },
    {
      method: "POST",
      path: "/signin",
      access: "visitor",
      summary: "Sign in: a session, or what it still needs (captcha, emailed code, verification)",
      description: "A guest's favourites and cart (`x-visitor-id`) merge into the account.",
      body: SignInSchema,
      data: SignInResultSchema,
      errors: [429],
    },
    {
      method: "POST",
      path: "/forget",
      summary: "Ask for a password reset code",
      description: sent,
      body: ForgetSchema,
      data: z.null(),
      errors: [429],
    },
    {
      method: "POST",
      path: "/reset-password",
      summary: "Set a new password with the reset code; every session ends",
      body: ResetPasswordSchema,
      data: z.null(),
      errors: [429],
    },
    {
      method: "POST",
      path: "/resend-code",
      access: "visitor",
      summary: "Send a code asked for in the last hour again",
      description: sent,
      body: ResendCodeSchema,
      data: z.null(),
      errors: [429],
    },
    {
      method: "POST",
      path: "/session-link",
      access: "customer",
      summary: "Check a session token that came in an address (`?x-auth=`) before it becomes a cookie",
      description: "A live session answers ok and the sign-in by link is recorded in the customer's activity.",
      body: EmptySchema,
      data: z.null(),
    },
    {
      method: "POST",
      path: "/signout",
      access: "visitor",
      summary: "End the session `x-auth` names",
      body: EmptySchema,
      data: z.null(),
    },
  ]),
  ...routesOf({ base: "/api/web/user", tag: "Account", access: "customer" }, [
    { method: "POST", path: "/info", summary: "The signed-in customer", body: EmptySchema, data: UserInfoSchema },
    { method: "POST", path: "/editName", summary: "Change the names (a name shown with published reviews or comments: at most 10 changes an hour)", body: EditNameSchema, data: UserInfoSchema, errors: [429] },
    {
      method: "POST",
      path: "/editInfo",
      summary: "Change bio and birthday",
      body: EditInfoSchema,
      data: UserInfoSchema,
    },
    {
      method: "POST",
      path: "/editPassword",
      summary: "Change the password (the current one is asked; the same one again is refused); other sessions end",
      body: EditPasswordSchema,
      data: UserInfoSchema,
      errors: [429],
    },
    {
      method: "POST",
      path: "/sendChangeCode",
      localized: true,
      summary: "Send a code to a new email address or mobile number",
      body: SendChangeCodeSchema,
      data: z.strictObject({ channel: z.enum(["email", "mobile"]) }),
      errors: [409, 429],
    },
    {
      method: "POST",
      path: "/editEmail",
      summary: "Change the email address with its code",
      body: EditEmailSchema,
      data: UserInfoSchema,
      errors: [409, 429],
    },
    {
      method: "POST",
      path: "/editMobile",
      summary: "Change the mobile number with its code",
      body: EditMobileSchema,
      data: UserInfoSchema,
      errors: [409, 429],
    },
    {
      method: "POST",
      path: "/editAvatar",
      summary: "Upload a new avatar (re-encoded by the shop)",
      upload: { field: "file", types: UPLOAD_TYPES, maxBytes: MAX_AVATAR_BYTES },
      data: UserInfoSchema,
    },
    {
      method: "POST",
      path: "/center",
      localized: true,
      summary: "The user-center figures: orders, spending, payments",
      body: EmptySchema,
      data: UserCenterSchema,
    },
    { method: "GET", path: "/security", summary: "The security settings", data: SecuritySettingsData },
    {
      method: "POST",
      path: "/security",
      summary: "Change the security settings",
      body: SecuritySettingsSchema,
      data: SecuritySettingsData,
    },
    {
      method: "POST",
      path: "/security/restore",
      summary: "Restore the default security settings",
      body: EmptySchema,
      data: SecuritySettingsData,
    },
    {
      method: "POST",
      path: "/sessions",
      summary: "The customer's sessions",
      body: EmptySchema,
      data: z.array(SessionInfoSchema),
    },
    {
      method: "POST",
      path: "/sessions/revoke",
      summary: "End one session",
      body: IdSchema,
      data: z.null(),
      errors: [404],
    },
    {
      method: "POST",
      path: "/sessions/revoke-others",
      summary: "End every session but this one",
      body: EmptySchema,
      data: z.strictObject({ revoked: z.number().int() }),
    },
    {
      method: "POST",
      path: "/sessions/revoke-all",
      summary: "End every session, this one included (log out of all devices)",
      body: EmptySchema,
      data: z.strictObject({ revoked: z.number().int() }),
    },
    {
      method: "POST",
      path: "/activity",
      summary: "The account's activity, newest first",
      body: ActivityQuerySchema,
      data: paged(ActivityEntrySchema),
    },
    {
      method: "POST",
      path: "/log",
      summary: "The account's sign-ins and security changes, newest first",
      body: ActivityQuerySchema,
      data: paged(ActivityEntrySchema),
    },
  ]),
  ...routesOf({ base: "/api/web/address", tag: "Account", access: "customer" }, [
    { method: "POST", path: "/list", summary: "The address book", body: EmptySchema, data: z.array(AddressDataSchema) },
    {
      method: "POST",
      path: "/create",
      summary: "Add an address",
      body: AddressSchema,
      status: 201,
      data: AddressDataSchema,
    },
    {
      method: "POST",
      path: "/update",
      summary: "Change an address",
      body: AddressUpdateSchema,
      data: AddressDataSchema,
      errors: [404],
    },
    { method: "POST", path: "/delete", summary: "Delete an address", body: IdSchema, data: z.null(), errors: [404] },
    {
      method: "POST",
      path: "/default",
      summary: "Make an address the default; answers the address book",
      body: IdSchema,
      data: z.array(AddressDataSchema),
      errors: [404],
    },
  ]),
  ...routesOf({ base: "/api/web", tag: "Visitor" }, [
    {
      method: "POST",
      path: "/favorite/add",
      access: "shopper",
      summary: "Favourite a product (guests too; merged at sign-in)",
      body: favoritePayloadSchema,
      data: z.strictObject({ favorited: z.literal(true) }),
      errors: [404],
    },
    {
      method: "POST",
      path: "/favorite/cancel",
      access: "shopper",
      summary: "Unfavourite a product",
      body: favoritePayloadSchema,
      data: z.strictObject({ favorited: z.literal(false) }),
    },
    {
      method: "POST",
      path: "/favorite/list",
      access: "visitor",
      localized: true,
      summary: "The caller's favourite products",
      body: EmptySchema,
      data: z.array(ProductSummarySchema),
    },
    {
      method: "POST",
      path: "/visitor/data",
      access: "visitor",
      localized: true,
      summary: "What the storefront keeps about the visitor: favourites, claimed coupons, promotions, cart",
      body: EmptySchema,
      data: VisitorDataSchema,
    },
    {
      method: "POST",
      path: "/visitor/summary",
      access: "visitor",
      summary: "What every page's header shows of the visitor: whether the session is live, the favourites' ids, the cart's units and version",
      body: EmptySchema,
      data: VisitorSummarySchema,
    },
    {
      method: "POST",
      path: "/realtime/ticket",
      access: "shopper",
      summary: "A single-use ticket for the shopper's socket (`/ws/message?token=`), valid for a minute",
      body: EmptySchema,
      data: z.strictObject({ ticket: z.string(), expiresAt: z.string() }) satisfies z.ZodType<SocketTicket>,
      errors: [429],
    },
    {
      method: "POST",
      path: "/stat/duration",
      summary: "The page-time beacon (JSON, or `text/plain` from `navigator.sendBeacon`)",
      body: durationPayloadSchema,
      data: z.null(),
    },
  ]),
];
