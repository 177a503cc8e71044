import type { Paged } from "#contract/catalog.ts";
import { RETURN_STATUSES, type ReturnStatus, type ReturnSummary } from "#contract/returns.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { requireData } from "#app/services/session.server.ts";
import { redirectPastLastPage } from "#app/utils/last-page.ts";

export type ReturnListData = { status: ReturnStatus | "all"; list: Paged<ReturnSummary> | null };

/** `user/return?status=…&page=…`: the customer's after-sales requests, newest first, by status (spec §4). */
export async function loadReturnList(_props: Record<string, unknown>, { shop, url }: BlockLoadContext): Promise<ReturnListData> {
  const asked = url.searchParams.get("status") ?? "all";
  const status = (RETURN_STATUSES as readonly string[]).includes(asked) ? (asked as ReturnStatus) : "all";
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 10_000);
  const result = await shop.post<Paged<ReturnSummary>>("/api/web/return/list", {
    ...(status === "all" ? {} : { status }),
    page,
    pageSize: 10,
  });
  const list = requireData(shop, result);
  redirectPastLastPage(url, list);
  return { status, list };
}
