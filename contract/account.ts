import { z } from "zod";
import {
  accountSchema,
  agreeSchema,
  codeSchema,
  emailSchema,
  Messages,
  passwordSchema,
  phoneDigits,
  phoneSchema,
  requiredText,
  tooLong,
} from "./validation.ts";

/**
 * Customer accounts (issue: accounts). Every payload is a strict schema shared by the storefront's
 * forms (conform) and the backend's handlers; messages are translation keys.
 */

/**
 * The slide-to-verify check: the backend keeps the target and sends only the picture of the track
 * (`image`, a PNG data URL, `CAPTCHA_IMAGE` in size) with the mark on it; the shopper slides the
 * handle (0–100 across the picture) to the mark.
 */
export type CaptchaChallenge = { verifyId: string; image: string; expiresAt: string };
export const CAPTCHA_TOLERANCE = 4;
export const CAPTCHA_IMAGE = { width: 400, height: 28 } as const;
/** No person finds the mark and moves the handle there faster than this after the check appears. */
export const CAPTCHA_MIN_MS = 1_000;
/** The handle's path as the form reports it with JavaScript: `p120:35,k400:45` (see backend/customers/captcha.ts). */
const captchaTrailSchema = z.string().max(2400).regex(/^[pk\d:,]*$/);
export const captchaAnswerSchema = z.strictObject({
  verifyId: z.string().min(8).max(64),
  position: z.coerce.number().min(0).max(100),
  trail: captchaTrailSchema.optional(),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;
/** Forms that carry the security check send it as flat fields: the challenge, the position, the path. */
const captchaFields = {
  verifyId: z.string().max(64).optional(),
  captcha: z.coerce.number().min(0).max(100).optional(),
  captchaTrail: captchaTrailSchema.optional(),
};

export const SignUpSchema = z.strictObject({
  account: accountSchema,
  password: passwordSchema,
  agree: agreeSchema,
  /** The newsletter box (contract/newsletter.ts): an email account is then subscribed, double opt-in. */
  newsletter: z
    .union([z.literal("on"), z.boolean()])
    .optional()
    .transform((v) => v === "on" || v === true),
  ...captchaFields,
});
export const SignInSchema = z.strictObject({
  account: accountSchema,
  password: passwordSchema,
  /** The emailed code, when the customer switched on email verification at sign-in. */
  code: z.string().trim().max(12).optional(),
  ...captchaFields,
});
export const ForgetSchema = z.strictObject({ account: accountSchema, ...captchaFields });
export const ResetPasswordSchema = z.strictObject({ account: accountSchema, code: codeSchema, password: passwordSchema });
export const VerifyEmailSchema = z.strictObject({ account: accountSchema, code: codeSchema });
export const ResendCodeSchema = z.strictObject({
  account: accountSchema,
  purpose: z.enum(["verify", "reset", "signin", "change"]),
});

/** What sign-in answers: a session, or what it still needs. */
/** What sign-up answers, whether or not the account already existed. */
export type SignUpResult = { status: "verify-required" };

export type SignInResult =
  | { status: "signed-in"; token: string; user: import("./user.ts").UserInfo }
  | { status: "captcha-required" }
  | { status: "code-required" }
  | { status: "verify-required" };

export const EditNameSchema = z.strictObject({
  fullName: z.string().trim().max(100, tooLong(100)).optional().default(""),
  firstName: requiredText(50, Messages.firstNameRequired),
  lastName: requiredText(50, Messages.lastNameRequired),
  nickName: z.string().trim().max(50, tooLong(50)).optional().default(""),
});
export const EditInfoSchema = z.strictObject({
  bio: z.string().trim().max(500, tooLong(500)).optional().default(""),
  // A date of the calendar, and not after today anywhere on Earth (UTC+14 is the furthest ahead).
  birthday: z.iso
    .date(Messages.birthdayRequired)
    .refine(
      (day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || day <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10),
      Messages.birthdayFuture,
    ),
});
export const EditPasswordSchema = z.strictObject({ currentPassword: passwordSchema, password: passwordSchema });
export const EditEmailSchema = z.strictObject({ currentPassword: passwordSchema, email: emailSchema, code: codeSchema });
export const EditMobileSchema = z.strictObject({ currentPassword: passwordSchema, mobile: phoneSchema, code: codeSchema });
/** Asks for a code to a new address before `editEmail`/`editMobile`. */
export const SendChangeCodeSchema = z.strictObject({ target: accountSchema });

/** Spec §2 address form. */
export const AddressSchema = z.strictObject({
  country: requiredText(2, Messages.required).regex(/^[A-Z]{2}$/, Messages.required),
  province: z.string().trim().max(100, tooLong(100)).optional().default(""),
  city: requiredText(100),
  area: z.string().trim().max(100, tooLong(100)).optional().default(""),
  postalCode: z.string().trim().max(20, tooLong(20)).optional().default(""),
  firstName: requiredText(50, Messages.firstNameRequired),
  lastName: requiredText(50, Messages.lastNameRequired),
  address: requiredText(200),
  apartment: z.string().trim().max(100, tooLong(100)).optional().default(""),
  countryCode: requiredText(5, Messages.countryCodeRequired).regex(/^\+?\d{1,4}$/, Messages.countryCodeFormat),
  // The number without its country code (that is `countryCode`), written with or without separators.
  phone: z
    .string({ error: Messages.phoneRequired })
    .trim()
    .min(1, { error: Messages.phoneRequired, abort: true })
    .transform(phoneDigits)
    .pipe(z.string().regex(/^\d{4,15}$/, Messages.phoneLocal)),
  isDefault: z.union([z.literal("on"), z.boolean()]).optional().transform((v) => v === "on" || v === true),
});
export type AddressInput = z.input<typeof AddressSchema>;
export type Address = z.output<typeof AddressSchema> & { id: number };
/** `address/update` takes the form plus the id; `isDefault` only ever sets the default, never clears it. */
export const AddressUpdateSchema = AddressSchema.extend({ id: z.coerce.number().int().positive() });
/** `address/delete|default`, `user/sessions/revoke`: one row by id. */
export const IdSchema = z.strictObject({ id: z.coerce.number().int().positive() });
/** `user/activity` and `user/log`: newest first, paged. */
export const ActivityQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export const MAX_ADDRESSES = 50;

export type SessionInfo = {
  id: number;
  current: boolean;
  ip: string;
  browser: string;
  device: string;
  loginMethod: "password" | "code";
  createdAt: string;
  lastSeenAt: string;
};

export const ACTIVITY_KINDS = [
  "signin",
  "signin-link",
  "signin-failed",
  "signout",
  "signup",
  "verify",
  "password-change",
  "password-reset",
  "email-change",
  "mobile-change",
  "profile-change",
  "session-revoked",
  "settings-change",
  "address-change",
] as const;

export type ActivityEntry = {
  id: number;
  kind: (typeof ACTIVITY_KINDS)[number];
  ip: string;
  browser: string;
  createdAt: string;
};

export type SecuritySettings = { emailVerificationOnLogin: boolean };
export const SecuritySettingsSchema = z.strictObject({
  emailVerificationOnLogin: z.union([z.literal("on"), z.boolean()]).optional().transform((v) => v === "on" || v === true),
});

/**
 * `user/center` figures (zeros until orders exist). Money in the display currency's minor units: orders
 * placed in that currency count their own amounts (to the cent paid); others convert at their own rate
 * to USD and at today's rate from there.
 */
export type UserCenter = {
  lastLoginAt: string | null;
  spending: import("./catalog.ts").Price;
  paid: import("./catalog.ts").Price;
  unpaidOrders: number;
  orders: number;
};

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A captcha challenge is answerable this long, once. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Message keys the account endpoints answer with (besides `validation.*` field errors and
 * `errors.validation`/`errors.malformedJson`/`errors.notFound`/`errors.login`).
 */
export const AccountMessages = {
  credentials: "errors.credentials",
  rateLimited: "errors.rateLimited",
  captcha: "errors.captcha",
  code: "errors.code",
  password: "errors.password",
  accountTaken: "errors.accountTaken",
  accountSame: "errors.accountSame",
  fileType: "errors.fileType",
  imageInvalid: "errors.imageInvalid",
  tooLarge: "errors.tooLarge",
  addressLimit: "errors.addressLimit",
  visitor: "errors.visitor",
  passwordCommon: "validation.passwordCommon",
  passwordSame: "validation.passwordSame",
} as const;

/** Avatar uploads: at most this many bytes; re-encoded server-side. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Verification and reset codes live this long and are single use. */
export const CODE_TTL_MS = 10 * 60 * 1000;
