import type { Paged } from "#contract/catalog.ts";
import type { Inquiry } from "#contract/inquiry.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { requireData } from "#app/services/session.server.ts";
import { redirectPastLastPage } from "#app/utils/last-page.ts";

const PAGE_SIZE = 10;

/** The customer's quote requests (and those sent from this browser as a guest), newest first. */
export async function loadInquiries(_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<Paged<Inquiry> | null> {
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 10_000);
  const list = requireData(shop, await shop.post<Paged<Inquiry>>("/api/web/inquiry/list", { page, pageSize: PAGE_SIZE }));
  redirectPastLastPage(url, list);
  return list;
}
