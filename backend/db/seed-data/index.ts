import type { SeedData } from "./types.ts";
import { categories, tags } from "./categories.ts";
import { community } from "./community.ts";
import { collections } from "./collections.ts";
import { clothingProducts } from "./products-clothing.ts";
import { outerwearProducts } from "./products-outerwear.ts";
import { bagProducts } from "./products-bags.ts";
import { homeProducts } from "./products-home.ts";
import { accessoryProducts } from "./products-accessories.ts";
import { campProducts } from "./products-camp.ts";
import { guideArticles } from "./articles-guides.ts";
import { storyArticles } from "./articles-stories.ts";
import { pages } from "./pages.ts";
import { coupons, promotions, rates } from "./marketing.ts";
import { templates } from "./templates.ts";

export type { SeedCommunity, SeedData, SeedOption, SeedProduct, Text } from "./types.ts";

export const seedData: SeedData = {
  shopName: "Northwind Supply Co.",
  categories,
  tags,
  collections,
  products: [...clothingProducts, ...outerwearProducts, ...bagProducts, ...homeProducts, ...accessoryProducts, ...campProducts],
  articles: [...guideArticles, ...storyArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
  pages,
  promotions,
  coupons,
  rates,
  templates,
  community,
};

export default seedData;
