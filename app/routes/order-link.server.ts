import { data, type RouterContextProvider } from "react-router";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { shopContext } from "#app/services/context.server.ts";
import { getI18n } from "#app/services/i18n.server.ts";
import { BLOCK_TEXTS } from "#app/blocks/texts.ts";
import { sentTexts } from "#app/utils/resources.server.ts";
import { pageData } from "./page.server.ts";

type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };
/** What a guest's page shows: its block's data and the page title. */
export type GuestView<T> = { data: T; title: string };

/**
 * The pages a guest reaches through an order's signed link (`?access=`, from the confirmation and
 * after-sales emails): the order, its after-sales apply page and a request's page. A customer gets the
 * backend's page and its blocks as anywhere in the user area; a guest with a token gets the block's
 * own load (the backend's page needs a session), a 404 when that finds nothing; anyone else signs in
 * first. `block` names the block the guest's page renders, whose texts it carries.
 */
export async function orderLinkPage<T>(
  { url, context }: Args,
  block: string,
  notFound: string,
  guest: (ctx: BlockLoadContext, t: (key: string, values?: Record<string, unknown>) => string) => Promise<GuestView<T> | null>,
) {
  const shop = context.get(shopContext);
  const access = url.searchParams.get("access");
  if (shop.info.token || !access) {
    if (!shop.info.token) throw shop.signInRedirect();
    return { ...(await pageData({ context })), guest: null };
  }
  const ctx: BlockLoadContext = {
    shop,
    url: shop.info.url,
    lang: shop.info.lang,
    currency: shop.info.currency,
    router: shop.settings.router,
    timeZone: shop.settings.timeZone,
    page: null,
  };
  const view = await guest(ctx, getI18n(context).t);
  if (!view) throw data({ message: notFound }, { status: 404 });
  return { guest: view, texts: sentTexts(Boolean(shop.info.document), shop.info.lang, BLOCK_TEXTS[block] ?? []) };
}
