import type { PageMeta } from "#contract/page.ts";
import type { HtmlNode } from "#app/utils/html-tree.ts";
import { articleKind } from "./article.server.ts";
import { authKind } from "./auth.server.ts";
import { cartKind } from "./cart.server.ts";
import { categoryKind } from "./category.server.ts";
import { checkoutKind } from "./checkout.server.ts";
import { collectionKind } from "./collection.server.ts";
import { contentPageKind } from "./content-page.server.ts";
import { couponKind } from "./coupon.server.ts";
import { customKind } from "./custom.server.ts";
import { errorKind } from "./error.server.ts";
import { homeKind } from "./home.server.ts";
import { inquiryKind } from "./inquiry.server.ts";
import { newsletterKind } from "./newsletter.server.ts";
import type { PageKind } from "./page-kind.ts";
import { productKind } from "./product.server.ts";
import { promotionKind } from "./promotion.server.ts";
import { searchKind } from "./search.server.ts";
import { tagKind } from "./tag.server.ts";
import { userKind } from "./user.server.ts";
import { wishlistSharedKind } from "./wishlist-shared.server.ts";

/**
 * Every page module's kind, in the order they are tried. The backend decides what an address shows
 * (router config, custom category paths, root-level slugs); the page is then laid out by the module
 * that owns the resolved type, whichever route matched (decision 015).
 */
const KINDS: PageKind[] = [
  homeKind,
  searchKind,
  cartKind,
  authKind,
  userKind,
  productKind,
  categoryKind,
  collectionKind,
  tagKind,
  articleKind,
  contentPageKind,
  promotionKind,
  couponKind,
  inquiryKind,
  checkoutKind,
  newsletterKind,
  wishlistSharedKind,
  errorKind,
  customKind,
];

/** The default layout of the page the backend resolved: its module's blocks. */
export function defaultBody(meta: PageMeta): HtmlNode[] {
  return KINDS.find((kind) => kind.matches(meta))?.defaultBody(meta) ?? [];
}
