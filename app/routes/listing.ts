import { PageContent } from "#app/blocks/content/Content.tsx";
import { ListingFilters } from "#app/blocks/listing-filters/ListingFilters.tsx";
import { ProductList } from "#app/blocks/product-list/ProductList.tsx";
import type { BlockComponents } from "#app/components/page-context.tsx";

/** The blocks of a listing's layout (listing.server.ts): category, collection and tag pages load them. */
export const listingBlocks: BlockComponents = {
  "page-content": PageContent,
  "listing-filters": ListingFilters,
  "product-list": ProductList,
};
