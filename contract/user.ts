/** `POST /api/web/user/info` answers this (spec §3; the account issue fills it in). */
export type UserInfo = {
  id: number;
  email: string | null;
  mobile: string | null;
  fullName: string;
  firstName: string;
  lastName: string;
  nickName: string;
  avatar: string | null;
  bio: string;
  birthday: string | null;
  emailVerified: boolean;
  lastLoginAt: string | null;
};

/** The session cookie that holds the token; the backend reads it as `x-auth`. */
export const AUTH_HEADER = "x-auth";
export const AUTH_COOKIE = "x-auth";
/**
 * What a session token looks like (the backend issues 43 base64url characters). Anything else in the
 * cookie or the address — control characters, non-Latin-1 text that no HTTP header can carry — is no
 * session at all.
 */
export const AUTH_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,256}$/;
