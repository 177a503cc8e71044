import { createCookie } from "react-router";
import { env } from "#app/services/env.server.ts";

/** A one-shot message for the next page (spec §8: code 41 shows the server's message as a toast). */
export const toastCookie = createCookie("toast", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: env.production,
  maxAge: 60,
});

/** Only translation keys travel in the cookie; anything else is dropped. */
export async function readToast(request: Request): Promise<string | null> {
  try {
    const value: unknown = await toastCookie.parse(request.headers.get("cookie"));
    return typeof value === "string" && /^[a-zA-Z0-9_.-]{1,80}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}
