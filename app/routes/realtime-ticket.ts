import { data } from "react-router";
import type { SocketTicket } from "#contract/realtime.ts";
import { shopContext } from "#app/services/context.server.ts";
import { sameOrigin } from "#app/services/origin.server.ts";
import type { Route } from "./+types/realtime-ticket";

/**
 * `POST /realtime/ticket`: a ticket for this browser's realtime socket. The session lives in an httpOnly
 * cookie the page cannot read, so the storefront asks the backend for a short-lived, single-use ticket
 * on the shopper's behalf. Without one (a backend refusal) the browser opens an anonymous socket.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) throw data(null, { status: 403 });
  const result = await context.get(shopContext).post<SocketTicket>("/api/web/realtime/ticket");
  const headers = { "Cache-Control": "private, no-store" };
  return data({ ticket: result.ok ? result.data.ticket : null }, { headers });
}

export function loader() {
  throw data(null, { status: 405 });
}
