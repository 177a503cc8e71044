import { Outlet } from "react-router";
import { shopContext } from "#app/services/context.server.ts";
import type { Route } from "./+types/user-layout";

export { ErrorBoundary } from "./page.tsx";

/** The user area needs a session: without one, sign in first and come back (spec §6). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const shop = context.get(shopContext);
    if (!shop.info.token) throw shop.signInRedirect();
    return next();
  },
];

export default function UserLayout() {
  return <Outlet />;
}
