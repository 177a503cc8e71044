import type { TagSummary } from "#contract/catalog.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";

export async function loadListingFilters(_props: Record<string, unknown>, ctx: BlockLoadContext) {
  if (ctx.page?.meta.type === "tag") return { tags: [] };
  const result = await ctx.shop.get<{ items: TagSummary[] }>("/api/web/tag/list");
  return { tags: result.ok ? result.data.items : [] };
}
