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
