import { data, replace } from "react-router";
import { isCurrency } from "#contract/currencies.ts";
import { currencyCookie } from "#app/services/preferences.server.ts";
import { toastCookie } from "#app/services/toast.server.ts";
import { safeRedirectPath } from "#app/utils/paths.ts";
import { sameOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/preferences";

/**
 * The currency chooser's form target: sets the cookie and goes back to the page it came from, in place of
 * it in the history (with JavaScript; Back then leaves the page rather than showing it again).
 */
export async function action({ request }: Route.ActionArgs) {
  if (!sameOrigin(request)) throw data(null, { status: 403 });
  const form = await request.formData().catch(() => null);
  const back = safeRedirectPath(form?.get("redirectTo"));
  const currency = form?.get("currency");
  if (!isCurrency(currency)) {
    return replace(back, { headers: { "Set-Cookie": await toastCookie.serialize("errors.currency") } });
  }
  return replace(back, { headers: { "Set-Cookie": await currencyCookie.serialize(currency) } });
}

export function loader() {
  throw data(null, { status: 405 });
}
