import type { ArticleSummary, Paged } from "#contract/catalog.ts";
import type { BlockLoadContext } from "#app/components/blocks.ts";
import { numberProp, stringProp } from "#app/components/blocks.ts";

export async function loadArticleList(props: Record<string, unknown>, ctx: BlockLoadContext) {
  const result = await ctx.shop.get<Paged<ArticleSummary>>("/api/web/article/list", {
    pageSize: numberProp(props, "limit", 6, 24),
    q: stringProp(props, "q") || undefined,
  });
  return result.ok ? result.data : null;
}
