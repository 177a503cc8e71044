import type { Context } from "hono";
import type { AppEnv } from "../app.ts";

/**
 * A customer's write changed what anonymous pages show: a review, comment or article that shoppers
 * could see (or now can), or the name shown with them. Called once the change is committed; when the
 * handler is done, `createApp` publishes the same change notice as after an admin write, so the page
 * caches of every process drop what they hold (decision 023). Writes that change nothing public (a
 * draft, a review held for moderation, a vote) do not call it.
 */
export function markShopChanged(c: Context<AppEnv>): void {
  c.set("shopChanged", true);
}
