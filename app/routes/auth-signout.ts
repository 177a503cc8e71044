import { data } from "react-router";
import { localizedPath } from "#app/utils/paths.ts";
import { shopContext } from "#app/services/context.server.ts";
import { sameOrigin } from "#app/services/origin.server.ts";
import { signedOutRedirect } from "#app/services/session.server.ts";
import type { Route } from "./+types/auth-signout";

/** Sign-out: the backend ends the session, the cookie goes, and the page the shopper was on reloads. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) throw data(null, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData().catch(() => null);
  if (shop.info.token) await shop.post("/api/web/auth/signout");
  return signedOutRedirect(form?.get("redirect"), localizedPath(shop.info.lang, "/"));
}

export function loader() {
  throw data(null, { status: 405 });
}
