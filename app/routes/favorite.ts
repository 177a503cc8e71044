import { data, redirect } from "react-router";
import { favoritePayloadSchema } from "#contract/visitor.ts";
import { Code } from "#contract/codes.ts";
import { shopContext } from "#app/services/context.server.ts";
import { sameOrigin } from "#app/services/origin.server.ts";
import { clearSessionCookie } from "#app/services/session.server.ts";
import { localizedPath, safeRedirectPath } from "#app/utils/paths.ts";
import type { Route } from "./+types/favorite";

/**
 * The heart's form target, for guests and customers alike (spec §4): `favorited` says which way to
 * go — add when it is not favourited yet, cancel when it is. Without JavaScript the page it came
 * from reloads; the enhanced button reads the answer instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) throw data(null, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData().catch(() => null);
  const payload = favoritePayloadSchema.safeParse({ types: "product", productId: form?.get("productId") });
  if (!form || !payload.success) throw data(null, { status: 400 });
  const add = form.get("favorited") !== "true";
  const result = await shop.post<{ favorited?: boolean }>(`/api/web/favorite/${add ? "add" : "cancel"}`, payload.data);
  const back = safeRedirectPath(form.get("redirect"));
  if (!result.ok && result.code === Code.authInvalid) {
    // An invalid session signs the shopper out and asks them to sign in again (spec §6).
    const signIn = `${localizedPath(shop.info.lang, "/auth/signin")}?redirect=${encodeURIComponent(back)}`;
    throw redirect(signIn, { headers: { "Set-Cookie": clearSessionCookie() } });
  }
  const favorited = result.ok ? (result.data?.favorited ?? add) : !add;
  if (form.get("js") === "1") return data({ favorited, error: result.ok ? null : result.msg }, { status: result.ok ? 200 : 400 });
  return redirect(back);
}

export function loader() {
  throw data(null, { status: 405 });
}
