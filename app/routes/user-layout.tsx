import { Outlet } from "react-router";
import { UserArea } from "#app/components/UserArea.tsx";
import { shopContext } from "#app/services/context.server.ts";
import type { Route } from "./+types/user-layout";

export { PageErrorBoundary as ErrorBoundary } from "#app/components/PageErrorBoundary.tsx";

/**
 * The user area needs a session: without one, sign in first and come back (spec §6). A session the
 * backend no longer knows answers code 50 on the page's first call, which clears the cookie and
 * sends the shopper the same way.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const shop = context.get(shopContext);
    if (!shop.info.token) throw shop.signInRedirect();
    return next();
  },
];

export default function UserLayout() {
  return (
    <UserArea>
      <Outlet />
    </UserArea>
  );
}
